package dev.sortid.cli;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real ZooKeeper server in a JVM of its own (ZooKeeperServerMain, from the test class path), so
 * that a test can freeze it with SIGSTOP as a hung machine: an in-JVM server could not be frozen
 * without freezing the test. Its tick is ZooKeeper's default, 2 s, so sessions may last up to 40 s
 * and the command's 30 s session (its lease time) is granted as asked: a freeze is not taken for a
 * lost connection before a test is done with it.
 */
final class ZooKeeperServer implements AutoCloseable {
  private static final int TICK_MS = 2_000;

  private final int port;
  private final Process process;
  private final Path dataDir;

  private ZooKeeperServer(int port, Process process, Path dataDir) {
    this.port = port;
    this.process = process;
    this.dataDir = dataDir;
  }

  /**
   * Starts a server with its data in {@code dataDir}, and waits until it takes connections (at most
   * {@code guardSeconds}).
   */
  static ZooKeeperServer start(Path dataDir, long guardSeconds) throws Exception {
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
                    Integer.toString(TICK_MS)))
            .redirectErrorStream(true)
            .redirectOutput(dataDir.resolve("server.log").toFile())
            .start();
    ZooKeeperServer server = new ZooKeeperServer(port, process, dataDir);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(guardSeconds);
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

  String connectString() {
    return "127.0.0.1:" + port;
  }

  long pid() {
    return process.pid();
  }

  String log() {
    try {
      return Files.readString(dataDir.resolve("server.log"));
    } catch (IOException e) {
      return e.toString();
    }
  }

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
