package dev.sortid.mybatis;

import dev.sortid.testsupport.MariaDb;

/** The type handlers and the key interceptor on MariaDB with MySQL Connector/J, not strict. */
final class MySqlDriverNonStrictMyBatisTest extends MariaDbMyBatisTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MYSQL;
  }

  @Override
  String driverClass() {
    return "com.mysql.cj.jdbc.Driver";
  }

  @Override
  String sqlMode() {
    return "NO_ENGINE_SUBSTITUTION";
  }
}
