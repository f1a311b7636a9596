package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A lease that loses its node id replaces it (the default): the same generator goes on with another
 * node id, on H2 and on an embedded PostgreSQL 17. The ZooKeeper case is in {@link
 * ZooKeeperLeaseTest}.
 */
final class LeaseReplacementTest {
  private static final AtomicInteger REALMS = new AtomicInteger();

  /** The victim's lease time: the shortest allowed, so that it expires in the store soon. */
  private static final Duration LEASE = Duration.ofSeconds(1);

  /** Leases that must stay valid while the test runs, however slow the machine. */
  private static final Duration KEPT = Duration.ofSeconds(30);

  /**
   * The lease time of the tests that run the renewals themselves: the scheduler's first renewal
   * (after a third of it) comes long after they end.
   */
  private static final Duration QUIET = Duration.ofMinutes(10);

  private static int nodeOf(Scru64Id id) {
    return id.nodeCtr() >>> 23; // node_id_size 1
  }

  /** The message of the refusal {@code generate()} throws now, or "" when it gives an id. */
  private static String refusal(Scru64Generator generator) {
    try {
      generator.generate();
      return "";
    } catch (NodeIdLeaseException e) {
      return e.getMessage();
    }
  }

  /** Records in the store that another process holds the node id, as after a takeover. */
  private static void takeOver(DataSource db, String realm, int nodeId) throws SQLException {
    try (Connection c = db.getConnection();
        PreparedStatement s =
            c.prepareStatement(
                "UPDATE "
                    + JdbcBackend.LEASE_TABLE
                    + " SET holder = 'another' WHERE realm = ? AND node_id = ?")) {
      s.setString(1, realm);
      s.setInt(2, nodeId);
      s.executeUpdate();
    }
  }

  /** The holder the store records for a node id. */
  private static String holderOf(DataSource db, String realm, int nodeId) throws SQLException {
    try (Connection c = db.getConnection();
        PreparedStatement s =
            c.prepareStatement(
                "SELECT holder FROM "
                    + JdbcBackend.LEASE_TABLE
                    + " WHERE realm = ? AND node_id = ?")) {
      s.setString(1, realm);
      s.setInt(2, nodeId);
      try (ResultSet r = s.executeQuery()) {
        assertTrue(r.next());
        return r.getString(1);
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void lostLease_replacedWhenANodeIdIsFree_sameGeneratorGoesOnWithIt(Databases database)
      throws SQLException {
    DataSource db = database.dataSource();
    String realm = "replace-" + REALMS.incrementAndGet();
    FaultyDataSource partitioned = new FaultyDataSource(db);
    try (NodeIdLeases others = NodeIdLeases.jdbc(db).realm(realm).nodeIdSize(1).build();
        NodeIdLeases victim =
            NodeIdLeases.jdbc(partitioned).realm(realm).nodeIdSize(1).leaseTime(LEASE).build();
        NodeIdLeases taker =
            NodeIdLeases.jdbc(db)
                .realm(realm)
                .nodeIdSize(1)
                .leaseTime(KEPT)
                .acquireTimeout(Await.LONG)
                .build()) {
      NodeIdLease other = others.acquire(); // holds the realm's other node id
      List<Scru64Id> othersIds = other.generator().generate(100);
      NodeIdLease lease = victim.acquire();
      Scru64Generator generator = lease.generator();
      int lostNodeId = lease.nodeId();
      List<Scru64Id> before = generator.generate(1000);
      Scru64Id lastBefore = before.get(before.size() - 1);

      partitioned.down = true; // the victim can no longer renew: it expires, then a taker claims
      Await.until("the victim stops", () -> generator.generateOrAbort().isEmpty());
      NodeIdLease took = taker.acquire();
      assertEquals(lostNodeId, took.nodeId());
      String takerHolder = holderOf(db, realm, lostNodeId);
      partitioned.down = false;

      // every node id is held: the victim refuses ids while it tries to claim one
      Await.until(
          "the victim finds its node id lost",
          () -> refusal(generator).contains("it is claiming another node id"));
      assertEquals(Optional.empty(), generator.generateOrAbort());
      assertFalse(lease.isValid());
      assertFalse(lease.isLost()); // not for good: it is being replaced
      assertEquals(0, lease.replacements());

      other.close(); // frees the other node id, recording the last id it issued
      Await.until("the victim replaces its node id", () -> lease.replacements() == 1);

      assertTrue(lease.isValid());
      assertNotEquals(lostNodeId, lease.nodeId());
      assertEquals(other.nodeId(), lease.nodeId());
      assertSame(generator, lease.generator());
      List<Scru64Id> after = generator.generate(1000);
      Scru64Id first = after.get(0);
      assertTrue(first.timestamp() > lastBefore.timestamp(), first + " after " + lastBefore);
      assertTrue(first.compareTo(othersIds.get(othersIds.size() - 1)) > 0);
      Set<Scru64Id> seen = new HashSet<>(before);
      Scru64Id previous = lastBefore;
      for (Scru64Id id : after) {
        assertEquals(lease.nodeId(), nodeOf(id));
        assertTrue(id.compareTo(previous) > 0, id + " after " + previous);
        assertTrue(id.timestamp() <= lease.reservedThroughTick());
        assertTrue(seen.add(id));
        previous = id;
      }

      // the taker's node id stays the taker's: the victim never released it
      assertEquals(takerHolder, holderOf(db, realm, lostNodeId));
      assertTrue(took.renewNow() >= 0);
      Scru64Id takers = took.generator().generate();
      assertTrue(takers.compareTo(lastBefore) > 0);
      assertTrue(seen.add(takers));
      assertTrue(took.isValid());
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void lostLease_replaceLostOff_staysLostAndReleasesNothing(Databases database)
      throws SQLException {
    DataSource db = database.dataSource();
    String realm = "replace-" + REALMS.incrementAndGet();
    try (NodeIdLeases leases =
        NodeIdLeases.jdbc(db)
            .realm(realm)
            .nodeIdSize(4)
            .leaseTime(QUIET)
            .replaceLost(false)
            .build()) {
      NodeIdLease lease = leases.acquire();
      Scru64Generator generator = lease.generator();
      generator.generate();
      takeOver(db, realm, lease.nodeId()); // another process took the node id over

      assertEquals(-1, lease.renewNow());
      assertTrue(lease.isLost());
      lease.renew(); // what the scheduler would run next: no replacement
      assertEquals(0, lease.replacements());
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, generator::generate);
      assertTrue(e.getMessage().contains("acquire a new lease"), e::getMessage);
      lease.close();
      assertEquals("another", holderOf(db, realm, lease.nodeId()));
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void lostLease_storeFailsDuringTheReplacement_refusesThenReplacesWhenItIsBack(Databases database)
      throws SQLException {
    DataSource db = database.dataSource();
    String realm = "replace-" + REALMS.incrementAndGet();
    FaultyDataSource store = new FaultyDataSource(db);
    try (NodeIdLeases leases =
        NodeIdLeases.jdbc(store).realm(realm).nodeIdSize(4).leaseTime(QUIET).build()) {
      NodeIdLease lease = leases.acquire();
      Scru64Generator generator = lease.generator();
      Scru64Id last = generator.generate();
      int lostNodeId = lease.nodeId();
      takeOver(db, realm, lostNodeId); // another process took the node id over
      assertEquals(-1, lease.renewNow()); // finds the loss

      store.down = true;
      lease.renew(); // the replacement's claim fails; the scheduler tries again soon

      assertEquals(0, lease.replacements());
      assertFalse(lease.isValid());
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, generator::generate);
      assertTrue(e.getMessage().contains("it is claiming another node id"), e::getMessage);
      assertTrue(e.getCause() instanceof StoreFailure, e::toString);
      assertEquals(Optional.empty(), generator.generateOrAbort());

      store.down = false;
      Await.until("the lease replaces its node id", () -> lease.replacements() == 1);
      assertNotEquals(lostNodeId, lease.nodeId());
      Scru64Id first = generator.generate();
      assertEquals(lease.nodeId(), first.nodeCtr() >>> 20);
      assertTrue(first.timestamp() > last.timestamp(), first + " after " + last);
      assertEquals("another", holderOf(db, realm, lostNodeId));
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void lostLease_closedBeforeTheReplacement_claimsNothing(Databases database) throws SQLException {
    DataSource db = database.dataSource();
    String realm = "replace-" + REALMS.incrementAndGet();
    try (NodeIdLeases leases =
        NodeIdLeases.jdbc(db).realm(realm).nodeIdSize(4).leaseTime(QUIET).build()) {
      NodeIdLease lease = leases.acquire();
      Scru64Generator generator = lease.generator();
      generator.generate();
      takeOver(db, realm, lease.nodeId()); // another process took the node id over
      int lostNodeId = lease.nodeId();

      assertEquals(-1, lease.renewNow()); // finds the loss; the replacement is the next step
      lease.close();
      lease.renew(); // the scheduler's next run: closed, so no claim
      assertEquals(0, lease.replacements());
      assertEquals("another", holderOf(db, realm, lostNodeId));
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, generator::generate);
      assertTrue(e.getMessage().contains("is closed"), e::getMessage);
    }
  }
}
