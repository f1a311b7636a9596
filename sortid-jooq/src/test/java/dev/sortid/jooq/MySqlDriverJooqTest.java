package dev.sortid.jooq;

import dev.sortid.testsupport.MariaDb;

/** The bindings on MariaDB with MySQL Connector/J, strict. */
final class MySqlDriverJooqTest extends MariaDbJooqTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MYSQL;
  }

  @Override
  String sqlMode() {
    return null;
  }
}
