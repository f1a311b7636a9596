package dev.sortid.jooq;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.jooq.SQLDialect;

/** The bindings on PostgreSQL 17 (embedded, one server for this class). */
final class PostgresJooqTest extends JooqTests {
  private EmbeddedPostgres postgres;

  @Override
  Connection connect() throws SQLException {
    try {
      postgres = EmbeddedPostgres.builder().start(); // on a free port
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return postgres.getPostgresDatabase().getConnection();
  }

  @Override
  void stopDatabase() throws Exception {
    if (postgres != null) {
      postgres.close();
    }
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
  List<String> sortidColumnTypeNames() {
    return List.of("uuid", "int8", "bytea");
  }
}
