package dev.sortid.springdoc;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

  @Test
  void descriptor_exportsTheApi_springdocAndBootAreOptional() throws IOException {
    ModuleDescriptor descriptor;
    try (InputStream in = Files.newInputStream(Path.of("target/classes/module-info.class"))) {
      descriptor = ModuleDescriptor.read(in);
    }
    assertEquals("dev.sortid.springdoc", descriptor.name());
    assertEquals(
        Map.of("dev.sortid.springdoc", Set.of()),
        descriptor.exports().stream()
            .collect(
                Collectors.toMap(
                    ModuleDescriptor.Exports::source, ModuleDescriptor.Exports::targets)));
    assertEquals(
        Set.of("org.springdoc.openapi.common", "spring.boot.autoconfigure"),
        descriptor.requires().stream()
            .filter(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
            .map(ModuleDescriptor.Requires::name)
            .collect(Collectors.toSet()));
  }
}
