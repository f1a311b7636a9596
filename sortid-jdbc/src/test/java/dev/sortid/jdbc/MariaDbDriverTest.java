package dev.sortid.jdbc;

import dev.sortid.testsupport.MariaDb;

/** {@link SortidJdbc} on MariaDB with the MariaDB driver, strict. */
final class MariaDbDriverTest extends MariaDbJdbcTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MARIADB;
  }

  @Override
  String sqlMode() {
    return null;
  }
}
