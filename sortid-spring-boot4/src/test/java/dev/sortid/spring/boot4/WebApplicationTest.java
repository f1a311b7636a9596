package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.WebApplicationTests;

/** {@link WebApplicationTests} on Spring Boot 4. */
final class WebApplicationTest extends WebApplicationTests {}
