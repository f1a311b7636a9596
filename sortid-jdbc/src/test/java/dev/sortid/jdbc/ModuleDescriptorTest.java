package dev.sortid.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Pins the module descriptor: the tests run on the class path, so nothing else checks it. */
final class ModuleDescriptorTest {

  private static ModuleDescriptor descriptor() throws IOException {
    try (InputStream in = Files.newInputStream(Path.of("target/classes/module-info.class"))) {
      return ModuleDescriptor.read(in);
    }
  }

  @Test
  void descriptor_exportsTheApiToAllAndTheConversionsToSortidsOwnModulesOnly() throws IOException {
    ModuleDescriptor descriptor = descriptor();
    assertEquals("dev.sortid.jdbc", descriptor.name());
    assertEquals(
        Map.of(
            "dev.sortid.jdbc",
            Set.of(),
            "dev.sortid.jdbc.internal",
            Set.of(
                "dev.sortid.hibernate",
                "dev.sortid.jooq",
                "dev.sortid.mybatis",
                "dev.sortid.spring.data")),
        descriptor.exports().stream()
            .collect(
                Collectors.toMap(
                    ModuleDescriptor.Exports::source, ModuleDescriptor.Exports::targets)));
    assertTrue(descriptor.opens().isEmpty(), "opens nothing");
  }

  @Test
  void descriptor_requiresOnlyCoreAndJavaSql() throws IOException {
    assertEquals(
        Set.of("java.base", "java.sql", "dev.sortid"),
        descriptor().requires().stream()
            .map(ModuleDescriptor.Requires::name)
            .collect(Collectors.toSet()));
  }
}
