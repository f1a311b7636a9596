package dev.sortid.hibernate.internal;

import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.hibernate.SortidSettings;
import java.lang.reflect.InvocationTargetException;
import java.util.function.Supplier;
import org.hibernate.MappingException;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.resource.beans.container.spi.BeanContainer;
import org.hibernate.resource.beans.spi.BeanInstanceProducer;
import org.hibernate.resource.beans.spi.ManagedBeanRegistry;
import org.hibernate.service.ServiceRegistry;

/**
 * Finds the generator of a scheme for a session factory, in the order {@link SortidSettings}
 * documents: the setting, the bean container's bean, the process-wide default.
 */
final class GeneratorLookup {
  private GeneratorLookup() {}

  /**
   * The generator of the scheme.
   *
   * @param where the attribute, to start each message with
   * @throws MappingException if none can be had, saying why and how to configure one
   */
  static IdGenerator<? extends SortableId> find(
      IdScheme scheme, ServiceRegistry services, String where) {
    String setting = SortidSettings.generator(scheme);
    Object configured = setting(services, setting);
    if (configured != null) {
      return fromSetting(scheme, setting, configured, where);
    }
    IdGenerator<? extends SortableId> bean = fromContainer(scheme, services, where);
    if (bean != null) {
      return bean;
    }
    try {
      return scheme.defaultGenerator();
    } catch (IllegalStateException e) {
      throw new MappingException(
          where
              + e.getMessage()
              + "; or name the application's generator with the Hibernate setting "
              + setting
              + ", or define a "
              + scheme.generatorClass().getSimpleName()
              + " bean in the container Hibernate uses",
          e);
    }
  }

  private static Object setting(ServiceRegistry services, String name) {
    ConfigurationService configuration = services.getService(ConfigurationService.class);
    return configuration == null ? null : configuration.getSettings().get(name);
  }

  private static IdGenerator<? extends SortableId> fromSetting(
      IdScheme scheme, String setting, Object value, String where) {
    Object generator = value;
    if (value instanceof String className) {
      generator = instantiate(className.trim(), setting, where);
    }
    if (generator instanceof Supplier<?> supplier) {
      generator = supplier.get();
    }
    if (!scheme.generatorClass().isInstance(generator)) {
      throw new MappingException(
          where
              + "the setting "
              + setting
              + " must be a "
              + scheme.generatorClass().getName()
              + ", a Supplier of one or the name of such a Supplier class, not "
              + describe(generator));
    }
    return scheme.generatorClass().cast(generator);
  }

  private static Object instantiate(String className, String setting, String where) {
    try {
      ClassLoader loader = Thread.currentThread().getContextClassLoader();
      Class<?> type =
          Class.forName(
              className, true, loader == null ? GeneratorLookup.class.getClassLoader() : loader);
      return type.getConstructor().newInstance();
    } catch (ClassNotFoundException
        | NoSuchMethodException
        | InstantiationException
        | IllegalAccessException
        | InvocationTargetException
        | LinkageError e) {
      throw new MappingException(
          where
              + "the setting "
              + setting
              + " names "
              + className
              + ", which is no class with a public no-argument constructor here: "
              + e,
          e);
    }
  }

  private static String describe(Object value) {
    return value == null ? "null" : "a " + value.getClass().getName();
  }

  /** The container's bean of the scheme's generator class, or null if it has none. */
  private static IdGenerator<? extends SortableId> fromContainer(
      IdScheme scheme, ServiceRegistry services, String where) {
    ManagedBeanRegistry beans = services.getService(ManagedBeanRegistry.class);
    BeanContainer container = beans == null ? null : beans.getBeanContainer();
    if (container == null) {
      return null;
    }
    Class<? extends IdGenerator<? extends SortableId>> type = scheme.generatorClass();
    try {
      return container.getBean(type, SharedBean.OPTIONS, NoBean.PRODUCER).getBeanInstance();
    } catch (NoBean e) {
      return null;
    } catch (RuntimeException e) {
      throw new MappingException(
          where
              + "the application's "
              + type.getSimpleName()
              + " could not be created: "
              + rootMessage(e),
          e);
    }
  }

  /** The message of the innermost cause: the reason, without the container's wrapping. */
  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return root.getMessage() == null ? root.toString() : root.getMessage();
  }

  /** Ask the container for its existing bean, not a new instance of the class. */
  private enum SharedBean implements BeanContainer.LifecycleOptions {
    OPTIONS;

    @Override
    public boolean canUseCachedReferences() {
      return true;
    }

    @Override
    public boolean useJpaCompliantCreation() {
      return false;
    }
  }

  /**
   * Thrown by the fallback producer the container calls when it has no such bean; a container whose
   * bean failed to be created rethrows its own exception instead (Spring's does).
   */
  private static final class NoBean extends RuntimeException {
    private static final long serialVersionUID = 1L;

    static final BeanInstanceProducer PRODUCER =
        new BeanInstanceProducer() {
          @Override
          public <B> B produceBeanInstance(Class<B> beanType) {
            throw new NoBean();
          }

          @Override
          public <B> B produceBeanInstance(String name, Class<B> beanType) {
            throw new NoBean();
          }
        };

    NoBean() {
      super("no such bean", null, false, false);
    }
  }
}
