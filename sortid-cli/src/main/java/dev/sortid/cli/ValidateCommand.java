package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.TypeId;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;

/** {@code sortid validate}: are these valid ids (in order)? */
final class ValidateCommand implements Callable<Integer> {
  /** The command's name on the command line. */
  static final String NAME = "validate";

  private final SortidCommand root;
  private final CommandSpec spec;

  ValidateCommand(SortidCommand root) {
    this.root = root;
    spec = CommandSpec.wrapWithoutInspection(this).name(NAME);
    spec.usageMessage()
        .description(
            "Check ids; the exit status says: 0 all valid, 1 some invalid (each reported on"
                + " stderr).",
            "Ids come from the arguments (- for standard input), else from the lines of standard"
                + " input; the scheme is detected by length unless --scheme names it. Lines are"
                + " taken as they are: only the line end (LF or CRLF) is removed, so surrounding"
                + " spaces make a line invalid, as in the library; empty lines are skipped.")
        .footer(
            "",
            "Examples:",
            "  sortid validate 0372hg16csmsm50l8dikcvukc",
            "  sortid generate ulid -n 1000000 | sortid validate --ordered",
            "  sortid validate --scheme scru64 --quiet < ids.txt",
            "  sortid generate -n 1000 | sortid validate --ordered --json",
            "  sortid validate --scheme typeid --prefix user user_01h455vb4pex5vsknk084sn02q",
            "",
            "A text with an _ is read as a TypeID; --scheme typeid reads every text as one (also"
                + " without a prefix), and --prefix requires that prefix.",
            "");
    spec.addOption(ArgSpecs.schemeOption("parse as this scheme, or typeid"));
    spec.addOption(TypeIds.prefixOption("typeid: require this prefix"));
    spec.addOption(
        ArgSpecs.flag(
            "also require each id to be greater than the one before (one scheme)",
            OptionNames.ORDERED));
    spec.addOption(
        ArgSpecs.flag("report nothing on stderr", OptionNames.QUIET_SHORT, OptionNames.QUIET));
    spec.addOption(
        ArgSpecs.flag(
            "at the end, write a summary on stdout:"
                + " {\"valid\":N,\"invalid\":N,\"ordered\":true|false}",
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
    String schemeName = parsed.matchedOptionValue(OptionNames.SCHEME, null);
    boolean ordered = parsed.matchedOptionValue(OptionNames.ORDERED, false);
    boolean quiet = parsed.matchedOptionValue(OptionNames.QUIET, false);
    boolean json = parsed.matchedOptionValue(OptionNames.JSON, false);
    List<String> ids = parsed.matchedPositionalValue(0, null);
    String prefixText = parsed.matchedOptionValue(OptionNames.PREFIX, null);
    TypeId.Type type = null;
    if (prefixText != null) {
      if (!TypeIds.named(schemeName)) {
        throw new UsageException(
            OptionNames.PREFIX + " needs " + OptionNames.SCHEME + " " + TypeIds.NAME);
      }
      type = TypeIds.type(prefixText);
    }
    TypeId.Type required = type;
    IdScheme scheme =
        schemeName == null || TypeIds.named(schemeName)
            ? null
            : SortidCommand.scheme(schemeName, true);
    IdInput input = new IdInput(root, ids, scheme, quiet);
    Object[] previous = {null};
    String[] previousWhere = {null};
    int status =
        input.forEach(
            (text, where) -> {
              if (TypeIds.reads(schemeName, text)) {
                TypeId id = required == null ? TypeId.parse(text) : required.parse(text);
                Object before = previous[0];
                if (ordered && before != null) {
                  if (!(before instanceof TypeId earlier)) {
                    throw new IllegalArgumentException(
                        String.format(
                            Locale.ROOT,
                            "not ordered: TypeID %s follows %s %s (%s)",
                            id,
                            ((SortableId) before).scheme(),
                            before,
                            previousWhere[0]));
                  }
                  if (earlier.compareTo(id) >= 0) {
                    throw new IllegalArgumentException(
                        String.format(
                            Locale.ROOT,
                            "not ordered: %s is not greater than %s (%s)",
                            id,
                            earlier,
                            previousWhere[0]));
                  }
                }
                previous[0] = id;
                previousWhere[0] = where;
                return;
              }
              SortableId id = input.parse(text, where);
              Object earlier = previous[0];
              if (ordered && earlier != null) {
                if (!(earlier instanceof SortableId before) || before.scheme() != id.scheme()) {
                  throw new IllegalArgumentException(
                      String.format(
                          Locale.ROOT,
                          "not ordered: %s %s follows %s %s (%s)",
                          id.scheme(),
                          id,
                          earlier instanceof SortableId other ? other.scheme() : TypeIds.TITLE,
                          earlier,
                          previousWhere[0]));
                }
                if (compare(before, id) >= 0) {
                  throw new IllegalArgumentException(
                      String.format(
                          Locale.ROOT,
                          "not ordered: %s is not greater than %s (%s)",
                          id,
                          before,
                          previousWhere[0]));
                }
              }
              previous[0] = id;
              previousWhere[0] = where;
            });
    if (json) {
      root.out.line(
          "{\"valid\":"
              + input.valid()
              + ",\"invalid\":"
              + input.invalid()
              + (ordered ? ",\"ordered\":" + (input.invalid() == 0) : "")
              + "}");
    }
    return status;
  }

  @SuppressWarnings("unchecked") // one scheme, one class: each id type is Comparable to itself
  private static int compare(SortableId a, SortableId b) {
    return ((Comparable<SortableId>) a).compareTo(b);
  }
}
