package dev.sortid.mybatis;

import dev.sortid.testsupport.Postgres;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import javax.sql.DataSource;

/**
 * The type handlers and the key interceptor on PostgreSQL (embedded, one server per class), run per
 * version.
 */
abstract class PostgresMyBatisTest extends MyBatisTests {
  private EmbeddedPostgres postgres;

  abstract Postgres.Version version();

  @Override
  DataSource startDatabase() {
    postgres = Postgres.start(version());
    return postgres.getPostgresDatabase();
  }

  @Override
  void stopDatabase() throws Exception {
    Postgres.stop(postgres);
  }

  @Override
  String schema() {
    return "schema-postgres.sql";
  }
}
