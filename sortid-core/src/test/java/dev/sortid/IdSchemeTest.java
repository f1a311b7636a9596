package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class IdSchemeTest {
  private static final String SCRU128_TEXT = "0372hg16csmsm50l8dikcvukc";

  @Test
  void detect_scru128Text_isScru128() {
    assertEquals(Optional.of(IdScheme.SCRU128), IdScheme.detect(SCRU128_TEXT));
    assertEquals(
        Optional.of(IdScheme.SCRU128),
        IdScheme.detect(SCRU128_TEXT.toUpperCase(java.util.Locale.ROOT)));
  }

  /** One valid text per scheme (from the vector files) and the scheme it must be detected as. */
  @ParameterizedTest
  @CsvSource({
    "SCRU128, 0372hg16csmsm50l8dikcvukc",
    "SCRU64, 0u375nxqh5cq",
    "SCRU160, 05TTUP1HNCPNH30VEK64KDQT9BSNU4C4",
    "SCRU160, 017bdf6431bb33750751eb63beb3c3f8c5969d86",
    "ULID, 01ARZ3NDEKTSV4RRFFQ69G5FAV",
    "EUID, C8ZM14GR4JXG0MQXVY18S8TJNA6"
  })
  void everyScheme_detectParseAndBytes_agree(IdScheme scheme, String text) {
    assertEquals(Optional.of(scheme), IdScheme.detect(text));
    SortableId id = SortableId.parse(text);
    assertEquals(scheme, id.scheme());
    assertEquals(id, scheme.parse(text));
    assertTrue(scheme.isValid(text));
    assertEquals(id, scheme.fromByteArray(id.toByteArray()));
    assertEquals(id, SortableId.parse(id.toString()));
    for (IdScheme other : IdScheme.values()) {
      if (other != scheme) {
        assertFalse(other.isValid(text), other + " accepted " + text);
        assertThrows(IdFormatException.class, () -> other.parse(text));
      }
    }
  }

  @Test
  void fromByteArray_wrongLengthForEveryScheme_isIdFormatException() {
    for (IdScheme scheme : IdScheme.values()) {
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> scheme.fromByteArray(new byte[3]));
      assertTrue(e.getMessage().contains(scheme.toString()), e.getMessage());
    }
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
