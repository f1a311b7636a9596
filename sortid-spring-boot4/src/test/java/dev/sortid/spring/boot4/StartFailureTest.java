package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.StartFailureTests;

/** {@link StartFailureTests} on Spring Boot 4.0. */
final class StartFailureTest extends StartFailureTests {}
