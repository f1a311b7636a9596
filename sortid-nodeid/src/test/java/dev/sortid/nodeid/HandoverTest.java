package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** One node id handed from holder to holder: the next continues right after the last id. */
final class HandoverTest {
  private static final AtomicInteger REALMS = new AtomicInteger();

  /**
   * 100 holders of one node id (nodeIds(1, 1)), one after the other as fast as the store allows,
   * each issuing a few ids: each starts right after the previous one's last id, no holder waits
   * (maxWait zero: a wait would throw), and the ids stay within one tick of the clock. Node id size
   * 1 leaves 23 counter bits, so a tick's counter does not run out at this rate (a counter overflow
   * moves ids one tick on, as it would without handovers).
   */
  @ParameterizedTest
  @EnumSource(Databases.class)
  void hundredHandovers_stayWithinOneTickOfTheClock_andNoHolderWaits(Databases database) {
    DataSource db = database.dataSource();
    String realm = "handover-" + REALMS.incrementAndGet();
    SplittableRandom random = new SplittableRandom(29);
    List<Scru64Id> ids = new ArrayList<>();
    long maxAhead = Long.MIN_VALUE;
    long start = System.nanoTime();
    try (NodeIdLeases leases =
        NodeIdLeases.jdbc(db).realm(realm).nodeIdSize(1).nodeIds(1, 1).build()) {
      Optional<Scru64Id> previous = Optional.empty();
      for (int holder = 0; holder < 100; holder++) {
        try (NodeIdLease lease = leases.acquire()) {
          assertEquals(1, lease.nodeId());
          assertEquals(previous, lease.nodeSpec().previous()); // right after the last id
          Scru64Generator generator =
              lease.generator(g -> g.maxWait(Duration.ZERO).random(random.split()));
          for (int i = 0; i < 3; i++) {
            Scru64Id id = generator.generate(); // throws rather than wait
            long clockTick = System.currentTimeMillis() >>> 8;
            maxAhead = Math.max(maxAhead, id.timestamp() - clockTick);
            ids.add(id);
          }
          previous = Optional.of(ids.get(ids.size() - 1));
        }
      }
    }
    for (int i = 1; i < ids.size(); i++) {
      assertTrue(ids.get(i).compareTo(ids.get(i - 1)) > 0, "ids increase across holders");
    }
    assertTrue(maxAhead <= 1, "ids ran " + maxAhead + " ticks ahead of the clock");
    System.out.printf(
        "%s: 100 handovers in %d ms, ids at most %d tick(s) ahead of the clock%n",
        database, (System.nanoTime() - start) / 1_000_000, maxAhead);
  }

  /**
   * A close while another thread may still be inside generate() (here: a thread that generated and
   * is parked, which the lease cannot tell from one about to finish an id) records the whole tick
   * after the later of the last id and the clock: room for that thread's id.
   */
  @ParameterizedTest
  @EnumSource(Databases.class)
  void closeWithAnotherGeneratingThread_recordsTheWholeNextTick(Databases database)
      throws Exception {
    DataSource db = database.dataSource();
    String realm = "handover-" + REALMS.incrementAndGet();
    try (NodeIdLeases leases = NodeIdLeases.jdbc(db).realm(realm).nodeIds(3, 3).build()) {
      NodeIdLease lease = leases.acquire();
      Scru64Generator generator = lease.generator();
      CountDownLatch generated = new CountDownLatch(1);
      CountDownLatch done = new CountDownLatch(1);
      Scru64Id[] last = new Scru64Id[1];
      Thread other =
          new Thread(
              () -> {
                last[0] = generator.generate();
                generated.countDown();
                try {
                  done.await();
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                }
              });
      other.start();
      generated.await();
      long before = Math.max(last[0].timestamp(), System.currentTimeMillis() >>> 8);
      lease.close();
      long after = Math.max(last[0].timestamp(), System.currentTimeMillis() >>> 8);
      done.countDown();
      other.join();

      NodeIdLease next = leases.acquire();
      long recorded = next.previousReservedThroughTick();
      assertTrue(recorded >= before + 1 && recorded <= after + 1, () -> recorded + "");
      Scru64Id floor = next.nodeSpec().previous().orElseThrow();
      assertEquals(recorded, floor.timestamp()); // the whole tick
      assertTrue(floor.compareTo(last[0]) > 0);
      next.close();
    }
  }
}
