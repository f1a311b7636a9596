package dev.sortid.spring.data;

import dev.sortid.spring.data.tests.PostgresR2dbcTests;

/** {@link PostgresR2dbcTests} on Spring Boot 3.5. */
final class PostgresR2dbcTest extends PostgresR2dbcTests {}
