package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.AotTests;

/** {@link AotTests} on Spring Boot 4.0. */
final class AotTest extends AotTests {
  AotTest() {
    super(new Boot4());
  }
}
