package dev.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
  void descriptor_exportsOnlyTheApiPackage() throws IOException {
    ModuleDescriptor descriptor = descriptor();
    assertEquals("dev.sortid.hibernate", descriptor.name());
    assertEquals(
        Set.of("dev.sortid.hibernate"),
        descriptor.exports().stream()
            .map(ModuleDescriptor.Exports::source)
            .collect(Collectors.toSet()));
  }

  @Test
  void descriptor_opensTheInternalsToHibernateOnly() throws IOException {
    ModuleDescriptor.Opens opens = descriptor().opens().iterator().next();
    assertEquals("dev.sortid.hibernate.internal", opens.source());
    assertEquals(Set.of("org.hibernate.orm.core"), opens.targets());
  }

  @Test
  void descriptor_providesTheTypeContributor() throws IOException {
    ModuleDescriptor.Provides provides = descriptor().provides().iterator().next();
    assertEquals("org.hibernate.boot.model.TypeContributor", provides.service());
    assertEquals(
        List.of("dev.sortid.hibernate.internal.SortidTypeContributor"), provides.providers());
  }
}
