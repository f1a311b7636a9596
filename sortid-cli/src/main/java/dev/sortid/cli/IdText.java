package dev.sortid.cli;

import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * How the command reads the text of an id: as the scheme named with {@code --scheme}, in its own
 * text or, for a 128-bit scheme, in any UUID spelling ({@link IdScheme#parseTextOrUuid}), or else
 * as the scheme its length names ({@link IdScheme#ofTextLength}). Text is taken as given: white
 * space is a character like any other.
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
      return scheme.parseTextOrUuid(text);
    }
    IdScheme detected = IdScheme.ofTextLength(text.length()).orElseThrow(() -> unknownLength(text));
    SortableId id;
    try {
      id = detected.parse(text);
    } catch (IdFormatException e) {
      // a UUID, but not one of the detected scheme: a 36-char UUID of a version other than 7
      String hint =
          IdScheme.isUuidText(text)
              ? "; if it is a UUID that holds another scheme's bits, name that scheme: --scheme "
                  + uuidSchemeNames(detected)
              : "";
      throw new IllegalArgumentException(
          text.length() + " chars, read as " + detected + ": " + e.getMessage() + hint, e);
    }
    if (!detected.hasUuidForm() && IdScheme.isUuidText(text)) {
      // 32 hex digits: SCRU160 text, and a UUID without hyphens too
      warning.accept(
          text.length()
              + " hex digits read as "
              + detected
              + " text; if it is a UUID without hyphens, name its scheme: --scheme "
              + uuidSchemeNames(detected));
    }
    return id;
  }

  private static IllegalArgumentException unknownLength(String text) {
    if (IdScheme.isUuidText(text)) {
      return new IllegalArgumentException(
          text.length()
              + " chars: a UUID, which several schemes share; name its scheme to read it:"
              + " --scheme "
              + uuidSchemeNames(null)
              + ": "
              + Quote.of(text));
    }
    return new IllegalArgumentException(
        text.length()
            + " chars, a length no scheme has (expected "
            + IdScheme.textLengthsDescription()
            + ", or a UUID with --scheme): "
            + Quote.of(text));
  }

  /**
   * The {@code --scheme} names of the schemes whose ids have a UUID form, but {@code except}:
   * {@code scru128, ulid, euid or uuidv7}.
   */
  private static String uuidSchemeNames(IdScheme except) {
    List<String> names = new ArrayList<>();
    for (IdScheme scheme : IdScheme.values()) {
      if (scheme.hasUuidForm() && scheme != except) {
        names.add(SchemeNames.name(scheme));
      }
    }
    int last = names.size() - 1;
    return String.join(", ", names.subList(0, last)) + " or " + names.get(last);
  }
}
