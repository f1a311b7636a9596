package dev.sortid.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Entry point of the runnable jar: {@code java -jar sortid-cli.jar COMMAND ...}. */
public final class Main {
  private Main() {}

  /**
   * Runs the sortid command and exits with its status (see {@code sortid --help}). On SIGTERM and
   * SIGINT (Ctrl-C) a shutdown hook writes out the ids generated so far and releases a leased node
   * id; the JVM then exits with 143 or 130.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    SortidCommand command =
        new SortidCommand(
            System.in,
            new FileOutputStream(FileDescriptor.out),
            new PrintStream(
                new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
    Runtime.getRuntime().addShutdownHook(new Thread(command::terminate, "sortid-terminate"));
    System.exit(command.execute(args));
  }
}
