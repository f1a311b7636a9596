package dev.sortid.hibernate;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.MariaDb;
import java.util.Map;

/**
 * The mapping tests on MariaDB (the tests' server, a database per class), run per driver by a
 * subclass.
 */
abstract class MariaDbMappingTest extends MappingTests {
  abstract MariaDb.Driver driver();

  /** Connection settings of a new database on the server, with the class's driver. */
  Map<String, Object> settings() {
    return Databases.mariaDb(driver());
  }

  @Override
  Databases.Database database() {
    return this::settings;
  }

  @Override
  boolean binaryColumnsVaryInLength() {
    return false; // binary(20) pads shorter values
  }

  @Override
  boolean uuidColumnTakesEveryScheme() {
    return false;
  }

  @Override
  String columnTypeQuery() {
    return super.columnTypeQuery() + " and table_schema = database()";
  }

  @Override
  String columnType(IdScheme scheme) {
    return switch (scheme) {
      case SCRU64 -> "bigint";
      case SCRU128, SCRU160, ULID, EUID -> "binary";
      case UUIDV7 -> "uuid";
    };
  }
}
