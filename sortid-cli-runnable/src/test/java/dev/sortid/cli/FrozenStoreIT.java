package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Id;
import dev.sortid.testsupport.Freezer;
import dev.sortid.testsupport.Postgres;
import dev.sortid.testsupport.ZooKeeperServer;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code generate scru64 --lease STORE --stream} holder whose store hangs (frozen with SIGSTOP,
 * as a hung machine: its sockets stay open and nothing answers) still ends within its {@code
 * --release-timeout} + 1 s of a SIGTERM, with whole lines of output. The stores are real: a
 * ZooKeeper server and an embedded PostgreSQL, each in processes of their own; the packaged jar
 * runs with Curator and the PostgreSQL driver on its class path, as a user runs it.
 *
 * <p>The command promises an exit within --release-timeout + 1 s; on an idle machine it takes
 * 1.2-1.4 s with a 1 s timeout (the figure each run prints). So that a busy machine cannot fail it,
 * the test asserts a bound that only a release without a deadline would break (--release-timeout +
 * 10 s: without one, a frozen ZooKeeper held the process for minutes). The release cannot end
 * sooner than its timeout, since the store never answers, so the test also checks that the process
 * took at least --release-timeout: the store was frozen while it released. Every other wait only
 * guards against a hang.
 */
final class FrozenStoreIT {
  private static final Path JAR = RunnableJar.PATH;
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();
  private static final long GUARD_SECONDS = 120;

  /**
   * ZooKeeper's default tick, 2 s: sessions may last up to 40 s, so the command's 30 s session (its
   * lease time) is granted as asked, and a freeze is not taken for a lost connection before the
   * test is done with it.
   */
  private static final int ZOOKEEPER_TICK_MS = 2_000;

  private static final Duration RELEASE_TIMEOUT = Duration.ofSeconds(1);
  private static final Duration SLACK = Duration.ofSeconds(10);

  @TempDir Path dir;

  @Test
  void zooKeeperFrozen_sigtermEndsTheHolderWithinItsReleaseTimeout() throws Exception {
    try (ZooKeeperServer zooKeeper =
        ZooKeeperServer.start(dir, ZOOKEEPER_TICK_MS, Duration.ofSeconds(GUARD_SECONDS))) {
      sigtermWhileFrozen("ZooKeeper", zooKeeper.connectString(), zooKeeper.pid());
    }
  }

  @Test
  void postgresFrozen_sigtermEndsTheHolderWithinItsReleaseTimeout() throws Exception {
    try (EmbeddedPostgres postgres =
        Postgres.builder(Postgres.Version.V17).setDataDirectory(dir.resolve("pg")).start()) {
      String pid = Files.readAllLines(dir.resolve("pg").resolve("postmaster.pid")).get(0).trim();
      sigtermWhileFrozen(
          "PostgreSQL",
          // no socketTimeout: the release deadline holds without the driver's own
          "jdbc:postgresql://127.0.0.1:" + postgres.getPort() + "/postgres?user=postgres",
          Long.parseLong(pid));
    }
  }

  /**
   * Starts a holder on the store, waits for its first id, freezes the store, sends SIGTERM, and
   * checks how the holder ends; thaws the store in any case.
   */
  private void sigtermWhileFrozen(String name, String store, long storePid) throws Exception {
    Process holder =
        new ProcessBuilder(
                JAVA,
                "-cp",
                // the jar first, so its own classes win; the rest adds Curator and the drivers
                JAR + File.pathSeparator + System.getProperty("java.class.path"),
                "dev.sortid.cli.Main",
                "generate",
                "scru64",
                "--lease",
                store,
                "--realm",
                "frozen",
                "--stream",
                "--release-timeout",
                RELEASE_TIMEOUT.toSeconds() + "s")
            .redirectError(dir.resolve(name + ".err").toFile())
            .start();
    holder.getOutputStream().close();
    Reader reader = new Reader(holder.getInputStream());
    reader.start();
    try {
      reader.awaitFirstLine(holder);
      Freezer.freeze(storePid);
      try {
        awaitStopped(storePid);
        long start = System.nanoTime(); // before kill runs: the time measured is at most longer
        sigterm(holder);
        assertTrue(holder.waitFor(GUARD_SECONDS, TimeUnit.SECONDS), "still running");
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        System.out.printf(
            "%s frozen: the --stream holder ended %d ms after SIGTERM (--release-timeout %d ms)%n",
            name, took.toMillis(), RELEASE_TIMEOUT.toMillis());
        assertEquals(143, holder.exitValue(), () -> stderr(name));
        assertTrue(
            took.compareTo(RELEASE_TIMEOUT.plus(SLACK)) <= 0,
            () -> name + " frozen: ended " + took.toMillis() + " ms after SIGTERM");
        assertTrue(
            took.compareTo(RELEASE_TIMEOUT) >= 0,
            () -> "the release ended before its timeout: was " + name + " frozen?");
      } finally {
        Freezer.thaw(storePid);
      }
      assertEquals("", stderr(name));
      reader.join(TimeUnit.SECONDS.toMillis(GUARD_SECONDS));
      String out = reader.text();
      assertTrue(out.endsWith("\n"), () -> "torn: ..." + out.substring(out.length() - 20));
      Scru64Id previous = null;
      for (String line : out.lines().toList()) {
        Scru64Id id = Scru64Id.parse(line);
        assertTrue(previous == null || id.compareTo(previous) > 0, line);
        previous = id;
      }
    } finally {
      holder.destroyForcibly();
      holder.waitFor(GUARD_SECONDS, TimeUnit.SECONDS);
    }
  }

  /** Waits until the process is stopped (state T in /proc), at most {@link #GUARD_SECONDS}. */
  private static void awaitStopped(long pid) throws Exception {
    Path stat = Path.of("/proc", Long.toString(pid), "stat");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(GUARD_SECONDS);
    while (System.nanoTime() - deadline < 0) {
      String text = Files.readString(stat);
      // pid (comm) STATE ...: the state follows the last ')'
      if (text.substring(text.lastIndexOf(')') + 2).startsWith("T")) {
        return;
      }
      Thread.sleep(10);
    }
    throw new AssertionError("process " + pid + " was not stopped");
  }

  /** Sends SIGTERM (Process.destroy() would also close the streams this test still reads). */
  private static void sigterm(Process p) throws Exception {
    Process kill = new ProcessBuilder("kill", "-TERM", Long.toString(p.pid())).start();
    assertTrue(kill.waitFor(GUARD_SECONDS, TimeUnit.SECONDS));
    assertEquals(0, kill.exitValue());
  }

  private String stderr(String name) {
    try {
      return Files.readString(dir.resolve(name + ".err"));
    } catch (IOException e) {
      return e.toString();
    }
  }

  /** Reads the holder's output to its end, as a pipe's reader that keeps up. */
  private static final class Reader extends Thread {
    private final InputStream in;
    private final ByteArrayOutputStream taken = new ByteArrayOutputStream();
    private final List<IOException> failures = new ArrayList<>();

    Reader(InputStream in) {
      super("holder-output");
      this.in = in;
      setDaemon(true);
    }

    @Override
    public void run() {
      byte[] buffer = new byte[8192];
      try {
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
          synchronized (this) {
            taken.write(buffer, 0, n);
            notifyAll();
          }
        }
      } catch (IOException e) {
        synchronized (this) {
          failures.add(e);
        }
      }
      synchronized (this) {
        notifyAll();
      }
    }

    /** Waits until a whole line has arrived, at most {@link #GUARD_SECONDS}. */
    synchronized void awaitFirstLine(Process holder) throws InterruptedException {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(GUARD_SECONDS);
      while (taken.toString(StandardCharsets.US_ASCII).indexOf('\n') < 0) {
        long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        if (left <= 0 || !isAlive()) {
          throw new AssertionError(
              "no id from the holder (alive: " + holder.isAlive() + ", " + failures + ")");
        }
        wait(Math.min(left, 100));
      }
    }

    synchronized String text() {
      return taken.toString(StandardCharsets.US_ASCII);
    }
  }
}
