package dev.sortid.testsupport;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;

/**
 * Embedded PostgreSQL servers of the versions sortid supports, each started on a free port with its
 * data in a new temporary folder; the caller stops it. Every test that starts a PostgreSQL starts
 * it here, so that the versions' binaries and the settings are set up once.
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
   * A builder of a server of a version, with the settings every test wants: {@code fsync} off (test
   * data need not outlive a crash, and a commit then waits for no disk), a free port and a new
   * temporary data folder, deleted on close. A test adds what it needs of its own: a data folder it
   * can read (the postmaster's pid, to freeze it), a fixed port and a kept folder (to restart the
   * same server), more connections.
   *
   * @param version the version
   * @return the builder; {@code start()} starts the server
   */
  public static EmbeddedPostgres.Builder builder(Version version) {
    EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder().setServerConfig("fsync", "off");
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
    return builder;
  }

  /**
   * Starts a server of a version as {@link #builder(Version)} sets it up.
   *
   * @param version the version
   * @return the running server
   * @throws UncheckedIOException if the server did not start
   */
  public static EmbeddedPostgres start(Version version) {
    try {
      return builder(version).start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A server of a version for the tests of one class: {@link TestDatabase#connect()} starts it as
   * {@link #start(Version)} does and connects to its {@code postgres} database, {@link
   * TestDatabase#stop()} stops it.
   *
   * @param version the version
   * @return the database, not started yet
   */
  public static TestDatabase database(Version version) {
    return new TestDatabase() {
      private EmbeddedPostgres server;

      @Override
      public Connection connect() throws SQLException {
        server = start(version);
        return server.getPostgresDatabase().getConnection();
      }

      @Override
      public void stop() {
        Postgres.stop(server);
      }
    };
  }

  /**
   * Stops a server, if there is one: for a test's clean-up, which runs even when the start failed.
   *
   * @param server the server, or null
   * @throws UncheckedIOException if it did not stop
   */
  public static void stop(EmbeddedPostgres server) {
    if (server == null) {
      return;
    }
    try {
      server.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
