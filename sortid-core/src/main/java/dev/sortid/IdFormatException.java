package dev.sortid;

import java.io.Serial;
import java.util.Locale;

/**
 * Thrown when text or bytes are not a valid id of the scheme asked for.
 *
 * <p>The message names the scheme, at most the first 64 characters of the input (quoted, with
 * anything outside printable ASCII escaped), the position and what was expected, for example {@code
 * invalid character 'U' at index 7 in ULID "01ARZ3NUEKTSV4RRFFQ69G5FAV" (expected Crockford
 * base32)}. {@link #input()} returns the text as given (a {@code String} is kept by reference,
 * never copied) and {@link #index()} the position of the first offending character, or -1 when the
 * fault is not at one position (a wrong length, a value out of range).
 */
public final class IdFormatException extends IllegalArgumentException {
  @Serial private static final long serialVersionUID = 1L;
  private static final int QUOTE_LIMIT = 64;

  /** The input as given. */
  private final String input;

  /** The offending position, or -1. */
  private final int index;

  private IdFormatException(String message, String input, int index) {
    super(message);
    this.input = input;
    this.index = index;
  }

  /**
   * Returns the input that was rejected, as given.
   *
   * @return the rejected text; for rejected bytes, their lowercase hex form
   */
  public String input() {
    return input;
  }

  /**
   * Returns the index of the first offending character.
   *
   * @return the index, or -1 when the fault is not at one position
   */
  public int index() {
    return index;
  }

  /** A text of the wrong length for {@code what}: a scheme's name, or another kind of text. */
  static IdFormatException length(String what, CharSequence input, String expected) {
    String text = input.toString();
    return new IdFormatException(
        String.format(
            Locale.ROOT,
            "invalid length %d for %s (expected %s): %s",
            text.length(),
            what,
            expected,
            quote(text)),
        text,
        -1);
  }

  /**
   * A character outside the alphabet, or a digit that may not stand at that position, in {@code
   * what}: a scheme's name, or another kind of text.
   */
  static IdFormatException character(String what, CharSequence input, int index, String expected) {
    String text = input.toString();
    return new IdFormatException(
        String.format(
            Locale.ROOT,
            "invalid character %s at index %d in %s %s (expected %s)",
            describe(text, index),
            index,
            what,
            quote(text),
            expected),
        text,
        index);
  }

  /** Text that is well formed but whose value {@code what} (a scheme's name) does not hold. */
  static IdFormatException value(String what, CharSequence input, int index, String problem) {
    String text = input.toString();
    return new IdFormatException(
        String.format(Locale.ROOT, "invalid %s %s: %s", what, quote(text), problem), text, index);
  }

  /**
   * A valid TypeID whose prefix is not the one asked for: {@code expected prefix "user", got
   * "order" in "order_01h455vb4pex5vsknk084sn02q"}, at index 0, where the prefix starts.
   */
  static IdFormatException prefix(String expected, String actual, CharSequence input) {
    String text = input.toString();
    return new IdFormatException(
        String.format(
            Locale.ROOT,
            "expected prefix %s, got %s in %s",
            quote(expected),
            quote(actual),
            quote(text)),
        text,
        0);
  }

  /** Bytes of the wrong length or value for the scheme so named; the input is their hex form. */
  static IdFormatException bytes(String scheme, byte[] bytes, String problem) {
    String hex = Bytes.hex(bytes);
    return new IdFormatException(
        String.format(Locale.ROOT, "invalid bytes for %s (%s): %s", scheme, problem, quote(hex)),
        hex,
        -1);
  }

  /** Quotes the first 64 chars of {@code text}, escaping what is not printable ASCII. */
  static String quote(String text) {
    int end = Math.min(text.length(), QUOTE_LIMIT);
    StringBuilder out = new StringBuilder(end + 8).append('"');
    for (int i = 0; i < end; i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c >= 0x20 && c < 0x7f) {
        out.append(c);
      } else {
        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
      }
    }
    out.append('"');
    if (text.length() > end) {
      out.append(String.format(Locale.ROOT, "... (%d chars)", text.length()));
    }
    return out.toString();
  }

  /** Describes the character at {@code index}: {@code 'U'}, or {@code U+6F22} outside ASCII. */
  private static String describe(String text, int index) {
    int codePoint = text.codePointAt(index);
    if (codePoint >= 0x20 && codePoint < 0x7f) {
      return "'" + (char) codePoint + "'";
    }
    return String.format(Locale.ROOT, "U+%04X", codePoint);
  }
}
