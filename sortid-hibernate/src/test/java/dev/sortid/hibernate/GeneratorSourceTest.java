package dev.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.UlidGenerator;
import dev.sortid.hibernate.Entities.Scru64Entity;
import dev.sortid.hibernate.Entities.UlidEntity;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.hibernate.resource.beans.container.spi.BeanContainer;
import org.hibernate.resource.beans.container.spi.ContainedBean;
import org.hibernate.resource.beans.spi.BeanInstanceProducer;
import org.junit.jupiter.api.Test;

/**
 * Where the generated attributes take their ids from (see {@link SortidSettings}): the setting, the
 * bean container's bean, the process-wide default; each session factory its own.
 */
final class GeneratorSourceTest {
  /** The setting of the container Hibernate asks for beans (AvailableSettings.BEAN_CONTAINER). */
  private static final String BEAN_CONTAINER = "hibernate.resource.beans.container";

  private static Scru64Generator node(int nodeId) {
    return Scru64Generator.builder().nodeSpec(Scru64NodeSpec.parse(nodeId + "/8")).build();
  }

  private static Scru64Entity insert(SessionFactory factory) {
    Scru64Entity row = new Scru64Entity();
    factory.inTransaction(session -> session.persist(row));
    return row;
  }

  @Test
  void setting_aGeneratorInstance_isTheOneEveryAttributeUses() {
    Scru64Generator generator = node(7);
    Map<String, Object> settings = Databases.h2();
    settings.put(SortidSettings.generator(IdScheme.SCRU64), generator);
    try (SessionFactory factory = Databases.sessionFactory(settings, List.of(Scru64Entity.class))) {
      Scru64Id before = generator.generate();
      Scru64Entity row = insert(factory);
      Scru64Id after = generator.generate();
      assertEquals(7, row.id.nodeId(8));
      assertEquals(7, Scru64Id.parse(row.text).nodeId(8));
      assertEquals(7, Scru64Id.fromLong(row.boxed).nodeId(8));
      assertEquals(7, Scru64Id.fromLong(row.primitive).nodeId(8));
      // one sequence: the generator's own ids and the entity's interleave in strict order
      assertTrue(before.compareTo(row.id) < 0 && row.id.compareTo(after) < 0, row.id.toString());
    }
  }

  /** Named by class in the setting, as persistence.xml can only do. */
  public static final class Node9 implements Supplier<Scru64Generator> {
    static final Scru64Generator GENERATOR = node(9);

    @Override
    public Scru64Generator get() {
      return GENERATOR;
    }
  }

  @Test
  void setting_aSupplierClassName_isInstantiatedAndAsked() {
    Map<String, Object> settings = Databases.h2();
    settings.put(SortidSettings.generator(IdScheme.SCRU64), " " + Node9.class.getName() + " ");
    try (SessionFactory factory = Databases.sessionFactory(settings, List.of(Scru64Entity.class))) {
      assertEquals(9, insert(factory).id.nodeId(8));
    }
    settings.put(
        SortidSettings.generator(IdScheme.SCRU64), (Supplier<Scru64Generator>) () -> node(11));
    try (SessionFactory factory = Databases.sessionFactory(settings, List.of(Scru64Entity.class))) {
      assertEquals(11, insert(factory).id.nodeId(8));
    }
  }

  @Test
  void setting_ofTheWrongKind_failsTheStartNamingTheSettingAndTheAttribute() {
    Map<String, Object> settings = Databases.h2();
    settings.put(SortidSettings.generator(IdScheme.SCRU64), UlidGenerator.builder().build());
    String message = startFailure(settings, Scru64Entity.class);
    assertTrue(message.contains("@Scru64Generated on "), message);
    assertTrue(
        message.contains("sortid.hibernate.generator.scru64 must be a dev.sortid.Scru64Generator"),
        message);
    assertTrue(message.contains("not a dev.sortid.UlidGenerator"), message);

    settings.put(SortidSettings.generator(IdScheme.SCRU64), "no.such.Supplier");
    message = startFailure(settings, Scru64Entity.class);
    assertTrue(message.contains("names no.such.Supplier, which is no class"), message);
  }

  private static String startFailure(Map<String, Object> settings, Class<?> entity) {
    RuntimeException e =
        assertThrows(
            RuntimeException.class, () -> Databases.sessionFactory(settings, List.of(entity)));
    return MappingTests.findCause(e, MappingException.class).getMessage();
  }

  @Test
  void settingNames_areThePrefixAndTheLowerCaseConstant() {
    assertEquals("sortid.hibernate.generator.uuidv7", SortidSettings.generator(IdScheme.UUIDV7));
    assertEquals("sortid.hibernate.generator.scru128", SortidSettings.generator(IdScheme.SCRU128));
  }

  @Test
  void beanContainer_itsBeanIsUsed_perSessionFactory() {
    Map<String, Object> first = Databases.h2();
    first.put(BEAN_CONTAINER, new Beans(Map.of(Scru64Generator.class, node(21))));
    Map<String, Object> second = Databases.h2();
    second.put(BEAN_CONTAINER, new Beans(Map.of(Scru64Generator.class, node(22))));
    try (SessionFactory a = Databases.sessionFactory(first, List.of(Scru64Entity.class));
        SessionFactory b = Databases.sessionFactory(second, List.of(Scru64Entity.class))) {
      assertEquals(21, insert(a).id.nodeId(8));
      assertEquals(22, insert(b).id.nodeId(8));
    }
  }

  @Test
  void beanContainer_settingWinsOverTheBean() {
    Map<String, Object> settings = Databases.h2();
    settings.put(BEAN_CONTAINER, new Beans(Map.of(Scru64Generator.class, node(21))));
    settings.put(SortidSettings.generator(IdScheme.SCRU64), node(23));
    try (SessionFactory factory = Databases.sessionFactory(settings, List.of(Scru64Entity.class))) {
      assertEquals(23, insert(factory).id.nodeId(8));
    }
  }

  @Test
  void beanContainer_withoutSuchBean_leavesTheDefaultGenerator() {
    Map<String, Object> settings = Databases.h2();
    settings.put(BEAN_CONTAINER, new Beans(Map.of()));
    try (SessionFactory factory = Databases.sessionFactory(settings, List.of(Scru64Entity.class))) {
      Scru64Id id = insert(factory).id;
      // the JVM's default: node spec 42/8 (the surefire configuration)
      assertEquals(42, id.nodeId(8));
      assertTrue(id.compareTo(Scru64Id.generate()) < 0);
    }
  }

  @Test
  void beanContainer_aBeanThatFails_failsTheStartWithItsReason() {
    Map<String, Object> settings = Databases.h2();
    Beans beans =
        new Beans(Map.of()) {
          @Override
          Object bean(Class<?> type) {
            throw new IllegalArgumentException(
                "error creating bean",
                new IllegalStateException("a SCRU64 generator needs a node id"));
          }
        };
    settings.put(BEAN_CONTAINER, beans);
    String message = startFailure(settings, Scru64Entity.class);
    assertTrue(
        message.contains(
            "Scru64Entity.id: the application's Scru64Generator could not be created: a SCRU64"
                + " generator needs a node id"),
        message);
  }

  @Test
  void beanContainer_otherSchemesToo() {
    UlidGenerator generator = UlidGenerator.builder().build();
    Map<String, Object> settings = Databases.h2();
    settings.put(BEAN_CONTAINER, new Beans(Map.of(UlidGenerator.class, generator)));
    try (SessionFactory factory = Databases.sessionFactory(settings, List.of(UlidEntity.class))) {
      var before = generator.generate();
      UlidEntity row = new UlidEntity();
      factory.inTransaction(session -> session.persist(row));
      assertTrue(before.compareTo(row.id) < 0 && row.id.compareTo(generator.generate()) < 0);
      assertNotEquals(null, row.text);
    }
  }

  /**
   * A bean container as Hibernate's SPI defines it, holding one bean per type: what a dependency
   * injection container's adapter (Spring's, CDI's) does, with the contract Spring's follows: no
   * such bean, and the fallback producer decides; a bean that fails, and its exception escapes.
   */
  static class Beans implements BeanContainer {
    private final Map<Class<?>, Object> beans;

    Beans(Map<Class<?>, Object> beans) {
      this.beans = new HashMap<>(beans);
    }

    Object bean(Class<?> type) {
      return beans.get(type);
    }

    @Override
    public <B> ContainedBean<B> getBean(
        Class<B> beanType, LifecycleOptions options, BeanInstanceProducer fallback) {
      Object bean = bean(beanType);
      B instance = bean != null ? beanType.cast(bean) : fallback.produceBeanInstance(beanType);
      return () -> instance;
    }

    @Override
    public <B> ContainedBean<B> getBean(
        String name, Class<B> beanType, LifecycleOptions options, BeanInstanceProducer fallback) {
      B instance = fallback.produceBeanInstance(name, beanType);
      return () -> instance;
    }

    @Override
    public void stop() {}
  }
}
