package dev.sortid.jdbc;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.Sqlite;
import dev.sortid.testsupport.TestDatabase;
import java.sql.DriverManager;

/** {@link SortidJdbc} on SQLite (sqlite-jdbc, a new database file). */
final class SqliteJdbcTest extends JdbcTests {
  @Override
  TestDatabase database() {
    return () -> DriverManager.getConnection(Sqlite.newDatabaseUrl());
  }

  @Override
  ColumnForm expectedForm(IdScheme scheme) {
    return ColumnFormTable.withoutUuid(scheme);
  }

  @Override
  String columnType(ColumnForm form, IdScheme scheme) {
    return switch (form) {
      case UUID -> "uuid"; // never used: SQLite has no uuid type
      case BYTES -> "blob";
      case BIGINT -> "bigint";
      case TEXT -> "text";
    };
  }
}
