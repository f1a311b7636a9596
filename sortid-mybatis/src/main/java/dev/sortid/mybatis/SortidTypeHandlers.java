package dev.sortid.mybatis;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import org.apache.ibatis.type.TypeHandlerRegistry;

/**
 * Registers a {@link SortidTypeHandler} for the id class of every scheme, in one call:
 *
 * <pre>{@code
 * Configuration configuration = new Configuration(environment);
 * SortidTypeHandlers.register(configuration.getTypeHandlerRegistry());
 * configuration.addMapper(OrderMapper.class); // after the handlers
 * }</pre>
 *
 * <p>With MyBatis' Spring Boot starter, call it from a {@code ConfigurationCustomizer} bean. There
 * is no package to scan ({@code typeHandlersPackage}): MyBatis' scan registers one Java type per
 * handler class, or the types its {@code @MappedTypes} annotation lists, and sortid keeps its list
 * of schemes in {@link IdScheme} alone, so this call derives the handlers from there.
 */
public final class SortidTypeHandlers {
  private SortidTypeHandlers() {}

  /**
   * Registers a handler for the id class of every scheme ({@link IdScheme#idClass()}), for every
   * JDBC type; a handler registered for the same class before is replaced.
   *
   * @param registry the registry, such as {@code configuration.getTypeHandlerRegistry()}
   * @throws NullPointerException if {@code registry} is null
   */
  public static void register(TypeHandlerRegistry registry) {
    java.util.Objects.requireNonNull(registry, "registry");
    for (IdScheme scheme : IdScheme.values()) {
      register(registry, scheme.idClass());
    }
  }

  private static <T extends SortableId> void register(TypeHandlerRegistry registry, Class<T> type) {
    registry.register(type, new SortidTypeHandler<>(type));
  }
}
