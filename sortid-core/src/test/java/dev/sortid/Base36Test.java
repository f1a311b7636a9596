package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

final class Base36Test {

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 42})
  void encode12AndDecode12_agreeWithBigInteger(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 5_000; i++) {
      long value = i < 3 ? new long[] {0, 1, Base36.POW12 - 1}[i] : random.nextLong(Base36.POW12);
      String expected = BigInteger.valueOf(value).toString(36);
      expected = "0".repeat(12 - expected.length()) + expected;
      assertEquals(expected, Base36.encode12(value));
      assertEquals(value, Base36.decode12("SCRU64", expected));
      assertEquals(value, Base36.decode12("SCRU64", expected.toUpperCase(java.util.Locale.ROOT)));
    }
  }

  @ParameterizedTest
  @CsvSource(
      value = {
        "'',-1",
        "00000000000,-1",
        "0000000000000,-1",
        "00000000000_,11",
        "0000\u00e90000000,4"
      })
  void decode12_badText_throwsIdFormatException(String escaped, int index) {
    String text = Vectors.unescape(escaped);
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> Base36.decode12("SCRU64", text));
    assertEquals(text, e.input());
    assertEquals(index, e.index());
  }

  @ParameterizedTest
  @ValueSource(ints = {'/', ':', '@', '[', '`', '{', 127, 128, 255, 0x3000})
  void decode25_everyNeighbourOfTheAlphabet_isRejected(int c) {
    String text = "000000000000" + (char) c + "000000000000";
    IdFormatException e =
        assertThrows(
            IdFormatException.class, () -> Base36.decode25("SCRU128", text, Scru128Id::new));
    assertEquals(12, e.index());
  }

  @ParameterizedTest
  @ValueSource(ints = {'/', ':', '{', 128, 0x3000})
  void decode_aBadCharAtEveryPosition_isReportedThere(int c) {
    for (int at = 0; at < 25; at++) {
      String text = "f".repeat(at) + (char) c + "0".repeat(24 - at);
      IdFormatException e =
          assertThrows(
              IdFormatException.class, () -> Base36.decode25("SCRU128", text, Scru128Id::new));
      assertEquals(at, e.index(), text);
    }
    for (int at = 0; at < 12; at++) {
      String text = "z".repeat(at) + (char) c + "z".repeat(11 - at);
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> Base36.decode12("SCRU64", text));
      assertEquals(at, e.index(), text);
    }
  }
}
