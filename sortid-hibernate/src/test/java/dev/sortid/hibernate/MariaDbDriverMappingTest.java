package dev.sortid.hibernate;

import dev.sortid.testsupport.MariaDb;

/** The mapping tests on MariaDB with the MariaDB driver. */
final class MariaDbDriverMappingTest extends MariaDbMappingTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MARIADB;
  }
}
