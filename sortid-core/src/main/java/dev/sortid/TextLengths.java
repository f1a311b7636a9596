package dev.sortid;

import java.util.Arrays;
import java.util.Comparator;
import java.util.StringJoiner;

/** Which scheme a text's length points to, and the lengths named in messages. */
final class TextLengths {
  private TextLengths() {}

  /** The scheme of that text length, or an {@link IdFormatException} naming the lengths. */
  static IdScheme schemeOf(CharSequence text) {
    IdScheme scheme = scheme(text.length());
    if (scheme == null) {
      throw IdFormatException.length("any id scheme", text, description());
    }
    return scheme;
  }

  /** The scheme with a text of that length, or null. */
  static IdScheme scheme(int length) {
    for (IdScheme scheme : IdScheme.values()) {
      for (int textLength : scheme.textLengths) {
        if (textLength == length) {
          return scheme;
        }
      }
    }
    return null;
  }

  /** Every text length with its scheme, by length: {@code 12 (SCRU64), 25 (SCRU128), ...}. */
  static String description() {
    IdScheme[] byShortest = IdScheme.values();
    Arrays.sort(byShortest, Comparator.comparingInt(scheme -> scheme.textLengths[0]));
    StringJoiner text = new StringJoiner(", ");
    for (IdScheme scheme : byShortest) {
      StringJoiner lengths = new StringJoiner(" or ");
      for (int length : scheme.textLengths) {
        lengths.add(Integer.toString(length));
      }
      text.add(lengths + " (" + scheme + ")");
    }
    return text.toString();
  }
}
