package dev.sortid.cli;

import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.util.function.Consumer;

/**
 * How the command reads the text of an id: as the scheme named with {@code --scheme}, or else as
 * the scheme its length names (12 SCRU64, 25 SCRU128, 26 ULID, 27 EUID, 32 or 40 SCRU160, 36
 * UUIDv7). A named 128-bit scheme also reads UUID text ({@link UuidText}: 36 chars, braced, {@code
 * urn:uuid:}, 32 hex digits). Text is taken as given: white space is a character like any other.
 */
final class IdText {
  private IdText() {}

  /**
   * Parses one input.
   *
   * @param scheme the named scheme, or null to detect it
   * @param warning told when the text is read one way but may have meant another
   * @throws IllegalArgumentException saying how the text was read and what is wrong with it
   */
  static SortableId parse(String text, IdScheme scheme, Consumer<String> warning) {
    if (scheme != null) {
      if (scheme.hasUuidForm() && (UuidText.hasDashedForm(text) || UuidText.isBareHex(text))) {
        return scheme.fromUuid(UuidText.parse(text));
      }
      return scheme.parse(text);
    }
    IdScheme byLength = byLength(text.length());
    if (byLength == null) {
      if (UuidText.hasDashedForm(text)) {
        throw new IllegalArgumentException(
            text.length()
                + " chars: a UUID, which several schemes share; name its scheme to read it:"
                + " --scheme scru128, ulid, euid or uuidv7: "
                + Quote.of(text));
      }
      throw new IllegalArgumentException(
          text.length()
              + " chars, a length no scheme has (12 SCRU64, 25 SCRU128, 26 ULID, 27 EUID, 32 or 40"
              + " SCRU160, 36 UUIDv7; a UUID with --scheme): "
              + Quote.of(text));
    }
    SortableId id;
    try {
      id = byLength.parse(text);
    } catch (IdFormatException e) {
      String hint =
          byLength == IdScheme.UUIDV7
              ? "; if it is a UUID that holds another scheme's bits, name that scheme: --scheme"
                  + " scru128, ulid or euid"
              : "";
      throw new IllegalArgumentException(
          text.length() + " chars, read as " + byLength + ": " + e.getMessage() + hint, e);
    }
    if (byLength == IdScheme.SCRU160 && UuidText.isBareHex(text)) {
      warning.accept(
          "32 hex digits read as SCRU160 (base32hex); if it is a UUID without dashes, name its"
              + " scheme: --scheme scru128, ulid, euid or uuidv7");
    }
    return id;
  }

  /** The scheme {@link IdScheme#detect} tries for a text of this length, or null. */
  private static IdScheme byLength(int length) {
    switch (length) {
      case 12:
        return IdScheme.SCRU64;
      case 25:
        return IdScheme.SCRU128;
      case 26:
        return IdScheme.ULID;
      case 27:
        return IdScheme.EUID;
      case 32:
      case 40:
        return IdScheme.SCRU160;
      case 36:
        return IdScheme.UUIDV7;
      default:
        return null;
    }
  }
}
