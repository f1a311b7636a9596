package dev.sortid.jdbc;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.Sqlite;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/** {@link SortidJdbc} on SQLite (sqlite-jdbc, a new database file). */
final class SqliteJdbcTest extends JdbcTests {
  @Override
  Connection connect() throws SQLException {
    return DriverManager.getConnection(Sqlite.newDatabaseUrl());
  }

  @Override
  void stopDatabase() {}

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
