package dev.sortid;

import java.util.UUID;

/**
 * The UUID spellings the project reads (see {@link IdScheme#parseUuid(CharSequence)}): {@code
 * 8-4-4-4-12} hex digits (36 chars), 32 hex digits without hyphens, and either of them in braces
 * ({@code {...}}) or after {@code urn:uuid:} (any case). Digits in any case. Strict where {@link
 * UUID#fromString} is lenient: {@code 1-2-3-4-5} is not a UUID here. Also the fast read of a
 * UUIDv7's canonical text that {@link UuidV7#parse(CharSequence)} tries first ({@link #hexUuidV7}).
 */
final class UuidText {
  private static final String URN = "urn:uuid:";
  private static final String WHAT = "UUID";
  private static final String EXPECTED_LENGTH =
      "36: 8-4-4-4-12 hex digits, or 32 hex digits; either in braces or after urn:uuid:";

  private UuidText() {}

  /**
   * Tells whether the text is spelled as a UUID, hyphens in their places or 32 chars between the
   * wrappers, whatever its other chars: text of that shape is meant as a UUID, so its errors are a
   * UUID's.
   */
  static boolean hasShape(CharSequence text) {
    int start = start(text);
    int length = text.length() - start - end(text);
    if (length == 32) {
      return true;
    }
    return length == 36
        && text.charAt(start + 8) == '-'
        && text.charAt(start + 13) == '-'
        && text.charAt(start + 18) == '-'
        && text.charAt(start + 23) == '-';
  }

  /**
   * Reads any of the spellings.
   *
   * @throws IdFormatException naming the input, the index and what was expected
   */
  static UUID parse(CharSequence input) {
    String text = input.toString();
    int start = start(text);
    int length = text.length() - start - end(text);
    boolean dashed = length == 36;
    if (!dashed && length != 32) {
      throw IdFormatException.length(WHAT, text, EXPECTED_LENGTH);
    }
    long msb = 0;
    long lsb = 0;
    int digits = 0;
    for (int i = start; i < start + length; i++) {
      char c = text.charAt(i);
      int at = i - start;
      if (dashed && (at == 8 || at == 13 || at == 18 || at == 23)) {
        if (c != '-') {
          throw IdFormatException.character(WHAT, text, i, "'-'");
        }
        continue;
      }
      int digit = PowerOfTwoCodec.HEX.isDigit(c) ? Character.digit(c, 16) : -1;
      if (digit < 0) {
        throw IdFormatException.character(WHAT, text, i, "a hex digit");
      }
      if (digits++ < 16) {
        msb = msb << 4 | digit;
      } else {
        lsb = lsb << 4 | digit;
      }
    }
    return new UUID(msb, lsb);
  }

  /** Where the UUID starts: after an opening brace or the URN prefix. */
  private static int start(CharSequence text) {
    if (text.length() >= 2 && text.charAt(0) == '{' && text.charAt(text.length() - 1) == '}') {
      return 1;
    }
    if (text.length() >= URN.length()
        && text.subSequence(0, URN.length()).toString().equalsIgnoreCase(URN)) {
      return URN.length();
    }
    return 0;
  }

  /** How many chars close the UUID: 1 for a closing brace that has its opening one. */
  private static int end(CharSequence text) {
    return start(text) == 1 ? 1 : 0;
  }

  /**
   * Reads a UUIDv7's 36-char 8-4-4-4-12 text (any case), ignoring the chars at the hyphens' places:
   * the caller checks the length and the hyphens, and reports every error. The version and variant
   * are checked on the digit groups that hold them, in the one branch that checks the digits.
   *
   * @return the 128-bit value, or null if a char at a digit's place is no hex digit, the version
   *     digit (index 14) is not 7 or the variant digit (index 19) not 8, 9, a or b
   */
  static <T> T hexUuidV7(String text, LongPairFunction<T> result) {
    int a = hex4(text, 0);
    int b = hex4(text, 4);
    int c = hex4(text, 9);
    int d = hex4(text, 14);
    int e = hex4(text, 19);
    int f = hex4(text, 24);
    int g = hex4(text, 28);
    int h = hex4(text, 32);
    // a negative group (a bad digit) fails the first test; d's top digit is the version, e's top
    // two bits the variant: both tests read them only when every group is a value
    if ((a | b | c | d | e | f | g | h) < 0 || (d & 0xF000) != 0x7000 || (e & 0xC000) != 0x8000) {
      return null;
    }
    return result.apply(
        (long) a << 48 | (long) b << 32 | (long) c << 16 | d,
        (long) e << 48 | (long) f << 32 | (long) g << 16 | h);
  }

  /**
   * The value of the four hex digits {@code text[at, at + 4)}, negative if one is no digit: a digit
   * of -1 sets the sign wherever it is shifted to, and a char above 255 makes the whole group -1.
   */
  private static int hex4(String text, int at) {
    char c0 = text.charAt(at);
    char c1 = text.charAt(at + 1);
    char c2 = text.charAt(at + 2);
    char c3 = text.charAt(at + 3);
    if ((c0 | c1 | c2 | c3) > 0xFF) {
      return -1;
    }
    byte[] table = PowerOfTwoCodec.HEX_VALUES;
    return table[c0] << 12 | table[c1] << 8 | table[c2] << 4 | table[c3];
  }
}
