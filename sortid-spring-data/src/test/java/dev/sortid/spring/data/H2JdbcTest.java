package dev.sortid.spring.data;

import dev.sortid.spring.data.tests.H2JdbcTests;

/** {@link H2JdbcTests} on Spring Boot 3.5. */
final class H2JdbcTest extends H2JdbcTests {}
