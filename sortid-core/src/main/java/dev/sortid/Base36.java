package dev.sortid;

import java.nio.charset.StandardCharsets;

/**
 * The fixed-width Base36 codec ({@code 0-9a-z}) behind SCRU128 (25 digits, 128 bits) and SCRU64 (12
 * digits, 63 bits).
 *
 * <p>Encoding divides the 128-bit value by 36<sup>12</sup> twice with word arithmetic: since
 * 36<sup>12</sup> = 3<sup>24</sup>·2<sup>24</sup>, each step is a shift and a division of 24-bit
 * limbs by the constant 3<sup>24</sup>, which the JIT turns into multiplications; each 12-digit
 * part is then cut into six digit pairs by divisions of the part itself by 36<sup>2k</sup>, which
 * do not wait on each other, and written two digits per table read. Decoding reads runs of 12
 * digits (and SCRU128's first digit) into longs, each combined as a tree, and combines those with
 * {@link Math#multiplyHigh}. The encoder writes lowercase; the decoder accepts any case and rejects
 * everything else, including every char above 127, without indexing past its 128-entry table. Round
 * trip: {@code decode(encode(v)) == v} for every value, and {@code encode(decode(s))} is {@code s}
 * in lowercase.
 */
final class Base36 {
  /** 36<sup>12</sup>: one long holds 12 digits. */
  static final long POW12 = 4738381338321616896L;

  /** 3<sup>12</sup>: 36<sup>6</sup> without its factor 2<sup>12</sup>. */
  private static final long POW6_ODD = 531441L;

  private static final long POW2 = 36 * 36;
  private static final long POW4 = POW2 * POW2;
  private static final long POW6 = POW6_ODD << 12;
  private static final long POW8 = POW4 * POW4;
  private static final long POW10 = POW8 * POW2;

  /** 3<sup>24</sup>: 36<sup>12</sup> without its factor 2<sup>24</sup>; below 2<sup>38</sup>. */
  private static final long POW12_ODD = POW6_ODD * POW6_ODD;

  private static final long LIMB_MASK = (1L << 24) - 1;
  private static final String EXPECTED = "a digit 0-9 or a letter a-z, any case";

  /** The 25 digits of 2<sup>128</sup>-1, the largest value. */
  private static final String MAX_128 = "f5lxx1zz5pnorynqglhzmsp33";

  private static final byte[] ALPHABET =
      "0123456789abcdefghijklmnopqrstuvwxyz".getBytes(StandardCharsets.US_ASCII);

  /** Digit value of each ASCII char, -1 where it is no digit. */
  private static final byte[] VALUES = new byte[128];

  /** The two digits of 0..1295, in order. */
  private static final byte[] PAIRS = new byte[36 * 36 * 2];

  static {
    java.util.Arrays.fill(VALUES, (byte) -1);
    for (int i = 0; i < 36; i++) {
      VALUES[ALPHABET[i]] = (byte) i;
      VALUES[Character.toUpperCase(ALPHABET[i])] = (byte) i;
    }
    for (int i = 0; i < 36 * 36; i++) {
      PAIRS[2 * i] = ALPHABET[i / 36];
      PAIRS[2 * i + 1] = ALPHABET[i % 36];
    }
  }

  private Base36() {}

  /** The 25 digits of an unsigned 128-bit value. */
  static String encode25(long msb, long lsb) {
    // value = (x * 36^12 + y) * 36^12 + z. As 36^12 = 3^24 * 2^24 and 3^24 < 2^39, the division
    // of (value >>> 24) by 3^24 runs on 24-bit limbs: no remainder shifted by 24 bits exceeds 63
    long sh = msb >>> 24; // bits 64..103 of value >>> 24
    long sl = lsb >>> 24 | msb << 40; // bits 0..63
    long cur = sh >>> 8; // its top 32 bits, below 3^24: a quotient limb of 0
    cur = cur << 24 | ((sh << 16 | sl >>> 48) & LIMB_MASK);
    long q2 = cur / POW12_ODD;
    cur = (cur - q2 * POW12_ODD) << 24 | ((sl >>> 24) & LIMB_MASK);
    long q1 = cur / POW12_ODD;
    cur = (cur - q1 * POW12_ODD) << 24 | (sl & LIMB_MASK);
    long q0 = cur / POW12_ODD;
    long z = (cur - q0 * POW12_ODD) << 24 | (lsb & LIMB_MASK);
    // the quotient (q2, q1, q0), below 2^128 / 36^12 < 2^67, shifted right by 24 fits a long
    long m = q2 << 24 | q1;
    long x = m / POW12_ODD;
    long y = (m - x * POW12_ODD) << 24 | q0;
    byte[] out = new byte[25];
    out[0] = ALPHABET[(int) x]; // 2^128 < 36^25: x is one digit
    writeTwelve(out, 13, y);
    writeTwelve(out, 25, z);
    return Bytes.ascii(out);
  }

  /** Writes the 12 digits of {@code value < 36^12} into {@code out[end - 12, end)}. */
  private static void writeTwelve(byte[] out, int end, long value) {
    // every quotient straight from value, so the five divisions by constants run side by side
    long q1 = value / POW2;
    long q2 = value / POW4;
    long q3 = value / POW6;
    long q4 = value / POW8;
    long q5 = value / POW10;
    writePair(out, end - 2, (int) (value - q1 * POW2));
    writePair(out, end - 4, (int) (q1 - q2 * POW2));
    writePair(out, end - 6, (int) (q2 - q3 * POW2));
    writePair(out, end - 8, (int) (q3 - q4 * POW2));
    writePair(out, end - 10, (int) (q4 - q5 * POW2));
    writePair(out, end - 12, (int) q5);
  }

  private static void writePair(byte[] out, int at, int pair) {
    out[at] = PAIRS[2 * pair];
    out[at + 1] = PAIRS[2 * pair + 1];
  }

  /** The 12 digits of a value in [0, 36<sup>12</sup>). */
  static String encode12(long value) {
    byte[] out = new byte[12];
    writeTwelve(out, 12, value);
    return Bytes.ascii(out);
  }

  /**
   * Decodes 25 digits into a 128-bit value.
   *
   * @throws IdFormatException on a wrong length, a bad char, or a value of 2<sup>128</sup> or more
   */
  static <T> T decode25(String scheme, String text, LongPairFunction<T> result) {
    if (text.length() != 25) {
      throw IdFormatException.length(scheme, text, "25");
    }
    long d0 = digit(text, 0);
    long d1 = twelve(text, 1);
    long d2 = twelve(text, 13);
    if ((d0 | d1 | d2) < 0) {
      throw badChar(scheme, text, 0);
    }
    // value = (d0 * 36^12 + d1) * 36^12 + d2, with d0 <= 15 (larger first digits overflow)
    if (d0 <= 15) {
      long alo = d0 * POW12 + d1;
      long ahi = Math.multiplyHigh(d0, POW12) + (Long.compareUnsigned(alo, d1) < 0 ? 1 : 0);
      if (ahi <= 3) { // ahi * 36^12 fits 64 bits
        long carry = unsignedMultiplyHigh(alo, POW12);
        long hi = ahi * POW12 + carry;
        long lo = alo * POW12 + d2;
        boolean overflow = Long.compareUnsigned(hi, carry) < 0;
        if (Long.compareUnsigned(lo, d2) < 0) {
          hi++;
          overflow |= hi == 0;
        }
        if (!overflow) {
          return result.apply(hi, lo);
        }
      }
    }
    throw IdFormatException.value(
        scheme, text, -1, "the value exceeds 128 bits (the largest is " + MAX_128 + ")");
  }

  /**
   * Tells whether {@link #decode25} would accept the text, without throwing: 25 digits of a value
   * below 2<sup>128</sup>. Texts of a fixed width compare like their values, digit by digit.
   */
  static boolean accepts25(CharSequence text) {
    if (text.length() != 25 || firstInvalid(text, 0) != 25) {
      return false;
    }
    for (int i = 0; i < 25; i++) {
      int order = Integer.compare(VALUES[text.charAt(i)], VALUES[MAX_128.charAt(i)]);
      if (order != 0) {
        return order < 0;
      }
    }
    return true; // 2^128-1 itself
  }

  /** Tells whether {@link #decode12} would accept the text, without throwing: 12 digits. */
  static boolean accepts12(CharSequence text) {
    return text.length() == 12 && firstInvalid(text, 0) == 12;
  }

  /**
   * Decodes 12 digits into a value in [0, 36<sup>12</sup>).
   *
   * @throws IdFormatException on a wrong length or a bad char
   */
  static long decode12(String scheme, String text) {
    if (text.length() != 12) {
      throw IdFormatException.length(scheme, text, "12");
    }
    long value = twelve(text, 0);
    if (value < 0) {
      throw badChar(scheme, text, 0);
    }
    return value;
  }

  /** The value of one digit at {@code text[at]}, or -1 if the char is no digit. */
  private static int digit(String text, int at) {
    char c = text.charAt(at);
    return c < 128 ? VALUES[c] : -1;
  }

  /**
   * The value of the 12 digits {@code text[from, from + 12)}, or -1 if any char is no digit. Reads
   * every char without a branch on its value and combines the digits as a tree (pairs, then fours,
   * then the three fours), so no multiplication waits on more than three others; a bad char shows
   * in the sign of the digits' OR.
   */
  private static long twelve(String text, int from) {
    int d0 = digit(text, from);
    int d1 = digit(text, from + 1);
    int d2 = digit(text, from + 2);
    int d3 = digit(text, from + 3);
    int d4 = digit(text, from + 4);
    int d5 = digit(text, from + 5);
    int d6 = digit(text, from + 6);
    int d7 = digit(text, from + 7);
    int d8 = digit(text, from + 8);
    int d9 = digit(text, from + 9);
    int d10 = digit(text, from + 10);
    int d11 = digit(text, from + 11);
    int bad = d0 | d1 | d2 | d3 | d4 | d5 | d6 | d7 | d8 | d9 | d10 | d11;
    // each four-digit group is below 36^4 < 2^21: int arithmetic
    int a = (d0 * 36 + d1) * (int) POW2 + d2 * 36 + d3;
    int b = (d4 * 36 + d5) * (int) POW2 + d6 * 36 + d7;
    int c = (d8 * 36 + d9) * (int) POW2 + d10 * 36 + d11;
    long value = (a * POW4 + b) * POW4 + c;
    return bad < 0 ? -1 : value;
  }

  private static IdFormatException badChar(String scheme, String text, int from) {
    return IdFormatException.character(scheme, text, firstInvalid(text, from), EXPECTED);
  }

  /** The index of the first char from {@code from} on that is no digit, or the length. */
  private static int firstInvalid(CharSequence text, int from) {
    int i = from;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c >= 128 || VALUES[c] < 0) {
        break;
      }
      i++;
    }
    return i;
  }

  /** Math.unsignedMultiplyHigh arrived in Java 18; this is its definition for {@code y >= 0}. */
  private static long unsignedMultiplyHigh(long x, long y) {
    return Math.multiplyHigh(x, y) + ((x >> 63) & y);
  }
}
