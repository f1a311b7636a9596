package dev.sortid.spring.data;

import dev.sortid.spring.data.tests.PostgresJdbcTests;

/** {@link PostgresJdbcTests} on Spring Boot 3.5. */
final class PostgresJdbcTest extends PostgresJdbcTests {}
