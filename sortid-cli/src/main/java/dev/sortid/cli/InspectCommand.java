package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.io.IOException;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code sortid inspect}: what an id holds. */
@Command(
    name = "inspect",
    mixinStandardHelpOptions = true,
    description = {
      "Show what ids hold: scheme, canonical text, time (UTC and local), Unix ms, every field in",
      "decimal and hex, and the hex and UUID forms. Ids come from the arguments, else from the",
      "lines of standard input; the scheme is detected by length unless --scheme names it."
    },
    footer = {
      "",
      "Examples:",
      "  sortid inspect 0372hg16csmsm50l8dikcvukc",
      "  sortid generate ulid -n 3 | sortid inspect --json",
      "  sortid inspect --scheme scru160 017bdf6431bb33750751eb63beb3c3f8c5969d86",
      "",
      "In --json output, fields wider than 53 bits are strings (JavaScript numbers lose them)."
    })
final class InspectCommand implements Callable<Integer> {
  @ParentCommand SortidCommand root;

  @Option(names = "--scheme", paramLabel = "SCHEME", description = "parse as this scheme")
  String schemeName;

  @Option(names = "--json", description = "one JSON object per line")
  boolean json;

  @Parameters(arity = "0..*", paramLabel = "ID", description = "ids (default: stdin lines)")
  List<String> ids;

  @Override
  public Integer call() throws IOException {
    IdScheme scheme = schemeName == null ? null : SortidCommand.scheme(schemeName);
    IdInput input = new IdInput(root, ids);
    int[] shown = {0};
    int status =
        input.forEach(
            (text, line) -> {
              SortableId id = IdInput.parse(text, scheme);
              if (json) {
                root.out.line(json(id));
              } else {
                if (shown[0]++ > 0) {
                  root.out.line("");
                }
                human(id);
              }
            });
    root.out.flush();
    return status;
  }

  private void human(SortableId id) throws IOException {
    row("scheme", id.scheme().toString());
    row("canonical", id.toString());
    row("time (UTC)", id.instant().toString());
    row("time (local)", ZonedDateTime.ofInstant(id.instant(), ZoneId.systemDefault()).toString());
    row("unix ms", Long.toString(id.epochMillis()));
    for (IdFields.Field field : IdFields.of(id)) {
      row(field.name(), field.value() + "  0x" + field.hex());
    }
    row("hex", id.toHexString());
    if (id.scheme().hasUuidForm()) {
      row("uuid", Forms.uuid(id).toString());
    }
  }

  private void row(String name, String value) throws IOException {
    root.out.line(String.format(Locale.ROOT, "%-13s %s", name, value));
  }

  /** One JSON object describing the id. */
  static String json(SortableId id) {
    StringBuilder out = new StringBuilder(256);
    out.append("{\"scheme\":\"").append(id.scheme()).append('"');
    out.append(",\"canonical\":\"").append(id).append('"');
    out.append(",\"epochMillis\":").append(id.epochMillis());
    out.append(",\"time\":\"").append(id.instant()).append('"');
    out.append(",\"fields\":{");
    String separator = "";
    for (IdFields.Field field : IdFields.of(id)) {
      out.append(separator).append('"').append(field.name()).append("\":");
      if (field.bits() > 53) {
        out.append('"').append(field.value()).append('"');
      } else {
        out.append(field.value());
      }
      separator = ",";
    }
    out.append("},\"hex\":\"").append(id.toHexString()).append('"');
    if (id.scheme().hasUuidForm()) {
      out.append(",\"uuid\":\"").append(Forms.uuid(id)).append('"');
    }
    return out.append('}').toString();
  }
}
