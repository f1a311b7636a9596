package dev.sortid.jooq;

import dev.sortid.testsupport.Postgres;

/** The bindings on PostgreSQL 18. */
final class Postgres18JooqTest extends PostgresJooqTest {
  @Override
  Postgres.Version version() {
    return Postgres.Version.V18;
  }
}
