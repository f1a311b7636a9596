package dev.sortid.jooq;

import dev.sortid.testsupport.Postgres;
import dev.sortid.testsupport.TestDatabase;
import java.util.List;
import org.jooq.SQLDialect;

/** The bindings on PostgreSQL (embedded, one server for the class), run per version. */
abstract class PostgresJooqTest extends JooqTests {
  abstract Postgres.Version version();

  @Override
  TestDatabase database() {
    return Postgres.database(version());
  }

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
