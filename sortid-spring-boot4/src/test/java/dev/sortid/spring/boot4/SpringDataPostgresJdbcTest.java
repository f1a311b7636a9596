package dev.sortid.spring.boot4;

import dev.sortid.spring.data.tests.PostgresJdbcTests;

/** {@link PostgresJdbcTests} of sortid-spring-data on Spring Boot 4.0 (Spring Data 2025.1). */
final class SpringDataPostgresJdbcTest extends PostgresJdbcTests {}
