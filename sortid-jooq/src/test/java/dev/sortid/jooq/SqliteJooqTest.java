package dev.sortid.jooq;

import dev.sortid.testsupport.Sqlite;
import dev.sortid.testsupport.TestDatabase;
import java.sql.DriverManager;
import java.util.List;
import org.jooq.SQLDialect;

/** The bindings on SQLite (sqlite-jdbc, a new database file), with the SQLite data types. */
final class SqliteJooqTest extends JooqTests {
  @Override
  TestDatabase database() {
    return () -> DriverManager.getConnection(Sqlite.newDatabaseUrl());
  }

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
