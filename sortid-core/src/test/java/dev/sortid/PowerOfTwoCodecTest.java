package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The engine against a BigInteger oracle, for each alphabet and each width the schemes use. */
final class PowerOfTwoCodecTest {
  private static final String CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  private static final String BASE32HEX = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
  private static final String HEX = "0123456789abcdef";

  static Stream<Arguments> codecs() {
    return Stream.of(
        Arguments.of(PowerOfTwoCodec.CROCKFORD, CROCKFORD, 128),
        Arguments.of(PowerOfTwoCodec.CROCKFORD, CROCKFORD, 135),
        Arguments.of(PowerOfTwoCodec.BASE32HEX, BASE32HEX, 160),
        Arguments.of(PowerOfTwoCodec.HEX, HEX, 160),
        Arguments.of(PowerOfTwoCodec.HEX, HEX, 128),
        Arguments.of(PowerOfTwoCodec.CROCKFORD, CROCKFORD, 192),
        Arguments.of(PowerOfTwoCodec.HEX, HEX, 64));
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void encodeAndDecode_seededValues_agreeWithBigInteger(
      PowerOfTwoCodec codec, String alphabet, int bits) {
    SplittableRandom random = new SplittableRandom(bits * 31L + alphabet.length());
    int radixBits = Integer.numberOfTrailingZeros(alphabet.length());
    int digits = (bits + radixBits - 1) / radixBits;
    for (int i = 0; i < 2_000; i++) {
      BigInteger value = new BigInteger(bits, new java.util.Random(random.nextLong()));
      if (i == 0) {
        value = BigInteger.ZERO;
      } else if (i == 1) {
        value = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
      }
      long w0 = value.longValue();
      long w1 = value.shiftRight(64).longValue();
      long w2 = value.shiftRight(128).longValue();
      String expected = oracleEncode(value, alphabet, digits);

      assertEquals(expected, codec.encode(w2, w1, w0, digits));
      BigInteger decoded = codec.decode("SCRU160", expected, bits, PowerOfTwoCodecTest::join);
      assertEquals(value, decoded);
      String otherCase =
          Character.isUpperCase(alphabet.charAt(10))
              ? expected.toLowerCase(Locale.ROOT)
              : expected.toUpperCase(Locale.ROOT);
      assertEquals(value, codec.decode("SCRU160", otherCase, bits, PowerOfTwoCodecTest::join));
    }
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void decode_firstDigitSettingExtraBits_isRejectedAtIndexZero(
      PowerOfTwoCodec codec, String alphabet, int bits) {
    int radixBits = Integer.numberOfTrailingZeros(alphabet.length());
    int digits = (bits + radixBits - 1) / radixBits;
    int extra = digits * radixBits - bits;
    String tail = "0".repeat(digits - 1);
    for (int first = 0; first < alphabet.length(); first++) {
      String text = alphabet.charAt(first) + tail;
      boolean fits = first >>> (radixBits - extra) == 0;
      if (fits) {
        codec.decode("ULID", text, bits, PowerOfTwoCodecTest::join);
      } else {
        IdFormatException e =
            assertThrows(
                IdFormatException.class,
                () -> codec.decode("ULID", text, bits, PowerOfTwoCodecTest::join));
        assertEquals(0, e.index());
        assertTrue(e.getMessage().contains("exceed " + bits + " bits"), e.getMessage());
      }
    }
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void decode_charsOutsideTheAlphabet_areRejectedAtTheirIndex(
      PowerOfTwoCodec codec, String alphabet, int bits) {
    int radixBits = Integer.numberOfTrailingZeros(alphabet.length());
    int digits = (bits + radixBits - 1) / radixBits;
    for (char c = 0; c < 0x3100; c++) {
      if (alphabet.indexOf(Character.toUpperCase(c)) >= 0
          || alphabet.indexOf(Character.toLowerCase(c)) >= 0
          || (alphabet.equals(CROCKFORD) && "OoIiLl".indexOf(c) >= 0)) {
        continue;
      }
      int at = c % digits;
      String text = "0".repeat(at) + c + "0".repeat(digits - at - 1);
      IdFormatException e =
          assertThrows(
              IdFormatException.class,
              () -> codec.decode("EUID", text, bits, PowerOfTwoCodecTest::join),
              () -> "accepted " + (int) text.charAt(at));
      assertEquals(at, e.index());
    }
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void decode_wrongLength_isRejected(PowerOfTwoCodec codec, String alphabet, int bits) {
    int digits = codec.digitsFor(bits);
    for (String text : new String[] {"", "0".repeat(digits - 1), "0".repeat(digits + 1)}) {
      IdFormatException e =
          assertThrows(
              IdFormatException.class,
              () -> codec.decode("ULID", text, bits, PowerOfTwoCodecTest::join));
      assertEquals(-1, e.index());
      assertTrue(e.getMessage().startsWith("invalid length " + text.length()));
    }
  }

  @org.junit.jupiter.api.Test
  void encode26_seededValues_matchTheGeneralEncoder() {
    SplittableRandom random = new SplittableRandom(26);
    for (int i = 0; i < 2_000; i++) {
      long hi = i == 0 ? 0 : i == 1 ? -1 : random.nextLong();
      long lo = i == 0 ? 0 : i == 1 ? -1 : random.nextLong();
      String expected = PowerOfTwoCodec.CROCKFORD.encode(0, hi, lo, 26);
      assertEquals(expected, PowerOfTwoCodec.crockford26(hi, lo));
      assertEquals(expected, oracleEncode(join(0, hi, lo), CROCKFORD, 26));
    }
  }

  @org.junit.jupiter.api.Test
  void crockford_aliases_readAsZeroAndOne() {
    String aliased = "0OoIiLl" + "0".repeat(19);
    String canonical = "0001111" + "0".repeat(19);
    assertEquals(
        PowerOfTwoCodec.CROCKFORD.decode("ULID", canonical, 128, PowerOfTwoCodecTest::join),
        PowerOfTwoCodec.CROCKFORD.decode("ULID", aliased, 128, PowerOfTwoCodecTest::join));
    assertThrows(
        IdFormatException.class,
        () ->
            PowerOfTwoCodec.CROCKFORD.decode(
                "ULID", "U" + "0".repeat(25), 128, PowerOfTwoCodecTest::join));
  }

  private static BigInteger join(long w2, long w1, long w0) {
    return unsigned(w2).shiftLeft(128).or(unsigned(w1).shiftLeft(64)).or(unsigned(w0));
  }

  private static BigInteger unsigned(long word) {
    return new BigInteger(Long.toUnsignedString(word));
  }

  private static String oracleEncode(BigInteger value, String alphabet, int digits) {
    StringBuilder out = new StringBuilder();
    BigInteger radix = BigInteger.valueOf(alphabet.length());
    for (int i = 0; i < digits; i++) {
      BigInteger[] qr = value.divideAndRemainder(radix);
      out.append(alphabet.charAt(qr[1].intValue()));
      value = qr[0];
    }
    return out.reverse().toString();
  }
}
