package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.io.IOException;
import java.time.Instant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/** {@code sortid bounds}: the smallest and largest id of a time, for range queries. */
final class BoundsCommand implements Callable<Integer> {
  /** The command's name on the command line. */
  static final String NAME = "bounds";

  private final SortidCommand root;
  private final CommandSpec spec;

  // --format, read by call()
  private GenerateCommand.Format format;

  BoundsCommand(SortidCommand root) {
    this.root = root;
    spec = CommandSpec.wrapWithoutInspection(this).name(NAME);
    spec.usageMessage()
        .description(
            "Write the smallest and the largest id of a time (two lines: min, then max), for range"
                + " queries: every id made in the scheme's tick of that time (1 ms; 256 ms for"
                + " SCRU64) sorts between them.")
        .footer(
            "",
            "Examples:",
            "  sortid bounds ulid --at 2026-01-01T00:00:00Z",
            "  sortid bounds scru128 --at 2026-01-01 --json",
            "  sortid bounds scru64 --at 2026-01-01T12:00:00+01:00 --format int",
            "");
    spec.addPositional(ArgSpecs.scheme(false));
    spec.addOption(
        OptionSpec.builder(OptionNames.AT)
            .required(true)
            .type(String.class)
            .paramLabel("TIME")
            .description(
                "the time: 2026-01-01T00:00:00Z, 2026-01-01T01:00:00+01:00 or 2026-01-01 (UTC)")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.FORMAT)
            .type(GenerateCommand.Format.class)
            .converters(ArgSpecs.oneOf(GenerateCommand.Format.values()))
            .paramLabel("FORMAT")
            .completionCandidates(ArgSpecs.names(GenerateCommand.Format.values()))
            .description("text (default), hex, uuid (128-bit schemes), int, or json (as --json)")
            .build());
    spec.addOption(
        ArgSpecs.flag(
            "one JSON object: {\"scheme\":...,\"at\":...,\"min\":...,\"max\":...}",
            OptionNames.JSON));
    ArgSpecs.addHelpOptions(spec);
  }

  /** The command's model, whose parse {@link #call()} reads. */
  CommandSpec spec() {
    return spec;
  }

  @Override
  public Integer call() throws IOException {
    ParseResult parsed = spec.commandLine().getParseResult();
    IdScheme scheme =
        SortidCommand.scheme(
            parsed.matchedPositionalValue(0, SchemeNames.name(SchemeNames.DEFAULT)), false);
    String at = parsed.matchedOptionValue(OptionNames.AT, null);
    format = parsed.matchedOptionValue(OptionNames.FORMAT, GenerateCommand.Format.TEXT);
    boolean json = parsed.matchedOptionValue(OptionNames.JSON, false);
    Instant time = TimeText.instant(OptionNames.AT, at);
    if (format == GenerateCommand.Format.UUID && !scheme.hasUuidForm()) {
      throw Forms.noUuidForm(scheme);
    }
    if (format == GenerateCommand.Format.JSON) {
      json = true;
      format = GenerateCommand.Format.TEXT;
    }
    SortableId min;
    SortableId max;
    try {
      min = scheme.min(time);
      max = scheme.max(time);
    } catch (IllegalArgumentException e) {
      throw new UsageException(OptionNames.AT + " " + at + ": " + e.getMessage());
    }
    if (json) {
      root.out.line(
          "{\"scheme\":\""
              + scheme
              + "\",\"at\":\""
              + time
              + "\",\"min\":\""
              + render(min)
              + "\",\"max\":\""
              + render(max)
              + "\"}");
    } else {
      root.out.line(render(min));
      root.out.line(render(max));
    }
    return ExitStatus.OK;
  }

  private String render(SortableId id) {
    return GenerateCommand.render(id, format, Forms.LetterCase.CANONICAL);
  }
}
