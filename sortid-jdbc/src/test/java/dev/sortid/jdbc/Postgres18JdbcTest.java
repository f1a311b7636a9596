package dev.sortid.jdbc;

import dev.sortid.testsupport.Postgres;

/** {@link SortidJdbc} on PostgreSQL 18. */
final class Postgres18JdbcTest extends PostgresJdbcTest {
  @Override
  Postgres.Version version() {
    return Postgres.Version.V18;
  }
}
