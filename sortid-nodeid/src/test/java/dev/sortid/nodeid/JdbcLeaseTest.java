package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Leases on real databases: H2 in memory and an embedded PostgreSQL 17. */
final class JdbcLeaseTest {
  private static final AtomicInteger REALMS = new AtomicInteger();

  /**
   * The lease time of most leases here: the shortest allowed, so that expiries and renewals happen
   * within a second or so.
   */
  private static final Duration LEASE = Duration.ofSeconds(1);

  /**
   * The lease time of a lease that must stay valid while the test runs, however late its renewals
   * come on a loaded machine: a bystander that holds the other node id of a realm.
   */
  private static final Duration KEPT = Duration.ofSeconds(30);

  private static String realm() {
    return "jdbc-test-" + REALMS.incrementAndGet();
  }

  private static NodeIdLeasesBuilder leases(DataSource db, String realm, int size) {
    return NodeIdLeases.jdbc(db).realm(realm).nodeIdSize(size).leaseTime(LEASE);
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void acquire_hundredConcurrentClaimers_getDistinctIds(Databases database) throws Exception {
    DataSource db = database.dataSource();
    String realm = realm();
    int claimers = 100;
    List<NodeIdLeases> processes = new ArrayList<>();
    for (int i = 0; i < claimers; i++) {
      processes.add(leases(db, realm, 8).leaseTime(Duration.ofSeconds(30)).build());
    }
    try {
      Set<Integer> ids = new HashSet<>();
      for (NodeIdLease lease : Claimers.acquireAtOnce(processes, 120)) {
        assertTrue(lease.isValid());
        ids.add(lease.nodeId());
      }
      assertEquals(claimers, ids.size());
    } finally {
      processes.forEach(NodeIdLeases::close);
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void acquire_allIdsHeld_failsClearlyOrWaitsForARelease(Databases database) throws Exception {
    DataSource db = database.dataSource();
    String realm = realm();
    try (NodeIdLeases holder = leases(db, realm, 8).leaseTime(Duration.ofSeconds(30)).build();
        NodeIdLeases late = leases(db, realm, 8).build()) {
      List<NodeIdLease> all = new ArrayList<>();
      for (int i = 0; i < 256; i++) {
        all.add(holder.acquire());
      }
      assertEquals(256, all.stream().map(NodeIdLease::nodeId).distinct().count());

      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, late::acquire);
      assertTrue(
          e.getMessage().contains("all 256 node ids of realm \"" + realm + "\""), e::getMessage);

      try (NodeIdLeases waiting =
          leases(db, realm, 8).acquireTimeout(Duration.ofSeconds(60)).build()) {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
          Future<NodeIdLease> next = pool.submit(waiting::acquire);
          NodeIdLease released = all.get(17);
          released.close();
          NodeIdLease lease = next.get(60, TimeUnit.SECONDS);
          assertEquals(released.nodeId(), lease.nodeId());
          // nothing issued with a node id never used: it stays as never used, not reserved ahead
          assertEquals(-1, lease.previousReservedThroughTick());
          assertEquals(Optional.empty(), lease.nodeSpec().previous());
        } finally {
          pool.shutdownNow();
        }
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void acquire_otherNodeIdSize_isRefused(Databases database) {
    DataSource db = database.dataSource();
    String realm = realm();
    try (NodeIdLeases eight = leases(db, realm, 8).build();
        NodeIdLeases twelve = leases(db, realm, 12).build()) {
      eight.acquire();
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, twelve::acquire);
      assertTrue(e.getMessage().contains("uses node_id_size 8"), e::getMessage);
      assertTrue(e.getMessage().contains("node_id_size 12 is refused"), e::getMessage);
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void expiry_freesTheIdOfAProcessThatDied(Databases database) {
    DataSource db = database.dataSource();
    String realm = realm();
    // node_id_size 1: two node ids; the survivor holds one, the dead process held the other
    try (NodeIdLeases survivor = leases(db, realm, 1).leaseTime(KEPT).build();
        NodeIdLeases dead = leases(db, realm, 1).build();
        NodeIdLeases next =
            leases(db, realm, 1).leaseTime(KEPT).acquireTimeout(Await.LONG).build()) {
      NodeIdLease kept = survivor.acquire();
      NodeIdLease died = dead.acquire();
      Scru64Id last = died.generator().generate();
      died.abandon(); // no release: the row stays taken until it expires

      NodeIdLease lease = next.acquire(); // waits for the expiry

      assertEquals(died.nodeId(), lease.nodeId());
      assertTrue(kept.isValid());
      Scru64Id first = lease.generator().generate();
      assertTrue(first.timestamp() > died.reservedThroughTick());
      assertTrue(first.compareTo(last) > 0);
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void lostLease_stopsIssuingForGood(Databases database) {
    DataSource db = database.dataSource();
    String realm = realm();
    FaultyDataSource partitioned = new FaultyDataSource(db);
    try (NodeIdLeases other = leases(db, realm, 1).leaseTime(KEPT).build();
        NodeIdLeases victim =
            NodeIdLeases.jdbc(partitioned)
                .realm(realm)
                .nodeIdSize(1)
                .leaseTime(LEASE)
                .replaceLost(false)
                .build();
        NodeIdLeases taker =
            leases(db, realm, 1).leaseTime(KEPT).acquireTimeout(Await.LONG).build()) {
      other.acquire();
      NodeIdLease lease = victim.acquire();
      Scru64Generator generator = lease.generator();
      List<Scru64Id> before = generator.generate(1000);

      partitioned.down = true; // the victim can no longer renew
      Await.until("the victim stops", () -> generator.generateOrAbort().isEmpty());
      NodeIdLeaseException stopped = assertThrows(NodeIdLeaseException.class, generator::generate);
      assertTrue(stopped.getMessage().contains("expired locally"), stopped::getMessage);

      NodeIdLease took = taker.acquire(); // after the victim's lease expired in the database
      assertEquals(lease.nodeId(), took.nodeId());
      partitioned.down = false;
      Await.until("the victim learns it lost the id", lease::isLost);

      NodeIdLeaseException lost = assertThrows(NodeIdLeaseException.class, generator::generate);
      assertTrue(lost.getMessage().contains("was lost"), lost::getMessage);
      assertEquals(Optional.empty(), generator.generateOrAbort());
      Scru64Id first = took.generator().generate();
      assertTrue(first.compareTo(before.get(before.size() - 1)) > 0);
      assertTrue(first.timestamp() > lease.reservedThroughTick());
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void takeover_withClockBehind_waitsThenStartsAfterThePreviousReservation(Databases database) {
    DataSource db = database.dataSource();
    String realm = realm();
    OffsetClock behind = new OffsetClock(-60_000); // a minute behind
    try (NodeIdLeases other = leases(db, realm, 1).leaseTime(KEPT).build();
        NodeIdLeases first = leases(db, realm, 1).build();
        NodeIdLeases second =
            leases(db, realm, 1).clock(behind).acquireTimeout(Await.LONG).build()) {
      other.acquire();
      NodeIdLease old = first.acquire();
      List<Scru64Id> issued = old.generator().generate(5000);
      old.abandon(); // a crash: the reservation stays, the row expires

      NodeIdLease lease = second.acquire();
      assertEquals(old.nodeId(), lease.nodeId());
      assertEquals(old.reservedThroughTick(), lease.previousReservedThroughTick());
      Scru64Generator generator = lease.generator(b -> b.maxWait(Duration.ZERO));

      // its clock is behind the old reservation: it refuses rather than repeat the old ids
      assertEquals(Optional.empty(), generator.generateOrAbort());
      assertThrows(IllegalStateException.class, generator::generate);

      behind.offsetMillis.set(0); // the clock is fixed (the wait would also have ended it)
      Await.until("the new holder issues", () -> generator.generateOrAbort().isPresent());
      Scru64Id next = generator.generate();
      assertTrue(next.timestamp() > old.reservedThroughTick());
      assertTrue(next.compareTo(issued.get(issued.size() - 1)) > 0);
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void release_freesTheIdAtOnceAndRecordsTheLastTickIssued(Databases database) {
    DataSource db = database.dataSource();
    String realm = realm();
    try (NodeIdLeases leases = leases(db, realm, 1).leaseTime(KEPT).build()) {
      NodeIdLease a = leases.acquire();
      NodeIdLease b = leases.acquire();
      Scru64Generator generator = a.generator();
      Scru64Id last = generator.generate();
      a.close();
      assertFalse(a.isValid());
      assertThrows(NodeIdLeaseException.class, generator::generate);

      NodeIdLease c = leases.acquire();

      assertEquals(a.nodeId(), c.nodeId());
      assertTrue(b.isValid());
      // the next holder starts right after the last id issued, not after the 30 s reservation
      assertEquals(last.timestamp(), c.previousReservedThroughTick());
      assertTrue(c.previousReservedThroughTick() < a.reservedThroughTick());
      assertEquals(Optional.of(last), c.nodeSpec().previous());
      Scru64Id first = c.generator(g -> g.maxWait(Duration.ZERO)).generate(); // no wait
      assertTrue(first.compareTo(last) > 0);
      assertTrue(first.timestamp() <= (System.currentTimeMillis() >>> 8) + 1);
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void storeDown_acquireNamesTheStepAndTheStore_closeIsBestEffort(Databases database) {
    DataSource real = database.dataSource();
    FaultyDataSource db = new FaultyDataSource(real);
    String realm = realm();
    // a long lease time: the row of the failed release must still be taken when checked below
    try (NodeIdLeases leases = leases(db, realm, 1).leaseTime(Duration.ofSeconds(60)).build();
        NodeIdLeases other = leases(real, realm, 1).leaseTime(KEPT).build()) {
      db.down = true;
      NodeIdLeaseException prepare = assertThrows(NodeIdLeaseException.class, leases::acquire);
      assertTrue(
          prepare.getMessage().startsWith("could not prepare realm \"" + realm + "\" at "),
          prepare::getMessage);
      assertTrue(prepare.getMessage().contains("injected partition"), prepare::getMessage);
      assertTrue(prepare.getMessage().contains("(SQLState 08001)"), prepare::getMessage);

      db.down = false;
      NodeIdLease lease = leases.acquire(); // the realm is prepared now
      NodeIdLease held = other.acquire();
      db.down = true;
      NodeIdLeaseException claim = assertThrows(NodeIdLeaseException.class, leases::acquire);
      assertTrue(
          claim.getMessage().startsWith("could not claim a node id in realm \"" + realm + "\""),
          claim::getMessage);

      lease.close(); // the release fails: no exception, the row stays taken until it expires
      assertTrue(lease.isClosed());
      assertFalse(lease.isValid());
      lease.close(); // idempotent
      db.down = false;
      NodeIdLeaseException full = assertThrows(NodeIdLeaseException.class, other::acquire);
      assertTrue(full.getMessage().contains("all 2 node ids"), full::getMessage);
      assertTrue(held.isValid());
    }
  }

  @ParameterizedTest
  @EnumSource(Databases.class)
  void renewal_keepsTheLeaseValidAndExtendsTheReservation(Databases database) {
    DataSource db = database.dataSource();
    try (NodeIdLeases leases = leases(db, realm(), 8).build();
        NodeIdLease lease = leases.acquire()) {
      long first = lease.reservedThroughTick();
      Await.until("the reservation moves on", () -> lease.reservedThroughTick() > first + 4);
      assertTrue(lease.isValid());
      assertTrue(lease.generator().generate().timestamp() <= lease.reservedThroughTick());
    }
  }

  @Test
  void validUntil_isLastRenewalPlusLeaseTimeMinusMargin_onTheLeaseClock() {
    Instant now = Instant.parse("2026-01-01T00:00:00Z");
    try (NodeIdLeases leases =
            leases(Databases.H2.dataSource(), realm(), 8)
                .leaseTime(Duration.ofSeconds(30))
                .safetyMargin(Duration.ofSeconds(6))
                .clock(InstantSource.fixed(now))
                .build();
        NodeIdLease lease = leases.acquire()) {
      Instant validUntil = lease.validUntil();
      // the fixed clock does not move, so the time spent since the renewal only lowers it
      assertFalse(validUntil.isAfter(now.plusSeconds(24)));
      assertTrue(validUntil.isAfter(now));
    }
  }
}
