package dev.sortid.jooq;

import java.util.List;
import org.jooq.SQLDialect;

/** The bindings on PostgreSQL (embedded, one server for the class), run per version. */
abstract class PostgresJooqTest extends JooqTests {
  @Override
  SQLDialect dialect() {
    return SQLDialect.POSTGRES;
  }

  @Override
  String schema() {
    return "schema-postgres.sql";
  }

  @Override
  IdTable ids() {
    return IdTable.generated();
  }

  @Override
  List<String> sortidColumnTypeNames() {
    return List.of("uuid", "int8", "bytea");
  }
}
