package dev.sortid.cli;

/** A command that cannot go on: its one-line message goes to stderr and it exits with status. */
class CommandFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;

  CommandFailure(int status, String message) {
    super(message);
    this.status = status;
  }

  CommandFailure(int status, String message, Throwable cause) {
    super(message, cause);
    this.status = status;
  }

  int status() {
    return status;
  }
}
