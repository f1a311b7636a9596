package dev.sortid.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** SQLite databases for the tests: a new file in a temporary folder each. */
public final class Sqlite {
  private Sqlite() {}

  /**
   * The JDBC URL of a new, empty SQLite database file (sqlite-jdbc creates it on first connect).
   *
   * @return the URL
   */
  public static String newDatabaseUrl() {
    try {
      Path folder = Files.createTempDirectory("sortid-sqlite");
      folder.toFile().deleteOnExit();
      Path file = folder.resolve("test.db");
      file.toFile().deleteOnExit();
      return "jdbc:sqlite:" + file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
