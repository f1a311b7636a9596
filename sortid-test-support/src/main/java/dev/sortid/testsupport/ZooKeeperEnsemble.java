package dev.sortid.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import org.apache.curator.test.InstanceSpec;
import org.apache.curator.test.TestingCluster;

/**
 * A real ZooKeeper ensemble in this JVM (Curator's {@link TestingCluster}) whose ports all differ.
 * Curator, asked for free ports, opens and closes one socket per port, so the operating system may
 * hand the same port out twice and a server fails to start ("Client and election port must be
 * different"). Here every port of the ensemble is taken while the sockets of the others are still
 * open. Needs {@code curator-test} on the caller's test class path.
 */
public final class ZooKeeperEnsemble {
  private ZooKeeperEnsemble() {}

  /**
   * An ensemble, not started, of {@code servers} servers with ids 1..servers.
   *
   * @param servers how many servers
   * @param tickMs the servers' tick in milliseconds (sessions of 2 to 20 ticks)
   * @return the ensemble; start it, and close it when done
   */
  public static TestingCluster cluster(int servers, int tickMs) {
    List<ServerSocket> sockets = new ArrayList<>();
    try {
      for (int i = 0; i < 3 * servers; i++) {
        sockets.add(new ServerSocket(0));
      }
      List<InstanceSpec> specs = new ArrayList<>();
      for (int id = 1; id <= servers; id++) {
        int client = sockets.get(3 * id - 3).getLocalPort();
        int election = sockets.get(3 * id - 2).getLocalPort();
        int quorum = sockets.get(3 * id - 1).getLocalPort();
        specs.add(new InstanceSpec(null, client, election, quorum, true, id, tickMs, -1));
      }
      return new TestingCluster(specs);
    } catch (IOException e) {
      throw new UncheckedIOException("no free port for a ZooKeeper server", e);
    } finally {
      for (ServerSocket socket : sockets) {
        try {
          socket.close();
        } catch (IOException e) {
          // the port is free again either way once the socket is gone
        }
      }
    }
  }
}
