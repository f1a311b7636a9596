package dev.sortid.spring.boot;

import dev.sortid.spring.tests.ExampleApplicationTests;

/** {@link ExampleApplicationTests} on Spring Boot 3. */
final class ExampleApplicationTest extends ExampleApplicationTests {}
