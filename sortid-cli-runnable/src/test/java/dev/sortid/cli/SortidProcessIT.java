package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged jar as a process: closed pipes, full disks, signals, exit statuses, streams that
 * keep up with their reader, and leases released by a signal. The waits below only guard against a
 * hang (a broken build would otherwise block the suite); nothing depends on how fast it runs.
 */
final class SortidProcessIT {
  private static final Path JAR = RunnableJar.PATH;
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();
  private static final long GUARD_SECONDS = 300;
  private static final long STALL_SECONDS = 30;

  @TempDir static Path dir;
  private static Path ids;

  @BeforeAll
  static void manyIds() throws Exception {
    ids = dir.resolve("ids.txt");
    Process p = start("generate", "ulid", "-n", "200000");
    p.getOutputStream().close();
    Files.write(ids, p.getInputStream().readAllBytes());
    assertEquals(0, end(p));
  }

  @Test
  void inspectAndConvert_readerClosesThePipe_exitZeroAndSayNothing() throws Exception {
    for (String[] command :
        List.of(
            new String[] {"inspect"},
            new String[] {"inspect", "--json"},
            new String[] {"convert", "--to", "uuid"},
            new String[] {"convert", "--to", "int", "-"},
            new String[] {"generate", "-n", "10000000"})) {
      Process p = builder(command).redirectInput(ids.toFile()).start();
      byte[] some = p.getInputStream().readNBytes(100);
      assertEquals(100, some.length);
      p.getInputStream().close(); // the reader goes away, as head does
      assertEquals(0, end(p), String.join(" ", command));
      assertEquals("", stderr(p), String.join(" ", command));
    }
  }

  @Test
  void fullDisk_exitThreeWithOneLine() throws Exception {
    File full = new File("/dev/full");
    assumeTrue(full.exists());
    for (String[] command :
        List.of(
            new String[] {"generate", "-n", "100000"},
            new String[] {"inspect"},
            new String[] {"convert", "--to", "hex"})) {
      Process p = builder(command).redirectInput(ids.toFile()).redirectOutput(full).start();
      assertEquals(ExitStatus.IO_ERROR, end(p), String.join(" ", command));
      String err = stderr(p);
      assertEquals(1, err.lines().count(), err);
      assertTrue(err.startsWith("sortid: cannot write to standard output: "), err);
    }
  }

  @Test
  void stream_slowGenerator_linesArriveWhileItWaits_andSigtermFlushesThem() throws Exception {
    // node_id_size 23: two ids per 256 ms tick, far less than the 64 KB buffer in any time
    Process p = start("generate", "scru64", "--node-spec", "42/23", "--stream");
    BufferedReader reader =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII));
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < 100; i++) { // with the whole buffer held back, this would never return
      lines.add(reader.readLine());
    }
    sigterm(p);
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      lines.add(line);
    }
    assertEquals(143, end(p));
    assertEquals("", stderr(p));
    Scru64Id previous = null;
    for (String line : lines) {
      Scru64Id id = Scru64Id.parse(line); // whole lines only, nothing cut
      assertTrue(previous == null || id.compareTo(previous) > 0);
      previous = id;
    }
  }

  /**
   * SIGTERM while the reader has stopped reading and the pipe is full: the flush that the signal
   * starts cannot finish, and the process exits with a write pending. The output still ends at a
   * line end, every time. Each try waits for a thread of the process to block in a pipe write (or
   * at most {@link #STALL_SECONDS}), so that the signal comes while a write is pending; the verdict
   * depends only on the bytes the process left in the pipe.
   */
  @Test
  void stream_sigtermWithAStalledReader_neverTearsALine() throws Exception {
    int tries = 20;
    int together = 4; // each try waits out the flush of a signal, so a few run at once
    for (int first = 0; first < tries; first += together) {
      List<Process> processes = new ArrayList<>();
      for (int i = 0; i < together; i++) {
        processes.add(start("generate", "ulid", "--stream"));
      }
      for (Process p : processes) {
        awaitBlockedInAPipeWrite(p);
        sigterm(p);
      }
      for (Process p : processes) {
        assertEquals(143, end(p)); // the reader stays stalled until the process has ended
        String out = stdout(p);
        assertEquals("", stderr(p));
        assertTrue(out.isEmpty() || out.endsWith("\n"), () -> "torn: ..." + tail(out));
        out.lines().forEach(Ulid::parse);
      }
    }
  }

  private static String tail(String text) {
    return text.substring(Math.max(0, text.length() - 60));
  }

  /**
   * Waits until a thread of the process is blocked writing to a pipe (Linux names the wait
   * pipe_write or anon_pipe_write in /proc), or at most {@link #STALL_SECONDS}.
   */
  private static void awaitBlockedInAPipeWrite(Process p) throws Exception {
    Path tasks = Path.of("/proc", Long.toString(p.pid()), "task");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(STALL_SECONDS);
    while (System.nanoTime() - deadline < 0 && p.isAlive()) {
      try (var threads = Files.list(tasks)) {
        if (threads.anyMatch(task -> waitChannel(task).contains("pipe_write"))) {
          return;
        }
      } catch (IOException e) {
        return; // no /proc: the signal comes when it comes
      }
      Thread.sleep(10);
    }
  }

  private static String waitChannel(Path task) {
    try {
      return Files.readString(task.resolve("wchan"));
    } catch (IOException e) {
      return ""; // the thread ended meanwhile
    }
  }

  @Test
  void exitStatuses_oneLineEach() throws Exception {
    assertStatus(ExitStatus.USAGE, "sortid: Unknown option", "generate", "--bogus");
    assertStatus(ExitStatus.USAGE, "give one of them", "generate", "--stream", "-n", "5");
    assertStatus(ExitStatus.INVALID_INPUT, "argument 1: 4 chars", "validate", "nope");
    assertStatus(
        ExitStatus.NOT_NOW,
        "years ahead of this clock",
        "generate",
        "scru64",
        "--node-spec",
        "z0jndjt42op2/23",
        "-n",
        "1");
    assertStatus(
        ExitStatus.STORE_UNAVAILABLE,
        "jdbc:postgresql://127.0.0.1:1/none",
        "generate",
        "scru64",
        "--lease",
        "jdbc:postgresql://127.0.0.1:1/none");
  }

  /**
   * {@code --stateful-set OFFSET/SIZE}: the pod's ordinal from SCRU64_POD_INDEX (the pod-index
   * label), else from HOSTNAME's -N end (the pod name), + OFFSET.
   */
  @Test
  void nodeFromStatefulSet_ordinalFromTheEnvironment() throws Exception {
    assertEquals(19, statefulSetNodeId("16/8", "3", "orders-5"));
    assertEquals(21, statefulSetNodeId("+16/8", null, "orders-5"));
    assertEquals(21, statefulSetNodeId("16/8", "", "orders-5"));
    assertEquals(0, statefulSetNodeId("-1/8", "1", null));
    assertEquals(5, statefulSetNodeId("0/3", null, "orders-5"));

    ProcessBuilder none = builder("generate", "scru64", "--stateful-set", "0/8");
    none.environment().remove("SCRU64_POD_INDEX");
    none.environment().put("HOSTNAME", "build-host");
    Process p = none.start();
    p.getOutputStream().close();
    assertEquals(ExitStatus.USAGE, end(p));
    String err = stderr(p);
    assertEquals(1, err.lines().count(), err);
    assertTrue(err.startsWith("sortid: --stateful-set 0/8: "), err);
    assertTrue(err.contains("\"build-host\"") && err.contains("SCRU64_POD_INDEX"), err);

    for (String podIndex : new String[] {"-1", "abc"}) {
      ProcessBuilder wrong = builder("generate", "scru64", "--stateful-set", "0/8");
      wrong.environment().put("SCRU64_POD_INDEX", podIndex);
      wrong.environment().put("HOSTNAME", "orders-5");
      p = wrong.start();
      p.getOutputStream().close();
      assertEquals(ExitStatus.USAGE, end(p), podIndex);
      err = stderr(p);
      assertEquals(1, err.lines().count(), err);
      assertTrue(err.contains("SCRU64_POD_INDEX is \"" + podIndex + "\", not a pod index"), err);
    }

    ProcessBuilder tooLarge = builder("generate", "scru64", "--stateful-set", "250/8");
    tooLarge.environment().put("SCRU64_POD_INDEX", "6");
    p = tooLarge.start();
    p.getOutputStream().close();
    assertEquals(ExitStatus.USAGE, end(p));
    assertTrue(stderr(p).contains("node id 256 (ordinal 6"));
  }

  /**
   * The node id of the ids of {@code --stateful-set OFFSET/SIZE} with the two variables set (null:
   * unset).
   */
  private static int statefulSetNodeId(String offsetAndSize, String podIndex, String hostname)
      throws Exception {
    ProcessBuilder builder =
        builder("generate", "scru64", "--stateful-set", offsetAndSize, "-n", "3");
    for (String[] variable :
        new String[][] {{"SCRU64_POD_INDEX", podIndex}, {"HOSTNAME", hostname}}) {
      if (variable[1] == null) {
        builder.environment().remove(variable[0]);
      } else {
        builder.environment().put(variable[0], variable[1]);
      }
    }
    Process p = builder.start();
    p.getOutputStream().close();
    List<String> lines = stdout(p).lines().toList();
    assertEquals(0, end(p), stderr(p));
    assertEquals(3, lines.size());
    int size = Integer.parseInt(offsetAndSize.substring(offsetAndSize.indexOf('/') + 1));
    int nodeId = Scru64Id.parse(lines.get(0)).nodeCtr() >>> (24 - size);
    for (String line : lines) {
      assertEquals(nodeId, Scru64Id.parse(line).nodeCtr() >>> (24 - size), line);
    }
    return nodeId;
  }

  @Test
  void lease_backToBackRunsInAOneBitRealm_eachStartsAtOnce() throws Exception {
    String url = "jdbc:h2:" + dir.resolve("back-to-back").toAbsolutePath();
    for (int run = 0; run < 4; run++) {
      Process p = start(leased(url, "-n", "2"));
      List<String> lines = stdout(p).lines().toList();
      assertEquals(0, end(p), stderr(p));
      assertEquals(2, lines.size());
    }
  }

  @Test
  void lease_sigtermReleasesIt_recordingTheLastTickIssued() throws Exception {
    Path file = dir.resolve("signals");
    String url = "jdbc:h2:" + file.toAbsolutePath();
    Process holder = start(leased(url, "--stream"));
    firstLine(holder);
    sigterm(holder);
    assertEquals(143, end(holder));
    assertEquals("", stderr(holder));
    long now = System.currentTimeMillis() >>> 8;
    try (Connection c = DriverManager.getConnection(url);
        ResultSet r =
            c.createStatement()
                .executeQuery(
                    "SELECT holder, reserved_through FROM sortid_scru64_lease WHERE realm = 'r1'")) {
      assertTrue(r.next());
      assertNull(r.getString(1), "released");
      // the last tick issued + 1 (ids may run up to 39 ticks ahead of the clock), not the
      // 30 s (117 ticks) ahead that each renewal reserves
      assertTrue(r.getLong(2) <= now + 1 + 40, () -> "reserved through tick " + now);
    }
  }

  private static String[] leased(String url, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of("generate", "scru64", "--lease", url, "--node-size", "1", "--realm", "r1"));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  /** Sends SIGTERM (Process.destroy() would also close the streams this test still reads). */
  private static void sigterm(Process p) throws Exception {
    Process kill = new ProcessBuilder("kill", "-TERM", Long.toString(p.pid())).start();
    assertEquals(0, end(kill));
  }

  private static void firstLine(Process p) throws IOException {
    String line =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII))
            .readLine();
    Scru64Id.parse(line);
  }

  private static void assertStatus(int status, String message, String... args) throws Exception {
    Process p = start(args);
    assertEquals(status, end(p), String.join(" ", args));
    String err = stderr(p);
    assertEquals(1, err.lines().count(), err);
    assertTrue(err.contains(message), err);
  }

  private static ProcessBuilder builder(String... args) {
    List<String> command = new ArrayList<>(List.of(JAVA, "-jar", JAR.toString()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command);
  }

  private static Process start(String... args) throws IOException {
    Process p = builder(args).start();
    p.getOutputStream().close();
    return p;
  }

  private static int end(Process p) throws InterruptedException {
    assertTrue(p.waitFor(GUARD_SECONDS, TimeUnit.SECONDS), "hung");
    return p.exitValue();
  }

  private static String stdout(Process p) throws IOException {
    return new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
  }

  private static String stderr(Process p) {
    try {
      return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return e.toString();
    }
  }
}
