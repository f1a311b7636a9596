package dev.sortid.nodeid;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;

/**
 * A real ZooKeeper server in a JVM of its own (ZooKeeperServerMain, from the test class path), so
 * that a test can freeze it with SIGSTOP as a hung machine: an in-JVM TestingServer cannot be
 * frozen without freezing the test.
 */
final class ZooKeeperProcess implements AutoCloseable {
  final int port;
  final Process process;

  ZooKeeperProcess(Path dataDir) throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    process =
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
                    Integer.toString(ZooKeepers.TICK_MS)))
            .redirectErrorStream(true)
            .redirectOutput(dataDir.resolve("server.log").toFile())
            .start();
  }

  String connectString() {
    return "127.0.0.1:" + port;
  }

  long pid() {
    return process.pid();
  }

  @Override
  public void close() {
    process.destroyForcibly();
    try {
      process.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static String log(Path dataDir) {
    try {
      return java.nio.file.Files.readString(dataDir.resolve("server.log"));
    } catch (IOException e) {
      return e.toString();
    }
  }
}
