package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.Scru160Id;
import dev.sortid.SortableId;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * The forms an id can be written in and read from on the command line, and which scheme has which:
 * text (canonical), hex (every scheme), uuid (the 128-bit schemes: SCRU128, ULID, EUID, UUIDv7),
 * int (every scheme, as its unsigned integer; SCRU64's fits a signed long), base32hex (SCRU160),
 * bytes (every scheme, raw big-endian).
 */
final class Forms {
  private Forms() {}

  /** Letter case of text output: the scheme's canonical case, or forced. */
  enum LetterCase {
    CANONICAL,
    LOWER,
    UPPER;

    String apply(String text) {
      return switch (this) {
        case CANONICAL -> text;
        case LOWER -> text.toLowerCase(Locale.ROOT);
        case UPPER -> text.toUpperCase(Locale.ROOT);
      };
    }
  }

  /** The usage error for a uuid form asked of {@code scheme}, which has none. */
  static UsageException noUuidForm(IdScheme scheme) {
    return new UsageException(noUuidFormText(scheme));
  }

  /** {@code SCRU64 has no uuid form (only SCRU128, ... do)}. */
  static String noUuidFormText(IdScheme scheme) {
    return scheme
        + " has no uuid form (only "
        + Arrays.stream(IdScheme.values())
            .filter(IdScheme::hasUuidForm)
            .map(IdScheme::toString)
            .collect(Collectors.joining(", "))
        + " do)";
  }

  /** The UUID bit copy of a 128-bit id. */
  static UUID uuid(SortableId id) {
    if (!id.scheme().hasUuidForm()) {
      throw noUuidForm(id.scheme());
    }
    return IdScheme.toUuid(id);
  }

  /** The unsigned integer value in decimal. */
  static String integer(SortableId id) {
    return new BigInteger(1, id.toByteArray()).toString();
  }

  /** The base32hex form, which only SCRU160 has. */
  static String base32hex(SortableId id) {
    if (id.scheme() == IdScheme.SCRU160) {
      return id.toString();
    }
    throw new UsageException(id.scheme() + " has no base32hex form (only SCRU160 does)");
  }

  /** Builds an id of {@code scheme} from its UUID form. */
  static SortableId fromUuid(IdScheme scheme, String text) {
    UUID uuid = IdScheme.parseUuid(text);
    if (!scheme.hasUuidForm()) {
      throw noUuidForm(scheme);
    }
    return scheme.fromUuid(uuid);
  }

  /** Builds an id of {@code scheme} from its unsigned integer value in decimal. */
  static SortableId fromInteger(IdScheme scheme, String text) {
    BigInteger value;
    try {
      value = new BigInteger(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("invalid integer \"" + text + "\" for " + scheme, e);
    }
    BigInteger largest = new BigInteger(integer(scheme.max()));
    if (value.signum() < 0 || value.compareTo(largest) > 0) {
      throw new IllegalArgumentException(
          "integer " + text + " is out of " + scheme + "'s range (0.." + largest + ")");
    }
    int length = scheme.byteLength();
    byte[] magnitude = value.toByteArray(); // may carry a leading sign byte
    byte[] bytes = new byte[length];
    int copy = Math.min(magnitude.length, length);
    System.arraycopy(magnitude, magnitude.length - copy, bytes, length - copy, copy);
    try {
      return scheme.fromByteArray(bytes);
    } catch (IllegalArgumentException e) { // within the range, but not a valid id (UUIDv7)
      throw new IllegalArgumentException(
          "integer " + text + " is not a valid " + scheme + ": " + e.getMessage(), e);
    }
  }

  /** Builds an id of {@code scheme} from hex (of its big-endian bytes). */
  static SortableId fromHex(IdScheme scheme, String text) {
    if (scheme == IdScheme.SCRU160) {
      return Scru160Id.parse(text); // SCRU160's text forms include hex
    }
    for (int i = 0; i < text.length(); i++) {
      if (!HexFormat.isHexDigit(text.charAt(i))) {
        throw new IllegalArgumentException(
            "invalid hex "
                + Quote.of(text)
                + ": character "
                + Quote.of(text.substring(i, i + 1))
                + " at index "
                + i
                + " is not a hex digit (expected 0-9, a-f or A-F, no 0x)");
      }
    }
    if (text.length() % 2 != 0) {
      throw new IllegalArgumentException(
          "invalid hex " + Quote.of(text) + ": an odd number of digits (" + text.length() + ")");
    }
    return scheme.fromByteArray(HexFormat.of().parseHex(text));
  }
}
