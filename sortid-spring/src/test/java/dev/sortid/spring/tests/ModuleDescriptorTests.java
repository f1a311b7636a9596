package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Pins a module descriptor of the module under test (named like its one package): the tests run on
 * the class path, so nothing else checks it.
 */
public abstract class ModuleDescriptorTests {
  private final String name;

  /**
   * Tests the descriptor of one module.
   *
   * @param name the module's name, which is also its one exported package
   */
  protected ModuleDescriptorTests(String name) {
    this.name = name;
  }

  @Test
  void descriptor_exportsOnlyTheApiPackage() throws IOException {
    ModuleDescriptor descriptor;
    try (InputStream in = Files.newInputStream(Path.of("target/classes/module-info.class"))) {
      descriptor = ModuleDescriptor.read(in);
    }
    assertEquals(name, descriptor.name());
    assertEquals(
        Set.of(name),
        descriptor.exports().stream()
            .map(ModuleDescriptor.Exports::source)
            .collect(Collectors.toSet()));
  }
}
