package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.TypeId;
import dev.sortid.TypeIdGenerator;
import dev.sortid.UuidV7Generator;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;

final class TypeIdGeneratorsTest {
  private static final Instant CLOCK = Instant.parse("2024-01-02T03:04:05.006Z");

  private static DefaultListableBeanFactory register(String prefixes) {
    StandardEnvironment environment = new StandardEnvironment();
    environment
        .getPropertySources()
        .addFirst(new MapPropertySource("test", Map.of(TypeIdGenerators.PREFIXES, prefixes)));
    DefaultListableBeanFactory beans = new DefaultListableBeanFactory();
    beans.registerSingleton(
        "uuidV7Generator", UuidV7Generator.builder().clock(InstantSource.fixed(CLOCK)).build());
    new TypeIdGenerators(environment).postProcessBeanDefinitionRegistry(beans);
    return beans;
  }

  @Test
  void prefixes_giveOneBeanEach_onTheUuidV7GeneratorBean() {
    DefaultListableBeanFactory beans = register("user, order_item");

    assertEquals(
        List.of("orderItemTypeIdGenerator", "userTypeIdGenerator"),
        List.of(beans.getBeanNamesForType(TypeIdGenerator.class)).stream().sorted().toList());
    TypeIdGenerator users = beans.getBean("userTypeIdGenerator", TypeIdGenerator.class);
    assertEquals(TypeId.type("user"), users.type());
    assertEquals(CLOCK, users.generate().instant());
    assertEquals(
        "order_item",
        beans.getBean("orderItemTypeIdGenerator", TypeIdGenerator.class).generate().prefix());
    assertSame(users, beans.getBean("userTypeIdGenerator"));
  }

  @Test
  void beanName_isTheCamelCasePrefix() {
    assertEquals("userTypeIdGenerator", TypeIdGenerators.beanName(TypeId.type("user")));
    assertEquals("aBCTypeIdGenerator", TypeIdGenerators.beanName(TypeId.type("a__b_c")));
    assertEquals("typeIdGenerator", TypeIdGenerators.beanName(TypeId.type("")));
  }

  @Test
  void invalidPrefix_orCollidingNames_failNamingTheProperty() {
    IllegalStateException invalid =
        assertThrows(IllegalStateException.class, () -> register("user,Order"));
    assertTrue(invalid.getMessage().startsWith("sortid.typeid.prefixes: invalid character 'O'"));
    IllegalStateException collision =
        assertThrows(IllegalStateException.class, () -> register("a_b,a__b"));
    assertTrue(collision.getMessage().contains("both give the bean name aBTypeIdGenerator"));
  }

  @Test
  void theApplicationsOwnBean_ofThatName_staysAndRepeatsAreIgnored() {
    StandardEnvironment environment = new StandardEnvironment();
    environment
        .getPropertySources()
        .addFirst(new MapPropertySource("test", Map.of(TypeIdGenerators.PREFIXES, "user,user")));
    DefaultListableBeanFactory beans = new DefaultListableBeanFactory();
    TypeIdGenerator own =
        TypeIdGenerator.of(TypeId.type("user"), UuidV7Generator.builder().build());
    beans.registerBeanDefinition(
        "userTypeIdGenerator",
        org.springframework.beans.factory.support.BeanDefinitionBuilder.genericBeanDefinition(
                TypeIdGenerator.class, () -> own)
            .getBeanDefinition());
    TypeIdGenerators registrar = new TypeIdGenerators(environment);
    registrar.postProcessBeanDefinitionRegistry(beans);
    registrar.postProcessBeanFactory(beans);

    assertSame(own, beans.getBean("userTypeIdGenerator"));
  }
}
