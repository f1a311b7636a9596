package dev.sortid.jooq;

import dev.sortid.testsupport.MariaDb;

/** The bindings on MariaDB with the MariaDB driver, strict. */
final class MariaDbDriverJooqTest extends MariaDbJooqTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MARIADB;
  }

  @Override
  String sqlMode() {
    return null;
  }
}
