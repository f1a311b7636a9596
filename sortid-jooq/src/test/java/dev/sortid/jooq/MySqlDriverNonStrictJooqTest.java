package dev.sortid.jooq;

import dev.sortid.testsupport.MariaDb;

/** The bindings on MariaDB with MySQL Connector/J, not strict. */
final class MySqlDriverNonStrictJooqTest extends MariaDbJooqTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MYSQL;
  }

  @Override
  String sqlMode() {
    return "";
  }
}
