package dev.sortid.spring.data;

import dev.sortid.spring.data.tests.MariaDbR2dbcTests;

/** {@link MariaDbR2dbcTests} on Spring Boot 3.5. */
final class MariaDbR2dbcTest extends MariaDbR2dbcTests {}
