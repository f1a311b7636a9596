package dev.sortid.testsupport;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;

/**
 * Embedded PostgreSQL servers of the versions sortid supports, each started on a free port with its
 * data in a new temporary folder; the caller closes it.
 */
public final class Postgres {
  /** The PostgreSQL versions the tests run on. */
  public enum Version {
    /** PostgreSQL 17, from the binaries artifact on the class path. */
    V17,
    /** PostgreSQL 18, from the archive this module's jar holds under {@code postgres18/}. */
    V18
  }

  private Postgres() {}

  /**
   * Starts a server.
   *
   * @param version the version
   * @return the running server
   */
  public static EmbeddedPostgres start(Version version) {
    EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder();
    if (version == Version.V18) {
      builder.setPgBinaryResolver(
          (system, architecture) -> {
            String name =
                "/postgres18/postgres-"
                    + system.toLowerCase(Locale.ROOT)
                    + "-"
                    + architecture
                    + ".txz";
            InputStream archive = Postgres.class.getResourceAsStream(name);
            if (archive == null) {
              throw new IOException("no PostgreSQL 18 binaries for " + name);
            }
            return archive;
          });
    }
    try {
      return builder.start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
