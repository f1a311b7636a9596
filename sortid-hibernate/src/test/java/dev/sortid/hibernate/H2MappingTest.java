package dev.sortid.hibernate;

import dev.sortid.IdScheme;

/** The mapping tests on H2 (in memory). */
final class H2MappingTest extends MappingTests {
  @Override
  Databases.Database database() {
    return Databases::h2;
  }

  @Override
  boolean binaryColumnsVaryInLength() {
    return false; // SCRU160's column is binary(20) here, not PostgreSQL's bytea
  }

  @Override
  String columnType(IdScheme scheme) {
    switch (scheme) {
      case SCRU64:
        return "bigint";
      case SCRU160:
        return "binary";
      default:
        return "uuid";
    }
  }
}
