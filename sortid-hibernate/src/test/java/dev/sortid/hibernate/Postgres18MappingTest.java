package dev.sortid.hibernate;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.Postgres;

/** The mapping tests on PostgreSQL 18 (embedded, started for this class). */
final class Postgres18MappingTest extends MappingTests {
  @Override
  Databases.Database database() {
    return Databases.postgres(Postgres.Version.V18);
  }

  @Override
  String columnType(IdScheme scheme) {
    return switch (scheme) {
      case SCRU64 -> "bigint";
      case SCRU160 -> "bytea";
      case SCRU128, ULID, EUID, UUIDV7 -> "uuid";
    };
  }
}
