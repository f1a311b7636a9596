package dev.sortid.spring.boot;

import dev.sortid.spring.tests.WebApplicationTests;

/** {@link WebApplicationTests} on Spring Boot 3. */
final class WebApplicationTest extends WebApplicationTests {}
