package dev.sortid.spring.boot4;

import dev.sortid.spring.data.tests.MariaDbR2dbcTests;

/** {@link MariaDbR2dbcTests} of sortid-spring-data on Spring Boot 4.0 (Spring Data 2025.1). */
final class SpringDataMariaDbR2dbcTest extends MariaDbR2dbcTests {}
