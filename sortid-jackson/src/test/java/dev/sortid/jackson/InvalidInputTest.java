package dev.sortid.jackson;

import dev.sortid.testsupport.json.InvalidInputTests;

/** {@link InvalidInputTests} on Jackson 2. */
final class InvalidInputTest extends InvalidInputTests {
  InvalidInputTest() {
    super(new Jackson2());
  }
}
