package dev.sortid.jdbc;

import dev.sortid.testsupport.MariaDb;

/** {@link SortidJdbc} on MariaDB with MySQL Connector/J, strict. */
final class MySqlDriverTest extends MariaDbJdbcTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MYSQL;
  }

  @Override
  String sqlMode() {
    return null;
  }
}
