package dev.sortid.spring.boot;

import dev.sortid.spring.tests.MetricsTests;

/** {@link MetricsTests} on Spring Boot 3.5. */
final class MetricsTest extends MetricsTests {
  MetricsTest() {
    super(new Boot3());
  }
}
