package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
   * distinct node ids. Processes that open the file at the same moment take turns (one opens it and
   * serves the others), and a store failure meanwhile is tried again while the acquire timeout
   * lasts: the holders give it as long as the test's guard, so a busy machine makes the test
   * slower, not failed.
   */
  @Test
  void concurrentProcesses_shareTheFile_withDistinctNodeIds() throws Exception {
    String url = "jdbc:h2:" + dir.resolve("leases").toAbsolutePath();
    Path go = dir.resolve("go");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<Process> processes = new ArrayList<>();
    List<BufferedReader> outputs = new ArrayList<>();
    try {
      for (int i = 0; i < PROCESSES; i++) {
        Process process =
            new ProcessBuilder(
                    java,
                    "-Xmx64m",
                    "-cp",
                    System.getProperty("java.class.path"),
                    Holder.class.getName(),
                    url,
                    go.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT) // the lease events log there
                .start();
        processes.add(process);
        outputs.add(
            new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)));
      }
      Set<String> nodeIds = new HashSet<>();
      for (BufferedReader output : outputs) {
        String line = output.readLine();
        assertTrue(line != null && line.startsWith("holding "), () -> "got: " + line);
        nodeIds.add(line);
      }
      assertEquals(PROCESSES, nodeIds.size(), nodeIds::toString); // all held at once: distinct
      Files.createFile(go);
      for (int i = 0; i < PROCESSES; i++) {
        assertTrue(processes.get(i).waitFor(GUARD.toSeconds(), TimeUnit.SECONDS));
        String rest = String.join("\n", outputs.get(i).lines().toList());
        assertEquals(0, processes.get(i).exitValue(), rest);
        assertEquals("released", rest);
      }
    } finally {
      processes.forEach(Process::destroyForcibly);
    }
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
}
