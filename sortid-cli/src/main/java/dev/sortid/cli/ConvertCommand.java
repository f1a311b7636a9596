package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/** {@code sortid convert}: the same id in another form. */
final class ConvertCommand implements Callable<Integer> {
  /** The command's name on the command line. */
  static final String NAME = "convert";

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

  private final SortidCommand root;
  private final CommandSpec spec;

  // the values of the command line, read by call()
  private Target target;
  private Source source;

  ConvertCommand(SortidCommand root) {
    this.root = root;
    spec = CommandSpec.wrapWithoutInspection(this).name(NAME);
    spec.usageMessage()
        .description(
            "Write ids in another form, one per line (bytes: raw, without separators).",
            "Ids come from the arguments (- for standard input), else from the lines of standard"
                + " input; the scheme is detected by length unless --scheme names it (--from hex,"
                + " uuid and int need it). Lines are taken as they are: only the line end (LF or"
                + " CRLF) is removed.")
        .footer(
            "",
            "Forms: canonical and hex (every scheme), uuid (SCRU128, ULID, EUID, UUIDv7: 36 chars,"
                + " {braced}, urn:uuid: or 32 hex digits), int (every scheme: the unsigned"
                + " integer), base32hex (SCRU160), bytes (every scheme, raw big-endian).",
            "",
            "Examples:",
            "  sortid convert --to uuid 01ARZ3NDEKTSV4RRFFQ69G5FAV",
            "  sortid convert --to int 0u375nxqh5cq",
            "  sortid convert --from uuid --scheme ulid --to canonical"
                + " 01563e3a-b5d3-d676-4c61-efb99302bd5b",
            "  sortid convert --from hex --scheme scru128 --to canonical"
                + " 017fee7fef417e2b3432ac2ec553687c",
            "  sortid convert --to uuid --json 01ARZ3NDEKTSV4RRFFQ69G5FAV",
            "");
    spec.addOption(
        OptionSpec.builder("--to")
            .required(true)
            .type(Target.class)
            .paramLabel("TARGET")
            .completionCandidates(ArgSpecs.names(Target.values()))
            .description("canonical, hex, uuid, int, base32hex or bytes")
            .build());
    spec.addOption(
        OptionSpec.builder("--from")
            .type(Source.class)
            .paramLabel("SOURCE")
            .completionCandidates(ArgSpecs.names(Source.values()))
            .description(
                "text (default: the scheme's text), hex, uuid or int; all but text need --scheme")
            .build());
    spec.addOption(ArgSpecs.schemeOption("the scheme of the input"));
    spec.addOption(
        ArgSpecs.flag(
            "one JSON object per line: {\"input\":...,\"scheme\":...,\"to\":...,\"value\":...}"
                + " (not with --to bytes)",
            "--json"));
    spec.addPositional(ArgSpecs.ids());
    ArgSpecs.addHelpOptions(spec);
  }

  /** The command's model, whose parse {@link #call()} reads. */
  CommandSpec spec() {
    return spec;
  }

  @Override
  public Integer call() throws IOException {
    ParseResult parsed = spec.commandLine().getParseResult();
    target = parsed.matchedOptionValue("--to", null);
    source = parsed.matchedOptionValue("--from", Source.TEXT);
    String schemeName = parsed.matchedOptionValue("--scheme", null);
    boolean json = parsed.matchedOptionValue("--json", false);
    List<String> ids = parsed.matchedPositionalValue(0, null);
    IdScheme scheme = schemeName == null ? null : SortidCommand.scheme(schemeName);
    if (source != Source.TEXT && scheme == null) {
      throw new UsageException("--from " + name(source) + " needs --scheme");
    }
    if (scheme != null) {
      if ((source == Source.UUID || target == Target.UUID) && !scheme.hasUuidForm()) {
        throw Forms.noUuidForm(scheme);
      }
      if (target == Target.BASE32HEX && scheme != IdScheme.SCRU160) {
        throw new UsageException(scheme + " has no base32hex form (only SCRU160 does)");
      }
    }
    if (json && target == Target.BYTES) {
      throw new UsageException("--json writes text: not with --to bytes");
    }
    IdInput input = new IdInput(root, ids, scheme, false);
    StringBuilder line = new StringBuilder(128);
    return input.forEach(
        (text, where) -> {
          SortableId id = read(input, text, where, scheme);
          if (target == Target.BYTES) {
            root.out.writeBytes(id.toByteArray());
          } else if (json) {
            line.setLength(0);
            line.append("{\"input\":")
                .append(Json.string(text))
                .append(",\"scheme\":\"")
                .append(id.scheme())
                .append("\",\"to\":\"")
                .append(name(target))
                .append("\",\"value\":\"")
                .append(write(id))
                .append("\"}");
            root.out.line(line);
          } else {
            root.out.line(write(id));
          }
        });
  }

  private SortableId read(IdInput input, String text, String where, IdScheme scheme) {
    switch (source) {
      case HEX:
        return Forms.fromHex(scheme, text);
      case UUID:
        return Forms.fromUuid(scheme, text);
      case INT:
        return Forms.fromInteger(scheme, text);
      default:
        return input.parse(text, where);
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
    return ArgSpecs.name(form);
  }
}
