package dev.sortid.jdbc;

import dev.sortid.testsupport.Postgres;

/** {@link SortidJdbc} on PostgreSQL 17. */
final class Postgres17JdbcTest extends PostgresJdbcTest {
  @Override
  Postgres.Version version() {
    return Postgres.Version.V17;
  }
}
