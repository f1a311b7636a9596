package dev.sortid.jdbc;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;

/** {@link SortidJdbc} on PostgreSQL 17 (embedded, started for this class). */
final class PostgresJdbcTest extends JdbcTests {
  private EmbeddedPostgres postgres;

  @Override
  Connection connect() throws SQLException {
    try {
      postgres = EmbeddedPostgres.builder().start(); // on a free port
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return postgres.getPostgresDatabase().getConnection();
  }

  @Override
  void stopDatabase() throws Exception {
    if (postgres != null) {
      postgres.close();
    }
  }

  @Override
  String[] columnTypes() {
    return new String[] {"uuid", "bigint", "bytea"};
  }
}
