package dev.sortid.mybatis;

import dev.sortid.testsupport.MariaDb;

/** The type handlers and the key interceptor on MariaDB with the MariaDB driver, strict. */
final class MariaDbDriverMyBatisTest extends MariaDbMyBatisTest {
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
    return null;
  }
}
