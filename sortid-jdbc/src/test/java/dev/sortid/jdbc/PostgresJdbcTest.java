package dev.sortid.jdbc;

import dev.sortid.IdScheme;

/** {@link SortidJdbc} on PostgreSQL (embedded, started for this class), run per version. */
abstract class PostgresJdbcTest extends JdbcTests {
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
