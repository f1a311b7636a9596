package dev.sortid.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.UUID;

/** {@link SortidJdbc} on H2 (in memory). */
final class H2JdbcTest extends JdbcTests {
  @Override
  Connection connect() throws SQLException {
    return DriverManager.getConnection("jdbc:h2:mem:" + UUID.randomUUID(), "sa", "");
  }

  @Override
  void stopDatabase() {}

  @Override
  String[] columnTypes() {
    return new String[] {"uuid", "bigint", "binary(20)"};
  }
}
