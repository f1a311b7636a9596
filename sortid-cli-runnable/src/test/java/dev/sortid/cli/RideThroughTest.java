package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Id;
import dev.sortid.testsupport.Postgres;
import dev.sortid.testsupport.ZooKeeperEnsemble;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.apache.curator.test.InstanceSpec;
import org.apache.curator.test.TestingCluster;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code generate scru64 --lease --stream} holder rides through its store going away: the ids
 * pause (one line on standard error) while the lease is not valid and resume (another line) once it
 * is confirmed; the run does not end, no id repeats, and the ids stay in order. Each step waits for
 * an event (a line of output or of standard error), never for a time.
 */
final class RideThroughTest {
  /** How long any one event may take before the test gives up (a guard, not a budget). */
  private static final long GUARD_SECONDS = 300;

  /** How long the store stays down in the PostgreSQL test. */
  private static final int OUTAGE_SECONDS = 20;

  @TempDir Path data;

  /**
   * PostgreSQL stops for {@value #OUTAGE_SECONDS} s (longer than the lease time, 2 s, and shorter
   * than {@code --max-pause}, 60 s) and starts again on the same data and port: the holder pauses,
   * does not end, and resumes with the row still its own. The outage's length is the scripted
   * fault; every reaction of the holder is awaited as a line. It prints how long after {@code
   * start()} returned the first new id came (the design target is within a second; asserted only as
   * an event, so that a loaded machine makes it slower, not failed).
   */
  @Test
  void postgresStoppedFor20Seconds_theStreamPausesAndResumes() throws Exception {
    int port = freePort();
    EmbeddedPostgres postgres = startPostgres(port);
    String url = "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=postgres&connectTimeout=2";
    Holder holder = Holder.start(url, "--lease-time", "2s");
    try {
      holder.out.await(1_000);
      long stopped = System.nanoTime();
      postgres.close(); // the database goes away, with its data directory kept
      holder.err.awaitLine(line -> line.startsWith("sortid: ids paused: "));
      long left = TimeUnit.SECONDS.toNanos(OUTAGE_SECONDS) - (System.nanoTime() - stopped);
      TimeUnit.NANOSECONDS.sleep(Math.max(0, left)); // the scripted outage
      int before = holder.out.count();
      postgres = startPostgres(port); // the same data, the same port: the row is still ours
      long returned = System.nanoTime();
      holder.out.await(before + 1);
      holder.err.awaitLine(line -> line.startsWith("sortid: ids resumed after "));
      System.out.printf(
          "PostgreSQL down %.1f s; first id %d ms after start() returned; stderr: %s%n",
          (returned - stopped) / 1e9,
          TimeUnit.NANOSECONDS.toMillis(holder.out.timeOf(before) - returned),
          holder.err.lines());
      holder.out.await(holder.out.count() + 1_000);
    } finally {
      holder.stop();
      postgres.close();
    }
    holder.assertEndedCleanlyWithUniqueOrderedIds(2);
  }

  @Test
  void zooKeeperLeaderKilled_theStreamPausesAndResumes() throws Exception {
    try (TestingCluster cluster = ZooKeeperEnsemble.cluster(3, 200)) {
      cluster.start();
      Holder holder = Holder.start(cluster.getConnectString(), "--lease-time", "4s");
      try {
        holder.out.await(1_000);
        InstanceSpec leader = leader(cluster);
        long killed = System.nanoTime();
        cluster.killServer(leader); // the ensemble elects another: every session is suspended
        holder.err.awaitLine(line -> line.startsWith("sortid: ids paused: "));
        int before = holder.out.count();
        holder.err.awaitLine(line -> line.startsWith("sortid: ids resumed after "));
        holder.out.await(before + 1);
        System.out.printf(
            "ZooKeeper leader killed; first id after the pause %d ms after the kill; stderr: %s%n",
            TimeUnit.NANOSECONDS.toMillis(holder.out.timeOf(before) - killed), holder.err.lines());
        holder.out.await(holder.out.count() + 1_000);
      } finally {
        holder.stop();
      }
      holder.assertEndedCleanlyWithUniqueOrderedIds(2);
    }
  }

  /** The server of the ensemble that says "Mode: leader" to the four-letter word srvr. */
  private static InstanceSpec leader(TestingCluster cluster) throws Exception {
    long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(GUARD_SECONDS);
    while (System.nanoTime() - guard < 0) {
      for (InstanceSpec spec : cluster.getInstances()) {
        if (srvr(spec.getPort()).contains("Mode: leader")) {
          return spec;
        }
      }
      Thread.sleep(50); // polling the servers until one has been elected
    }
    throw new AssertionError("no leader elected");
  }

  private static String srvr(int port) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress("127.0.0.1", port), 2_000);
      socket.getOutputStream().write("srvr".getBytes(StandardCharsets.US_ASCII));
      socket.shutdownOutput();
      return new String(socket.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
    } catch (IOException e) {
      return "";
    }
  }

  private EmbeddedPostgres startPostgres(int port) throws IOException {
    return Postgres.builder(Postgres.Version.V17)
        .setDataDirectory(data)
        .setCleanDataDirectory(false)
        .setPort(port)
        .start();
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  /** A {@code --stream} run in a thread of its own, with its output and standard error. */
  private static final class Holder {
    final Lines out = new Lines();
    final Lines err = new Lines();
    final CompletableFuture<Integer> status = new CompletableFuture<>();

    static Holder start(String store, String... options) {
      List<String> args =
          new ArrayList<>(List.of("generate", "scru64", "--lease", store, "--stream"));
      args.addAll(List.of(options));
      Holder holder = new Holder();
      Thread thread =
          new Thread(
              () -> {
                InputStream in = new ByteArrayInputStream(new byte[0]);
                PrintStream err = new PrintStream(holder.err, true, StandardCharsets.UTF_8);
                holder.status.complete(
                    SortidCommand.execute(args.toArray(String[]::new), in, holder.out, err));
              },
              "sortid-stream");
      thread.start();
      return holder;
    }

    /** Stops taking output: the run ends as when its reader goes away. */
    void stop() {
      out.close();
    }

    void assertEndedCleanlyWithUniqueOrderedIds(int stderrLines) throws Exception {
      assertEquals(0, status.get(GUARD_SECONDS, TimeUnit.SECONDS), err.text());
      List<String> errLines = err.lines();
      assertEquals(stderrLines, errLines.size(), err.text());
      List<String> ids = out.lines();
      Set<String> seen = new HashSet<>(ids);
      assertEquals(ids.size(), seen.size(), "duplicate ids");
      Scru64Id previous = null;
      for (String text : ids) {
        Scru64Id id = Scru64Id.parse(text);
        assertTrue(previous == null || id.compareTo(previous) > 0, text);
        assertEquals(Scru64Id.parse(ids.get(0)).nodeCtr() >>> 16, id.nodeCtr() >>> 16, text);
        previous = id;
      }
    }
  }

  /** An output taken line by line, with waits for lines; refuses writes once closed. */
  private static final class Lines extends OutputStream {
    private final StringBuilder partial = new StringBuilder();
    private final List<String> lines = new ArrayList<>();
    private final List<Long> times = new ArrayList<>(); // System.nanoTime() at each line's end
    private boolean closed;

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) throws IOException {
      if (closed) {
        throw new IOException("Broken pipe");
      }
      for (int i = offset; i < offset + length; i++) {
        char c = (char) (bytes[i] & 0xff);
        if (c == '\n') {
          lines.add(partial.toString());
          times.add(System.nanoTime());
          partial.setLength(0);
          notifyAll();
        } else {
          partial.append(c);
        }
      }
    }

    @Override
    public synchronized void close() {
      closed = true;
    }

    synchronized int count() {
      return lines.size();
    }

    /** When line {@code index} (from 0) ended, as {@link System#nanoTime()}. */
    synchronized long timeOf(int index) {
      return times.get(index);
    }

    synchronized List<String> lines() {
      return List.copyOf(lines);
    }

    synchronized String text() {
      return String.join("\n", lines);
    }

    /** Waits until there are at least {@code count} lines. */
    void await(int count) throws InterruptedException {
      awaitUntil(() -> lines.size() >= count, count + " lines");
    }

    /** Waits until a line matches. */
    void awaitLine(Predicate<String> match) throws InterruptedException {
      awaitUntil(() -> lines.stream().anyMatch(match), "a line; have: " + lines);
    }

    private synchronized void awaitUntil(java.util.function.BooleanSupplier done, String what)
        throws InterruptedException {
      long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(GUARD_SECONDS);
      while (!done.getAsBoolean()) {
        long left = guard - System.nanoTime();
        if (left <= 0) {
          throw new AssertionError("no " + what + " within the guard");
        }
        TimeUnit.NANOSECONDS.timedWait(this, left);
      }
    }
  }
}
