package dev.sortid.spring.boot;

import dev.sortid.spring.tests.AotTests;

/** {@link AotTests} on Spring Boot 3.5. */
final class AotTest extends AotTests {
  AotTest() {
    super(new Boot3());
  }
}
