package dev.sortid.mybatis;

import dev.sortid.testsupport.Postgres;

/** The type handlers and the key interceptor on PostgreSQL 18. */
final class Postgres18MyBatisTest extends PostgresMyBatisTest {
  @Override
  Postgres.Version version() {
    return Postgres.Version.V18;
  }
}
