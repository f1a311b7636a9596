package dev.sortid.spring.boot4;

import dev.sortid.spring.data.tests.PostgresR2dbcTests;

/** {@link PostgresR2dbcTests} of sortid-spring-data on Spring Boot 4.0 (Spring Data 2025.1). */
final class SpringDataPostgresR2dbcTest extends PostgresR2dbcTests {}
