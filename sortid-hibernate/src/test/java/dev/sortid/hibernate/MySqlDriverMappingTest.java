package dev.sortid.hibernate;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.MariaDb;
import java.util.Map;

/**
 * The mapping tests on MariaDB with MySQL Connector/J. Connector/J 9 cannot read a MariaDB server's
 * SQL keywords (it asks for MySQL's {@code information_schema.KEYWORDS.RESERVED}), so Hibernate
 * gets no metadata from it and needs the dialect and the server's version named.
 */
final class MySqlDriverMappingTest extends MariaDbMappingTest {
  @Override
  MariaDb.Driver driver() {
    return MariaDb.Driver.MYSQL;
  }

  @Override
  Map<String, Object> settings() {
    Map<String, Object> settings = super.settings();
    settings.putAll(Databases.mariaDbDialect());
    return settings;
  }

  @Override
  boolean sortidJdbcAgreesWithHibernate(Class<? extends Entities.Row> type) {
    // Hibernate made UUIDv7's column binary(16) for the dialect's oldest MariaDB; sortid-jdbc, from
    // the connection, binds UUIDv7 for MariaDB 11.4's uuid type
    return type != Entities.UuidV7Entity.class;
  }

  @Override
  String columnType(IdScheme scheme) {
    return scheme == IdScheme.UUIDV7 ? "binary" : super.columnType(scheme);
  }
}
