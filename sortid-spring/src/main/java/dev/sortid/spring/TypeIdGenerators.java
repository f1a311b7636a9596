package dev.sortid.spring;

import dev.sortid.IdFormatException;
import dev.sortid.TypeId;
import dev.sortid.TypeIdGenerator;
import dev.sortid.UuidV7Generator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.config.RuntimeBeanReference;
import org.springframework.beans.factory.support.BeanDefinitionBuilder;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.BeanDefinitionRegistryPostProcessor;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;

/**
 * Defines a {@link TypeIdGenerator} bean for each prefix the application asks for in {@value
 * #PREFIXES} (a list: {@code sortid.typeid.prefixes=user,order_item}), each on the context's {@link
 * UuidV7Generator} bean, so TypeIDs come from the application's UUIDv7 generator as its UUIDv7 ids
 * and its {@code @TypeIdGenerated} entity attributes do.
 *
 * <p>Each bean is named after its prefix in camel case, followed by {@code TypeIdGenerator}: {@code
 * user} gives {@code userTypeIdGenerator}, {@code order_item} gives {@code
 * orderItemTypeIdGenerator}, the empty prefix {@code typeIdGenerator}. Inject one by that name as
 * the parameter's name or with {@code @Qualifier("userTypeIdGenerator")}. The beans are lazy, as
 * the generator beans are. A bean of that name that the application defines itself is left in
 * place. An invalid prefix, or two prefixes whose names collide ({@code a_b}, {@code a__b}), fail
 * the start with a message naming the property.
 *
 * <p>An application can as well define its own: {@code @Bean TypeIdGenerator users(UuidV7Generator
 * uuids) { return TypeIdGenerator.of(TypeId.type("user"), uuids); }}. A {@code TypeIdGenerator} is
 * an {@code IdGenerator<TypeId>}, but not of a scheme: the integrations that look up a scheme's
 * generator bean ({@code UuidV7Generator} and its siblings) never take it for one.
 */
public final class TypeIdGenerators implements BeanDefinitionRegistryPostProcessor {
  /** The property that lists the prefixes: {@code sortid.typeid.prefixes}. */
  public static final String PREFIXES = "sortid.typeid.prefixes";

  private final Environment environment;

  TypeIdGenerators(Environment environment) {
    this.environment = environment;
  }

  /**
   * Returns the name of the bean of a type: {@code userTypeIdGenerator} for the prefix {@code
   * user}.
   *
   * @param type the type
   * @return the bean name
   */
  public static String beanName(TypeId.Type type) {
    StringBuilder name = new StringBuilder();
    for (String part : type.prefix().split("_")) {
      if (!part.isEmpty()) {
        name.append(
            name.length() == 0
                ? part
                : part.substring(0, 1).toUpperCase(Locale.ROOT) + part.substring(1));
      }
    }
    return name.length() == 0 ? "typeIdGenerator" : name.append("TypeIdGenerator").toString();
  }

  /**
   * Registers the beans of the prefixes.
   *
   * @param registry the context's bean definitions
   * @throws IllegalStateException if a prefix is invalid or two give the same bean name
   */
  @Override
  public void postProcessBeanDefinitionRegistry(BeanDefinitionRegistry registry) {
    List<String> prefixes =
        Binder.get(environment).bind(PREFIXES, Bindable.listOf(String.class)).orElse(List.of());
    Map<String, TypeId.Type> names = new HashMap<>();
    for (String text : prefixes) {
      TypeId.Type type;
      try {
        type = TypeId.type(text.strip());
      } catch (IdFormatException e) {
        throw new IllegalStateException(PREFIXES + ": " + e.getMessage(), e);
      }
      String name = beanName(type);
      TypeId.Type earlier = names.putIfAbsent(name, type);
      if (earlier != null && !earlier.equals(type)) {
        throw new IllegalStateException(
            PREFIXES
                + ": the prefixes \""
                + earlier
                + "\" and \""
                + type
                + "\" both give the bean name "
                + name);
      }
      if (earlier == null && !registry.containsBeanDefinition(name)) {
        registry.registerBeanDefinition(
            name,
            BeanDefinitionBuilder.genericBeanDefinition(TypeIdGenerator.class)
                .setFactoryMethod("of")
                .addConstructorArgValue(type)
                .addConstructorArgValue(new RuntimeBeanReference(UuidV7Generator.class))
                .setLazyInit(true)
                .getBeanDefinition());
      }
    }
  }

  /**
   * Does nothing: the beans are defined in {@link #postProcessBeanDefinitionRegistry}.
   *
   * @param beanFactory the context's bean factory
   */
  @Override
  public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {}
}
