package dev.sortid.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Entry point of the runnable jar: {@code java -jar sortid-cli.jar COMMAND ...}. */
public final class Main {
  private Main() {}

  /**
   * Runs the sortid command and exits with its status: 0 done, 1 some input was invalid, 2 usage
   * error.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    int status =
        SortidCommand.execute(
            args,
            System.in,
            new FileOutputStream(FileDescriptor.out),
            new PrintStream(
                new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
    System.exit(status);
  }
}
