package dev.sortid.mybatis;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.sql.DataSource;

/** The type handlers and the key interceptor on PostgreSQL 17 (embedded, one server per class). */
final class PostgresMyBatisTest extends MyBatisTests {
  private EmbeddedPostgres postgres;

  @Override
  DataSource startDatabase() {
    try {
      postgres = EmbeddedPostgres.builder().start(); // on a free port
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return postgres.getPostgresDatabase();
  }

  @Override
  void stopDatabase() throws Exception {
    if (postgres != null) {
      postgres.close();
    }
  }

  @Override
  String schema() {
    return "schema-postgres.sql";
  }
}
