package dev.sortid.jdbc;

import dev.sortid.testsupport.Postgres;
import dev.sortid.testsupport.TestDatabase;

/** {@link SortidJdbc} on PostgreSQL 17. */
final class Postgres17JdbcTest extends PostgresJdbcTest {
  @Override
  TestDatabase database() {
    return Postgres.database(Postgres.Version.V17);
  }
}
