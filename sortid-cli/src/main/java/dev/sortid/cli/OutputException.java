package dev.sortid.cli;

import java.io.IOException;

/**
 * Standard output failed: either its reader went away (a closed pipe: the normal end of {@code
 * sortid generate --stream | head}, exit status 0) or the write failed (a full disk: status 3).
 */
final class OutputException extends IOException {
  private static final long serialVersionUID = 1L;

  private final boolean readerGone;

  OutputException(IOException cause) {
    super(cause.getMessage(), cause);
    this.readerGone = isReaderGone(cause);
  }

  /** True when the reader closed the pipe (EPIPE), as opposed to a failed write. */
  boolean readerGone() {
    return readerGone;
  }

  private static boolean isReaderGone(IOException e) {
    String message = e.getMessage();
    return message != null
        && (message.contains("Broken pipe") || message.contains("Stream closed"));
  }
}
