package dev.sortid.mybatis;

import dev.sortid.testsupport.Postgres;

/** The type handlers and the key interceptor on PostgreSQL 17. */
final class Postgres17MyBatisTest extends PostgresMyBatisTest {
  @Override
  Postgres.Version version() {
    return Postgres.Version.V17;
  }
}
