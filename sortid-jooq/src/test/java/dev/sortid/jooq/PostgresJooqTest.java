package dev.sortid.jooq;

import dev.sortid.testsupport.Postgres;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.jooq.SQLDialect;

/** The bindings on PostgreSQL (embedded, one server for the class), run per version. */
abstract class PostgresJooqTest extends JooqTests {
  private EmbeddedPostgres postgres;

  abstract Postgres.Version version();

  @Override
  Connection connect() throws SQLException {
    postgres = Postgres.start(version());
    return postgres.getPostgresDatabase().getConnection();
  }

  @Override
  void stopDatabase() throws Exception {
    Postgres.stop(postgres);
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
