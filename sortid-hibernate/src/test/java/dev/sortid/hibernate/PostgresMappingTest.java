package dev.sortid.hibernate;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.Postgres;

/** The mapping tests on PostgreSQL 17 (embedded, started for this class). */
final class PostgresMappingTest extends MappingTests {
  @Override
  Databases.Database database() {
    return Databases.postgres(Postgres.Version.V17);
  }

  @Override
  String columnType(IdScheme scheme) {
    switch (scheme) {
      case SCRU64:
        return "bigint";
      case SCRU160:
        return "bytea";
      default:
        return "uuid";
    }
  }
}
