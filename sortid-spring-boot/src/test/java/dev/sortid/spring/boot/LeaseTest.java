package dev.sortid.spring.boot;

import dev.sortid.spring.tests.LeaseTests;

/** {@link LeaseTests} on Spring Boot 3.5. */
final class LeaseTest extends LeaseTests {
  LeaseTest() {
    super(new Boot3());
  }
}
