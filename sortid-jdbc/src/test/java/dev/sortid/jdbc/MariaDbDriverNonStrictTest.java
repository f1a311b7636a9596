package dev.sortid.jdbc;

import dev.sortid.testsupport.MariaDb;

/** {@link SortidJdbc} on MariaDB with the MariaDB driver, not strict. */
final class MariaDbDriverNonStrictTest extends MariaDbJdbcTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MARIADB;
  }

  @Override
  String sqlMode() {
    return "";
  }
}
