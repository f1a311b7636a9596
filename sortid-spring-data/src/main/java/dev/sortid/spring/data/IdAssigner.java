package dev.sortid.spring.data;

import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.data.mapping.PersistentPropertyAccessor;
import org.springframework.data.mapping.model.EntityInstantiators;
import org.springframework.data.mapping.model.InstantiationAwarePropertyAccessor;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;

/**
 * Sets the {@link SortidGenerated} id of a new aggregate, for the callbacks of Spring Data JDBC and
 * R2DBC: the one piece of logic both share. Each application context has its own, which draws from
 * that context's generator beans.
 */
final class IdAssigner {
  /** Creates a new instance of an immutable aggregate through its constructor. */
  private static final EntityInstantiators INSTANTIATORS = new EntityInstantiators();

  private final ObjectProvider<? extends RelationalMappingContext> mappingContext;
  private final BeanFactory beans;

  /** The scheme of each aggregate class's generated id, or empty if it has none. */
  private final Map<Class<?>, Optional<IdScheme>> schemes = new ConcurrentHashMap<>();

  /** The generator of each scheme, found on first use. */
  private final Map<IdScheme, IdGenerator<? extends SortableId>> generators =
      new EnumMap<>(IdScheme.class);

  IdAssigner(ObjectProvider<? extends RelationalMappingContext> mappingContext, BeanFactory beans) {
    this.mappingContext = mappingContext;
    this.beans = beans;
  }

  /**
   * Returns the aggregate with a new id if its id property is {@link SortidGenerated} and {@code
   * null}; else the aggregate as it is.
   */
  <T> T assign(T aggregate) {
    RelationalPersistentEntity<?> entity =
        mappingContext.getObject().getPersistentEntity(aggregate.getClass());
    if (entity == null) {
      return aggregate;
    }
    Optional<IdScheme> scheme =
        schemes.computeIfAbsent(aggregate.getClass(), type -> schemeOf(entity));
    if (scheme.isEmpty()) {
      return aggregate;
    }
    RelationalPersistentProperty id = entity.getRequiredIdProperty();
    PersistentPropertyAccessor<T> accessor =
        new InstantiationAwarePropertyAccessor<>(
            aggregate, entity::getPropertyAccessor, INSTANTIATORS);
    if (accessor.getProperty(id) != null) {
      return aggregate;
    }
    accessor.setProperty(id, generator(scheme.get(), id).generate());
    return accessor.getBean();
  }

  private static Optional<IdScheme> schemeOf(RelationalPersistentEntity<?> entity) {
    RelationalPersistentProperty id = entity.getIdProperty();
    if (id == null || !id.isAnnotationPresent(SortidGenerated.class)) {
      return Optional.empty();
    }
    return Optional.of(
        IdScheme.ofIdClass(id.getType())
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "@SortidGenerated on "
                            + where(id)
                            + ": the id's type is "
                            + id.getType().getName()
                            + ", not a sortid id class ("
                            + idClassNames()
                            + ")")));
  }

  /** {@code Scru128Id, Scru64Id, ...}: the id class of each scheme. */
  private static String idClassNames() {
    return Arrays.stream(IdScheme.values())
        .map(scheme -> scheme.idClass().getSimpleName())
        .collect(Collectors.joining(", "));
  }

  /**
   * The context's generator bean of the scheme, else the process-wide default; a failure to create
   * it names the property it was wanted for.
   */
  private IdGenerator<? extends SortableId> generator(
      IdScheme scheme, RelationalPersistentProperty id) {
    synchronized (generators) {
      IdGenerator<? extends SortableId> generator = generators.get(scheme);
      if (generator == null) {
        try {
          generator = beans.getBeanProvider(scheme.generatorClass()).getIfAvailable();
          if (generator == null) {
            generator = scheme.defaultGenerator();
          }
        } catch (RuntimeException e) {
          throw new IllegalStateException(
              "@SortidGenerated on " + where(id) + ": " + rootMessage(e), e);
        }
        generators.put(scheme, generator);
      }
      return generator;
    }
  }

  private static String where(RelationalPersistentProperty id) {
    return id.getOwner().getType().getName() + "." + id.getName();
  }

  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return root.getMessage() == null ? root.toString() : root.getMessage();
  }
}
