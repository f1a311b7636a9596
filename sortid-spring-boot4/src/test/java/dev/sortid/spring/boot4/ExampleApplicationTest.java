package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.ExampleApplicationTests;

/** {@link ExampleApplicationTests} on Spring Boot 4. */
final class ExampleApplicationTest extends ExampleApplicationTests {}
