package dev.sortid.jackson3;

import dev.sortid.testsupport.json.TypeIdJsonTests;

/** {@link TypeIdJsonTests} on Jackson 3. */
final class TypeIdJsonTest extends TypeIdJsonTests {
  TypeIdJsonTest() {
    super(new Jackson3());
  }
}
