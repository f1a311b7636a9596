package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Ulid;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./sortid} script at the root of the source tree, as a user runs it: through symbolic
 * links, from any folder, found on the PATH, and with the JVM's own output (the thread dump of
 * {@code kill -QUIT}) kept out of the ids on standard output. It runs the jar of the package phase
 * (which is newer than the sources, so the script does not build). The waits only guard against a
 * hang; nothing depends on how fast it runs.
 */
final class LauncherIT {
  /** The script: the system property {@code sortid.launcher}, which the pom sets for failsafe. */
  private static final String LAUNCHER = System.getProperty("sortid.launcher");

  private static final long GUARD_SECONDS = 300;

  @Test
  void throughAChainOfSymlinks_onThePathAndByARelativePath_fromAnotherFolder(@TempDir Path dir)
      throws Exception {
    Path launcher = Path.of(LAUNCHER);
    assertTrue(Files.isExecutable(launcher), launcher::toString);
    // bin/sortid -> ../links/sortid -> LAUNCHER: a relative link to an absolute one
    Path links = Files.createDirectory(dir.resolve("links"));
    Files.createSymbolicLink(links.resolve("sortid"), launcher);
    Path bin = Files.createDirectory(dir.resolve("bin"));
    Files.createSymbolicLink(bin.resolve("sortid"), Path.of("..", "links", "sortid"));
    File elsewhere = Files.createDirectory(dir.resolve("elsewhere")).toFile();

    // found on the PATH: /usr/bin/env looks the name up in the PATH given to the process
    ProcessBuilder onThePath =
        new ProcessBuilder("/usr/bin/env", "sortid", "generate", "ulid", "-n", "3")
            .directory(elsewhere);
    onThePath.environment().put("PATH", bin + File.pathSeparator + path());
    assertIds(3, onThePath);

    ProcessBuilder relative =
        new ProcessBuilder("../bin/sortid", "generate", "ulid", "-n", "2").directory(elsewhere);
    relative.environment().put("PATH", path());
    assertIds(2, relative);
  }

  /**
   * SIGQUIT makes the JVM print a thread dump; it goes to standard error, and standard output holds
   * nothing but whole ids, before the dump, after it and when SIGTERM ends the stream.
   */
  @Test
  void sigquitWhileStreaming_threadDumpOnStderr_onlyWholeIdsOnStdout() throws Exception {
    ProcessBuilder builder = new ProcessBuilder(LAUNCHER, "generate", "ulid", "--stream");
    builder.environment().put("PATH", path());
    Process p = builder.start();
    p.getOutputStream().close();
    try {
      BufferedReader out =
          new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII));
      List<String> lines = new ArrayList<>();
      lines.add(out.readLine()); // the JVM runs (and handles SIGQUIT) once ids arrive
      BufferedReader err =
          new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
      CompletableFuture<String> dump =
          CompletableFuture.supplyAsync(() -> lineStartingWith("Full thread dump", err));
      signal("QUIT", p);
      // ids keep coming until the dump is on stderr; a line of the dump among them ends the test
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(GUARD_SECONDS);
      while (!dump.isDone()) {
        assertTrue(System.nanoTime() - deadline < 0, "no thread dump on stderr");
        String line = out.readLine();
        assertTrue(line != null && line.length() == 26, () -> "on stdout: " + line);
        lines.add(line);
      }
      assertTrue(dump.get().startsWith("Full thread dump"), dump.get());
      signal("TERM", p);
      StringWriter restOfIt = new StringWriter();
      out.transferTo(restOfIt);
      String rest = restOfIt.toString();
      assertTrue(p.waitFor(GUARD_SECONDS, TimeUnit.SECONDS), "hung");
      assertEquals(143, p.exitValue());
      assertTrue(rest.isEmpty() || rest.endsWith("\n"), "a torn last line");
      rest.lines().forEach(lines::add);
      assertTrue(lines.size() > 1, "ids after the dump: " + lines.size());
      lines.forEach(Ulid::parse); // the dump would have made lines that are no ids
    } finally {
      p.destroyForcibly();
    }
  }

  /** The PATH with the runtime of this test first, the one the script starts. */
  private static String path() {
    Path bin = Path.of(System.getProperty("java.home"), "bin");
    return bin + File.pathSeparator + System.getenv("PATH");
  }

  private static void assertIds(int count, ProcessBuilder builder) throws Exception {
    Process p = builder.start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(GUARD_SECONDS, TimeUnit.SECONDS), "hung");
    assertEquals(0, p.exitValue(), err);
    assertEquals("", err);
    List<String> lines = out.lines().toList();
    assertEquals(count, lines.size(), out);
    lines.forEach(Ulid::parse);
  }

  /** The first line that starts with PREFIX, or what the reader had when it ended. */
  private static String lineStartingWith(String prefix, BufferedReader reader) {
    StringBuilder seen = new StringBuilder();
    try {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (line.startsWith(prefix)) {
          return line;
        }
        seen.append(line).append('\n');
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return "no line starting with \"" + prefix + "\" on stderr: " + seen;
  }

  private static void signal(String name, Process p) throws Exception {
    Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(p.pid())).start();
    assertTrue(kill.waitFor(GUARD_SECONDS, TimeUnit.SECONDS), "hung");
    assertEquals(0, kill.exitValue());
  }
}
