package dev.sortid.cli;

import java.io.Serial;

/** A command line that cannot be carried out as given: exit status 2, message on stderr. */
final class UsageException extends CommandFailure {
  @Serial private static final long serialVersionUID = 1L;

  UsageException(String message) {
    super(ExitStatus.USAGE, message);
  }
}
