package dev.sortid.spring.boot4;

import dev.sortid.spring.data.tests.H2JdbcTests;

/** {@link H2JdbcTests} of sortid-spring-data on Spring Boot 4.0 (Spring Data 2025.1). */
final class SpringDataH2JdbcTest extends H2JdbcTests {}
