package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.LeaseTests;

/** {@link LeaseTests} on Spring Boot 4.0. */
final class LeaseTest extends LeaseTests {
  LeaseTest() {
    super(new Boot4());
  }
}
