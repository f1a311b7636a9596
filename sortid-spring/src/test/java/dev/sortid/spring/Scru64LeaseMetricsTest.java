package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.nodeid.NodeIdLeases;
import dev.sortid.spring.tests.H2;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The meters of a lease, in a plain registry: their names, tags and values. */
final class Scru64LeaseMetricsTest {

  @Test
  void bindTo_registersEveryMeterTaggedWithTheRealm_readingTheLease() {
    SimpleMeterRegistry registry = new SimpleMeterRegistry();
    try (NodeIdLeases leases =
        NodeIdLeases.connect(H2.newUrl())
            .realm("orders")
            .nodeIds(3, 3)
            .leaseTime(Duration.ofMinutes(10))
            .build()) {
      NodeIdLease lease = leases.acquire(); // closed below, as when the lease ends
      new Scru64LeaseMetrics(lease).bindTo(registry);
      Set<String> names =
          registry.getMeters().stream()
              .map(Meter::getId)
              .peek(id -> assertEquals("orders", id.getTag("realm"), id.toString()))
              .map(Meter.Id::getName)
              .collect(Collectors.toSet());
      assertEquals(
          Set.of(
              "sortid.scru64.lease.valid",
              "sortid.scru64.lease.lost",
              "sortid.scru64.lease.node.id",
              "sortid.scru64.lease.valid.until",
              "sortid.scru64.lease.renewals",
              "sortid.scru64.lease.renewals.late",
              "sortid.scru64.lease.renewals.failed",
              "sortid.scru64.lease.refusals",
              "sortid.scru64.lease.replacements"),
          names);
      assertEquals(1, registry.get("sortid.scru64.lease.valid").gauge().value());
      assertEquals(0, registry.get("sortid.scru64.lease.lost").gauge().value());
      assertEquals(3, registry.get("sortid.scru64.lease.node.id").gauge().value());
      assertEquals(
          lease.validUntil().toEpochMilli(),
          registry.get("sortid.scru64.lease.valid.until").timeGauge().value(TimeUnit.MILLISECONDS),
          60_000);

      lease.close();
      assertThrows(IllegalStateException.class, () -> lease.generator().generate());
      assertEquals(0, registry.get("sortid.scru64.lease.valid").gauge().value());
      assertEquals(1, registry.get("sortid.scru64.lease.refusals").functionCounter().count());
      assertEquals(
          0, registry.get("sortid.scru64.lease.renewals.failed").functionCounter().count());
      assertTrue(registry.get("sortid.scru64.lease.renewals").functionCounter().count() >= 0);
    }
  }

  @Test
  void constructor_nullLease_throws() {
    assertThrows(NullPointerException.class, () -> new Scru64LeaseMetrics(null));
  }
}
