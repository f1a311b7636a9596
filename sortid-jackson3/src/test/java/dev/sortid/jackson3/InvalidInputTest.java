package dev.sortid.jackson3;

import dev.sortid.testsupport.json.InvalidInputTests;

/** {@link InvalidInputTests} on Jackson 3. */
final class InvalidInputTest extends InvalidInputTests {
  InvalidInputTest() {
    super(new Jackson3());
  }
}
