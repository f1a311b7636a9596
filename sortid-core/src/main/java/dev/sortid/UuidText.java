package dev.sortid;

import java.util.UUID;

/**
 * The UUID spellings the project reads (see {@link IdScheme#parseUuid(CharSequence)}): {@code
 * 8-4-4-4-12} hex digits (36 chars), 32 hex digits without hyphens, and either of them in braces
 * ({@code {...}}) or after {@code urn:uuid:} (any case). Digits in any case. Strict where {@link
 * UUID#fromString} is lenient: {@code 1-2-3-4-5} is not a UUID here.
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
}
