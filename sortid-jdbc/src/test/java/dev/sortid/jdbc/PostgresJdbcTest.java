package dev.sortid.jdbc;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.Postgres;
import dev.sortid.testsupport.TestDatabase;

/** {@link SortidJdbc} on PostgreSQL (embedded, started for this class), run per version. */
abstract class PostgresJdbcTest extends JdbcTests {
  abstract Postgres.Version version();

  @Override
  TestDatabase database() {
    return Postgres.database(version());
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
