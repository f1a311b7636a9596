package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.TypeId;
import java.io.IOException;
import java.util.List;
import java.util.UUID;
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
    BYTES,
    TYPEID
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
            "  sortid convert --to typeid --prefix user 01890a5d-ac96-774b-bcce-b302099a8057",
            "  sortid convert --to uuid user_01h455vb4pex5vsknk084sn02q",
            "",
            "TypeIDs: --to typeid --prefix PREFIX writes the TypeID of a UUID (any version, any"
                + " spelling above) or of an id with a UUID form (ULID, UUIDv7, SCRU128, EUID); a"
                + " text with an _, or any text with --scheme typeid, is read as a TypeID, which"
                + " converts to uuid, hex, canonical or typeid (another prefix).",
            "");
    spec.addOption(
        OptionSpec.builder(OptionNames.TO)
            .required(true)
            .type(Target.class)
            .converters(ArgSpecs.oneOf(Target.values()))
            .paramLabel("TARGET")
            .completionCandidates(ArgSpecs.names(Target.values()))
            .description("canonical, hex, uuid, int, base32hex, bytes or typeid")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.FROM)
            .type(Source.class)
            .converters(ArgSpecs.oneOf(Source.values()))
            .paramLabel("SOURCE")
            .completionCandidates(ArgSpecs.names(Source.values()))
            .description(
                "text (default: the scheme's text), hex, uuid or int; all but text need --scheme")
            .build());
    spec.addOption(ArgSpecs.schemeOption("the scheme of the input, or typeid"));
    spec.addOption(TypeIds.prefixOption("--to typeid: the prefix (default: none)"));
    spec.addOption(
        ArgSpecs.flag(
            "one JSON object per line: {\"input\":...,\"scheme\":...,\"to\":...,\"value\":...}"
                + " (not with --to bytes)",
            OptionNames.JSON));
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
    target = parsed.matchedOptionValue(OptionNames.TO, null);
    source = parsed.matchedOptionValue(OptionNames.FROM, Source.TEXT);
    String schemeName = parsed.matchedOptionValue(OptionNames.SCHEME, null);
    boolean json = parsed.matchedOptionValue(OptionNames.JSON, false);
    List<String> ids = parsed.matchedPositionalValue(0, null);
    String prefixText = parsed.matchedOptionValue(OptionNames.PREFIX, null);
    if (target != Target.TYPEID) {
      TypeIds.checkNoPrefix(prefixText, OptionNames.TO + " " + name(Target.TYPEID));
    }
    TypeId.Type type = TypeIds.type(prefixText);
    boolean typeIds = TypeIds.named(schemeName);
    if (typeIds && source != Source.TEXT) {
      throw new UsageException(
          OptionNames.SCHEME
              + " "
              + TypeIds.NAME
              + " reads TypeIDs' text: not with "
              + OptionNames.FROM);
    }
    IdScheme scheme = schemeName == null || typeIds ? null : SortidCommand.scheme(schemeName, true);
    if (source != Source.TEXT && scheme == null) {
      throw new UsageException(
          OptionNames.FROM + " " + name(source) + " needs " + OptionNames.SCHEME);
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
      throw new UsageException(
          OptionNames.JSON + " writes text: not with " + OptionNames.TO + " " + name(Target.BYTES));
    }
    IdInput input = new IdInput(root, ids, scheme, false);
    StringBuilder line = new StringBuilder(128);
    return input.forEach(
        (text, where) -> {
          if (target == Target.TYPEID || TypeIds.reads(schemeName, text)) {
            String[] converted = typeId(input, text, where, scheme, schemeName, type);
            if (json) {
              line.setLength(0);
              line.append("{\"input\":")
                  .append(Json.string(text))
                  .append(",\"scheme\":\"")
                  .append(converted[0])
                  .append("\",\"to\":\"")
                  .append(name(target))
                  .append("\",\"value\":\"")
                  .append(converted[1])
                  .append("\"}");
              root.out.line(line);
            } else {
              root.out.line(converted[1]);
            }
            return;
          }
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

  /**
   * Converts to or from a TypeID: reads a TypeID (a text {@link TypeIds#reads} takes as one), a
   * UUID in any spelling, or an id with a UUID form; writes the target.
   *
   * @return the name of what was read ({@code TypeID}, {@code UUID} or the scheme) and the value
   */
  private String[] typeId(
      IdInput input,
      String text,
      String where,
      IdScheme scheme,
      String schemeName,
      TypeId.Type type) {
    String from;
    UUID uuid;
    TypeId typeId = null;
    if (TypeIds.reads(schemeName, text)) {
      typeId = TypeId.parse(text);
      from = TypeIds.TITLE;
      uuid = typeId.toUuid();
    } else if (source == Source.TEXT && scheme == null && IdScheme.isUuidText(text)) {
      from = "UUID";
      uuid = IdScheme.parseUuid(text);
    } else {
      SortableId id = read(input, text, where, scheme);
      from = id.scheme().toString();
      if (target == Target.TYPEID && !id.scheme().hasUuidForm()) {
        throw new UsageException("a TypeID holds a UUID, and " + Forms.noUuidFormText(id.scheme()));
      }
      uuid = Forms.uuid(id);
    }
    String value =
        switch (target) {
          case TYPEID -> type.of(uuid).toString();
          case UUID -> uuid.toString();
          case HEX -> uuid.toString().replace("-", "");
          case CANONICAL -> typeId.toString();
          case INT, BASE32HEX, BYTES ->
              throw new UsageException(
                  "a TypeID converts to uuid, hex, canonical or typeid, not " + name(target));
        };
    return new String[] {from, value};
  }

  private SortableId read(IdInput input, String text, String where, IdScheme scheme) {
    return switch (source) {
      case TEXT -> input.parse(text, where);
      case HEX -> Forms.fromHex(scheme, text);
      case UUID -> Forms.fromUuid(scheme, text);
      case INT -> Forms.fromInteger(scheme, text);
    };
  }

  /**
   * The id in a text target. {@code bytes} and {@code typeid} are written by {@link #call()} and
   * {@link #typeId} themselves and never reach here.
   */
  private String write(SortableId id) {
    return switch (target) {
      case CANONICAL -> id.toString();
      case HEX -> id.toHexString();
      case UUID -> Forms.uuid(id).toString();
      case INT -> Forms.integer(id);
      case BASE32HEX -> Forms.base32hex(id);
      case BYTES, TYPEID ->
          throw new IllegalStateException(name(target) + " is not written as text of an id");
    };
  }

  private static String name(Enum<?> form) {
    return ArgSpecs.name(form);
  }
}
