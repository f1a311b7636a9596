package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code sortid convert}: the same id in another form. */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    description = {
      "Write ids in another form, one per line (bytes: raw, without separators). Ids come from",
      "the arguments, else from the lines of standard input."
    },
    footer = {
      "",
      "Forms: canonical and hex (every scheme), uuid (SCRU128, ULID, EUID), int (every scheme:",
      "the unsigned integer), base32hex (SCRU160), bytes (every scheme, raw big-endian).",
      "",
      "Examples:",
      "  sortid convert --to uuid 01ARZ3NDEKTSV4RRFFQ69G5FAV",
      "  sortid convert --to int 0u375nxqh5cq",
      "  sortid convert --from uuid --scheme ulid --to canonical 01563e3a-b5d3-d676-4c61-efb99302bd5b",
      "  sortid convert --from hex --scheme scru128 --to canonical 017fee7fef417e2b3432ac2ec553687c"
    })
final class ConvertCommand implements Callable<Integer> {
  /** The form to write. */
  enum Target {
    CANONICAL,
    HEX,
    UUID,
    INT,
    BASE32HEX,
    BYTES
  }

  /** The form to read. */
  enum Source {
    TEXT,
    HEX,
    UUID,
    INT
  }

  @ParentCommand SortidCommand root;

  @Option(
      names = "--to",
      required = true,
      paramLabel = "FORM",
      description = "canonical, hex, uuid, int, base32hex or bytes")
  Target target;

  @Option(
      names = "--from",
      paramLabel = "FORM",
      description =
          "text (default: the scheme's text), hex, uuid or int; all but text need --scheme")
  Source source = Source.TEXT;

  @Option(names = "--scheme", paramLabel = "SCHEME", description = "the scheme of the input")
  String schemeName;

  @Parameters(arity = "0..*", paramLabel = "ID", description = "ids (default: stdin lines)")
  List<String> ids;

  @Override
  public Integer call() throws IOException {
    IdScheme scheme = schemeName == null ? null : SortidCommand.scheme(schemeName);
    if (source != Source.TEXT && scheme == null) {
      throw new UsageException("--from " + name(source) + " needs --scheme");
    }
    if (scheme != null) {
      if ((source == Source.UUID || target == Target.UUID) && !scheme.hasUuidForm()) {
        throw new UsageException(scheme + " has no uuid form (only SCRU128, ULID and EUID do)");
      }
      if (target == Target.BASE32HEX && scheme != IdScheme.SCRU160) {
        throw new UsageException(scheme + " has no base32hex form (only SCRU160 does)");
      }
    }
    IdInput input = new IdInput(root, ids);
    int status =
        input.forEach(
            (text, line) -> {
              SortableId id = read(text, scheme);
              if (target == Target.BYTES) {
                root.out.writeBytes(id.toByteArray());
              } else {
                root.out.line(write(id));
              }
            });
    root.out.flush();
    return status;
  }

  private SortableId read(String text, IdScheme scheme) {
    switch (source) {
      case HEX:
        return Forms.fromHex(scheme, text);
      case UUID:
        return Forms.fromUuid(scheme, text);
      case INT:
        return Forms.fromInteger(scheme, text);
      default:
        return IdInput.parse(text, scheme);
    }
  }

  private String write(SortableId id) {
    switch (target) {
      case HEX:
        return id.toHexString();
      case UUID:
        return Forms.uuid(id).toString();
      case INT:
        return Forms.integer(id);
      case BASE32HEX:
        return Forms.base32hex(id);
      default:
        return id.toString();
    }
  }

  private static String name(Enum<?> form) {
    return form.name().toLowerCase(java.util.Locale.ROOT);
  }
}
