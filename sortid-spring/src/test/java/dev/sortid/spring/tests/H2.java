package dev.sortid.spring.tests;

import java.nio.file.Path;
import java.util.UUID;

/** H2 lease stores, one embedded file each, under the module's {@code target} directory. */
public final class H2 {
  private static final Path DIR = Path.of("target", "h2-lease-stores").toAbsolutePath();

  private H2() {}

  /**
   * Returns the URL of a new embedded H2 file (an H2 database private to the JVM, {@code mem:}, is
   * no lease store: it cannot keep processes apart).
   *
   * @return a JDBC URL
   */
  public static String newUrl() {
    return "jdbc:h2:" + DIR.resolve("sortid-spring-" + UUID.randomUUID());
  }
}
