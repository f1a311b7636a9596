package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.nodeid.zookeeper.ZooKeeperStore;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.test.TestingServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The lease events in the log, as an operator's log shipper sees them: System.Logger, here on
 * java.util.logging (the JDK's default), at the levels an operator alerts on.
 */
final class LeaseEventsTest {
  private final List<LogRecord> records = new CopyOnWriteArrayList<>();
  private final Logger logger = Logger.getLogger(LeaseEvents.NAME);
  private final Handler handler =
      new Handler() {
        @Override
        public void publish(LogRecord record) {
          records.add(record);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
      };

  @BeforeEach
  void capture() {
    logger.addHandler(handler);
  }

  @AfterEach
  void release() {
    logger.removeHandler(handler);
  }

  /** Waits for a record of the level whose message holds the text. */
  private void awaitLog(Level level, String text) {
    Await.until(
        level + " \"" + text + "\" in " + messages(),
        () ->
            records.stream().anyMatch(r -> r.getLevel() == level && r.getMessage().contains(text)));
  }

  private List<String> messages() {
    return records.stream().map(r -> r.getLevel() + " " + r.getMessage()).toList();
  }

  @Test
  void takenExpiredRenewedLateReleasedLost_areLogged() throws Exception {
    FaultyDataSource store =
        new FaultyDataSource(new UrlDataSource("jdbc:h2:mem:events;DB_CLOSE_DELAY=-1"));
    try (NodeIdLeases leases =
        NodeIdLeases.jdbc(store)
            .realm("events")
            .leaseTime(Duration.ofSeconds(1))
            .replaceLost(false)
            .build()) {
      NodeIdLease lease = leases.acquire();
      awaitLog(Level.INFO, "took the lease of SCRU64 node id " + lease.nodeId() + "/8");

      store.down = true; // the store goes away until the lease expires locally
      awaitLog(Level.WARNING, "expired locally: it was not renewed in time");
      store.down = false;
      awaitLog(Level.WARNING, "ms after it had expired locally, and allows ids again");

      lease.close();
      awaitLog(Level.INFO, "released the lease of SCRU64 node id " + lease.nodeId());

      NodeIdLease second = leases.acquire();
      try (Connection c = store.getConnection();
          Statement s = c.createStatement()) { // another process takes the node id over
        s.executeUpdate(
            "UPDATE sortid_scru64_lease SET holder = 'another' WHERE node_id = " + second.nodeId());
      }
      awaitLog(Level.SEVERE, "was lost: another process claimed the node id");
    }
  }

  @Test
  void lostAndReplaced_areLoggedAtWarningNamingRealmAndBothNodeIds() throws Exception {
    UrlDataSource store = new UrlDataSource("jdbc:h2:mem:events-replaced;DB_CLOSE_DELAY=-1");
    try (NodeIdLeases leases =
        NodeIdLeases.jdbc(store).realm("replaced").leaseTime(Duration.ofSeconds(1)).build()) {
      NodeIdLease lease = leases.acquire();
      int lost = lease.nodeId();
      try (Connection c = store.getConnection();
          Statement s = c.createStatement()) { // another process takes the node id over
        // for an hour, so that the replacement cannot find it expired and claim it again
        s.executeUpdate(
            "UPDATE sortid_scru64_lease SET holder = 'another', expires_at = expires_at + 3600000"
                + " WHERE node_id = "
                + lost);
      }

      awaitLog(Level.WARNING, "it refuses ids until it has claimed another node id");
      awaitLog(
          Level.WARNING,
          "replaced lost SCRU64 node id " + lost + "/8 in realm \"replaced\" with node id ");
      assertNotEquals(lost, lease.nodeId());
      String replaced =
          records.stream()
              .map(LogRecord::getMessage)
              .filter(m -> m.startsWith("replaced lost"))
              .findFirst()
              .orElseThrow();
      assertTrue(
          replaced.contains("with node id " + lease.nodeId() + "/8: ids were refused for "),
          replaced);
      assertTrue(
          records.stream().noneMatch(r -> r.getLevel() == Level.SEVERE), messages()::toString);
    }
  }

  @Test
  void zooKeeperSuspended_isLoggedOnce() throws Exception {
    try (TestingServer server = ZooKeepers.server();
        CuratorFramework client = ZooKeepers.client(server.getConnectString())) {
      client.blockUntilConnected(60, TimeUnit.SECONDS);
      try (NodeIdLeases leases =
              NodeIdLeases.zooKeeper(ZooKeeperStore.of(client))
                  .realm("events")
                  .leaseTime(Duration.ofSeconds(2))
                  .build();
          NodeIdLease lease = leases.acquire()) {
        server.stop();
        awaitLog(Level.WARNING, "is suspended: its leases refuse ids until it is back");
        server.restart();
        Await.until("valid again", lease::isValid);
      }
    }
  }
}
