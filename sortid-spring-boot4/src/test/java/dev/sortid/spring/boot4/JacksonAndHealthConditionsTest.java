package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.JacksonAndHealthConditionsTests;

/** {@link JacksonAndHealthConditionsTests} on Spring Boot 4.0. */
final class JacksonAndHealthConditionsTest extends JacksonAndHealthConditionsTests {
  JacksonAndHealthConditionsTest() {
    super(new Boot4());
  }
}
