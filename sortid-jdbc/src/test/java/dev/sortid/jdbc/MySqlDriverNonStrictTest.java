package dev.sortid.jdbc;

import dev.sortid.testsupport.MariaDb;

/** {@link SortidJdbc} on MariaDB with MySQL Connector/J, not strict. */
final class MySqlDriverNonStrictTest extends MariaDbJdbcTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MYSQL;
  }

  @Override
  String sqlMode() {
    return "";
  }
}
