package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.FleetTests;

/** {@link FleetTests} on Spring Boot 4.0. */
final class FleetTest extends FleetTests {}
