package dev.sortid;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One table-driven engine for every alphabet of 2<sup>k</sup> symbols: Crockford base32 (ULID,
 * EUID, and TypeID's strict lowercase form of it), RFC 4648 base32hex and hex (SCRU160, and the
 * digits of UUIDv7's text). The alphabet is data; the code is the same.
 *
 * <p>A number of up to 192 bits is held as three words {@code (w2, w1, w0)}, most significant
 * first, and written as a fixed count of digits, most significant first. Both directions work on
 * chunks of whole digits held in one long (60 bits: 12 base32 or 15 hex digits; the hex encoder
 * uses the 16 digits of each word), so no digit straddles a word and each digit costs one shift of
 * one long. The id widths have fixed paths: base32 of 24 to 36 digits (EUID 27, SCRU160 32) as two
 * 12-digit chunks with constant shifts ({@code put12}, {@code get12}) after a short first one, and
 * hex of 32 to 48 digits by words. The ULID (26 digits) has its own encoder and decoder (which
 * TypeID's suffix shares, with its own tables, at an offset after the prefix), and the UUID text
 * (8-4-4-4-12) its own decoder, with every index a constant; the ULID encoder reads two digits per
 * table read from a table of digit pairs built from the alphabet and stores eight digits at a time.
 * Other widths take general loops. The fixed paths read chars in groups (four hex digits, six
 * base32 digits): a group whose chars OR to more than 255 is bad as a whole, and otherwise each
 * char indexes the 256-entry value table directly, as {@code UUID.fromString} does; the general
 * loops read each char as {@code table[min(c, 127)]}, without a branch. A char that is no digit
 * reads -1, whose sign survives the shifts and ORs of a run of digits, so one test of the sign per
 * run finds a bad char; only then is the text scanned again for the exact index, by the same rule
 * for every decoder. Where the digits hold more bits than the value ({@code 26 * 5 = 130} for a
 * 128-bit ULID), the decoder rejects a first digit that sets the extra bits. The encoder writes the
 * alphabet's own case; the decoder accepts both cases and the alphabet's aliases (TypeID's: its
 * lowercase digits only), and rejects every other char, including every char above 127, without
 * indexing past its table. Round trip: {@code decode(encode(v)) == v}, and {@code
 * encode(decode(s))} is {@code s} in canonical case with aliases replaced.
 */
final class PowerOfTwoCodec {
  /** Crockford base32, uppercase out; reads O as 0 and I, L as 1, in any case; rejects U. */
  static final PowerOfTwoCodec CROCKFORD =
      new PowerOfTwoCodec(
          "0123456789ABCDEFGHJKMNPQRSTVWXYZ",
          "O0I1L1",
          true,
          "Crockford base32: 0-9 or A-Z except U, any case");

  /**
   * TypeID's base32: Crockford's alphabet in lowercase only, without aliases (the TypeID spec's
   * strict reading: {@code O}, {@code I}, {@code L} and every uppercase char are no digits).
   */
  static final PowerOfTwoCodec TYPEID =
      new PowerOfTwoCodec(
          "0123456789abcdefghjkmnpqrstvwxyz",
          "",
          false,
          "lowercase Crockford base32: 0-9 or a-z except i, l, o, u");

  /** RFC 4648 base32hex ({@code 0-9A-V}), uppercase out. */
  static final PowerOfTwoCodec BASE32HEX =
      new PowerOfTwoCodec(
          "0123456789ABCDEFGHIJKLMNOPQRSTUV", "", true, "base32hex: 0-9 or A-V, any case");

  /** Hex, lowercase out. */
  static final PowerOfTwoCodec HEX =
      new PowerOfTwoCodec("0123456789abcdef", "", true, "hex: 0-9 or a-f");

  private static final int CHUNK_BITS = 60;

  // The fixed-width paths read these tables through static finals, whose array lengths the JIT
  // knows, so an index masked to the length needs no bounds check. They are the instances' own
  // tables (decoding) or derived from their alphabets (encoding): each alphabet is data once.

  /** {@link #CROCKFORD}'s digit values, 256 entries. */
  private static final byte[] CROCKFORD_VALUES = CROCKFORD.values;

  /** {@link #CROCKFORD}'s digits two at a time: entry {@code v} is the two digits of v < 1024. */
  private static final char[] CROCKFORD_PAIRS = CROCKFORD.pairs();

  /** {@link #TYPEID}'s digit values, 256 entries (lowercase only). */
  private static final byte[] TYPEID_VALUES = TYPEID.values;

  /** {@link #TYPEID}'s digits two at a time (lowercase). */
  private static final char[] TYPEID_PAIRS = TYPEID.pairs();

  /** {@link #HEX}'s digit values, 256 entries: -1 for no digit. */
  static final byte[] HEX_VALUES = HEX.values;

  private final byte[] alphabet;

  /**
   * The value of each char up to 255, -1 for no digit. A group of chars whose OR is at most 255
   * reads it with no check per char.
   */
  private final byte[] values = new byte[256];

  private final int bitsPerDigit;
  private final boolean anyCase;
  private final String expected;

  /**
   * @param alphabet the 2<sup>k</sup> digits in order, in output case
   * @param aliases pairs of (alias, digit it stands for)
   * @param anyCase whether the decoder also reads the other case of each digit and alias
   * @param expected what a valid char is, for error messages
   */
  private PowerOfTwoCodec(String alphabet, String aliases, boolean anyCase, String expected) {
    this.alphabet = alphabet.getBytes(StandardCharsets.US_ASCII);
    if (alphabet.length() != 16 && alphabet.length() != 32) {
      throw new IllegalArgumentException("an alphabet of 16 or 32 digits: " + alphabet);
    }
    this.bitsPerDigit = Integer.numberOfTrailingZeros(alphabet.length());
    this.anyCase = anyCase;
    this.expected = expected;
    Arrays.fill(values, (byte) -1);
    for (int i = 0; i < alphabet.length(); i++) {
      setValue(alphabet.charAt(i), i);
    }
    for (int i = 0; i < aliases.length(); i += 2) {
      setValue(aliases.charAt(i), values[aliases.charAt(i + 1)]);
    }
    if (values[127] != -1) {
      throw new IllegalArgumentException("DEL must be no digit: the decoders read it for >= 127");
    }
  }

  private void setValue(char c, int value) {
    values[c] = (byte) value;
    if (anyCase) {
      values[Character.toLowerCase(c)] = (byte) value;
      values[Character.toUpperCase(c)] = (byte) value;
    }
  }

  /**
   * Every pair of digits: entry {@code v} holds the digits of {@code v >>> k} and {@code v & (2^k -
   * 1)}, the first in the high byte, so that one read writes two digits.
   */
  private char[] pairs() {
    char[] pairs = new char[1 << (2 * bitsPerDigit)];
    int mask = (1 << bitsPerDigit) - 1;
    for (int v = 0; v < pairs.length; v++) {
      pairs[v] = (char) (alphabet[v >>> bitsPerDigit] << 8 | alphabet[v & mask]);
    }
    return pairs;
  }

  /** How many digits hold a value of {@code valueBits} bits. */
  int digitsFor(int valueBits) {
    // constant divisors: the JIT multiplies instead of dividing
    return bitsPerDigit == 5 ? (valueBits + 4) / 5 : (valueBits + 3) / 4;
  }

  /**
   * The 26 Crockford base32 digits of a 128-bit value (a ULID), {@code CROCKFORD.encode(0, hi, lo,
   * 26)} as 13 pairs of digits, each one table read, stored eight digits at a time.
   */
  static String crockford26(long hi, long lo) {
    byte[] out = new byte[26];
    put26(CROCKFORD_PAIRS, out, 0, hi, lo);
    return Bytes.ascii(out);
  }

  /**
   * A TypeID's text: the prefix, {@code _} unless the prefix is empty, and the 26 lowercase digits
   * of the 128-bit value, written as {@link #crockford26(long, long)} writes a ULID.
   *
   * @param prefix a valid TypeID prefix (ASCII {@code a-z} and {@code _}), not checked here
   */
  @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int): see below
  static String typeId(String prefix, long hi, long lo) {
    int length = prefix.length();
    int at = length == 0 ? 0 : length + 1;
    byte[] out = new byte[at + 26];
    // the low byte of each char, which for ASCII is the char: a copy from a Latin-1 string's array
    prefix.getBytes(0, length, out, 0);
    if (length > 0) {
      out[length] = '_';
    }
    put26(TYPEID_PAIRS, out, at, hi, lo);
    return Bytes.ascii(out);
  }

  /**
   * Writes the 26 base32 digits of a 128-bit value into {@code out[at, at + 26)}: 13 pairs of
   * digits from {@code pairs}, each one table read, stored eight digits at a time.
   */
  private static void put26(char[] pairs, byte[] out, int at, long hi, long lo) {
    // 130 bits = 2 zero bits and the 128 of the value, read 10 bits (two digits) at a time
    Bytes.putLong(out, at, pairs4(pairs, hi >>> 56, hi >>> 46, hi >>> 36, hi >>> 26));
    Bytes.putLong(out, at + 8, pairs4(pairs, hi >>> 16, hi >>> 6, hi << 4 | lo >>> 60, lo >>> 50));
    Bytes.putLong(out, at + 16, pairs4(pairs, lo >>> 40, lo >>> 30, lo >>> 20, lo >>> 10));
    char last = pairs[(int) lo & 1023];
    out[at + 24] = (byte) (last >>> 8);
    out[at + 25] = (byte) last;
  }

  /**
   * Eight digits as the bytes of a big-endian long: the pairs of the low 10 bits of {@code a},
   * {@code b}, {@code c} and {@code d}.
   */
  private static long pairs4(char[] pairs, long a, long b, long c, long d) {
    return (long) pairs[(int) a & 1023] << 48
        | (long) pairs[(int) b & 1023] << 32
        | (long) pairs[(int) c & 1023] << 16
        | pairs[(int) d & 1023];
  }

  /** Writes the low {@code digits * bitsPerDigit} bits of {@code (w2, w1, w0)}. */
  String encode(long w2, long w1, long w0, int digits) {
    // inlined into a caller with a constant width, the tests below fold and the id widths (26, 27
    // and 32 base32 digits, 32 to 48 hex digits) take the chunked path
    if (bitsPerDigit == 5 && digits >= 24 && digits <= 36) {
      return base32(alphabet, w2, w1, w0, digits);
    }
    if (bitsPerDigit == 4 && digits >= 32 && digits <= 48) {
      return hex(alphabet, w2, w1, w0, digits);
    }
    return bitsPerDigit == 5
        ? encode(alphabet, w2, w1, w0, digits, 5)
        : encode(alphabet, w2, w1, w0, digits, 4);
  }

  /**
   * Base32 of 24 to 36 digits as three 60-bit chunks: the last 24 digits by {@link #put12} with
   * constant shifts, the first {@code digits - 24} by a short loop.
   */
  private static String base32(byte[] alphabet, long w2, long w1, long w0, int digits) {
    byte[] out = new byte[digits];
    int top = digits - 24;
    putDigits(alphabet, out, 0, w1 >>> 56 | w2 << 8, top, 5);
    put12(alphabet, out, top, w0 >>> 60 | w1 << 4);
    put12(alphabet, out, top + 12, w0);
    return Bytes.ascii(out);
  }

  /** Hex of 32 to 48 digits: one word per 16 digits. */
  private static String hex(byte[] alphabet, long w2, long w1, long w0, int digits) {
    byte[] out = new byte[digits];
    int top = digits - 32;
    putDigits(alphabet, out, 0, w2, top, 4);
    putDigits(alphabet, out, top, w1, 16, 4);
    putDigits(alphabet, out, top + 16, w0, 16, 4);
    return Bytes.ascii(out);
  }

  /** Writes the low 60 bits of {@code chunk} as 12 base32 digits into {@code out[at, at + 12)}. */
  private static void put12(byte[] alphabet, byte[] out, int at, long chunk) {
    out[at] = alphabet[(int) (chunk >>> 55) & 31];
    out[at + 1] = alphabet[(int) (chunk >>> 50) & 31];
    out[at + 2] = alphabet[(int) (chunk >>> 45) & 31];
    out[at + 3] = alphabet[(int) (chunk >>> 40) & 31];
    out[at + 4] = alphabet[(int) (chunk >>> 35) & 31];
    out[at + 5] = alphabet[(int) (chunk >>> 30) & 31];
    out[at + 6] = alphabet[(int) (chunk >>> 25) & 31];
    out[at + 7] = alphabet[(int) (chunk >>> 20) & 31];
    out[at + 8] = alphabet[(int) (chunk >>> 15) & 31];
    out[at + 9] = alphabet[(int) (chunk >>> 10) & 31];
    out[at + 10] = alphabet[(int) (chunk >>> 5) & 31];
    out[at + 11] = alphabet[(int) chunk & 31];
  }

  /**
   * Writes the low {@code count * k} bits of {@code value} as {@code count} digits into {@code
   * out[at, at + count)}, the last first: one shift of one long per digit.
   */
  private static void putDigits(byte[] alphabet, byte[] out, int at, long value, int count, int k) {
    int mask = (1 << k) - 1;
    for (int i = at + count - 1; i >= at; i--) {
      out[i] = alphabet[(int) value & mask];
      value >>>= k;
    }
  }

  /**
   * Any other width: writes the digits from the last to the first, each time shifting the 192-bit
   * number right by one digit.
   */
  private static String encode(byte[] alphabet, long w2, long w1, long w0, int digits, int k) {
    byte[] out = new byte[digits];
    int mask = (1 << k) - 1;
    for (int i = digits - 1; i >= 0; i--) {
      out[i] = alphabet[(int) w0 & mask];
      w0 = w0 >>> k | w1 << (64 - k);
      w1 = w1 >>> k | w2 << (64 - k);
      w2 >>>= k;
    }
    return Bytes.ascii(out);
  }

  /** Whether {@code c} is a digit of this alphabet (any case, or an alias); never throws. */
  boolean isDigit(char c) {
    return c < 128 && values[c] >= 0;
  }

  /** What a valid char is, for error messages. */
  String expected() {
    return expected;
  }

  /**
   * Reads a value of {@code valueBits} bits (at most 192) from exactly {@link #digitsFor} digits.
   *
   * @throws IdFormatException on a wrong length, a bad char, or a first digit above the range
   */
  <T> T decode(String scheme, String text, int valueBits, WordsFunction<T> result) {
    int digits = digitsFor(valueBits);
    if (text.length() != digits) {
      throw IdFormatException.length(scheme, text, Integer.toString(digits));
    }
    byte[] table = values;
    long c3 = 0;
    long c2;
    long c1;
    long c0;
    if (bitsPerDigit == 5 && digits >= 24 && digits <= 36) {
      int top = digits - 24;
      c2 = chunk(table, text, 0, top, 5);
      c1 = get12(table, text, top);
      c0 = get12(table, text, top + 12);
    } else {
      int per = CHUNK_BITS / bitsPerDigit;
      int k = bitsPerDigit;
      c0 = chunk(table, text, Math.max(0, digits - per), digits, k);
      c1 = chunk(table, text, Math.max(0, digits - 2 * per), Math.max(0, digits - per), k);
      c2 = chunk(table, text, Math.max(0, digits - 3 * per), Math.max(0, digits - 2 * per), k);
      c3 = chunk(table, text, 0, Math.max(0, digits - 3 * per), k);
    }
    if ((c0 | c1 | c2 | c3) < 0 || !firstDigitFits(text, valueBits)) {
      throw reject(scheme, text, valueBits);
    }
    return result.apply(c2 >>> 8 | c3 << 52, c1 >>> 4 | c2 << 56, c0 | c1 << 60);
  }

  /**
   * Reads the 26 Crockford base32 digits of a ULID: {@code CROCKFORD.decode(scheme, text, 128,
   * ...)} with every index and shift a constant, in four runs of six digits and two single ones.
   *
   * @throws IdFormatException on a wrong length, a bad char, or a first digit above {@code 7}
   */
  static <T> T crockford26(String scheme, String text, LongPairFunction<T> result) {
    if (text.length() != 26) {
      throw IdFormatException.length(scheme, text, "26");
    }
    T id = read26(CROCKFORD_VALUES, text, 0, result);
    if (id == null) {
      throw CROCKFORD.reject(scheme, text, 128);
    }
    return id;
  }

  /**
   * Reads the 26 {@link #TYPEID} digits of a TypeID's suffix at {@code text[at, at + 26)}, which
   * the caller has checked to be inside the text.
   *
   * @return the value, or null if a char is no lowercase digit or the first digit is above {@code
   *     7}; the caller reports the error
   */
  static <T> T typeIdSuffix(String text, int at, LongPairFunction<T> result) {
    return read26(TYPEID_VALUES, text, at, result);
  }

  /**
   * The 26 base32 digits at {@code text[at, at + 26)} read with {@code table}, in four runs of six
   * digits and two single ones, every shift a constant; null if a char is no digit or the first
   * digit is above {@code 7}.
   */
  private static <T> T read26(byte[] table, String text, int at, LongPairFunction<T> result) {
    int first = digit(table, text.charAt(at));
    int a = six(table, text, at + 1);
    int b = six(table, text, at + 7);
    int middle = digit(table, text.charAt(at + 13));
    int c = six(table, text, at + 14);
    int d = six(table, text, at + 20);
    // a bad char makes its run or digit negative; a first digit above 7 sets the 130th bit
    if ((a | b | middle | c | d | -(first >>> 3)) < 0) {
      return null;
    }
    return result.apply(
        (long) first << 61 | (long) a << 31 | (long) b << 1 | middle >>> 4,
        (long) middle << 60 | (long) c << 30 | d);
  }

  /**
   * The value of the six base32 digits {@code text[at, at + 6)}, 30 bits, negative if one is no
   * digit: a char above 255 makes the group -1 at once, and a char whose entry is -1 sets the sign
   * wherever it is shifted to.
   */
  private static int six(byte[] table, String text, int at) {
    char c0 = text.charAt(at);
    char c1 = text.charAt(at + 1);
    char c2 = text.charAt(at + 2);
    char c3 = text.charAt(at + 3);
    char c4 = text.charAt(at + 4);
    char c5 = text.charAt(at + 5);
    if ((c0 | c1 | c2 | c3 | c4 | c5) > 0xFF) {
      return -1;
    }
    return table[c0] << 25
        | table[c1] << 20
        | table[c2] << 15
        | table[c3] << 10
        | table[c4] << 5
        | table[c5];
  }

  /**
   * The value of the 12 base32 digits {@code text[at, at + 12)}, or -1 if any char is no digit:
   * {@link #chunk} in two groups of six.
   */
  private static long get12(byte[] table, String text, int at) {
    int high = six(table, text, at);
    int low = six(table, text, at + 6);
    return (high | low) < 0 ? -1 : (long) high << 30 | low;
  }

  /**
   * The value of one char, -1 if it is no digit. Every char from 127 (DEL, in no alphabet) up reads
   * entry 127: no branch, and no index past the table.
   */
  private static int digit(byte[] table, char c) {
    return table[Math.min(c, 127)];
  }

  /**
   * The value of the digits {@code text[from, to)}, at most 60 bits, or -1 if any char is no digit.
   * Reads every char without a branch on its value, then reports a bad one through the sign.
   */
  private static long chunk(byte[] table, String text, int from, int to, int k) {
    long chunk = 0;
    int bad = 0;
    for (int i = from; i < to; i++) {
      int value = digit(table, text.charAt(i));
      bad |= value;
      chunk = chunk << k | value;
    }
    return bad < 0 ? -1 : chunk;
  }

  /** The error for a text of the right length that {@link #accepts} refuses. */
  private IdFormatException reject(String scheme, String text, int valueBits) {
    int at = firstInvalid(text);
    if (at < text.length()) {
      return IdFormatException.character(scheme, text, at, expected);
    }
    int digits = digitsFor(valueBits);
    int largest = (1 << (bitsPerDigit - (digits * bitsPerDigit - valueBits))) - 1;
    return IdFormatException.character(
        scheme,
        text,
        0,
        "a first digit of at most '"
            + (char) alphabet[largest]
            + "': larger values exceed "
            + valueBits
            + " bits");
  }

  /**
   * Tells whether {@link #decode} would accept the text, without throwing: its length, its chars
   * and its first digit.
   */
  boolean accepts(CharSequence text, int valueBits) {
    return text.length() == digitsFor(valueBits)
        && firstInvalid(text) == text.length()
        && firstDigitFits(text, valueBits);
  }

  /** Whether the first digit (a valid one) sets none of the bits beyond {@code valueBits}. */
  private boolean firstDigitFits(CharSequence text, int valueBits) {
    int extraBits = digitsFor(valueBits) * bitsPerDigit - valueBits;
    return extraBits == 0 || values[text.charAt(0)] >>> (bitsPerDigit - extraBits) == 0;
  }

  /** The index of the first char that is no digit, or the length if there is none. */
  private int firstInvalid(CharSequence text) {
    int i = 0;
    while (i < text.length()) {
      if (!isDigit(text.charAt(i))) {
        break;
      }
      i++;
    }
    return i;
  }
}
