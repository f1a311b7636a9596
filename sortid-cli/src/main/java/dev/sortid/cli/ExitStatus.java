package dev.sortid.cli;

/**
 * The exit statuses of the sortid command. Every command that fails ends with one line on stderr
 * that says why ({@link SortidCommand#fail} makes it, for every kind of failure); {@code --debug}
 * (or the environment variable {@code SORTID_DEBUG=1}) also prints the stack trace, and what
 * libraries print on their own (see {@link Main}).
 */
final class ExitStatus {
  /** Done; also when the reader of standard output went away (a closed pipe, as with head). */
  static final int OK = 0;

  /** Some input was invalid; the valid inputs were still processed. */
  static final int INVALID_INPUT = 1;

  /** The command line cannot be carried out as given. */
  static final int USAGE = 2;

  /**
   * Standard input could not be read (or was closed when the command started) or standard output
   * written (a full disk).
   */
  static final int IO_ERROR = 3;

  /** The lease store could not be reached or failed. */
  static final int STORE_UNAVAILABLE = 4;

  /**
   * No id can be issued now: no node id is free, the node id's reserved time (or the previous id of
   * --node-spec) is ahead of the clock, a lease was lost, or the clock is out of the scheme's
   * range.
   */
  static final int NOT_NOW = 5;

  /** A failure the command did not foresee (a bug): run with --debug and report the trace. */
  static final int INTERNAL_ERROR = 70;

  /** The lines --help shows, one per status. */
  static final String[] HELP = {
    "Exit status:",
    "  0   done (also when the reader closes the pipe, as with head)",
    "  1   some input was invalid (each reported on stderr; the others were processed)",
    "  2   usage error",
    "  3   I/O error: standard input closed or failing, standard output failing (a full disk)",
    "  4   the lease store could not be reached or failed",
    "  5   no id can be issued now: no free node id, the node id's time is ahead of the clock, a"
        + " lease lost, or the clock out of range",
    "  70  internal error (run with --debug and report the trace)",
    "  130, 143  interrupted (Ctrl-C, SIGTERM): ids written so far are flushed, a lease released",
    "Failures end with one line on stderr; --debug or SORTID_DEBUG=1 also prints the trace."
  };

  private ExitStatus() {}
}
