package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.nodeid.NodeIdLeases;
import dev.sortid.spring.tests.H2;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The health details of a real lease on H2, valid and then closed. */
final class Scru64LeaseStatusTest {

  @Test
  void of_validThenClosedLease_reportsUpThenInvalid() {
    try (NodeIdLeases leases = NodeIdLeases.connect(H2.newUrl()).realm("status").build()) {
      NodeIdLease lease = leases.acquire();
      Scru64LeaseStatus valid = Scru64LeaseStatus.of(lease);
      assertTrue(valid.up());
      assertEquals(
          List.of("realm", "nodeId", "nodeIdSize", "state", "validUntil", "reservedThroughTick"),
          List.copyOf(valid.details().keySet()));
      assertEquals("status", valid.details().get("realm"));
      assertEquals(lease.nodeId(), valid.details().get("nodeId"));
      assertEquals(8, valid.details().get("nodeIdSize"));
      assertEquals("valid", valid.details().get("state"));
      Instant.parse((String) valid.details().get("validUntil"));
      assertEquals(lease.reservedThroughTick(), valid.details().get("reservedThroughTick"));

      lease.close();
      Scru64LeaseStatus closed = Scru64LeaseStatus.of(lease);
      assertFalse(closed.up());
      assertEquals("invalid", closed.details().get("state"));
    }
  }
}
