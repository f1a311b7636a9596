package dev.sortid.cli;

import dev.sortid.IdFormatException;
import dev.sortid.TypeId;
import java.util.UUID;
import picocli.CommandLine.Model.OptionSpec;

/**
 * TypeIDs on the command line. TypeID is not a scheme (see {@link TypeId}): the commands take the
 * name {@value #NAME} where they take a scheme's, and read a text as a TypeID when {@code --scheme
 * typeid} says so or, without {@code --scheme}, when it holds an {@code _} (no scheme's text does).
 * A TypeID without a prefix is 26 chars of base32, which length detection reads as a ULID: name the
 * scheme to read it as a TypeID.
 */
final class TypeIds {
  /** The name of TypeID where commands take a scheme's: {@code typeid}. */
  static final String NAME = "typeid";

  /** What messages call a TypeID. */
  static final String TITLE = "TypeID";

  private TypeIds() {}

  /** Whether a scheme name (or null) names TypeID. */
  static boolean named(String schemeName) {
    return NAME.equalsIgnoreCase(schemeName);
  }

  /** Whether a command with this {@code --scheme} (or null) reads {@code text} as a TypeID. */
  static boolean reads(String schemeName, String text) {
    return named(schemeName) || schemeName == null && text.indexOf('_') >= 0;
  }

  /** {@code --prefix PREFIX}. */
  static OptionSpec prefixOption(String description) {
    return OptionSpec.builder(OptionNames.PREFIX)
        .type(String.class)
        .paramLabel("PREFIX")
        .description(description)
        .build();
  }

  /**
   * The type of {@code --prefix}, of the empty prefix if it is not given.
   *
   * @throws UsageException if it breaks the TypeID grammar
   */
  static TypeId.Type type(String text) {
    try {
      return TypeId.type(text == null ? "" : text);
    } catch (IdFormatException e) {
      throw new UsageException(OptionNames.PREFIX + ": " + e.getMessage());
    }
  }

  /** Rejects {@code --prefix} on a command that does not write TypeIDs. */
  static void checkNoPrefix(String prefix, String what) {
    if (prefix != null) {
      throw new UsageException(OptionNames.PREFIX + " is for " + what + " only");
    }
  }

  /** The UUID of a TypeID, its version and its time where it has one, for {@code inspect}. */
  static void human(StringBuilder out, TypeId id, InstantText times, RowWriter rows) {
    UUID uuid = id.toUuid();
    rows.row(out, "scheme").append(TITLE).append('\n');
    rows.row(out, "canonical").append(id).append('\n');
    rows.row(out, "prefix").append(id.prefix()).append('\n');
    rows.row(out, "uuid").append(uuid).append('\n');
    rows.row(out, "version").append(uuid.version());
    if (id.isUuidV7()) {
      out.append('\n');
      times.utc(rows.row(out, "time (UTC)"), id.instant()).append('\n');
      times.local(rows.row(out, "time (local)"), id.instant()).append('\n');
      rows.row(out, "unix ms").append(id.instant().toEpochMilli());
    }
  }

  /** The JSON object of {@code inspect --json}; time fields only where the UUID is a UUIDv7. */
  static void json(StringBuilder out, TypeId id, InstantText times) {
    UUID uuid = id.toUuid();
    out.append("{\"scheme\":\"").append(TITLE).append('"');
    out.append(",\"canonical\":\"").append(id).append('"');
    out.append(",\"prefix\":\"").append(id.prefix()).append('"');
    out.append(",\"uuid\":\"").append(uuid).append('"');
    out.append(",\"version\":").append(uuid.version());
    if (id.isUuidV7()) {
      out.append(",\"epochMillis\":").append(id.instant().toEpochMilli());
      times.utc(out.append(",\"time\":\""), id.instant()).append('"');
    }
    out.append('}');
  }

  /** The 32 lowercase hex digits of a TypeID's bits. */
  static String hex(TypeId id) {
    return id.toUuid().toString().replace("-", "");
  }

  /** Writes the name column of a human-readable row. */
  interface RowWriter {
    StringBuilder row(StringBuilder out, String name);
  }
}
