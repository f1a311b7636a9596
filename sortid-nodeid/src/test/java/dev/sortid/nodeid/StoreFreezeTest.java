package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Generator;
import dev.sortid.nodeid.zookeeper.ZooKeeperStore;
import dev.sortid.testsupport.Freezer;
import dev.sortid.testsupport.ZooKeeperServer;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stores that hang: an embedded PostgreSQL whose postmaster and backends are frozen (SIGSTOP), and
 * a ZooKeeper server in a JVM of its own, frozen the same way. Sockets stay open and nothing
 * answers, as with a hung machine. Each test prints the figures it measured (docs/node-ids.md
 * quotes them); the assertions are about outcomes, with generous bounds where a bound is the
 * outcome (a close that returns while the store is still frozen).
 */
final class StoreFreezeTest {
  /** The close timeout of these tests. */
  private static final Duration CLOSE = Duration.ofSeconds(1);

  /**
   * What a close may take beyond its timeout on a loaded machine (thread scheduling). The store
   * stays frozen much longer, so a close that waited for it could not pass.
   */
  private static final Duration SLACK = Duration.ofSeconds(5);

  @TempDir Path dir;

  private EmbeddedPostgres postgres() throws Exception {
    return Databases.postgresBuilder().setDataDirectory(dir.resolve("pg")).start();
  }

  private long postmaster() throws Exception {
    String pid = Files.readAllLines(dir.resolve("pg").resolve("postmaster.pid")).get(0).trim();
    return Long.parseLong(pid);
  }

  /** Runs {@code close} while the store is frozen; returns how long it took. */
  private static Duration timeWhileFrozen(Runnable close) throws Exception {
    long start = System.nanoTime();
    CompletableFuture<Void> closing = CompletableFuture.runAsync(close);
    closing.get(CLOSE.plus(SLACK).toMillis(), TimeUnit.MILLISECONDS); // fails the test if later
    return Duration.ofNanos(System.nanoTime() - start);
  }

  @Test
  void postgresFrozen_closeReturnsWithinItsTimeout() throws Exception {
    try (EmbeddedPostgres postgres = postgres()) {
      long pid = postmaster();
      NodeIdLeases leases =
          NodeIdLeases.jdbc(postgres.getPostgresDatabase())
              .realm("frozen-close")
              .leaseTime(Duration.ofSeconds(5))
              .closeTimeout(CLOSE)
              .build();
      NodeIdLease first = leases.acquire();
      NodeIdLease second = leases.acquire();
      first.generator().generate();
      second.generator().generate();
      Freezer.freeze(pid);
      try {
        Duration lease = timeWhileFrozen(first::close);
        assertFalse(first.isValid());
        Duration all = timeWhileFrozen(leases::close);
        assertFalse(second.isValid());
        System.out.printf(
            "PostgreSQL frozen: NodeIdLease.close() took %d ms, NodeIdLeases.close() %d ms"
                + " (closeTimeout %d ms)%n",
            lease.toMillis(), all.toMillis(), CLOSE.toMillis());
      } finally {
        Freezer.thaw(pid);
      }
    }
  }

  /**
   * A claim sent while the database is frozen for longer than a lease's validity, and a holder
   * whose renewal hangs in the same freeze: when the database answers again, the new lease is valid
   * for most of the lease time, and neither is refused from then on.
   */
  @Test
  void postgresFrozenLongerThanTheValidity_noHolderIsRefusedAfterItAnswers() throws Exception {
    Duration leaseTime = Duration.ofSeconds(4); // valid for 3.2 s after each renewal
    try (EmbeddedPostgres postgres = postgres()) {
      long pid = postmaster();
      try (NodeIdLeases old =
          NodeIdLeases.jdbc(postgres.getPostgresDatabase())
              .realm("frozen-acquire")
              .leaseTime(leaseTime)
              .build()) {
        NodeIdLease holder = old.acquire();
        // The holder's row expires in the store during the freeze, so a claimer free to choose
        // could take its node id after the thaw, before the holder's renewal: the holder would
        // then rightly be lost, not resume. The claimer here is given another node id.
        int other = holder.nodeId() == 0 ? 1 : 0;
        try (NodeIdLeases fresh =
            NodeIdLeases.jdbc(postgres.getPostgresDatabase())
                .realm("frozen-acquire")
                .leaseTime(leaseTime)
                .nodeIds(other, other)
                .acquireTimeout(Duration.ofSeconds(60))
                .build()) {
          Scru64Generator held = holder.generator();
          held.generate();
          fresh.acquire().close(); // the realm is prepared: the claim below is the frozen one

          long frozen = System.nanoTime();
          Freezer.freeze(pid);
          CompletableFuture<NodeIdLease> acquiring = CompletableFuture.supplyAsync(fresh::acquire);
          try {
            Await.until("the holder expires locally", () -> !holder.isValid());
            Thread.sleep(leaseTime.toMillis()); // longer than a validity, whatever the load
            assertFalse(
                acquiring.isDone(), () -> String.valueOf(acquiring.handle((l, e) -> e).join()));
          } finally {
            Freezer.thaw(pid);
          }
          long thawed = System.nanoTime();
          NodeIdLease lease = acquiring.get(60, TimeUnit.SECONDS);
          long acquired = System.nanoTime();
          Duration left = Duration.between(Instant.now(), lease.validUntil());
          assertTrue(lease.isValid());
          assertTrue(
              lease.generator().generateOrAbort().isPresent(), "refused right after acquire");
          assertTrue(left.compareTo(leaseTime.dividedBy(2)) > 0, left::toString);

          Await.until("the holder resumes", () -> held.generateOrAbort().isPresent());
          long resumed = System.nanoTime();
          // from then on, for a whole lease time, neither is refused
          int refusals = 0;
          long end = System.nanoTime() + leaseTime.toNanos();
          while (System.nanoTime() - end < 0) {
            refusals += held.generateOrAbort().isPresent() ? 0 : 1;
            refusals += lease.generator().generateOrAbort().isPresent() ? 0 : 1;
            Thread.sleep(20);
          }
          assertEquals(0, refusals);
          System.out.printf(
              "PostgreSQL frozen %d ms, lease time %d ms: acquire() returned %d ms after the thaw with %d ms of"
                  + " validity left; the old holder resumed %d ms after the thaw;"
                  + " refusals in the next lease time: %d%n",
              (thawed - frozen) / 1_000_000,
              leaseTime.toMillis(),
              (acquired - thawed) / 1_000_000,
              left.toMillis(),
              (resumed - thawed) / 1_000_000,
              refusals);
        }
      }
    }
  }

  @Test
  void zooKeeperFrozen_closeReturnsWithinItsTimeout() throws Exception {
    Path data = Files.createDirectories(dir.resolve("zk"));
    try (ZooKeeperServer server =
        ZooKeeperServer.start(data, ZooKeepers.TICK_MS, Duration.ofSeconds(60))) {
      CuratorFramework client = ZooKeepers.client(server.connectString());
      try (client) {
        assertTrue(client.blockUntilConnected(60, TimeUnit.SECONDS), server::log);
        // a client of the caller's that retries forever, and one the leases own
        NodeIdLeases given =
            NodeIdLeases.zooKeeper(ZooKeeperStore.of(client))
                .realm("frozen")
                .leaseTime(Duration.ofSeconds(3))
                .closeTimeout(CLOSE)
                .build();
        NodeIdLeases owned =
            NodeIdLeases.connect(server.connectString())
                .realm("frozen")
                .leaseTime(Duration.ofSeconds(3))
                .closeTimeout(CLOSE)
                .build();
        NodeIdLease lease = given.acquire();
        NodeIdLease other = owned.acquire();
        lease.generator().generate();
        other.generator().generate();
        Freezer.freeze(server.pid());
        try {
          Duration one = timeWhileFrozen(lease::close);
          Duration all = timeWhileFrozen(given::close);
          Duration ownedAll = timeWhileFrozen(owned::close);
          assertFalse(lease.isValid());
          assertFalse(other.isValid());
          System.out.printf(
              "ZooKeeper frozen: NodeIdLease.close() took %d ms, NodeIdLeases.close() %d ms, with"
                  + " its own client %d ms (closeTimeout %d ms)%n",
              one.toMillis(), all.toMillis(), ownedAll.toMillis(), CLOSE.toMillis());
        } finally {
          Freezer.thaw(server.pid());
        }
      }
    }
  }
}
