package dev.sortid.validation;

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

/** Pins the module descriptor: the tests run on the class path, so nothing else checks it. */
final class ModuleDescriptorTest {

  @Test
  void descriptor_exportsTheApi_requiresCoreAndJakartaValidation() throws IOException {
    ModuleDescriptor descriptor;
    try (InputStream in = Files.newInputStream(Path.of("target/classes/module-info.class"))) {
      descriptor = ModuleDescriptor.read(in);
    }
    assertEquals("dev.sortid.validation", descriptor.name());
    assertEquals(
        Set.of("dev.sortid.validation"),
        descriptor.exports().stream()
            .map(ModuleDescriptor.Exports::source)
            .collect(Collectors.toSet()));
    assertTrue(descriptor.exports().iterator().next().targets().isEmpty());
    assertEquals(
        Set.of("java.base", "dev.sortid", "jakarta.validation"),
        descriptor.requires().stream()
            .map(ModuleDescriptor.Requires::name)
            .collect(Collectors.toSet()));
  }
}
