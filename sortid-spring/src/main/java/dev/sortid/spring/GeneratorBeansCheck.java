package dev.sortid.spring;

import dev.sortid.IdScheme;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;

/**
 * Fails the start when the application has more than one generator bean of a scheme and none of
 * them is {@code @Primary}: sortid's integrations take the one generator of a scheme (Hibernate's
 * {@code @Scru64Generated} through the bean container, Spring Data's id callbacks, an injected
 * generator), and Hibernate's container falls back to the process-wide default generator, silently,
 * when the bean is ambiguous. Runs before any bean is created; it looks at bean definitions only.
 */
final class GeneratorBeansCheck implements BeanFactoryPostProcessor {
  @Override
  public void postProcessBeanFactory(ConfigurableListableBeanFactory beans) {
    for (IdScheme scheme : IdScheme.values()) {
      Class<?> type = scheme.generatorClass();
      String[] names = beans.getBeanNamesForType(type, true, false);
      if (names.length < 2 || hasPrimary(beans, names)) {
        continue;
      }
      List<String> described = new ArrayList<>();
      for (String name : names) {
        described.add(describe(beans, name));
      }
      throw new IllegalStateException(
          String.format(
              Locale.ROOT,
              "%d %s beans and none is @Primary: %s. sortid's integrations use the one generator"
                  + " of a scheme (Hibernate's @%sGenerated, Spring Data's ids, an injected"
                  + " generator), and Hibernate would fall back to the process-wide default"
                  + " generator; mark one @Primary, or keep one",
              names.length,
              type.getSimpleName(),
              String.join(", ", described),
              type.getSimpleName().replace("Generator", "")));
    }
  }

  private static boolean hasPrimary(ConfigurableListableBeanFactory beans, String[] names) {
    for (String name : names) {
      if (beans.containsBeanDefinition(name) && beans.getBeanDefinition(name).isPrimary()) {
        return true;
      }
    }
    return false;
  }

  /** {@code "name" (the definition's resource)}, or the name alone for a registered singleton. */
  private static String describe(ConfigurableListableBeanFactory beans, String name) {
    if (!beans.containsBeanDefinition(name)) {
      return "\"" + name + "\"";
    }
    BeanDefinition definition = beans.getBeanDefinition(name);
    String source = definition.getResourceDescription();
    return "\"" + name + "\"" + (source == null ? "" : " (" + source + ")");
  }
}
