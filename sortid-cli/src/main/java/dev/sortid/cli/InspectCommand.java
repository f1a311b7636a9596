package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.TypeId;
import java.io.IOException;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/** {@code sortid inspect}: what an id holds. */
final class InspectCommand implements Callable<Integer> {
  /** The command's name on the command line. */
  static final String NAME = "inspect";

  /** Where the values of the human-readable form start. */
  private static final int VALUE_COLUMN = 14;

  private static final char[] PADDING = " ".repeat(VALUE_COLUMN).toCharArray();

  private final SortidCommand root;
  private final CommandSpec spec;
  private final InstantText times = new InstantText(ZoneId.systemDefault());

  InspectCommand(SortidCommand root) {
    this.root = root;
    spec = CommandSpec.wrapWithoutInspection(this).name(NAME);
    spec.usageMessage()
        .description(
            "Show what ids hold: scheme, canonical text, time (UTC and local), Unix ms, every field"
                + " in decimal and hex, and the hex and UUID forms.",
            "Ids come from the arguments (- for standard input), else from the lines of standard"
                + " input; the scheme is detected by length unless --scheme names it. With --scheme,"
                + " the 128-bit schemes (scru128, ulid, euid) also read UUIDs: 36 chars, {braced},"
                + " urn:uuid: or 32 hex digits. Lines are taken as they are: only the line end (LF or"
                + " CRLF) is removed, so surrounding spaces make a line invalid; empty lines are"
                + " skipped.")
        .footer(
            "",
            "Examples:",
            "  sortid inspect 0372hg16csmsm50l8dikcvukc",
            "  sortid generate ulid -n 3 | sortid inspect --json",
            "  sortid inspect --scheme ulid 01563e3a-b5d3-d676-4c61-efb99302bd5b",
            "  sortid inspect --node-size 8 0u375nxqh5cq",
            "  sortid inspect user_01h455vb4pex5vsknk084sn02q",
            "",
            "A text with an _ is read as a TypeID (prefix, UUID, version, and time where the UUID is"
                + " a UUIDv7); a TypeID without a prefix needs --scheme typeid (by length it is a"
                + " ULID).",
            "",
            "In --json output, fields wider than 53 bits are strings (JavaScript numbers lose"
                + " them).",
            "");
    spec.addOption(ArgSpecs.schemeOption("parse as this scheme, or typeid"));
    spec.addOption(ArgSpecs.flag("one JSON object per line", OptionNames.JSON));
    spec.addOption(
        OptionSpec.builder(OptionNames.NODE_SIZE)
            .type(Integer.class)
            .converters(ArgSpecs.wholeInt())
            .paramLabel("BITS")
            .description(
                "SCRU64: also split node_ctr into node_id and counter (node_id_size 1..23); SCRU160:"
                    + " random16 into node_id and random (1..16; larger sizes leave SCRU160 ids"
                    + " whole)")
            .build());
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
    String schemeName = parsed.matchedOptionValue(OptionNames.SCHEME, null);
    boolean json = parsed.matchedOptionValue(OptionNames.JSON, false);
    Integer nodeSize = parsed.matchedOptionValue(OptionNames.NODE_SIZE, null);
    List<String> ids = parsed.matchedPositionalValue(0, null);
    IdScheme scheme =
        schemeName == null || TypeIds.named(schemeName)
            ? null
            : SortidCommand.scheme(schemeName, true);
    Generators.checkNodeSize(OptionNames.NODE_SIZE, nodeSize);
    int split = nodeSize == null ? 0 : nodeSize;
    IdInput input = new IdInput(root, ids, scheme, false);
    StringBuilder text = new StringBuilder(1024);
    return input.forEach(
        (line, where) -> {
          if (TypeIds.reads(schemeName, line)) {
            TypeId typeId = TypeId.parse(line);
            text.setLength(0);
            if (json) {
              TypeIds.json(text, typeId, times);
            } else {
              if (input.valid() > 0) {
                text.append('\n');
              }
              TypeIds.human(text, typeId, times, InspectCommand::row);
            }
            root.out.line(text);
            return;
          }
          SortableId id = input.parse(line, where);
          text.setLength(0);
          if (json) {
            json(text, id, split, times);
          } else {
            if (input.valid() > 0) {
              text.append('\n');
            }
            human(text, id, split);
          }
          root.out.line(text);
        });
  }

  private void human(StringBuilder out, SortableId id, int split) {
    row(out, "scheme").append(id.scheme()).append('\n');
    row(out, "canonical").append(id).append('\n');
    Instant instant = id.instant();
    times.utc(row(out, "time (UTC)"), instant).append('\n');
    times.local(row(out, "time (local)"), instant).append('\n');
    row(out, "unix ms").append(id.epochMillis()).append('\n');
    for (IdFields.Field field : IdFields.of(id, split)) {
      field.appendValue(row(out, field.name())).append("  0x");
      field.appendHex(out).append('\n');
    }
    row(out, "hex").append(id.toHexString());
    if (id.scheme().hasUuidForm()) {
      out.append('\n');
      row(out, "uuid").append(Forms.uuid(id));
    }
  }

  /** A row's name, padded to the value column. */
  private static StringBuilder row(StringBuilder out, String name) {
    return out.append(name).append(PADDING, 0, Math.max(0, VALUE_COLUMN - name.length()));
  }

  /** One JSON object describing the id. */
  private static void json(StringBuilder out, SortableId id, int split, InstantText times) {
    out.append("{\"scheme\":\"").append(id.scheme()).append('"');
    out.append(",\"canonical\":\"").append(id).append('"');
    out.append(",\"epochMillis\":").append(id.epochMillis());
    times.utc(out.append(",\"time\":\""), id.instant()).append('"');
    out.append(",\"fields\":{");
    String separator = "";
    for (IdFields.Field field : IdFields.of(id, split)) {
      out.append(separator).append('"').append(field.name()).append("\":");
      if (field.bits() > 53) {
        field.appendValue(out.append('"')).append('"');
      } else {
        field.appendValue(out);
      }
      separator = ",";
    }
    out.append("},\"hex\":\"").append(id.toHexString()).append('"');
    if (id.scheme().hasUuidForm()) {
      out.append(",\"uuid\":\"").append(Forms.uuid(id)).append('"');
    }
    out.append('}');
  }
}
