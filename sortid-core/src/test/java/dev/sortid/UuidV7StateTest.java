package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The step of {@link UuidV7State} at the counter's overflow, which a generator reaches only after
 * 2<sup>41</sup> ids in one millisecond (a renewed counter has its top bit clear): driven directly
 * from a last id whose 42-bit counter is all ones.
 */
final class UuidV7StateTest {
  private static final long T = 1_700_000_000_000L;
  private static final long ALLOWANCE = 10_000;

  /** The id at {@code timestamp} whose 42-bit counter is all ones. */
  private static UuidV7 counterAtMax(long timestamp) {
    return UuidV7State.id(timestamp, UuidV7State.MAX_COUNTER, 0x1234);
  }

  private static RandomSource draws(long... values) {
    return new CallerRandomSource(ScriptedRandom.of(values));
  }

  @Test
  void counterOverflow_movesToTheNextMillisecondWithARenewedCounter() {
    UuidV7 last = counterAtMax(T);
    assertEquals(0xFFF, last.randA());
    assertEquals(0x3FFF_FFFFL, last.randB() >>> 32);

    UuidV7 next = UuidV7State.next(last, false, T, ALLOWANCE, true, 0x55, draws(5L << 23));

    assertEquals(T + 1, next.timestamp());
    assertEquals(5, UuidV7State.counter(next));
    assertEquals(0x55, next.leastSignificantBits() & 0xFFFF_FFFFL);
    assertTrue(last.compareTo(next) < 0);
    // the same with the clock back within the allowance, and for generateOrAbort (no reset)
    assertEquals(
        next,
        UuidV7State.next(last, false, T - ALLOWANCE, ALLOWANCE, false, 0x55, draws(5L << 23)));
  }

  @Test
  void counterOneBelowMax_countsOnInTheSameMillisecond() {
    UuidV7 last = UuidV7State.id(T, UuidV7State.MAX_COUNTER - 1, 0);
    UuidV7 next = UuidV7State.next(last, false, T, ALLOWANCE, true, 0, draws());
    assertEquals(T, next.timestamp());
    assertEquals(UuidV7State.MAX_COUNTER, UuidV7State.counter(next));
    assertEquals(UuidV7.MAX_RAND_A, next.randA());
  }

  @Test
  void counterOverflowAtTheLargestTimestamp_givesNothing() {
    UuidV7 last = counterAtMax(UuidV7.MAX_TIMESTAMP);
    assertNull(UuidV7State.next(last, false, UuidV7.MAX_TIMESTAMP, ALLOWANCE, true, 0, draws()));
    assertNull(
        UuidV7State.next(last, false, UuidV7.MAX_TIMESTAMP - 1, ALLOWANCE, false, 0, draws()));
  }

  @Test
  void plus_carriesFromRandBIntoRandA() {
    UuidV7 start = UuidV7State.id(T, (1L << 30) - 1, 0);
    UuidV7 next = UuidV7State.plus(start, 1, -1);
    assertEquals(1, next.randA());
    assertEquals(0xFFFF_FFFFL, next.randB());
    assertEquals(7, next.toUuid().version());
    assertEquals(2, next.toUuid().variant());
  }
}
