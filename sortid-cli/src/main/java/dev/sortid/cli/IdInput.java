package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The ids a command reads: its arguments, or else the lines of standard input (surrounding white
 * space stripped, blank lines skipped). Each is parsed as the named scheme, or detected by length;
 * each invalid one is reported on stderr with the parser's message, and the others go on.
 */
final class IdInput {
  /** What to do with each input. */
  interface Handler {
    /**
     * Handles one input; throwing IllegalArgumentException or UsageException reports it as invalid.
     */
    void accept(String text, long lineNumber) throws IOException;
  }

  private final SortidCommand root;
  private final List<String> arguments;
  private final boolean quiet;
  private int status;

  IdInput(SortidCommand root, List<String> arguments) {
    this(root, arguments, false);
  }

  /** With {@code quiet}, invalid inputs only set the exit status. */
  IdInput(SortidCommand root, List<String> arguments, boolean quiet) {
    this.root = root;
    this.arguments = arguments == null ? List.of() : arguments;
    this.quiet = quiet;
  }

  /** Parses text as the named scheme, or by detection when none is named. */
  static SortableId parse(String text, IdScheme scheme) {
    return scheme == null ? SortableId.parse(text) : scheme.parse(text);
  }

  /** Feeds every input to the handler; returns 0, or 1 if any was invalid. */
  int forEach(Handler handler) throws IOException {
    if (!arguments.isEmpty()) {
      long number = 0;
      for (String argument : arguments) {
        handle(argument.strip(), ++number, handler);
      }
    } else {
      BufferedReader reader =
          new BufferedReader(new InputStreamReader(root.in, StandardCharsets.UTF_8), 1 << 16);
      long number = 0;
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        number++;
        String text = line.strip();
        if (!text.isEmpty()) {
          handle(text, number, handler);
        }
      }
    }
    return status;
  }

  /** Reports an invalid input and remembers to exit with status 1. */
  void invalid(String message) {
    if (!quiet) {
      root.err.println("sortid: " + message);
    }
    status = SortidCommand.INVALID_INPUT;
  }

  private void handle(String text, long number, Handler handler) throws IOException {
    try {
      handler.accept(text, number);
    } catch (IllegalArgumentException | UsageException e) {
      invalid(e.getMessage());
    }
  }
}
