package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Id;
import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.spring.fleet.FleetApplication;
import dev.sortid.spring.fleet.FleetOrder;
import dev.sortid.testsupport.Postgres;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Two instances of one Spring Boot application lease SCRU64 node ids from one store (an embedded
 * PostgreSQL) and insert {@value #ROWS} {@code @Scru64Generated} entities each, at the same time,
 * into one table of that database: as two JVMs and as two application contexts in one JVM. Every
 * insert succeeds, every row's id carries the node id its instance leased, and the injected
 * generator and Hibernate issue from one sequence. Each Boot module runs these on its generation.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class FleetTests {
  /** Rows each instance inserts. */
  static final int ROWS = 50_000;

  /** Rows per transaction. */
  private static final int BATCH = 1_000;

  /** Node ids of 8 bits: 256 to lease from. */
  private static final int NODE_SIZE = 8;

  /** The limit of each wait on a child JVM. */
  private static final long CHILD_SECONDS = 240;

  private static final AtomicInteger REALMS = new AtomicInteger();
  private EmbeddedPostgres postgres;
  private String url;

  /** Creates the tests. */
  protected FleetTests() {}

  @BeforeAll
  void startPostgres() {
    postgres = Postgres.start(Postgres.Version.V17);
    url = postgres.getJdbcUrl("postgres", "postgres") + "&reWriteBatchedInserts=true";
  }

  @AfterAll
  void stopPostgres() {
    Postgres.stop(postgres);
  }

  /** A new, empty table and a realm of its own for each test. */
  private String newTableAndRealm() throws SQLException {
    try (Connection connection = postgres.getPostgresDatabase().getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("drop table if exists fleet_order");
      statement.execute("create table fleet_order (id bigint primary key, instance varchar(8))");
    }
    return "fleet-" + REALMS.incrementAndGet();
  }

  /** The application's own configuration, the same for both instances. */
  private List<String> properties(String realm) {
    return List.of(
        "--spring.main.web-application-type=none",
        "--spring.main.banner-mode=off",
        "--logging.level.root=warn",
        "--spring.datasource.url=" + url,
        "--spring.jpa.hibernate.ddl-auto=none",
        "--spring.jpa.open-in-view=false",
        "--spring.jpa.properties.hibernate.jdbc.batch_size=" + BATCH,
        "--sortid.scru64.lease.url=" + url,
        "--sortid.scru64.lease.realm=" + realm,
        "--sortid.scru64.lease.node-size=" + NODE_SIZE);
  }

  @Test
  @Timeout(value = 600, unit = TimeUnit.SECONDS)
  void twoJvms_insertConcurrently_eachRowCarriesItsInstancesLeasedNodeId() throws Exception {
    String realm = newTableAndRealm();
    List<Child> children = new ArrayList<>();
    try {
      for (String instance : List.of("a", "b")) {
        children.add(Child.start(instance, properties(realm)));
      }
      Map<String, Integer> nodeIds = new HashMap<>();
      for (Child child : children) {
        nodeIds.put(child.instance, child.awaitNodeId());
      }
      for (Child child : children) {
        child.go();
      }
      for (Child child : children) {
        child.awaitDone();
      }
      checkRows(nodeIds, ROWS + 100);
    } finally {
      children.forEach(Child::stop);
    }
  }

  @Test
  @Timeout(value = 600, unit = TimeUnit.SECONDS)
  void twoContextsInOneJvm_insertConcurrently_eachRowCarriesItsContextsLeasedNodeId()
      throws Exception {
    String realm = newTableAndRealm();
    String[] args = properties(realm).toArray(String[]::new);
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try (ConfigurableApplicationContext a = SpringApplication.run(FleetApplication.class, args);
        ConfigurableApplicationContext b = SpringApplication.run(FleetApplication.class, args)) {
      Map<String, Integer> nodeIds =
          Map.of(
              "a", a.getBean(NodeIdLease.class).nodeId(),
              "b", b.getBean(NodeIdLease.class).nodeId());
      CountDownLatch start = new CountDownLatch(1);
      List<Future<?>> inserts = new ArrayList<>();
      for (Map.Entry<String, ConfigurableApplicationContext> instance :
          Map.of("a", a, "b", b).entrySet()) {
        inserts.add(
            CompletableFuture.runAsync(
                () -> {
                  awaitUninterruptibly(start);
                  FleetApplication.insert(instance.getValue(), instance.getKey(), ROWS, BATCH);
                  FleetApplication.checkInterleaved(instance.getValue(), instance.getKey(), 100);
                },
                threads));
      }
      start.countDown();
      for (Future<?> insert : inserts) {
        insert.get(CHILD_SECONDS, TimeUnit.SECONDS);
      }
      checkRows(nodeIds, ROWS + 100);
    } finally {
      threads.shutdownNow();
    }
  }

  @Test
  void withoutNodeSpecOrLease_theApplicationDoesNotStart_namingBothWaysToConfigureIt()
      throws Exception {
    newTableAndRealm();
    String[] args =
        properties("unused").stream()
            .filter(property -> !property.startsWith("--sortid."))
            .toArray(String[]::new);
    RuntimeException e =
        assertThrows(
            RuntimeException.class, () -> SpringApplication.run(FleetApplication.class, args));
    String message = rootCause(e).getMessage();
    assertTrue(message.startsWith("a SCRU64 generator needs a node id"), message);
    assertTrue(message.contains("sortid.scru64.node-spec"), message);
    assertTrue(message.contains("sortid.scru64.lease.url"), message);
    String chain = e.toString();
    for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
      chain += "\n" + t;
    }
    assertTrue(chain.contains("@Scru64Generated on " + FleetOrder.class.getName() + ".id"), chain);
  }

  private static Throwable rootCause(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null) {
      root = root.getCause();
    }
    return root;
  }

  private static void awaitUninterruptibly(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Each instance wrote {@code perInstance} rows, all with its own node id, and the ids differ. */
  private void checkRows(Map<String, Integer> nodeIds, int perInstance) throws SQLException {
    assertNotEquals(nodeIds.get("a"), nodeIds.get("b"), "two instances, two leases");
    Map<String, Integer> counts = new HashMap<>();
    try (Connection connection = postgres.getPostgresDatabase().getConnection();
        Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("select id, instance from fleet_order")) {
      while (rows.next()) {
        Scru64Id id = Scru64Id.fromLong(rows.getLong(1));
        String instance = rows.getString(2);
        counts.merge(instance, 1, Integer::sum);
        int expected = nodeIds.get(instance);
        if (id.nodeId(NODE_SIZE) != expected) {
          throw new AssertionError(
              "instance "
                  + instance
                  + " holds node id "
                  + expected
                  + " but wrote "
                  + id
                  + " of node id "
                  + id.nodeId(NODE_SIZE));
        }
      }
    }
    assertEquals(Map.of("a", perInstance, "b", perInstance), counts);
  }

  /** One instance in a JVM of its own, started from the test's class path. */
  private static final class Child {
    final String instance;
    final Process process;
    final BufferedReader out;
    final Path log;

    private Child(String instance, Process process, Path log) {
      this.instance = instance;
      this.process = process;
      this.out =
          new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      this.log = log;
    }

    static Child start(String instance, List<String> properties) throws IOException {
      String classPath =
          System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
      List<String> command = new ArrayList<>();
      command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
      command.add("-Xmx512m");
      command.add("-cp");
      command.add(classPath);
      command.add(FleetApplication.class.getName());
      command.add("--instance=" + instance);
      command.add("--count=" + ROWS);
      command.add("--batch=" + BATCH);
      command.addAll(properties);
      Path log =
          Files.createTempFile(Path.of(System.getProperty("java.io.tmpdir")), "fleet-", ".log");
      Process process = new ProcessBuilder(command).redirectError(log.toFile()).start();
      return new Child(instance, process, log);
    }

    /** Reads lines until one starts with the prefix; fails with the child's log otherwise. */
    private String awaitLine(String prefix) throws Exception {
      Future<String> line =
          CompletableFuture.supplyAsync(
              () -> {
                try {
                  for (String read = out.readLine(); read != null; read = out.readLine()) {
                    if (read.startsWith(prefix)) {
                      return read;
                    }
                  }
                  return null;
                } catch (IOException e) {
                  return null;
                }
              });
      String read = line.get(CHILD_SECONDS, TimeUnit.SECONDS);
      if (read == null) {
        process.waitFor(10, TimeUnit.SECONDS);
        throw new AssertionError(
            "instance "
                + instance
                + " ended without \""
                + prefix
                + "\" (exit "
                + (process.isAlive() ? "none" : process.exitValue())
                + "):\n"
                + tail(Files.readString(log)));
      }
      return read;
    }

    int awaitNodeId() throws Exception {
      return Integer.parseInt(awaitLine("node-id=").substring("node-id=".length()));
    }

    void go() throws IOException {
      Writer in = new java.io.OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
      in.write("go\n");
      in.flush();
    }

    void awaitDone() throws Exception {
      awaitLine("done");
      assertTrue(process.waitFor(CHILD_SECONDS, TimeUnit.SECONDS), instance + " did not exit");
      assertEquals(0, process.exitValue(), () -> tail(read(log)));
    }

    void stop() {
      process.destroyForcibly();
      try {
        process.waitFor(30, TimeUnit.SECONDS);
        Files.deleteIfExists(log);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (IOException e) {
        // a log left in the temporary folder
      }
    }

    private static String read(Path log) {
      try {
        return Files.readString(log);
      } catch (IOException e) {
        return "(log unreadable: " + e + ")";
      }
    }

    private static String tail(String text) {
      return text.length() > 4000 ? text.substring(text.length() - 4000) : text;
    }
  }
}
