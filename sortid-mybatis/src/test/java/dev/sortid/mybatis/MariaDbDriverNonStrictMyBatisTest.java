package dev.sortid.mybatis;

import dev.sortid.testsupport.MariaDb;

/** The type handlers and the key interceptor on MariaDB with the MariaDB driver, not strict. */
final class MariaDbDriverNonStrictMyBatisTest extends MariaDbMyBatisTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MARIADB;
  }

  @Override
  String driverClass() {
    return "org.mariadb.jdbc.Driver";
  }

  @Override
  String sqlMode() {
    return "NO_ENGINE_SUBSTITUTION";
  }
}
