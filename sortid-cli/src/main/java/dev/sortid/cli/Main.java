package dev.sortid.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Entry point of the command: {@code java -jar sortid-cli-runnable-VERSION.jar COMMAND ...}. */
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
    PrintStream stderr =
        new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
    SortidCommand command =
        new SortidCommand(
            new StandardInput(System.in, StandardInput.DESCRIPTOR_0),
            new FileOutputStream(FileDescriptor.out),
            stderr);
    PrintStream libraries =
        new PrintStream(new DebugOnly(stderr, command), true, StandardCharsets.UTF_8);
    System.setOut(libraries);
    System.setErr(libraries);
    Runtime.getRuntime().addShutdownHook(new Thread(command::terminate, "sortid-terminate"));
    System.exit(command.execute(args));
  }

  /**
   * What libraries print on {@code System.out} and {@code System.err}: a JDBC driver's own trace
   * (H2 prints a stack trace when it cannot write its trace file), a logger's console, an uncaught
   * exception of a library's thread. It reaches stderr only with {@code --debug}: otherwise the
   * command's one line says what failed, and standard output holds only the command's data.
   */
  private static final class DebugOnly extends OutputStream {
    private final PrintStream stderr;
    private final SortidCommand command;

    DebugOnly(PrintStream stderr, SortidCommand command) {
      this.stderr = stderr;
      this.command = command;
    }

    @Override
    public void write(int b) {
      if (command.debug()) {
        stderr.write(b);
      }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
      if (command.debug()) {
        stderr.write(bytes, offset, length);
      }
    }

    @Override
    public void flush() {
      stderr.flush();
    }
  }
}
