package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

final class IdFormatExceptionTest {

  @Test
  void quote_escapesQuotesBackslashesAndNonAscii() {
    assertEquals("\"a\\\"b\\\\c\\u0000\\u6f22\"", IdFormatException.quote("a\"b\\c\u0000\u6f22"));
  }

  @Test
  void quote_longInput_keepsTheFirst64CharsAndTellsTheLength() {
    String text = "x".repeat(1_000_000);
    String quoted = IdFormatException.quote(text);
    assertEquals("\"" + "x".repeat(64) + "\"... (1000000 chars)", quoted);
  }

  @Test
  void character_outsideAscii_isDescribedByCodePoint() {
    IdFormatException e = IdFormatException.character("SCRU128", "ab\ud83e\udd23", 2, "a digit");
    assertTrue(
        e.getMessage().startsWith("invalid character U+1F923 at index 2 in SCRU128"),
        e.getMessage());
    assertEquals(2, e.index());
  }

  @Test
  void length_keepsAStringInputByReference() {
    String input = "short";
    IdFormatException e = IdFormatException.length("SCRU128", input, "25");
    assertSame(input, e.input());
    assertEquals("invalid length 5 for SCRU128 (expected 25): \"short\"", e.getMessage());
  }

  @Test
  void sortableIdParse_overlongInput_isRejectedByLengthWithoutCopy() {
    String input = "0".repeat(1 << 20);
    IdFormatException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            IdFormatException.class, () -> SortableId.parse(input));
    assertSame(input, e.input());
    assertTrue(
        e.getMessage().startsWith("invalid length 1048576 for any id scheme"), e.getMessage());
  }
}
