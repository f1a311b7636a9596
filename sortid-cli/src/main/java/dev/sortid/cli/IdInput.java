package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.io.IOException;
import java.util.List;

/**
 * The inputs a command reads: its arguments, where {@code -} stands for the lines of standard
 * input, or else the lines of standard input. Lines end at LF or CRLF and are taken as they are (no
 * other white space is stripped, so {@code " ID"} is invalid, as in the library); empty lines are
 * skipped; a line longer than {@link LineReader#MAX_LENGTH} bytes is reported and skipped, unread.
 * Each invalid input is reported on stderr as {@code line N: ...} (or {@code argument N: ...}) and
 * the others go on.
 */
final class IdInput {
  /** What to do with each input. */
  interface Handler {
    /**
     * Handles one input; throwing IllegalArgumentException or UsageException reports it as invalid.
     *
     * @param where {@code line N} or {@code argument N}, for messages
     */
    void accept(String text, String where) throws IOException;
  }

  private final SortidCommand root;
  private final List<String> arguments;
  private final boolean quiet;
  private final IdScheme scheme;
  private boolean warned;
  private long invalid;
  private long valid;

  /**
   * @param scheme the named scheme for {@link #parse}, or null to detect
   * @param quiet report invalid inputs only through the exit status
   */
  IdInput(SortidCommand root, List<String> arguments, IdScheme scheme, boolean quiet) {
    this.root = root;
    this.arguments = arguments == null ? List.of() : arguments;
    this.scheme = scheme;
    this.quiet = quiet;
  }

  /** Parses text as the named scheme, or by detection; see {@link IdText}. */
  SortableId parse(String text, String where) {
    return IdText.parse(
        text,
        scheme,
        warning -> {
          if (!warned && !quiet) {
            warned = true;
            root.err.println("sortid: " + where + ": " + warning + " (said once)");
          }
        });
  }

  /** Feeds every input to the handler; returns 0, or 1 if any was invalid. */
  int forEach(Handler handler) throws IOException {
    if (arguments.isEmpty()) {
      readStandardInput(handler);
    } else {
      long number = 0;
      for (String argument : arguments) {
        number++;
        if (argument.equals("-")) {
          readStandardInput(handler);
        } else {
          handle(argument, "argument " + number, handler);
        }
      }
    }
    return invalid > 0 ? ExitStatus.INVALID_INPUT : ExitStatus.OK;
  }

  /** How many inputs were valid so far. */
  long valid() {
    return valid;
  }

  /** How many inputs were invalid so far. */
  long invalid() {
    return invalid;
  }

  private void readStandardInput(Handler handler) throws IOException {
    LineReader reader = new LineReader(root.in);
    while (true) {
      try {
        if (!reader.next()) {
          return;
        }
      } catch (IOException e) {
        throw new CommandFailure(
            ExitStatus.IO_ERROR, "cannot read standard input: " + e.getMessage(), e);
      }
      String text = reader.text();
      if (text == null) {
        invalid(
            "line "
                + reader.number()
                + ": "
                + reader.length()
                + " bytes, longer than any id (at most "
                + LineReader.MAX_LENGTH
                + " are read): skipped");
      } else if (!text.isEmpty()) {
        handle(text, "line " + reader.number(), handler);
      }
    }
  }

  /** Reports an invalid input and remembers to exit with status 1. */
  void invalid(String message) {
    invalid++;
    if (!quiet) {
      root.err.println("sortid: " + message);
    }
  }

  private void handle(String text, String where, Handler handler) throws IOException {
    try {
      handler.accept(text, where);
      valid++;
    } catch (IllegalArgumentException | UsageException e) {
      invalid(where + ": " + e.getMessage());
    }
  }
}
