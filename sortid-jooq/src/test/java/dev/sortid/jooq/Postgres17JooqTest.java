package dev.sortid.jooq;

import dev.sortid.testsupport.Postgres;

/** The bindings on PostgreSQL 17. */
final class Postgres17JooqTest extends PostgresJooqTest {
  @Override
  Postgres.Version version() {
    return Postgres.Version.V17;
  }
}
