package dev.sortid.jooq;

import dev.sortid.testsupport.TestDatabase;
import java.sql.DriverManager;
import java.util.List;
import java.util.UUID;
import org.jooq.SQLDialect;

/**
 * The bindings on H2 (in memory), with lower-case names as in the database the code generator read.
 */
final class H2JooqTest extends JooqTests {
  @Override
  TestDatabase database() {
    return () ->
        DriverManager.getConnection(
            "jdbc:h2:mem:" + UUID.randomUUID() + ";DATABASE_TO_LOWER=TRUE", "sa", "");
  }

  @Override
  SQLDialect dialect() {
    return SQLDialect.H2;
  }

  @Override
  String schema() {
    return "schema-h2.sql";
  }

  @Override
  IdTable ids() {
    return IdTable.generated();
  }

  @Override
  List<String> sortidColumnTypeNames() {
    return List.of("uuid", "bigint", "binary");
  }
}
