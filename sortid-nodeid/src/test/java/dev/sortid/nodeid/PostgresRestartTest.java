package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The database goes away mid-run and comes back (same data directory and port). */
final class PostgresRestartTest {
  @TempDir Path data;

  private EmbeddedPostgres start(int port) throws Exception {
    return Databases.postgresBuilder()
        .setDataDirectory(data)
        .setCleanDataDirectory(false)
        .setPort(port)
        .start();
  }

  @Test
  void databaseGoesAway_generationStopsWithinTheLeaseTime_andResumesAfter() throws Exception {
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    EmbeddedPostgres postgres = start(port);
    String url = "jdbc:postgresql://localhost:" + port + "/postgres?user=postgres&connectTimeout=2";
    try (NodeIdLeases leases =
            NodeIdLeases.connect(url).realm("restart").leaseTime(Duration.ofSeconds(2)).build();
        NodeIdLease lease = leases.acquire()) {
      Scru64Generator generator = lease.generator();
      Scru64Id before = generator.generate();

      postgres.close(); // the database goes away
      Await.until("generation stops", () -> generator.generateOrAbort().isEmpty());
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, generator::generate);
      assertTrue(e.getMessage().contains("expired locally"), e::getMessage);
      assertFalse(lease.isValid());

      postgres = start(port); // it comes back with its data: the row is still this lease's
      Await.until("generation resumes", () -> generator.generateOrAbort().isPresent());
      assertFalse(lease.isLost());
      Scru64Id after = generator.generate();
      assertTrue(after.compareTo(before) > 0);
      assertEquals(lease.nodeId(), after.nodeCtr() >>> 16);
    } finally {
      postgres.close();
    }
  }
}
