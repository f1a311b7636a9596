package dev.sortid.jooq;

import dev.sortid.testsupport.MariaDb;

/** The bindings on MariaDB with MySQL Connector/J. */
final class MySqlDriverJooqTest extends MariaDbJooqTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MYSQL;
  }
}
