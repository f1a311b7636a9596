package dev.sortid.jooq;

import dev.sortid.testsupport.Postgres;
import dev.sortid.testsupport.TestDatabase;

/** The bindings on PostgreSQL 18. */
final class Postgres18JooqTest extends PostgresJooqTest {
  @Override
  TestDatabase database() {
    return Postgres.database(Postgres.Version.V18);
  }
}
