package dev.sortid.hibernate;

import dev.sortid.testsupport.Postgres;

/** The TypeID mapping tests on PostgreSQL 17 (embedded, started for this class). */
final class PostgresTypeIdMappingTest extends TypeIdMappingTests {
  @Override
  Databases.Database database() {
    return Databases.postgres(Postgres.Version.V17);
  }
}
