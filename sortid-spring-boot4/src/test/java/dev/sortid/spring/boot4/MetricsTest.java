package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.MetricsTests;

/** {@link MetricsTests} on Spring Boot 4.0. */
final class MetricsTest extends MetricsTests {
  MetricsTest() {
    super(new Boot4());
  }
}
