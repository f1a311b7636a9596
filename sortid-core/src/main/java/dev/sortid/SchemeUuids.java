package dev.sortid;

import java.util.StringJoiner;
import java.util.UUID;

/** The UUID forms of the schemes: {@link IdScheme}'s UUID methods, behind their contracts. */
final class SchemeUuids {
  private SchemeUuids() {}

  /** {@link IdScheme#parseTextOrUuid(CharSequence)}. */
  static SortableId parseTextOrUuid(IdScheme scheme, CharSequence text) {
    if (!scheme.hasUuidForm()) {
      return scheme.parse(text);
    }
    if (UuidText.hasShape(text)) {
      UUID uuid = UuidText.parse(text);
      try {
        return scheme.fromUuid(uuid);
      } catch (IllegalArgumentException e) {
        throw IdFormatException.value(scheme.toString(), text, -1, e.getMessage());
      }
    }
    int length = scheme.textLengths[0];
    if (length != text.length()) {
      throw IdFormatException.length(
          scheme.toString(),
          text,
          length
              + ", or a UUID (36: 8-4-4-4-12 hex digits, or 32 hex digits; either in braces or"
              + " after urn:uuid:)");
    }
    return scheme.parse(text);
  }

  /** {@link IdScheme#isUuidText(CharSequence)}. */
  static boolean isUuidText(CharSequence text) {
    if (text == null || !UuidText.hasShape(text)) {
      return false;
    }
    try {
      UuidText.parse(text);
      return true;
    } catch (IdFormatException e) {
      return false;
    }
  }

  /** The refusal of a UUID for {@code scheme}, which has no UUID form, naming those that have. */
  static UnsupportedOperationException noUuidForm(IdScheme scheme) {
    StringJoiner withUuidForm = new StringJoiner(", ");
    for (IdScheme each : IdScheme.values()) {
      if (each.hasUuidForm()) {
        withUuidForm.add(each.toString());
      }
    }
    return new UnsupportedOperationException(
        scheme + " has no UUID form (only the 128-bit schemes " + withUuidForm + " have one)");
  }
}
