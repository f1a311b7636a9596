package dev.sortid.nodeid;

import dev.sortid.testsupport.Postgres;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

/** The two real databases of the JDBC tests: H2 in memory and an embedded PostgreSQL 17. */
enum Databases {
  H2,
  POSTGRESQL;

  private static final AtomicInteger NEXT = new AtomicInteger();
  private static EmbeddedPostgres postgres;

  /** A data source for a database of its own (H2) or the shared server (PostgreSQL). */
  DataSource dataSource() {
    if (this == H2) {
      return new UrlDataSource(
          "jdbc:h2:mem:leases" + NEXT.incrementAndGet() + ";DB_CLOSE_DELAY=-1");
    }
    return postgres().getPostgresDatabase();
  }

  static synchronized EmbeddedPostgres postgres() {
    if (postgres == null) {
      try {
        postgres = postgresBuilder().start();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      Runtime.getRuntime().addShutdownHook(new Thread(Databases::stop));
    }
    return postgres;
  }

  /** A builder of PostgreSQL 17 with room for a hundred concurrent claimers. */
  static EmbeddedPostgres.Builder postgresBuilder() {
    return Postgres.builder(Postgres.Version.V17).setServerConfig("max_connections", "300");
  }

  private static synchronized void stop() {
    try {
      if (postgres != null) {
        postgres.close();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
