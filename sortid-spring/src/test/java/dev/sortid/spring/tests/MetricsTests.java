package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.nodeid.NodeIdLeaseException;
import dev.sortid.spring.Scru64LeaseMetrics;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.search.RequiredSearch;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.DoubleSupplier;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * The meters of the leased SCRU64 node id: in a whole application with Actuator, read from its
 * {@link MeterRegistry}, and the conditions under which they are there. Each Boot module runs these
 * on its generation.
 */
public abstract class MetricsTests {
  private final ApplicationContextRunner runner;

  /**
   * Tests one generation.
   *
   * @param generation what differs in it
   */
  protected MetricsTests(Generation generation) {
    this.runner =
        new ApplicationContextRunner().withConfiguration(generation.metricsAutoConfigurations());
  }

  private static RequiredSearch meter(MeterRegistry registry, String name) {
    return registry.get("sortid.scru64.lease." + name).tag("realm", "metrics");
  }

  /** Waits, within a minute, for a value to reach at least {@code least}. */
  private static void awaitAtLeast(String what, double least, DoubleSupplier value)
      throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
    while (value.getAsDouble() < least) {
      if (System.nanoTime() - end > 0) {
        fail(what + " stayed at " + value.getAsDouble() + ", below " + least);
      }
      Thread.sleep(20);
    }
  }

  @Test
  void application_leaseMeters_followTheLease() throws Exception {
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(MetricsApplication.class)
            .web(WebApplicationType.NONE)
            .properties(
                "spring.main.banner-mode=off",
                "sortid.scru64.lease.url=" + H2.newUrl(),
                "sortid.scru64.lease.realm=metrics",
                "sortid.scru64.lease.node-ids=5-6",
                "sortid.scru64.lease.lease-time=3s")
            .run()) {
      MeterRegistry registry = context.getBean(MeterRegistry.class);
      NodeIdLease lease = context.getBean(NodeIdLease.class);
      Scru64Generator generator = context.getBean(Scru64Generator.class);
      generator.generate();

      assertEquals(lease.nodeId(), meter(registry, "node.id").gauge().value());
      assertTrue(lease.nodeId() == 5 || lease.nodeId() == 6);
      assertEquals(0, meter(registry, "lost").gauge().value());
      assertEquals(0, meter(registry, "refusals").functionCounter().count());
      assertEquals(0, meter(registry, "renewals.failed").functionCounter().count());
      assertEquals(0, meter(registry, "renewals.late").functionCounter().count());
      double validUntil = meter(registry, "valid.until").timeGauge().value(TimeUnit.MILLISECONDS);
      assertTrue(validUntil > System.currentTimeMillis() - 60_000, "valid until " + validUntil);
      // renewed every second in the background
      awaitAtLeast(
          "sortid.scru64.lease.renewals",
          1,
          () -> meter(registry, "renewals").functionCounter().count());
      awaitAtLeast(
          "sortid.scru64.lease.valid.until",
          validUntil + 1,
          () -> meter(registry, "valid.until").timeGauge().value(TimeUnit.MILLISECONDS));

      lease.close(); // as when the lease ends: no more ids
      assertEquals(0, meter(registry, "valid").gauge().value());
      assertThrows(NodeIdLeaseException.class, generator::generate);
      assertTrue(generator.generateOrAbort().isEmpty());
      assertEquals(2, meter(registry, "refusals").functionCounter().count());
    }
  }

  /**
   * Gives the node id of a lease to another process in its H2 store, as a takeover after the lease
   * expired there would: for an hour, so that a replacement cannot find it expired and take it
   * back.
   */
  private static void takeOver(String url, NodeIdLease lease) throws SQLException {
    try (Connection c = DriverManager.getConnection(url + ";AUTO_SERVER=TRUE");
        PreparedStatement s =
            c.prepareStatement(
                "UPDATE sortid_scru64_lease SET holder = 'another', expires_at = expires_at"
                    + " + 3600000 WHERE realm = ? AND node_id = ?")) {
      s.setString(1, lease.realm());
      s.setInt(2, lease.nodeId());
      assertEquals(1, s.executeUpdate());
    }
  }

  private static ConfigurableApplicationContext leased(String url, String... more) {
    return new SpringApplicationBuilder(MetricsApplication.class)
        .web(WebApplicationType.NONE)
        .properties(
            "spring.main.banner-mode=off",
            "sortid.scru64.lease.url=" + url,
            "sortid.scru64.lease.realm=metrics",
            "sortid.scru64.lease.lease-time=1s")
        .properties(more)
        .run();
  }

  @Test
  void application_lostNodeId_replacedTheGeneratorBeanGoesOnAndTheMeterCountsOne()
      throws Exception {
    String url = H2.newUrl();
    try (ConfigurableApplicationContext context = leased(url)) {
      MeterRegistry registry = context.getBean(MeterRegistry.class);
      NodeIdLease lease = context.getBean(NodeIdLease.class);
      Scru64Generator generator = context.getBean(Scru64Generator.class);
      int lost = lease.nodeId();
      Scru64Id last = generator.generate(100).get(99);
      assertEquals(0, meter(registry, "replacements").functionCounter().count());

      takeOver(url, lease);
      awaitAtLeast(
          "sortid.scru64.lease.replacements",
          1,
          () -> meter(registry, "replacements").functionCounter().count());

      assertSame(generator, context.getBean(Scru64Generator.class));
      assertSame(lease, context.getBean(NodeIdLease.class));
      assertNotEquals(lost, lease.nodeId());
      Scru64Id first = generator.generate();
      assertEquals(lease.nodeId(), first.nodeCtr() >>> 16);
      assertTrue(first.timestamp() > last.timestamp(), first + " after " + last);
      assertEquals(1, meter(registry, "replacements").functionCounter().count());
      assertEquals(lease.nodeId(), meter(registry, "node.id").gauge().value());
      assertEquals(0, meter(registry, "lost").gauge().value());
      assertEquals(1, meter(registry, "valid").gauge().value());
    }
  }

  @Test
  void application_replaceLostOff_lostNodeIdStaysLost() throws Exception {
    String url = H2.newUrl();
    try (ConfigurableApplicationContext context =
        leased(url, "sortid.scru64.lease.replace-lost=false")) {
      MeterRegistry registry = context.getBean(MeterRegistry.class);
      NodeIdLease lease = context.getBean(NodeIdLease.class);
      Scru64Generator generator = context.getBean(Scru64Generator.class);
      generator.generate();

      takeOver(url, lease);
      awaitAtLeast("sortid.scru64.lease.lost", 1, () -> meter(registry, "lost").gauge().value());

      NodeIdLeaseException e = assertThrows(NodeIdLeaseException.class, generator::generate);
      assertTrue(e.getMessage().contains("was lost"), e::getMessage);
      assertEquals(0, meter(registry, "replacements").functionCounter().count());
    }
  }

  @Test
  void application_validWhileHeld() {
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(MetricsApplication.class)
            .web(WebApplicationType.NONE)
            .properties(
                "spring.main.banner-mode=off",
                "sortid.scru64.lease.url=" + H2.newUrl(),
                "sortid.scru64.lease.realm=metrics",
                "sortid.scru64.lease.lease-time=" + Duration.ofMinutes(10).toSeconds() + "s")
            .run()) {
      // a lease of ten minutes stays valid for the test, however slow the machine
      assertEquals(1, meter(context.getBean(MeterRegistry.class), "valid").gauge().value());
    }
  }

  @Test
  void lease_metersBean() {
    runner
        .withPropertyValues("sortid.scru64.lease.url=" + H2.newUrl())
        .run(context -> assertNotNull(context.getBean(Scru64LeaseMetrics.class)));
  }

  @Test
  void noLease_noMeters() {
    runner
        .withPropertyValues("sortid.scru64.node-spec=42/8")
        .run(
            context -> {
              assertTrue(context.getBeansOfType(Scru64LeaseMetrics.class).isEmpty());
              assertTrue(
                  context
                      .getBean(MeterRegistry.class)
                      .find("sortid.scru64.lease.valid")
                      .meters()
                      .isEmpty());
            });
  }

  @Test
  void leaseWithoutMicrometer_noMeters() {
    runner
        .withPropertyValues("sortid.scru64.lease.url=" + H2.newUrl())
        .withClassLoader(new FilteredClassLoader("io.micrometer"))
        .run(
            context -> {
              assertFalse(context.containsBean("scru64LeaseMetrics"));
              assertNotNull(context.getBean(NodeIdLease.class));
            });
  }

  @Test
  void metersTurnedOff_notRegistered() {
    runner
        .withPropertyValues(
            "sortid.scru64.lease.url=" + H2.newUrl(), "management.metrics.enable.sortid=false")
        .run(
            context ->
                assertTrue(
                    context
                        .getBean(MeterRegistry.class)
                        .find("sortid.scru64.lease.valid")
                        .meters()
                        .isEmpty()));
  }

  /** An application with nothing but the auto-configuration (Actuator on the class path). */
  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  static class MetricsApplication {}
}
