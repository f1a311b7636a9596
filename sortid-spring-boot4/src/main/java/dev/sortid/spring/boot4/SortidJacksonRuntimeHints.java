package dev.sortid.spring.boot4;

import dev.sortid.jackson3.SortidModule;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;

/**
 * What the Jackson 3 module reaches by reflection, for Spring's AOT engine: the {@code
 * version.properties} resource beside {@link SortidModule}, from which the module reads its
 * version. The module itself is a bean made by {@link SortidJacksonAutoConfiguration} (no {@code
 * ServiceLoader}, no reflection). Registered through {@code META-INF/spring/aot.factories}.
 */
final class SortidJacksonRuntimeHints implements RuntimeHintsRegistrar {
  /** The resource {@link SortidModule} reads, relative to its package. */
  static final String VERSION_RESOURCE =
      SortidModule.class.getPackageName().replace('.', '/') + "/version.properties";

  SortidJacksonRuntimeHints() {}

  @Override
  public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
    hints.resources().registerPattern(VERSION_RESOURCE);
  }
}
