package dev.sortid.spring.boot;

import dev.sortid.spring.tests.FleetTests;

/** {@link FleetTests} on Spring Boot 3.5. */
final class FleetTest extends FleetTests {}
