package dev.sortid.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The runnable jar of the package phase (this module's jar), which the *IT tests start as
 * processes.
 */
final class RunnableJar {
  /** Its path: the system property {@code sortid.runnableJar}, which the pom sets for failsafe. */
  static final Path PATH = path();

  private RunnableJar() {}

  private static Path path() {
    String path = System.getProperty("sortid.runnableJar");
    if (path == null || !Files.isRegularFile(Path.of(path))) {
      throw new IllegalStateException(
          "run through failsafe after package: no runnable jar " + path);
    }
    return Path.of(path);
  }
}
