package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A field's decimal and hex text, against the formulas of BigInteger and Long's toString. */
final class IdFieldsTest {
  @Test
  void narrowField_valueAndHex_matchLongToStringPaddedToWidth() {
    SplittableRandom random = new SplittableRandom(7);
    for (int bits = 0; bits <= 64; bits++) {
      for (int i = 0; i < 200; i++) {
        long value = bits == 0 ? 0 : random.nextLong() >>> (64 - bits);
        if (i < 3) {
          value = i == 0 ? 0 : i == 1 ? 1 : bits == 0 ? 0 : -1L >>> (64 - bits); // edges
        }
        IdFields.Field field = IdFields.Field.of("f", value, bits);
        assertEquals(
            Long.toUnsignedString(value), field.appendValue(new StringBuilder()).toString());
        assertEquals(
            pad(Long.toHexString(value), bits),
            field.appendHex(new StringBuilder()).toString(),
            bits + " bits: " + value);
      }
    }
  }

  @Test
  void wideField_valueAndHex_matchBigInteger() {
    SplittableRandom random = new SplittableRandom(11);
    for (int i = 0; i < 500; i++) {
      byte[] bytes = new byte[10];
      random.nextBytes(bytes);
      if (i < 10) {
        bytes[0] = 0; // leading zero digits
        bytes[1] = i == 0 ? 0 : bytes[1];
      }
      BigInteger value = new BigInteger(1, bytes);
      IdFields.Field field = IdFields.Field.of("f", bytes, 80);
      assertEquals(value.toString(), field.appendValue(new StringBuilder()).toString());
      assertEquals(pad(value.toString(16), 80), field.appendHex(new StringBuilder()).toString());
    }
  }

  /** Hex digits left-padded with zeros to the field's width. */
  private static String pad(String hex, int bits) {
    int digits = (bits + 3) / 4;
    return hex.length() >= digits ? hex : "0".repeat(digits - hex.length()) + hex;
  }
}
