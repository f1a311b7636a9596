package dev.sortid.jooq;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.UUID;
import org.jooq.SQLDialect;

/**
 * The bindings on H2 (in memory), with lower-case names as in the database the code generator read.
 */
final class H2JooqTest extends JooqTests {
  @Override
  Connection connect() throws SQLException {
    return DriverManager.getConnection(
        "jdbc:h2:mem:" + UUID.randomUUID() + ";DATABASE_TO_LOWER=TRUE", "sa", "");
  }

  @Override
  void stopDatabase() {}

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
