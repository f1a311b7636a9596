package dev.sortid;

/**
 * Reads the text of a {@link TypeId} (the grammar of its class documentation) and names the first
 * fault of a text it refuses. {@link TypeId#parse(CharSequence)} reads with {@link #read(String)}
 * and {@link TypeId.Type#parse(CharSequence)} with {@link #read(String, String)}; both return null
 * rather than throw, so {@code isValid} costs no exception, and only a refused text pays for {@link
 * #rejection(String)}. {@link #prefixProblem} checks a prefix given alone ({@link
 * TypeId#type(String)}) with the same messages. The suffix's digits are {@link PowerOfTwoCodec}'s.
 */
final class TypeIdText {
  /** The length of the suffix. */
  private static final int SUFFIX_LENGTH = 26;

  /** What messages call a TypeID. */
  private static final String WHAT = "TypeID";

  /** What a prefix char may be, for messages. */
  private static final String PREFIX_CHARS = "a-z or '_' in the prefix";

  private TypeIdText() {}

  /**
   * The TypeID of a text, or null if it is not one. The separator, if any, must stand 27 chars from
   * the end (the suffix has 26), so the last {@code _} is found without a search.
   */
  static TypeId read(String text) {
    int length = text.length();
    if (length == SUFFIX_LENGTH) {
      return PowerOfTwoCodec.typeIdSuffix(text, 0, (hi, lo) -> new TypeId("", hi, lo));
    }
    int end = length - SUFFIX_LENGTH - 1;
    if (end < 1
        || end > TypeId.MAX_PREFIX_LENGTH
        || text.charAt(end) != '_'
        || !isPrefix(text, end)) {
      return null;
    }
    String prefix = text.substring(0, end);
    return PowerOfTwoCodec.typeIdSuffix(text, end + 1, (hi, lo) -> new TypeId(prefix, hi, lo));
  }

  /**
   * The TypeID of a text that has {@code prefix} (a valid one, of a {@link TypeId.Type}), or null:
   * the prefix is compared in place and the TypeID shares the prefix's string.
   */
  static TypeId read(String text, String prefix) {
    int end = prefix.length();
    int at = end == 0 ? 0 : end + 1;
    if (text.length() != at + SUFFIX_LENGTH
        || end > 0 && (text.charAt(end) != '_' || !text.startsWith(prefix))) {
      return null;
    }
    return PowerOfTwoCodec.typeIdSuffix(text, at, (hi, lo) -> new TypeId(prefix, hi, lo));
  }

  /** Whether {@code text[0, end)}, 1 to 63 chars, is a non-empty valid prefix. */
  private static boolean isPrefix(String text, int end) {
    if (!isLetter(text.charAt(0)) || !isLetter(text.charAt(end - 1))) {
      return false;
    }
    for (int i = 1; i < end - 1; i++) {
      char c = text.charAt(i);
      if (!isLetter(c) && c != '_') {
        return false;
      }
    }
    return true;
  }

  private static boolean isLetter(char c) {
    return c >= 'a' && c <= 'z';
  }

  /**
   * The exception for a text that {@link #read(String)} refuses: its first fault, left to right.
   */
  static IdFormatException rejection(String text) {
    int separator = text.lastIndexOf('_');
    int at = separator + 1;
    int suffixLength = text.length() - at;
    if (suffixLength != SUFFIX_LENGTH) {
      if (separator < 0) {
        return IdFormatException.length(
            WHAT, text, "26 base32 digits, or a prefix, '_' and 26 base32 digits");
      }
      return IdFormatException.value(
          WHAT,
          text,
          -1,
          "the suffix after the last '_' has " + suffixLength + " chars, expected 26");
    }
    if (separator == 0) {
      return IdFormatException.character(
          WHAT, text, 0, "a-z: a TypeID without a prefix has no '_'");
    }
    if (separator > 0) {
      IdFormatException problem = prefixProblem(WHAT, text, separator);
      if (problem != null) {
        return problem;
      }
    }
    for (int i = at; i < text.length(); i++) {
      if (!PowerOfTwoCodec.TYPEID.isDigit(text.charAt(i))) {
        return IdFormatException.character(WHAT, text, i, PowerOfTwoCodec.TYPEID.expected());
      }
    }
    return IdFormatException.character(
        WHAT, text, at, "a first digit of at most '7': larger values exceed 128 bits");
  }

  /**
   * The error for {@code text[0, end)} as a prefix, or null if it is a valid one (the empty prefix
   * included): the first char outside {@code a-z} and {@code _}, then an {@code _} at the start or
   * the end, then a length above 63.
   */
  static IdFormatException prefixProblem(String what, String text, int end) {
    for (int i = 0; i < end; i++) {
      char c = text.charAt(i);
      if (!isLetter(c) && c != '_') {
        return IdFormatException.character(what, text, i, PREFIX_CHARS);
      }
    }
    if (end > 0 && text.charAt(0) == '_') {
      return IdFormatException.character(what, text, 0, "a-z: a prefix starts with a letter");
    }
    if (end > 0 && text.charAt(end - 1) == '_') {
      return IdFormatException.character(what, text, end - 1, "a-z: a prefix ends with a letter");
    }
    if (end > TypeId.MAX_PREFIX_LENGTH) {
      return IdFormatException.value(
          what, text, -1, "a prefix of " + end + " chars, expected at most 63");
    }
    return null;
  }
}
