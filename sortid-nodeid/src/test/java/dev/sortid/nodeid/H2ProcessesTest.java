package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded H2 file store shared by processes of one machine that run at the same time. */
final class H2ProcessesTest {
  private static final int PROCESSES = 8;

  /** How long a holder may try to acquire, and the test wait for one: a guard, not a budget. */
  private static final Duration GUARD = Duration.ofMinutes(5);

  @TempDir Path dir;

  /**
   * Eight JVMs start at once on one H2 file, each acquires a lease and holds it until all of them
   * hold one (so they overlap for certain), then issues ids and releases: every one succeeds, with
   * distinct node ids. Each operation holds the file for milliseconds; the holders give {@code
   * acquire()} the test's guard as acquire timeout, so a busy machine makes the test slower, not
   * failed.
   */
  @Test
  void concurrentProcesses_shareTheFile_withDistinctNodeIds() throws Exception {
    String url = "jdbc:h2:" + dir.resolve("leases").toAbsolutePath();
    Path go = dir.resolve("go");
    List<Process> processes = new ArrayList<>();
    try {
      for (int i = 0; i < PROCESSES; i++) {
        processes.add(start(Holder.class, url, go.toString()));
      }
      Set<String> nodeIds = new HashSet<>();
      for (Process process : processes) {
        String line = firstLine(process);
        assertTrue(line != null && line.startsWith("holding "), () -> "got: " + line);
        nodeIds.add(line);
      }
      assertEquals(PROCESSES, nodeIds.size(), nodeIds::toString); // all held at once: distinct
      Files.createFile(go);
      for (Process process : processes) {
        assertEquals("released", rest(process));
      }
    } finally {
      processes.forEach(Process::destroyForcibly);
    }
  }

  /**
   * Eight JVMs start at once on one H2 file, and each acquires, issues an id and releases at once,
   * as {@code sortid generate scru64 --lease jdbc:h2:... -n 1} does: every one succeeds, and the
   * node ids of the runs that overlapped differ (each run prints its node id and when it held it,
   * as times of this machine's clock taken inside the lease; a node id released may be taken
   * again). The runs take turns at each operation, so on a loaded machine a run may wait for its
   * turns longer than the default half lease time: they give {@code acquire()} the test's guard as
   * acquire timeout, which tries such a failure again, so that the test waits rather than fails.
   */
  @Test
  void shortRunsAtOnce_allSucceed_distinctNodeIdsWhileTheyOverlap() throws Exception {
    String url = "jdbc:h2:" + dir.resolve("short").toAbsolutePath();
    List<Process> processes = new ArrayList<>();
    try {
      for (int i = 0; i < PROCESSES; i++) {
        processes.add(start(ShortRun.class, url));
      }
      List<long[]> runs = new ArrayList<>(); // {node id, held from, held until}
      for (Process process : processes) {
        String line = rest(process);
        String[] fields = line.split(" ");
        assertEquals(3, fields.length, line);
        runs.add(
            new long[] {
              Long.parseLong(fields[0]), Long.parseLong(fields[1]), Long.parseLong(fields[2])
            });
      }
      for (long[] a : runs) {
        for (long[] b : runs) {
          boolean overlap = a != b && a[1] < b[2] && b[1] < a[2];
          assertTrue(!overlap || a[0] != b[0], () -> "node id " + a[0] + " held twice at once");
        }
      }
    } finally {
      processes.forEach(Process::destroyForcibly);
    }
  }

  private Process start(Class<?> main, String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(
        List.of("-Xmx64m", "-cp", System.getProperty("java.class.path"), main.getName()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command)
        .redirectError(ProcessBuilder.Redirect.INHERIT) // the lease events log there
        .start();
  }

  /** The first line of the process's output, waited for up to the guard. */
  private static String firstLine(Process process) throws Exception {
    BufferedReader output = reader(process);
    return CompletableFuture.supplyAsync(
            () -> {
              try {
                return output.readLine();
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            })
        .get(GUARD.toSeconds(), TimeUnit.SECONDS);
  }

  /** The rest of the process's output once it ended (status 0), waited for up to the guard. */
  private static String rest(Process process) throws Exception {
    assertTrue(process.waitFor(GUARD.toSeconds(), TimeUnit.SECONDS), "still running");
    String rest = String.join("\n", reader(process).lines().toList());
    assertEquals(0, process.exitValue(), rest);
    return rest;
  }

  private static BufferedReader reader(Process process) {
    return process.inputReader(StandardCharsets.UTF_8);
  }

  /** One process: acquires, says which node id, waits for the go, issues ids, releases. */
  public static final class Holder {
    private Holder() {}

    public static void main(String[] args) throws Exception {
      try (NodeIdLeases leases =
              NodeIdLeases.connect(args[0]).nodeIdSize(4).acquireTimeout(GUARD).build();
          NodeIdLease lease = leases.acquire()) {
        System.out.println("holding " + lease.nodeId());
        System.out.flush();
        Path go = Path.of(args[1]);
        while (!Files.exists(go)) {
          Thread.sleep(10);
        }
        lease.generator().generate(1000);
      }
      System.out.println("released");
    }
  }

  /** One short run: acquires, issues an id, releases, prints its node id and when it held it. */
  public static final class ShortRun {
    private ShortRun() {}

    public static void main(String[] args) {
      String held;
      try (NodeIdLeases leases =
              NodeIdLeases.connect(args[0]).nodeIdSize(4).acquireTimeout(GUARD).build();
          NodeIdLease lease = leases.acquire()) {
        long from = System.currentTimeMillis();
        lease.generator().generate();
        held = lease.nodeId() + " " + from + " " + System.currentTimeMillis(); // before the release
      }
      System.out.println(held);
    }
  }
}
