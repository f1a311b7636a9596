package dev.sortid.spring.boot;

import dev.sortid.spring.tests.StartFailureTests;

/** {@link StartFailureTests} on Spring Boot 3.5. */
final class StartFailureTest extends StartFailureTests {}
