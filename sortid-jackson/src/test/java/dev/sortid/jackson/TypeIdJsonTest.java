package dev.sortid.jackson;

import dev.sortid.testsupport.json.TypeIdJsonTests;

/** {@link TypeIdJsonTests} on Jackson 2. */
final class TypeIdJsonTest extends TypeIdJsonTests {
  TypeIdJsonTest() {
    super(new Jackson2());
  }
}
