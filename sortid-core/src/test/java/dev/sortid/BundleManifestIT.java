package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Reads the packaged jar (failsafe runs this after the package phase): its OSGi headers name the
 * bundle as module-info names the module, and export exactly the packages module-info exports.
 */
final class BundleManifestIT {

  @Test
  void jar_osgiHeadersMatchModuleInfo() throws IOException {
    try (JarFile jar = new JarFile(packagedJar().toFile())) {
      ModuleDescriptor module;
      try (InputStream in = jar.getInputStream(jar.getEntry("module-info.class"))) {
        module = ModuleDescriptor.read(in);
      }
      Attributes headers = jar.getManifest().getMainAttributes();

      assertEquals("2", headers.getValue("Bundle-ManifestVersion"));
      assertEquals(module.name(), headers.getValue("Bundle-SymbolicName"));
      assertNotNull(headers.getValue("Bundle-Version"));
      assertEquals(
          module.exports().stream()
              .map(ModuleDescriptor.Exports::source)
              .collect(Collectors.toCollection(TreeSet::new)),
          exportedPackages(headers.getValue("Export-Package")));
    }
  }

  /** target/sortid-core-VERSION.jar: the main jar, not the sources or Javadoc jar. */
  private static Path packagedJar() throws IOException {
    try (Stream<Path> files = Files.list(Path.of("target"))) {
      List<Path> jars =
          files
              .filter(
                  file ->
                      file.getFileName().toString().matches("sortid-core-[^-]+(-SNAPSHOT)?\\.jar"))
              .collect(Collectors.toList());
      assertEquals(1, jars.size(), "one packaged jar in target/: " + jars);
      return jars.get(0);
    }
  }

  /** The package names of an Export-Package header: clauses split on commas outside quotes. */
  private static Set<String> exportedPackages(String header) {
    assertNotNull(header, "Export-Package");
    List<String> clauses = new ArrayList<>();
    StringBuilder clause = new StringBuilder();
    boolean quoted = false;
    for (char c : header.toCharArray()) {
      if (c == '"') {
        quoted = !quoted;
      }
      if (c == ',' && !quoted) {
        clauses.add(clause.toString());
        clause.setLength(0);
      } else {
        clause.append(c);
      }
    }
    clauses.add(clause.toString());
    return clauses.stream()
        .map(text -> text.split(";", 2)[0].trim())
        .collect(Collectors.toCollection(TreeSet::new));
  }
}
