package dev.sortid.spring.data;

import dev.sortid.spring.data.tests.MariaDbJdbcTests;

/** {@link MariaDbJdbcTests} on Spring Boot 3.5. */
final class MariaDbJdbcTest extends MariaDbJdbcTests {}
