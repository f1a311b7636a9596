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
  Map<String, Object> startDatabase() {
    Map<String, Object> settings = super.startDatabase();
    settings.putAll(Databases.mariaDbDialect());
    return settings;
  }

  @Override
  String columnType(IdScheme scheme) {
    return scheme == IdScheme.UUIDV7 ? "binary" : super.columnType(scheme);
  }
}
