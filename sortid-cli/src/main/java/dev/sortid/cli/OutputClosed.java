package dev.sortid.cli;

import java.io.IOException;

/** Tells a write to a reader that went away (a closed pipe) from other output failures. */
final class OutputClosed {
  private OutputClosed() {}

  static boolean is(IOException e) {
    String message = e.getMessage();
    return message != null
        && (message.contains("Broken pipe") || message.contains("Stream closed"));
  }
}
