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

/** {@code sortid validate}: are these valid ids (in order)? */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = {
      "Check ids; the exit status says: 0 all valid, 1 some invalid (each reported on stderr).",
      "Ids come from the arguments, else from the lines of standard input."
    },
    footer = {
      "",
      "Examples:",
      "  sortid validate 0372hg16csmsm50l8dikcvukc",
      "  sortid generate ulid -n 1000000 | sortid validate --ordered",
      "  sortid validate --scheme scru64 --quiet < ids.txt"
    })
final class ValidateCommand implements Callable<Integer> {
  @ParentCommand SortidCommand root;

  @Option(names = "--scheme", paramLabel = "SCHEME", description = "parse as this scheme")
  String schemeName;

  @Option(
      names = "--ordered",
      description = "also require each id to be greater than the one before (one scheme)")
  boolean ordered;

  @Option(
      names = {"-q", "--quiet"},
      description = "report nothing on stderr")
  boolean quiet;

  @Parameters(arity = "0..*", paramLabel = "ID", description = "ids (default: stdin lines)")
  List<String> ids;

  @Override
  public Integer call() throws IOException {
    IdScheme scheme = schemeName == null ? null : SortidCommand.scheme(schemeName);
    IdInput input = new IdInput(root, ids, quiet);
    SortableId[] previous = {null};
    long[] previousLine = {0};
    return input.forEach(
        (text, line) -> {
          SortableId id = IdInput.parse(text, scheme);
          SortableId before = previous[0];
          if (ordered && before != null) {
            if (before.scheme() != id.scheme()) {
              throw new IllegalArgumentException(
                  String.format(
                      java.util.Locale.ROOT,
                      "not ordered: %s %s (line %d) follows %s %s (line %d)",
                      id.scheme(),
                      id,
                      line,
                      before.scheme(),
                      before,
                      previousLine[0]));
            }
            if (compare(before, id) >= 0) {
              throw new IllegalArgumentException(
                  String.format(
                      java.util.Locale.ROOT,
                      "not ordered: %s (line %d) is not greater than %s (line %d)",
                      id,
                      line,
                      before,
                      previousLine[0]));
            }
          }
          previous[0] = id;
          previousLine[0] = line;
        });
  }

  @SuppressWarnings("unchecked") // one scheme, one class: each id type is Comparable to itself
  private static int compare(SortableId a, SortableId b) {
    return ((Comparable<SortableId>) a).compareTo(b);
  }
}
