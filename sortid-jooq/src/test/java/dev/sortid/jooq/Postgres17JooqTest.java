package dev.sortid.jooq;

import dev.sortid.testsupport.Postgres;
import dev.sortid.testsupport.TestDatabase;

/** The bindings on PostgreSQL 17. */
final class Postgres17JooqTest extends PostgresJooqTest {
  @Override
  TestDatabase database() {
    return Postgres.database(Postgres.Version.V17);
  }
}
