package dev.sortid.testsupport;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real ZooKeeper server in a JVM of its own (ZooKeeperServerMain, from the caller's class path,
 * which must hold ZooKeeper), so that a test can freeze it with {@link Freezer} as a hung machine:
 * an in-JVM server (Curator's TestingServer) could not be frozen without freezing the test.
 *
 * <p>The tick decides the session times the server grants: from 2 to 20 ticks. ZooKeeper's default,
 * 2 s, grants sessions up to 40 s; 200 ms lets sessions expire within seconds.
 */
public final class ZooKeeperServer implements AutoCloseable {
  private final int port;
  private final Process process;
  private final Path dataDir;

  private ZooKeeperServer(int port, Process process, Path dataDir) {
    this.port = port;
    this.process = process;
    this.dataDir = dataDir;
  }

  /**
   * Starts a server on a free loopback port with its data and its log ({@code server.log}) in a
   * folder, and waits until it takes connections.
   *
   * @param dataDir an existing folder for the server's files
   * @param tickMs the server's tick in milliseconds
   * @param guard how long the server may take to start: a bound against a hang, not a budget
   * @return the running server
   * @throws IOException if the JVM could not be started
   * @throws InterruptedException if interrupted while waiting
   * @throws AssertionError if the server ended, or took connections not within {@code guard}; the
   *     message holds its log
   */
  public static ZooKeeperServer start(Path dataDir, int tickMs, Duration guard)
      throws IOException, InterruptedException {
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process =
        new ProcessBuilder(
                List.of(
                    java,
                    "-Xmx64m",
                    "-Dzookeeper.admin.enableServer=false",
                    "-Dzookeeper.4lw.commands.whitelist=",
                    "-cp",
                    System.getProperty("java.class.path"),
                    "org.apache.zookeeper.server.ZooKeeperServerMain",
                    Integer.toString(port),
                    dataDir.toString(),
                    Integer.toString(tickMs)))
            .redirectErrorStream(true)
            .redirectOutput(dataDir.resolve("server.log").toFile())
            .start();
    ZooKeeperServer server = new ZooKeeperServer(port, process, dataDir);
    long deadline = System.nanoTime() + guard.toNanos();
    while (!server.takesConnections()) {
      if (!process.isAlive() || System.nanoTime() - deadline > 0) {
        server.close();
        throw new AssertionError("ZooKeeper did not start: " + server.log());
      }
      Thread.sleep(50);
    }
    return server;
  }

  private boolean takesConnections() {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress("127.0.0.1", port), 1_000);
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * The address a client connects to.
   *
   * @return {@code 127.0.0.1:port}
   */
  public String connectString() {
    return "127.0.0.1:" + port;
  }

  /**
   * The server's process id, for {@link Freezer}.
   *
   * @return the pid
   */
  public long pid() {
    return process.pid();
  }

  /**
   * What the server has written so far, for a failure's message.
   *
   * @return the log, or the error that kept it from being read
   */
  public String log() {
    try {
      return Files.readString(dataDir.resolve("server.log"));
    } catch (IOException e) {
      return e.toString();
    }
  }

  /** Kills the server and waits (at most a minute) for it to end. */
  @Override
  public void close() {
    process.destroyForcibly();
    try {
      process.waitFor(60, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
