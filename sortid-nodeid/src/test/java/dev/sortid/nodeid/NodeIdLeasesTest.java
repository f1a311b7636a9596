package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Generator;
import java.io.File;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Configuration, connect strings, and JDBC without ZooKeeper on the class path. */
final class NodeIdLeasesTest {
  @TempDir Path dir;

  @Test
  void builder_invalidSettings_throwNamingTheSetting() {
    NodeIdLeasesBuilder builder = inMemory("x");
    assertThrows(IllegalArgumentException.class, () -> builder.nodeIdSize(0));
    assertThrows(IllegalArgumentException.class, () -> builder.nodeIdSize(24));
    assertThrows(IllegalArgumentException.class, () -> builder.leaseTime(Duration.ofMillis(999)));
    assertThrows(
        IllegalArgumentException.class, () -> builder.acquireTimeout(Duration.ofSeconds(-1)));
    IllegalArgumentException realm =
        assertThrows(IllegalArgumentException.class, () -> builder.realm("a/b"));
    assertTrue(realm.getMessage().contains("\"a/b\""), realm::getMessage);
    IllegalArgumentException margin =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                inMemory("x")
                    .leaseTime(Duration.ofSeconds(2))
                    .safetyMargin(Duration.ofMillis(1001))
                    .build());
    assertTrue(margin.getMessage().contains("safetyMargin"), margin::getMessage);
    assertThrows(NullPointerException.class, () -> NodeIdLeases.jdbc(null));
  }

  /**
   * Every duration setting takes at most 1 day: beyond it, up to durations whose nanoseconds
   * overflow a long, the setter throws naming the setting, the value and the range; 1 day itself
   * builds leases that report it.
   */
  @Test
  void builder_durationsOverOneDay_throwNamingTheSettingTheValueAndTheRange() {
    Map<String, BiConsumer<NodeIdLeasesBuilder, Duration>> settings = new LinkedHashMap<>();
    settings.put("leaseTime", NodeIdLeasesBuilder::leaseTime);
    settings.put("safetyMargin", NodeIdLeasesBuilder::safetyMargin);
    settings.put("acquireTimeout", NodeIdLeasesBuilder::acquireTimeout);
    settings.put("closeTimeout", NodeIdLeasesBuilder::closeTimeout);
    List<Duration> tooLong =
        List.of(
            Duration.ofDays(1).plusNanos(1),
            Duration.ofDays(106_752), // the first whole day past Long.MAX_VALUE nanoseconds
            Duration.ofSeconds(Long.MAX_VALUE, 999_999_999));
    for (Map.Entry<String, BiConsumer<NodeIdLeasesBuilder, Duration>> setting :
        settings.entrySet()) {
      String min = setting.getKey().equals("leaseTime") ? "1 s" : "0";
      for (Duration duration : tooLong) {
        IllegalArgumentException e =
            assertThrows(
                IllegalArgumentException.class,
                () -> setting.getValue().accept(inMemory("x"), duration));
        assertEquals(
            setting.getKey() + " must be between " + min + " and 1 day, got " + duration,
            e.getMessage());
      }
    }
    try (NodeIdLeases leases =
        inMemory("day")
            .leaseTime(Duration.ofDays(1))
            .safetyMargin(Duration.ofHours(12))
            .acquireTimeout(Duration.ofDays(1))
            .closeTimeout(Duration.ofDays(1))
            .build()) {
      assertEquals(Duration.ofDays(1), leases.leaseTime());
      assertEquals(Duration.ofDays(1), leases.acquireTimeout());
      assertEquals(Duration.ofDays(1), leases.closeTimeout());
    }
  }

  @Test
  void builder_nodeIdsOutsideTheSizeOrReversed_throw() {
    NodeIdLeasesBuilder builder = inMemory("x");
    assertThrows(IllegalArgumentException.class, () -> builder.nodeIds(-1, 3));
    assertThrows(IllegalArgumentException.class, () -> builder.nodeIds(4, 3));
    assertThrows(IllegalArgumentException.class, () -> builder.closeTimeout(Duration.ofMillis(-1)));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> inMemory("x").nodeIdSize(4).nodeIds(8, 16).build());
    assertTrue(e.getMessage().contains("nodeIds 8..16 do not fit in nodeIdSize 4"), e::getMessage);
  }

  @Test
  void nodeIds_claimsOnlyFromTheRange_andSaysSoWhenAllAreHeld() {
    try (NodeIdLeases leases = inMemory("range").nodeIdSize(8).nodeIds(10, 12).build()) {
      Set<Integer> ids = new HashSet<>();
      for (int i = 0; i < 3; i++) {
        ids.add(leases.acquire().nodeId());
      }
      assertEquals(Set.of(10, 11, 12), ids);
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, leases::acquire);
      assertTrue(e.getMessage().contains("all 3 node ids 10..12 of realm"), e::getMessage);
    }
  }

  /**
   * An H2 database private to one JVM cannot keep processes apart: {@code connect} refuses each
   * form of it, in any case, and takes H2 files and servers.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "jdbc:h2:mem:x",
        "JDBC:H2:MEM:x;DB_CLOSE_DELAY=-1",
        "jdbc:h2:mem:",
        "jdbc:h2:memFS:x",
        "jdbc:h2:memLZF:x",
        "jdbc:h2:MEMlzf:x",
        "jdbc:h2:nioMemFS:x",
        "jdbc:h2:nioMemLZF:x",
        "jdbc:h2:nioMemLZF:12:x",
        "jdbc:h2:split:memFS:x",
        "jdbc:h2:file:memFS:x"
      })
  void connect_jvmPrivateH2_isRefusedSayingWhy(String url) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> NodeIdLeases.connect(url));
    assertTrue(e.getMessage().contains("\"" + url + "\""), e::getMessage);
    assertTrue(e.getMessage().contains("private to one JVM"), e::getMessage);
    assertTrue(e.getMessage().contains("NodeIdLeases.jdbc"), e::getMessage);
  }

  @Test
  void jvmPrivate_tellsServersAndFilesFromPrivateDatabases() {
    assertFalse(H2Urls.isJvmPrivate("jdbc:h2:tcp://localhost/mem:x"));
    assertFalse(H2Urls.isJvmPrivate("jdbc:h2:ssl://localhost/memFS:x"));
    assertFalse(H2Urls.isJvmPrivate("jdbc:h2:./memory"));
    assertFalse(H2Urls.isJvmPrivate("jdbc:h2:/data/mem"));
    assertFalse(H2Urls.isJvmPrivate("jdbc:h2:file:/tmp/x;INIT=SET MODE mem:x"));
    assertFalse(H2Urls.isJvmPrivate("jdbc:postgresql://db/mem:x"));
    assertTrue(H2Urls.isEmbeddedFile("jdbc:h2:C:/data/leases"));
    assertFalse(H2Urls.isEmbeddedFile("jdbc:h2:memFS:x"));
    assertFalse(H2Urls.isEmbeddedFile("jdbc:h2:tcp://localhost/x"));
  }

  /**
   * A claim slower than a tenth of the lease time is confirmed by a renewal before acquire()
   * returns, so the lease is valid for most of the lease time; a store that fails is tried again
   * while the acquire timeout lasts.
   */
  @Test
  void acquire_slowClaim_isConfirmed_failingStore_isTriedAgain() {
    FaultyDataSource db =
        new FaultyDataSource(new UrlDataSource("jdbc:h2:mem:slow;DB_CLOSE_DELAY=-1"));
    Duration leaseTime = Duration.ofSeconds(2);
    try (NodeIdLeases leases =
        NodeIdLeases.jdbc(db).leaseTime(leaseTime).acquireTimeout(Duration.ofSeconds(60)).build()) {
      leases.acquire().close(); // prepared
      db.delay = Duration.ofMillis(1900); // the claim's validity (1.6 s) runs out in it
      db.slow.set(1);
      NodeIdLease lease = leases.acquire();
      assertTrue(lease.isValid());
      assertTrue(
          lease.remainingNanos() > leaseTime.toNanos() / 2, () -> "" + lease.remainingNanos());

      db.down = true;
      Thread back =
          new Thread(
              () -> {
                try {
                  Thread.sleep(300);
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                }
                db.down = false;
              });
      back.start();
      assertTrue(leases.acquire().isValid()); // failed at first, then the store came back
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "http://x", "host:port", "a b:1"})
  void connect_neitherJdbcNorZooKeeper_throws(String target) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> NodeIdLeases.connect(target));
    assertTrue(e.getMessage().contains("JDBC URL"), e::getMessage);
  }

  @Test
  void h2File_leaseAcrossTwoBuilds_continuesAfterTheFirst() {
    String url = "jdbc:h2:" + dir.resolve("leases").toAbsolutePath();
    long reserved;
    try (NodeIdLeases leases = NodeIdLeases.connect(url).nodeIdSize(1).build();
        NodeIdLease a = leases.acquire();
        NodeIdLease b = leases.acquire()) {
      a.generator().generate();
      b.generator().generate();
      reserved = Math.max(a.reservedThroughTick(), b.reservedThroughTick());
    }
    try (NodeIdLeases leases = NodeIdLeases.connect(url).nodeIdSize(1).build();
        NodeIdLease lease = leases.acquire()) {
      assertTrue(lease.previousReservedThroughTick() >= 0);
      assertTrue(lease.previousReservedThroughTick() <= reserved);
      assertTrue(lease.toString().contains("realm \"default\""), lease::toString);
    }
  }

  @Test
  void closedLeases_refuseToAcquire() {
    NodeIdLeases leases = inMemory("closed").build();
    NodeIdLease lease = leases.acquire();
    leases.close();
    assertTrue(lease.isClosed());
    assertThrows(NodeIdLeaseException.class, leases::acquire);
    leases.close(); // idempotent
  }

  @Test
  void lease_hasOneGenerator() {
    try (NodeIdLeases leases = inMemory("one").build();
        NodeIdLease lease = leases.acquire()) {
      assertEquals(lease.generator(), lease.generator());
      assertThrows(IllegalStateException.class, () -> lease.generator(b -> {}));
    }
  }

  @Test
  void accessors_reportTheSettings() {
    try (NodeIdLeases leases =
            inMemory("accessors")
                .realm("orders")
                .nodeIdSize(5)
                .leaseTime(Duration.ofSeconds(7))
                .build();
        NodeIdLease lease = leases.acquire()) {
      assertEquals("orders", leases.realm());
      assertEquals(5, leases.nodeIdSize());
      assertEquals(Duration.ofSeconds(7), leases.leaseTime());
      assertEquals("orders", lease.realm());
      assertEquals(5, lease.nodeIdSize());
      assertEquals(5, lease.nodeSpec().nodeIdSize());
      assertEquals(lease.nodeId(), lease.nodeSpec().nodeId());
    }
  }

  @Test
  void accessors_reportTheTimeouts() {
    try (NodeIdLeases leases =
        inMemory("timeouts")
            .acquireTimeout(Duration.ofSeconds(4))
            .closeTimeout(Duration.ofMillis(1500))
            .build()) {
      assertEquals(Duration.ofSeconds(4), leases.acquireTimeout());
      assertEquals(Duration.ofMillis(1500), leases.closeTimeout());
    }
    try (NodeIdLeases leases = inMemory("timeouts").build()) {
      assertEquals(Duration.ZERO, leases.acquireTimeout());
      assertEquals(Duration.ofSeconds(3), leases.closeTimeout());
    }
  }

  /**
   * The monitoring counts: renewals that succeed, fail, or come after the validity ran out, and the
   * ids the lease refused meanwhile.
   */
  @Test
  void counts_renewalsFailuresLateRenewalsAndRefusals() {
    FaultyDataSource db =
        new FaultyDataSource(new UrlDataSource("jdbc:h2:mem:counts;DB_CLOSE_DELAY=-1"));
    try (NodeIdLeases leases = NodeIdLeases.jdbc(db).leaseTime(Duration.ofSeconds(1)).build();
        NodeIdLease lease = leases.acquire()) {
      Scru64Generator generator = lease.generator();
      generator.generate();
      assertEquals(0, lease.refusals());
      long renewals = lease.renewals();
      assertTrue(lease.renewNow() >= 0);
      assertTrue(lease.renewals() > renewals);

      db.down = true; // the background renewals fail too, so the validity runs out
      assertThrows(NodeIdLeaseException.class, lease::renewNow);
      assertTrue(lease.failedRenewals() >= 1);
      Await.until("the lease expires locally", () -> !lease.isValid());
      assertTrue(generator.generateOrAbort().isEmpty());
      assertThrows(NodeIdLeaseException.class, generator::generate);
      assertEquals(2, lease.refusals());
      long late = lease.lateRenewals(); // 0, unless this machine held a renewal back before

      db.down = false;
      assertTrue(lease.renewNow() >= 0); // or a background renewal just before it: one is late
      assertEquals(late + 1, lease.lateRenewals());
      assertTrue(lease.isValid());
      generator.generate();
      assertEquals(2, lease.refusals());
      assertFalse(lease.isLost());
    }
  }

  /** A claim that the store holds past the acquire timeout ends the call at the deadline. */
  @Test
  void acquire_claimHeldPastTheDeadline_throwsNamingTheTimeout() {
    FaultyDataSource db =
        new FaultyDataSource(new UrlDataSource("jdbc:h2:mem:deadline;DB_CLOSE_DELAY=-1"));
    try (NodeIdLeases leases =
        NodeIdLeases.jdbc(db).acquireTimeout(Duration.ofMillis(200)).build()) {
      db.delay = Duration.ofSeconds(5); // far beyond the deadline: no machine is that fast
      db.slow.set(1);
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, leases::acquire);
      assertTrue(
          e.getMessage().contains("the store did not answer within PT0.2S (acquireTimeout)"),
          e::getMessage);
    }
  }

  /** Leases in an in-memory H2 database of that name, which lives until the JVM ends. */
  static NodeIdLeasesBuilder inMemory(String database) {
    return NodeIdLeases.jdbc(new UrlDataSource("jdbc:h2:mem:" + database + ";DB_CLOSE_DELAY=-1"));
  }

  /** Leases of a realm of node_id_size 1 in an H2 database of that name. */
  private static NodeIdLeasesBuilder oneBitRealm(String database) {
    return inMemory(database).nodeIdSize(1);
  }

  @Test
  void acquire_allHeldPastTheTimeout_saysHowLongItWaited() {
    try (NodeIdLeases leases = oneBitRealm("timeout").build();
        NodeIdLeases late = oneBitRealm("timeout").acquireTimeout(Duration.ofSeconds(2)).build()) {
      leases.acquire(); // both node ids held
      leases.acquire();
      long start = System.nanoTime();
      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, late::acquire);
      assertTrue(System.nanoTime() - start >= Duration.ofSeconds(2).toNanos());
      assertTrue(e.getMessage().contains("all 2 node ids"), e::getMessage);
      assertTrue(e.getMessage().contains("after waiting PT2S"), e::getMessage);
    }
  }

  @Test
  void acquire_interruptedWhileWaiting_throwsAndKeepsTheInterrupt() throws Exception {
    try (NodeIdLeases leases = oneBitRealm("interrupt").build();
        NodeIdLeases late =
            oneBitRealm("interrupt").acquireTimeout(Duration.ofMinutes(10)).build()) {
      leases.acquire(); // both node ids held
      leases.acquire();
      AtomicReference<Throwable> thrown = new AtomicReference<>();
      AtomicBoolean interruptKept = new AtomicBoolean();
      Thread waiter =
          new Thread(
              () -> {
                try {
                  late.acquire();
                } catch (RuntimeException e) {
                  thrown.set(e);
                  interruptKept.set(Thread.currentThread().isInterrupted());
                }
              });
      waiter.start();
      // interrupt it while it sleeps between two claims, not inside a JDBC call
      Await.until(
          "the waiter sleeps for a free node id",
          () ->
              Arrays.stream(waiter.getStackTrace())
                  .anyMatch(frame -> frame.getMethodName().equals("sleepNanos")));
      waiter.interrupt();
      waiter.join(Await.LONG.toMillis());
      assertTrue(thrown.get() instanceof NodeIdLeaseException, () -> String.valueOf(thrown.get()));
      assertTrue(
          thrown.get().getMessage().contains("interrupted while waiting for a free node id"),
          thrown.get()::getMessage);
      assertTrue(interruptKept.get());
    }
  }

  /** A class loader of this test's class path without Curator and ZooKeeper. */
  private static URLClassLoader withoutCurator() throws Exception {
    List<URL> urls = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (!entry.contains("curator") && !entry.contains("zookeeper")) {
        urls.add(Path.of(entry).toUri().toURL());
      }
    }
    return new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
  }

  /** Runs {@link JdbcOnly} in a class loader without Curator and ZooKeeper. */
  @Test
  void jdbc_worksWithoutCuratorOnTheClassPath() throws Exception {
    try (URLClassLoader loader = withoutCurator()) {
      Class<?> type = loader.loadClass(JdbcOnly.class.getName());
      assertThrows(
          ClassNotFoundException.class,
          () -> loader.loadClass("org.apache.curator.framework.CuratorFramework"));
      Method run = type.getMethod("get");
      Object instance = type.getDeclaredConstructor().newInstance();
      assertEquals("ok", run.invoke(instance));
    }
  }

  /**
   * Reads every method of {@link NodeIdLeases} without Curator, as Spring does with a bean's class:
   * its ZooKeeper factory names {@code ZooKeeperStore}, whose class loads without Curator.
   */
  @Test
  void nodeIdLeases_methodsReadWithoutCuratorOnTheClassPath() throws Exception {
    try (URLClassLoader loader = withoutCurator()) {
      Class<?> type = loader.loadClass(NodeIdLeases.class.getName());
      Method zooKeeper =
          Arrays.stream(type.getDeclaredMethods())
              .filter(method -> method.getName().equals("zooKeeper"))
              .findFirst()
              .orElseThrow();
      assertEquals(
          "dev.sortid.nodeid.zookeeper.ZooKeeperStore", zooKeeper.getParameterTypes()[0].getName());
    }
  }

  /** Acquires and uses a lease on H2, and tries a ZooKeeper connect string. */
  public static final class JdbcOnly implements Supplier<String> {
    @Override
    public String get() {
      try {
        Class.forName("org.h2.Driver"); // registers this loader's copy of the driver
      } catch (ClassNotFoundException e) {
        throw new AssertionError(e);
      }
      try (NodeIdLeases leases = inMemory("nocurator").build();
          NodeIdLease lease = leases.acquire()) {
        lease.generator().generate();
      }
      try {
        NodeIdLeases.connect("localhost:2181").build();
        return "connected without Curator?";
      } catch (NodeIdLeaseException e) {
        return e.getMessage().contains("need Curator") ? "ok" : e.getMessage();
      }
    }
  }
}
