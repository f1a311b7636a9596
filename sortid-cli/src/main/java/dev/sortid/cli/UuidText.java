package dev.sortid.cli;

import java.util.Locale;
import java.util.UUID;

/**
 * The UUID text forms the command reads: {@code 8-4-4-4-12} hex digits (36 chars, any case), the
 * same in braces ({@code {...}}) or after {@code urn:uuid:}, and 32 hex digits without dashes. It
 * is strict where {@link UUID#fromString} is lenient ({@code 1-2-3-4-5} is not a UUID here).
 */
final class UuidText {
  private static final String URN = "urn:uuid:";

  private UuidText() {}

  /** True for the forms with dashes: plain, braced or URN (not for 32 bare hex digits). */
  static boolean hasDashedForm(String text) {
    String inner = inner(text);
    return inner.length() == 36
        && inner.charAt(8) == '-'
        && inner.charAt(13) == '-'
        && inner.charAt(18) == '-'
        && inner.charAt(23) == '-';
  }

  /** True for 32 hex digits: a UUID without dashes (or a SCRU160 base32hex text). */
  static boolean isBareHex(String text) {
    if (text.length() != 32) {
      return false;
    }
    for (int i = 0; i < 32; i++) {
      if (Character.digit(text.charAt(i), 16) < 0 || text.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }

  /**
   * Reads any of the forms.
   *
   * @throws IllegalArgumentException naming the input, the position and what was expected
   */
  static UUID parse(String text) {
    String inner = inner(text);
    int offset = text.length() - inner.length() - (text.endsWith("}") ? 1 : 0);
    boolean dashed = inner.length() == 36;
    if (!dashed && inner.length() != 32) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "invalid length %d for a UUID (expected 36: 8-4-4-4-12 hex digits, optionally in"
                  + " braces or after urn:uuid:, or 32 hex digits): %s",
              text.length(),
              Quote.of(text)));
    }
    long msb = 0;
    long lsb = 0;
    int digits = 0;
    for (int i = 0; i < inner.length(); i++) {
      char c = inner.charAt(i);
      if (dashed && (i == 8 || i == 13 || i == 18 || i == 23)) {
        if (c != '-') {
          throw invalid(text, offset + i, "'-'");
        }
        continue;
      }
      int digit = c < 0x80 ? Character.digit(c, 16) : -1;
      if (digit < 0) {
        throw invalid(text, offset + i, "a hex digit");
      }
      if (digits++ < 16) {
        msb = msb << 4 | digit;
      } else {
        lsb = lsb << 4 | digit;
      }
    }
    return new UUID(msb, lsb);
  }

  private static IllegalArgumentException invalid(String text, int index, String expected) {
    return new IllegalArgumentException(
        String.format(
            Locale.ROOT,
            "invalid character %s at index %d in UUID %s (expected %s)",
            Quote.of(String.valueOf(text.charAt(index))).replace('"', '\''),
            index,
            Quote.of(text),
            expected));
  }

  /** The text inside braces or after urn:uuid:, else the text. */
  private static String inner(String text) {
    if (text.length() >= 2 && text.charAt(0) == '{' && text.charAt(text.length() - 1) == '}') {
      return text.substring(1, text.length() - 1);
    }
    if (text.regionMatches(true, 0, URN, 0, URN.length())) {
      return text.substring(URN.length());
    }
    return text;
  }
}
