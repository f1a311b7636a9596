package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every class of failure, driven in a process of the packaged jar, ends with exactly one line on
 * stderr, an exit status of {@link ExitStatus}, and no stack trace: not the command's, not a
 * driver's, not one a library prints on its own. Only {@code --debug} shows traces. The waits only
 * guard against a hang.
 */
final class FailureReportIT {
  private static final Path JAR = RunnableJar.PATH;
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();
  private static final Pattern FRAME = Pattern.compile("(?m)^\\s*(at |Caused by|\\.\\.\\. \\d+)");

  @TempDir static Path dir;
  private static Path file;

  @BeforeAll
  static void aFile() throws IOException {
    file = Files.writeString(dir.resolve("ids.txt"), "not a folder\n");
  }

  @Test
  void leaseStore_pathThroughAFile() throws Exception {
    assertOneLine(ExitStatus.STORE_UNAVAILABLE, leased("jdbc:h2:" + file + "/x"));
  }

  @Test
  void leaseStore_folderThatCannotBeWritten() throws Exception {
    Path folder = Files.createDirectory(dir.resolve("read-only"));
    assertTrue(folder.toFile().setWritable(false, false));
    // root writes into any folder: then a folder of /proc, where no one creates files
    String where = Files.isWritable(folder) ? "/proc/self" : folder.toString();
    assertOneLine(ExitStatus.STORE_UNAVAILABLE, leased("jdbc:h2:" + where + "/leases"));
  }

  @Test
  void leaseStore_unreachableServer() throws Exception {
    assertOneLine(ExitStatus.STORE_UNAVAILABLE, leased("jdbc:h2:tcp://127.0.0.1:1/leases"));
  }

  @Test
  void leaseStore_driverNotOnTheClassPath() throws Exception {
    assertOneLine(ExitStatus.STORE_UNAVAILABLE, leased("jdbc:postgresql://127.0.0.1:1/none"));
  }

  @Test
  void leaseStore_zooKeeperWithoutCurator() throws Exception {
    assertOneLine(ExitStatus.STORE_UNAVAILABLE, leased("127.0.0.1:1"));
  }

  /**
   * An in-memory database lives and dies with one run, so it could not keep runs apart: refused as
   * a usage error, before anything is opened.
   */
  @Test
  void leaseStore_inMemoryDatabase() throws Exception {
    assertOneLine(ExitStatus.USAGE, "each sortid run is a JVM of its own", leased("jdbc:h2:mem:x"));
  }

  @Test
  void standardInput_closed() throws Exception {
    assertOneLine(ExitStatus.IO_ERROR, "standard input: it is closed", shell("validate <&-"));
  }

  @Test
  void standardInput_aFolder() throws Exception {
    assertOneLine(ExitStatus.IO_ERROR, "cannot read standard input", shell("validate < /"));
  }

  @Test
  void standardOutput_fullDisk() throws Exception {
    assumeTrue(new File("/dev/full").exists());
    assertOneLine(
        ExitStatus.IO_ERROR,
        "cannot write to standard output",
        shell("generate -n 100000 >" + " /dev/full"));
  }

  /** A signal ends the process with its status and says nothing: the status says it. */
  @Test
  void sigterm_stalledReader() throws Exception {
    Process p = start("generate", "--stream");
    assertEquals(1, p.getInputStream().readNBytes(1).length); // running, then never read again
    new ProcessBuilder("kill", "-TERM", Long.toString(p.pid())).start().waitFor();
    assertEquals(143, end(p));
    assertEquals("", stderr(p));
  }

  @Test
  void debug_showsTheTraces() throws Exception {
    Process p = start("--debug", "generate", "scru64", "--lease", "jdbc:h2:" + file + "/x");
    assertEquals(ExitStatus.STORE_UNAVAILABLE, end(p));
    assertTrue(FRAME.matcher(stderr(p)).find());
  }

  private static String[] leased(String url) {
    return new String[] {"generate", "scru64", "--lease", url, "-n", "1"};
  }

  /** A command line of the jar run through sh, for redirections Java cannot make. */
  private static String[] shell(String arguments) {
    return new String[] {"/bin/sh", "-c", "exec '" + JAVA + "' -jar '" + JAR + "' " + arguments};
  }

  private static void assertOneLine(int status, String... args) throws Exception {
    assertOneLine(status, "", args);
  }

  private static void assertOneLine(int status, String message, String... args) throws Exception {
    Process p = start(args);
    String out = stdout(p);
    assertEquals(status, end(p), String.join(" ", args));
    String err = stderr(p);
    assertEquals(1, err.lines().count(), err);
    assertTrue(err.startsWith("sortid: ") && err.contains(message), err);
    assertNoTrace(err + out);
    if (status != ExitStatus.IO_ERROR) {
      assertEquals("", out);
    }
  }

  private static void assertNoTrace(String text) {
    assertFalse(FRAME.matcher(text).find(), text);
  }

  private static Process start(String... args) throws IOException {
    List<String> command = new ArrayList<>();
    if (!args[0].startsWith("/")) {
      command.addAll(List.of(JAVA, "-jar", JAR.toString()));
    }
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).start();
    p.getOutputStream().close();
    return p;
  }

  private static int end(Process p) throws InterruptedException {
    assertTrue(p.waitFor(300, TimeUnit.SECONDS), "hung");
    return p.exitValue();
  }

  private static String stdout(Process p) throws IOException {
    return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
  }

  private static String stderr(Process p) throws IOException {
    return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
  }
}
