package dev.sortid.jooq;

import dev.sortid.testsupport.Sqlite;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import org.jooq.SQLDialect;

/** The bindings on SQLite (sqlite-jdbc, a new database file), with the SQLite data types. */
final class SqliteJooqTest extends JooqTests {
  @Override
  Connection connect() throws SQLException {
    return DriverManager.getConnection(Sqlite.newDatabaseUrl());
  }

  @Override
  void stopDatabase() {}

  @Override
  SQLDialect dialect() {
    return SQLDialect.SQLITE;
  }

  @Override
  String schema() {
    return "schema-sqlite.sql";
  }

  @Override
  IdTable ids() {
    return IdTable.of(SQLDialect.SQLITE);
  }

  @Override
  List<String> sortidColumnTypeNames() {
    return List.of("blob", "int8", "blob");
  }
}
