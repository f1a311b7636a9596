package dev.sortid.spring.data;

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
  void descriptor_exportsTheApi_andOpensItToSpringOnly() throws IOException {
    ModuleDescriptor descriptor;
    try (InputStream in = Files.newInputStream(Path.of("target/classes/module-info.class"))) {
      descriptor = ModuleDescriptor.read(in);
    }
    assertEquals("dev.sortid.spring.data", descriptor.name());
    assertEquals(
        Map.of("dev.sortid.spring.data", Set.of()),
        descriptor.exports().stream()
            .collect(
                Collectors.toMap(
                    ModuleDescriptor.Exports::source, ModuleDescriptor.Exports::targets)));
    assertEquals(
        Map.of("dev.sortid.spring.data", Set.of("spring.core", "spring.beans", "spring.context")),
        descriptor.opens().stream()
            .collect(
                Collectors.toMap(ModuleDescriptor.Opens::source, ModuleDescriptor.Opens::targets)));
    assertEquals(
        Set.of(
            "spring.data.jdbc",
            "spring.jdbc",
            "spring.data.r2dbc",
            "r2dbc.spi",
            "org.reactivestreams",
            "reactor.core",
            "spring.boot.autoconfigure"),
        descriptor.requires().stream()
            .filter(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
            .map(ModuleDescriptor.Requires::name)
            .collect(Collectors.toSet()));
  }
}
