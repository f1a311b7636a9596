package dev.sortid.spring.boot;

import dev.sortid.spring.tests.JacksonAndHealthConditionsTests;

/** {@link JacksonAndHealthConditionsTests} on Spring Boot 3.5. */
final class JacksonAndHealthConditionsTest extends JacksonAndHealthConditionsTests {
  JacksonAndHealthConditionsTest() {
    super(new Boot3());
  }
}
