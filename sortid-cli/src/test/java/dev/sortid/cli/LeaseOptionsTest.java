package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Id;
import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.nodeid.NodeIdLeases;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code generate scru64 --lease} with the options that go with it: a range of node ids, a release
 * deadline, the acquire deadline, and the stores the command refuses; messages in the command's
 * terms. The StatefulSet node spec is here too, where it fails before reading the environment (the
 * process tests give it one).
 */
final class LeaseOptionsTest {
  @TempDir Path dir;

  private String url(String name) {
    return "jdbc:h2:" + dir.resolve(name).toAbsolutePath();
  }

  private static String[] leased(String url, String... more) {
    List<String> args = new ArrayList<>(List.of("generate", "scru64", "--lease", url));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  private static int nodeId(String line, int nodeIdSize) {
    return Scru64Id.parse(line).nodeCtr() >>> (24 - nodeIdSize);
  }

  @Test
  void nodeIds_leasesOnlyInTheRange_andSaysSoWhenAllAreHeld() {
    String url = url("range");
    String[] args = leased(url, "--node-size", "4", "--node-ids", "5-6", "-n", "3");
    try (NodeIdLeases holders = NodeIdLeases.connect(url).nodeIdSize(4).nodeIds(5, 6).build()) {
      Cli.Result first = Cli.run(args);
      assertEquals(0, first.status(), first.err());
      for (String line : first.lines()) {
        assertTrue(Set.of(5, 6).contains(nodeId(line, 4)), line);
      }
      NodeIdLease held = holders.acquire();
      Cli.Result second = Cli.run(args); // the one node id of the range left
      assertEquals(0, second.status(), second.err());
      for (String line : second.lines()) {
        assertEquals(11 - held.nodeId(), nodeId(line, 4), line);
      }
      holders.acquire();

      Cli.Result refused = Cli.run(args);
      assertEquals(ExitStatus.NOT_NOW, refused.status());
      assertEquals(1, refused.err().lines().count(), refused.err());
      assertTrue(
          refused.err().contains("all 2 node ids (--node-ids 5-6) of realm \"default\""),
          refused.err());
      assertTrue(refused.err().contains("(--node-size 4)"), refused.err());
      assertTrue(refused.err().contains("(--wait)"), refused.err());
      assertTrue(refused.err().contains("give --node-ids more node ids"), refused.err());
      assertFalse(refused.err().matches("(?s).*(acquireTimeout|node_id_size|\\.\\.).*"));

      Cli.Result waited =
          Cli.run(leased(url, "--node-size", "4", "--node-ids", "5-6", "--wait", "2s"));
      assertEquals(ExitStatus.NOT_NOW, waited.status());
      assertTrue(waited.err().contains("held by live leases after --wait 2s;"), waited.err());
      assertFalse(waited.err().contains("PT2S"), waited.err());
    }
  }

  @Test
  void nodeIds_oneNodeId() {
    Cli.Result result = Cli.run(leased(url("one"), "--node-ids", "200", "-n", "2"));
    assertEquals(0, result.status(), result.err());
    for (String line : result.lines()) {
      assertEquals(200, nodeId(line, 8));
    }
  }

  @Test
  void nodeIds_invalid_isAUsageErrorSayingWhy() {
    String url = url("unused");
    assertUsage(
        "invalid --node-ids \"0..15\" (expected FROM-TO", leased(url, "--node-ids", "0..15"));
    assertUsage("invalid --node-ids \"-1-3\"", leased(url, "--node-ids", "-1-3"));
    assertUsage("the range ends before it starts", leased(url, "--node-ids", "9-3"));
    assertUsage(
        "--node-ids 0-300 does not fit in --node-size 8 (the default): its node ids are 0-255",
        leased(url, "--node-ids", "0-300"));
    assertUsage(
        "--node-ids 4-8 does not fit in --node-size 3: its node ids are 0-7",
        leased(url, "--node-size", "3", "--node-ids", "4-8"));
    assertUsage("--node-size must be 1..23, got 24", leased(url, "--node-size", "24"));
    assertUsage("invalid --realm: invalid realm \"a b\"", leased(url, "--realm", "a b"));
    assertUsage("invalid --lease: not a lease store", leased("not a store"));
    assertUsage(
        "--node-size, --realm, --node-ids, --wait, --lease-time, --release-timeout and --max-pause go with",
        "generate",
        "scru64",
        "--node-spec",
        "1/8",
        "--node-ids",
        "0-3");
  }

  @Test
  void releaseTimeout_isTheReleaseDeadline_andTheNextRunTakesTheNodeIdAtOnce() {
    String url = url("release");
    for (int run = 0; run < 3; run++) { // one node id: each run needs the last one released
      Cli.Result result =
          Cli.run(leased(url, "--node-ids", "9", "--release-timeout", "2s", "-n", "1"));
      assertEquals(0, result.status(), result.err());
      assertEquals(9, nodeId(result.lines().get(0), 8));
    }
    assertUsage(
        "invalid --release-timeout \"soon\"", leased(url, "--release-timeout", "soon", "-n", "1"));
    assertUsage(
        "--release-timeout and --max-pause go with --lease",
        "generate",
        "scru64",
        "--node-spec",
        "1/8",
        "--release-timeout",
        "1s");
  }

  @Test
  void maxPause_invalidOrWithoutLease_isAUsageError() {
    assertUsage(
        "invalid --max-pause \"long\"", leased(url("pause"), "--max-pause", "long", "-n", "1"));
    assertUsage(
        "--max-pause go with --lease",
        "generate",
        "scru64",
        "--node-spec",
        "1/8",
        "--max-pause",
        "1s");
    assertUsage(
        "--lease-time must be between 1 s and 1 day, got 500 ms",
        leased(url("pause"), "--lease-time", "500ms", "-n", "1"));
  }

  /**
   * Each duration option of a lease takes at most 1 day, also those whose nanoseconds would not fit
   * in a long (999999999d, the largest the command reads, and ISO-8601 P106752D): one line with the
   * option, the range and the value, exit status 2, before the store is opened.
   */
  @Test
  void durationsOverOneDay_areUsageErrorsNamingTheOption() {
    String url = url("long");
    for (String option : List.of("--wait", "--release-timeout", "--lease-time", "--max-pause")) {
      String min = option.equals("--lease-time") ? "1 s" : "0";
      String range = option + " must be between " + min + " and 1 day, got ";
      assertUsage(range + "25.0 h", leased(url, option, "25h", "-n", "1"));
      assertUsage(range + "2737907 years", leased(url, option, "999999999d", "-n", "1"));
      assertUsage(range + "292 years", leased(url, option, "P106752D", "-n", "1"));
    }
    assertFalse(dir.resolve("long.mv.db").toFile().exists(), "the store was opened");
  }

  /**
   * An in-memory H2 database (mem: or an in-memory file system, any case) lives in one JVM, and
   * each run of the command is one: it would give every run the same node id. Refused in one line,
   * before the store is opened.
   */
  @Test
  void inMemoryH2_isRefusedSayingWhy() {
    for (String url :
        new String[] {
          "jdbc:h2:mem:x",
          "JDBC:H2:MEM:x;DB_CLOSE_DELAY=-1",
          "jdbc:h2:memFS:x",
          "jdbc:h2:memLZF:x",
          "jdbc:h2:nioMemFS:x",
          "jdbc:h2:NIOMEMLZF:x"
        }) {
      Cli.Result result = Cli.run(leased(url, "-n", "1"));
      assertEquals(ExitStatus.USAGE, result.status(), url);
      assertEquals("", result.out());
      assertEquals(1, result.err().lines().count(), result.err());
      assertTrue(result.err().contains("each sortid run is a JVM of its own"), result.err());
      assertTrue(result.err().contains("the same node id"), result.err());
      assertTrue(result.err().contains("Use an H2 file (jdbc:h2:/path/file)"), result.err());
    }
  }

  @Test
  void help_andCompletion_showTheOptions() {
    String help = Cli.run("generate", "--help").out();
    for (String option :
        new String[] {
          "--node-ids=FROM-TO",
          "--release-timeout=DURATION",
          "--stateful-set=OFFSET/SIZE",
          "--node-spec=SPEC",
          "--node-id=NODE_ID/BITS"
        }) {
      assertTrue(help.contains(option), option);
    }
    String script = Cli.run("generate-completion").out();
    assertTrue(script.contains("--node-ids"), "completion of --node-ids");
    assertTrue(script.contains("--release-timeout"), "completion of --release-timeout");
    for (String option : new String[] {"--node-spec", "--stateful-set", "--node-id"}) {
      // the whole word: --node-id is also the start of --node-ids
      assertTrue(
          java.util.regex.Pattern.compile("(?<![\\w-])" + option + "(?![\\w-])")
              .matcher(script)
              .find(),
          "completion of " + option);
    }
  }

  @Test
  void statefulSet_malformedOrForAnotherScheme_isAUsageError() {
    for (String offsetAndSize : new String[] {"", "8", ":+1/8", "+/8", "1/", "0/8/8", "1 /8"}) {
      assertUsage(
          "invalid --stateful-set \"" + offsetAndSize + "\" (expected OFFSET/SIZE, such as 16/8",
          "generate",
          "scru64",
          "--stateful-set=" + offsetAndSize);
    }
    assertUsage(
        "--stateful-set is for scru64 only", "generate", "scru160", "--stateful-set", "0/4");
    assertUsage(
        "--node-spec and --stateful-set exclude each other",
        "generate",
        "scru64",
        "--node-spec",
        "1/8",
        "--stateful-set",
        "0/8");
    assertUsage(
        "--lease and --stateful-set exclude each other",
        leased(url("unused"), "--stateful-set", "0/8"));
    assertUsage(
        "--lease and --node-spec exclude each other", leased(url("unused"), "--node-spec", "1/8"));
    assertUsage(
        "--node-id is for scru160 only (scru64 takes --node-spec)",
        leased(url("unused"), "--node-id", "1/8"));
  }

  /**
   * {@code --wait} is the deadline of the whole acquisition, the connect to ZooKeeper included: an
   * unreachable ZooKeeper (a closed port) ends the run by it, with status 4, after waiting all of
   * it. The upper bound tells that deadline from the one without {@code --wait} (the lease time, 30
   * s) and leaves 10 s for loading and starting Curator before the deadline starts, which takes 0.5
   * s to 1.2 s on a 2-core machine at load 15 to 20: a loaded machine makes the run slower, and
   * only a wrong deadline fails the test. The whole command, JVM start included, took 5.7 s to 6.8
   * s (docs/node-ids.md, "Command line").
   */
  @Test
  void zooKeeperUnreachable_waitBoundsTheConnect() throws IOException {
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    long start = System.nanoTime();
    Cli.Result result = Cli.run(leased("127.0.0.1:" + port, "--wait", "5s", "-n", "1"));
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    assertEquals(ExitStatus.STORE_UNAVAILABLE, result.status(), result.err() + took);
    assertEquals(1, result.err().lines().count(), result.err());
    assertTrue(
        result.err().contains("did not answer (not connected) within 5s (--wait)"), result.err());
    assertTrue(took.compareTo(Duration.ofSeconds(5)) >= 0, took::toString);
    assertTrue(took.compareTo(Duration.ofSeconds(15)) < 0, took::toString);
  }

  /**
   * Another process keeps the embedded H2 file open (an application that opened it, taking no
   * turns): the run tries to open it for half the lease time, then ends with status 4 and one line
   * that says so and what to do (before the lease time, 10 s here, would end it with "the store did
   * not answer").
   */
  @Test
  void h2FileKeptOpenByAnotherProcess_exitsWithStatus4SayingWhatToDo(@TempDir Path dir)
      throws Exception {
    String url = "jdbc:h2:" + dir.resolve("kept").toAbsolutePath();
    Process other =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                KeepsOpen.class.getName(),
                url)
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    try {
      assertEquals("open", other.inputReader(StandardCharsets.UTF_8).readLine());
      Cli.Result result = Cli.run(leased(url, "--lease-time", "10s", "-n", "1"));
      assertEquals(ExitStatus.STORE_UNAVAILABLE, result.status(), result.err());
      assertEquals(1, result.err().lines().count(), result.err());
      assertTrue(result.err().contains("Database may be already in use"), result.err());
      assertTrue(result.err().contains("kept the embedded H2 file open"), result.err());
    } finally {
      other.destroyForcibly();
    }
  }

  /** Opens an H2 file, says "open", and keeps it open until its standard input ends. */
  public static final class KeepsOpen {
    private KeepsOpen() {}

    public static void main(String[] args) throws Exception {
      try (Connection connection = DriverManager.getConnection(args[0])) {
        System.out.println(connection.isValid(5) ? "open" : "not valid");
        System.out.flush();
        System.in.readAllBytes();
      }
    }
  }

  private static void assertUsage(String message, String... args) {
    Cli.Result result = Cli.run(args);
    assertEquals(ExitStatus.USAGE, result.status(), String.join(" ", args));
    assertEquals(1, result.err().lines().count(), result.err());
    assertTrue(result.err().contains(message), result.err());
  }
}
