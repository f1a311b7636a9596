package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

final class IdSchemeTest {
  private static final String SCRU128_TEXT = "0372hg16csmsm50l8dikcvukc";

  @Test
  void detect_scru128Text_isScru128() {
    assertEquals(Optional.of(IdScheme.SCRU128), IdScheme.detect(SCRU128_TEXT));
    assertEquals(
        Optional.of(IdScheme.SCRU128),
        IdScheme.detect(SCRU128_TEXT.toUpperCase(java.util.Locale.ROOT)));
  }

  @Test
  void detect_rightLengthButInvalid_isEmpty() {
    assertEquals(Optional.empty(), IdScheme.detect("zzzzzzzzzzzzzzzzzzzzzzzzz"));
    assertEquals(Optional.empty(), IdScheme.detect("not an id"));
    assertEquals(Optional.empty(), IdScheme.detect(null));
  }

  @Test
  void sortableIdParse_scru128Text_givesScru128Id() {
    SortableId id = SortableId.parse(SCRU128_TEXT);
    assertTrue(id instanceof Scru128Id);
    assertEquals(SCRU128_TEXT, id.toString());
    assertEquals(IdScheme.SCRU128, id.scheme());
    assertEquals(id, IdScheme.SCRU128.parse(SCRU128_TEXT));
    assertEquals(id, IdScheme.SCRU128.fromByteArray(id.toByteArray()));
  }

  @Test
  void sortableIdParse_unknownLength_namesTheLengths() {
    IdFormatException e = assertThrows(IdFormatException.class, () -> SortableId.parse("abc"));
    assertTrue(e.getMessage().contains("25 (SCRU128)"), e.getMessage());
    assertEquals(-1, e.index());
  }

  @Test
  void parse_null_throwsNullPointerException() {
    assertThrows(NullPointerException.class, () -> IdScheme.SCRU128.parse(null));
    assertThrows(NullPointerException.class, () -> IdScheme.SCRU128.fromByteArray(null));
    assertFalse(IdScheme.SCRU128.isValid(null));
  }
}
