package dev.sortid.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sortid.IdScheme;
import java.util.EnumSet;
import java.util.Optional;
import org.junit.jupiter.api.Test;

final class SortableIdTextValidatorTest {

  @Test
  void escape_backslashBracesAndDollar() {
    assertEquals("a\\{b\\}\\$c\\\\d", SortableIdTextValidator.escape("a{b}$c\\d"));
  }

  @Test
  void problem_setOfThree_namesEachInItsOrder() {
    assertEquals(
        Optional.of(
            "invalid length 3 for SCRU64 or SCRU160 or EUID (expected 12 (SCRU64) or 32 or 40"
                + " (SCRU160) or 27 (EUID)): \"a\\\"b\""),
        SortableIdTextValidator.problem(
            "a\"b", EnumSet.of(IdScheme.SCRU64, IdScheme.SCRU160, IdScheme.EUID)));
  }

  @Test
  void problem_setOfSchemes_textOfOne_isThatSchemesVerdict() {
    String euid = IdScheme.EUID.generate().toString();
    assertEquals(
        Optional.empty(),
        SortableIdTextValidator.problem(euid, EnumSet.of(IdScheme.ULID, IdScheme.EUID)));
    String bad = euid.substring(0, 26) + "!";
    assertEquals(
        Optional.of(expectFailure(bad)),
        SortableIdTextValidator.problem(bad, EnumSet.of(IdScheme.ULID, IdScheme.EUID)));
  }

  private static String expectFailure(String euid) {
    try {
      IdScheme.EUID.parse(euid);
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
    throw new AssertionError("parsed: " + euid);
  }
}
