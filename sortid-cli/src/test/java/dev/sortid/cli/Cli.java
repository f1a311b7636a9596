package dev.sortid.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Runs the sortid command in-process with captured streams. */
final class Cli {
  private Cli() {}

  /** What a run produced. */
  record Result(int status, String out, String err, byte[] outBytes) {
    List<String> lines() {
      return out.isEmpty() ? List.of() : out.lines().toList();
    }
  }

  static Result run(String... args) {
    return runWithInput("", args);
  }

  static Result runWithInput(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    return runTo(out, stdin, args);
  }

  static Result runTo(OutputStream out, String stdin, String... args) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        SortidCommand.execute(
            args,
            new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
            out,
            new PrintStream(err, true, StandardCharsets.UTF_8));
    byte[] bytes = out instanceof ByteArrayOutputStream b ? b.toByteArray() : new byte[0];
    return new Result(
        status,
        new String(bytes, StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8),
        bytes);
  }
}
