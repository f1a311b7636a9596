package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Pins what core exports and requires: one package, no run-time dependency. */
final class ModuleExportsTest {

  @Test
  void moduleInfo_exportsOnlyDevSortidAndRequiresOnlyJavaBase() throws IOException {
    try (InputStream in = Files.newInputStream(Path.of("target/classes/module-info.class"))) {
      ModuleDescriptor descriptor = ModuleDescriptor.read(in);
      assertEquals("dev.sortid", descriptor.name());
      assertEquals(
          Set.of("dev.sortid"),
          descriptor.exports().stream()
              .map(ModuleDescriptor.Exports::source)
              .collect(Collectors.toSet()));
      assertTrue(descriptor.exports().stream().noneMatch(ModuleDescriptor.Exports::isQualified));
      assertEquals(
          Set.of("java.base"),
          descriptor.requires().stream()
              .map(ModuleDescriptor.Requires::name)
              .collect(Collectors.toSet()));
    }
  }
}
