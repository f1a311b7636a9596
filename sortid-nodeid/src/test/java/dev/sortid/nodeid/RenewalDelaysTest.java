package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

final class RenewalDelaysTest {
  private static final long MS = 1_000_000;
  private static final long LEASE = 30_000 * MS;

  @Test
  void next_afterSuccess_isAThirdOfTheLeaseTime_orAtOnceWhenSlow() {
    RenewalDelays delays = new RenewalDelays(LEASE);
    assertEquals(10_000 * MS, delays.next(5 * MS, false));
    assertEquals(0, delays.next(3_001 * MS, false));
  }

  @Test
  void next_afterFailures_backsOffFrom100msToATenthOfTheLeaseTime() {
    RenewalDelays delays = new RenewalDelays(LEASE);
    long[] expected = {100, 200, 400, 800, 1600, 3000, 3000};
    for (long ms : expected) {
      assertEquals(ms * MS, delays.next(-1, false));
    }
    assertEquals(10_000 * MS, delays.next(5 * MS, false)); // a success starts over
    assertEquals(100 * MS, delays.next(-1, false));
  }

  @Test
  void next_afterFailuresOfAnExpiredLease_retriesAtLeastEvery500ms() {
    RenewalDelays delays = new RenewalDelays(LEASE);
    long[] expected = {100, 200, 400, 500, 500};
    for (long ms : expected) {
      assertEquals(ms * MS, delays.next(-1, true));
    }
  }

  @Test
  void next_shortLeases_retryNoSoonerThan100ms() {
    RenewalDelays delays = new RenewalDelays(1_000 * MS);
    assertEquals(100 * MS, delays.next(-1, false));
    assertEquals(100 * MS, delays.next(-1, false));
  }
}
