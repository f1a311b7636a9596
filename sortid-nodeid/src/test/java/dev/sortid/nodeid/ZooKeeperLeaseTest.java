package dev.sortid.nodeid;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.nodeid.zookeeper.ZooKeeperStore;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.state.ConnectionState;
import org.apache.curator.test.TestingServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Leases on a real ZooKeeper server (curator-test TestingServer) with short sessions. */
final class ZooKeeperLeaseTest {
  private static final Duration LEASE = Duration.ofSeconds(2);

  private TestingServer server;
  private final List<CuratorFramework> clients = new ArrayList<>();

  @BeforeEach
  void start() throws Exception {
    server = ZooKeepers.server();
  }

  @AfterEach
  void stop() throws Exception {
    clients.forEach(CuratorFramework::close);
    server.close();
  }

  private CuratorFramework client() throws InterruptedException {
    CuratorFramework client = ZooKeepers.client(server.getConnectString());
    clients.add(client);
    assertTrue(client.blockUntilConnected(60, TimeUnit.SECONDS));
    return client;
  }

  private NodeIdLeasesBuilder leases(int size) throws InterruptedException {
    return NodeIdLeases.zooKeeper(ZooKeeperStore.of(client()))
        .realm("zk")
        .nodeIdSize(size)
        .leaseTime(LEASE);
  }

  /**
   * The acquire timeout bounds the whole acquisition, the connect included: with ZooKeeper
   * unreachable (a closed port) build() returns at once and acquire() throws by its deadline,
   * saying the client is not connected. The bound checked is the deadline plus one second.
   */
  @Test
  void acquire_unreachableConnectString_throwsByTheAcquireTimeout() throws Exception {
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    long start = System.nanoTime();
    try (NodeIdLeases leases =
        NodeIdLeases.connect("127.0.0.1:" + port).acquireTimeout(Duration.ofSeconds(2)).build()) {
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, leases::acquire);
      assertTrue(
          e.getMessage().contains("did not answer (not connected) within PT2S (acquireTimeout)"),
          e::getMessage);
    }
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    assertTrue(took.compareTo(Duration.ofSeconds(3)) < 0, took::toString);
  }

  @Test
  void acquire_concurrentClaimers_getDistinctIds() throws Exception {
    int claimers = 40;
    List<NodeIdLeases> processes = new ArrayList<>();
    for (int i = 0; i < claimers; i++) {
      processes.add(leases(6).build());
    }
    try {
      Set<Integer> ids = new HashSet<>();
      for (NodeIdLease lease : Claimers.acquireAtOnce(processes, 60)) {
        ids.add(lease.nodeId());
      }
      assertEquals(claimers, ids.size());
    } finally {
      processes.forEach(NodeIdLeases::close);
    }
  }

  @Test
  void acquire_allHeld_failsClearly_andOtherSizeIsRefused() throws Exception {
    try (NodeIdLeases leases = leases(2).build();
        NodeIdLeases other = leases(2).build();
        NodeIdLeases bigger = leases(3).build()) {
      List<NodeIdLease> all = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        all.add(leases.acquire());
      }
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, other::acquire);
      assertTrue(e.getMessage().contains("all 4 node ids of realm \"zk\""), e::getMessage);
      NodeIdLeaseException size = assertThrows(NodeIdLeaseException.class, bigger::acquire);
      assertTrue(size.getMessage().contains("uses node_id_size 2"), size::getMessage);

      Scru64Id last = all.get(2).generator().generate();
      all.get(2).close();
      NodeIdLease next = other.acquire();
      assertEquals(all.get(2).nodeId(), next.nodeId());
      // the release recorded the last id issued, not the whole reservation
      assertEquals(last.timestamp(), next.previousReservedThroughTick());
      assertEquals(java.util.Optional.of(last), next.nodeSpec().previous());
      assertTrue(next.previousReservedThroughTick() < all.get(2).reservedThroughTick());
    }
  }

  @Test
  void sessionExpiry_stopsAtOnceThenResumesWithTheSameLease() throws Exception {
    CuratorFramework client = client();
    try (NodeIdLeases leases =
            NodeIdLeases.zooKeeper(ZooKeeperStore.of(client))
                .realm("zk")
                .nodeIdSize(4)
                .leaseTime(LEASE)
                .build();
        NodeIdLease lease = leases.acquire()) {
      Scru64Generator generator = lease.generator();
      Scru64Id before = generator.generate();

      // Polling could miss the stop: when the old session is closed on the server too, the lease
      // takes its node back within milliseconds. Curator calls its listeners for one state in no
      // fixed order (but the same order each time), all of them for LOST before any for
      // RECONNECTED, on one thread. So this listener finds the generator stopped either at LOST
      // (the lease's listener ran first) or at RECONNECTED (this one runs first, before the
      // lease's listener can lift the stop).
      List<String> seen = new CopyOnWriteArrayList<>();
      client
          .getConnectionStateListenable()
          .addListener(
              (c, state) -> {
                if (state == ConnectionState.LOST || state == ConnectionState.RECONNECTED) {
                  boolean stopped = generator.generateOrAbort().isEmpty();
                  seen.add(state + (stopped ? " stopped" : " issuing"));
                }
              });
      client.getZookeeperClient().getZooKeeper().getTestable().injectSessionExpiration();
      Await.until("LOST, then RECONNECTED", () -> seen.size() >= 2);
      assertTrue(
          seen.get(0).equals("LOST stopped")
              || seen.equals(List.of("LOST issuing", "RECONNECTED stopped")),
          seen::toString);

      Await.until("the generator resumes", () -> generator.generateOrAbort().isPresent());
      assertTrue(lease.isValid());
      assertTrue(generator.generate().compareTo(before) > 0);
    }
  }

  @Test
  void lostLease_anotherProcessTookTheId_stopsForGood() throws Exception {
    CuratorFramework admin = client();
    try (NodeIdLeases victim = leases(1).replaceLost(false).build();
        NodeIdLeases other = leases(1).build();
        NodeIdLeases taker = leases(1).build()) {
      NodeIdLease lease = victim.acquire();
      other.acquire();
      Scru64Generator generator = lease.generator();
      Scru64Id last = generator.generate();

      // the victim's session ends on the server (here: its ephemeral node goes), a taker claims
      admin.delete().forPath("/sortid/scru64/zk/live/" + lease.nodeId());
      NodeIdLease took = taker.acquire();
      assertEquals(lease.nodeId(), took.nodeId());

      Await.until("the victim learns it lost the id", lease::isLost);
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, generator::generate);
      assertTrue(e.getMessage().contains("was lost"), e::getMessage);
      Scru64Id first = took.generator().generate();
      assertTrue(first.timestamp() > lease.reservedThroughTick());
      assertTrue(first.compareTo(last) > 0);
    }
  }

  @Test
  void lostLease_anotherProcessTookTheId_replacedAndTheSameGeneratorGoesOn() throws Exception {
    CuratorFramework admin = client();
    try (NodeIdLeases victim = leases(2).build();
        NodeIdLeases other = leases(2).build()) {
      NodeIdLease lease = victim.acquire();
      int lostNodeId = lease.nodeId();
      other.acquire();
      Scru64Generator generator = lease.generator();
      List<Scru64Id> before = generator.generate(1000);
      Scru64Id last = before.get(before.size() - 1);

      // the victim's session ends on the server (here: its ephemeral node goes), a taker claims
      admin.delete().forPath("/sortid/scru64/zk/live/" + lostNodeId);
      try (NodeIdLeases taker = leases(2).nodeIds(lostNodeId, lostNodeId).build()) {
        NodeIdLease took = taker.acquire();
        assertEquals(lostNodeId, took.nodeId());

        Await.until("the victim replaces its node id", () -> lease.replacements() == 1);
        assertFalse(lease.isLost());
        assertNotEquals(lostNodeId, lease.nodeId());
        assertSame(generator, lease.generator());
        List<Scru64Id> after = generator.generate(1000);
        assertTrue(after.get(0).timestamp() > last.timestamp());
        Set<Scru64Id> ids = new HashSet<>(before);
        Scru64Id previous = last;
        for (Scru64Id id : after) {
          assertEquals(lease.nodeId(), id.nodeCtr() >>> 22);
          assertTrue(id.compareTo(previous) > 0);
          assertTrue(id.timestamp() <= lease.reservedThroughTick());
          assertTrue(ids.add(id));
          previous = id;
        }
        Scru64Id takers = took.generator().generate();
        assertTrue(takers.compareTo(last) > 0);
        assertTrue(ids.add(takers));
        assertTrue(took.isValid()); // its node id was not released by the victim
      }
    }
  }

  /**
   * The reservation node is the lease's proof of ownership: when it is overwritten by another
   * holder or deleted (an operator, or a takeover this process missed), the lease is lost at its
   * next renewal, even though its ephemeral node is still there.
   */
  @ParameterizedTest
  @ValueSource(strings = {"overwritten", "deleted"})
  void reservationTakenAway_leaseIsLostAtTheNextRenewal(String how) throws Exception {
    CuratorFramework admin = client();
    try (NodeIdLeases leases = leases(4).replaceLost(false).build();
        NodeIdLease lease = leases.acquire()) {
      Scru64Generator generator = lease.generator();
      generator.generate();
      String reserved = "/sortid/scru64/zk/reserved/" + lease.nodeId();
      if (how.equals("overwritten")) {
        admin
            .setData()
            .forPath(reserved, (lease.reservedThroughTick() + " someone-else").getBytes(UTF_8));
      } else {
        admin.delete().forPath(reserved);
      }

      Await.until("the lease learns it lost the id", lease::isLost);
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, generator::generate);
      assertTrue(e.getMessage().contains("was lost"), e::getMessage);
    }
  }

  @Test
  void otherChildrenOfTheRealm_areIgnored() throws Exception {
    CuratorFramework admin = client();
    try (NodeIdLeases leases = leases(1).build()) {
      Set<Integer> ids = new HashSet<>();
      ids.add(leases.acquire().nodeId()); // creates the realm
      admin.create().forPath("/sortid/scru64/zk/live/README");
      ids.add(leases.acquire().nodeId());
      assertEquals(Set.of(0, 1), ids);
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, leases::acquire);
      assertTrue(e.getMessage().contains("all 2 node ids"), e::getMessage);
    }
  }

  @Test
  void realmNodeNotMadeBySortid_isRefusedClearly() throws Exception {
    client()
        .create()
        .creatingParentsIfNeeded()
        .forPath("/sortid/scru64/zk", "hello".getBytes(UTF_8));
    try (NodeIdLeases leases = leases(4).build()) {
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, leases::acquire);
      assertTrue(
          e.getMessage().contains("/sortid/scru64/zk at ZooKeeper " + server.getConnectString()),
          e::getMessage);
      assertTrue(
          e.getMessage().contains("does not record a node_id_size (it holds \"hello\")"),
          e::getMessage);
    }
  }

  @Test
  void acquire_interruptedWhileConnecting_throwsAndKeepsTheInterrupt() {
    // a port nobody listens on: acquire waits for the connection, and the interrupt ends it
    try (NodeIdLeases leases = NodeIdLeases.connect("127.0.0.1:1").leaseTime(LEASE).build()) {
      Thread.currentThread().interrupt();
      try {
        NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, leases::acquire);
        assertTrue(
            e.getMessage().contains("interrupted while claiming a node id of realm"),
            e::getMessage);
        assertTrue(Thread.currentThread().isInterrupted());
      } finally {
        Thread.interrupted();
      }
    }
  }

  @Test
  void serverDown_stopsAtOnce_serverBack_resumes() throws Exception {
    try (NodeIdLeases leases = leases(4).build();
        NodeIdLease lease = leases.acquire()) {
      Scru64Generator generator = lease.generator();
      Scru64Id before = generator.generate();

      server.stop();
      Await.until("the generator stops (SUSPENDED)", () -> generator.generateOrAbort().isEmpty());
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, generator::generate);
      assertTrue(
          e.getMessage().contains("suspended") || e.getMessage().contains("expired"),
          e::getMessage);

      server.restart();
      Await.until("the generator resumes", () -> generator.generateOrAbort().isPresent());
      assertTrue(generator.generate().compareTo(before) > 0);
    }
  }

  @Test
  void connectString_buildsItsOwnClient() throws Exception {
    try (NodeIdLeases leases =
            NodeIdLeases.connect(server.getConnectString())
                .realm("zk-connect")
                .leaseTime(LEASE)
                .build();
        NodeIdLease lease = leases.acquire()) {
      assertEquals(8, lease.nodeIdSize());
      assertTrue(lease.generator().generate().timestamp() <= lease.reservedThroughTick());
    }
  }

  @Test
  void fleet_sessionExpiriesAndTakeovers_issueNoDuplicate() throws Exception {
    List<CuratorFramework> fleetClients = new ArrayList<>();
    try (Fleet fleet =
        new Fleet(
            5,
            i -> {
              try {
                CuratorFramework client = client();
                fleetClients.add(client);
                return NodeIdLeases.zooKeeper(ZooKeeperStore.of(client))
                    .realm("zk-fleet")
                    .replaceLost(false) // a worker takes a new lease itself when it lost one
                    .nodeIdSize(2)
                    .leaseTime(LEASE)
                    .build();
              } catch (InterruptedException e) {
                throw new AssertionError(e);
              }
            })) {
      fleet.start();
      Await.until("ids flow", () -> fleet.ids.size() > 1000);
      for (int round = 0; round < 4; round++) {
        int[] chosen = {-1};
        Await.until("a worker holds a lease", () -> (chosen[0] = fleet.holdingWorker()) >= 0);
        fleetClients
            .get(chosen[0])
            .getZookeeperClient()
            .getZooKeeper()
            .getTestable()
            .injectSessionExpiration();
        int seen = fleet.ids.size();
        Await.until("ids flow on", () -> fleet.ids.size() > seen + 500);
      }
      assertEquals(List.of(), fleet.stop());
      assertEquals(0, fleet.duplicates.get());
    }
  }
}
