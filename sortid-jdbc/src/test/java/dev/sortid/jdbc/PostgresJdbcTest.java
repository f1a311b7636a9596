package dev.sortid.jdbc;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.Postgres;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.SQLException;

/** {@link SortidJdbc} on PostgreSQL (embedded, started for this class), run per version. */
abstract class PostgresJdbcTest extends JdbcTests {
  private EmbeddedPostgres postgres;

  abstract Postgres.Version version();

  @Override
  Connection connect() throws SQLException {
    postgres = Postgres.start(version());
    return postgres.getPostgresDatabase().getConnection();
  }

  @Override
  void stopDatabase() throws Exception {
    Postgres.stop(postgres);
  }

  @Override
  ColumnForm expectedForm(IdScheme scheme) {
    return ColumnFormTable.postgresOrH2(scheme);
  }

  @Override
  String columnType(ColumnForm form, IdScheme scheme) {
    return switch (form) {
      case UUID -> "uuid";
      case BYTES -> "bytea";
      case BIGINT -> "bigint";
      case TEXT -> "varchar(64)";
    };
  }
}
