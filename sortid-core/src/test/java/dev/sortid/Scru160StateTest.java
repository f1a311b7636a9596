package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class Scru160StateTest {
  private static final long T = 1_631_540_490_683L;

  /** Scripted counter renewals; the state draws nothing else. Fails when none is left. */
  static final class Renewals implements RandomSource {
    private final Deque<Integer> ints = new ArrayDeque<>();
    int calls;

    Renewals(int... values) {
      for (int value : values) {
        ints.add(value);
      }
    }

    @Override
    public int nextInt() {
      calls++;
      Integer value = ints.poll();
      if (value == null) {
        throw new AssertionError("no scripted nextInt() left");
      }
      return value;
    }

    @Override
    public long nextLong() {
      throw new AssertionError("the state draws no nextLong()");
    }

    @Override
    public void reseed() {}
  }

  private static Scru160State state(boolean microsecond, int extensionBits) {
    return new Scru160State(microsecond, extensionBits, 10_000);
  }

  @ParameterizedTest
  @CsvSource({
    // microsecond, extension bits, renewal shift (33 - counter bits), largest start
    "false, 0, 17, 32767",
    "false, 1, 16, 65535",
    "false, 8, 9, 8388607",
    "false, 16, 1, 2147483647",
    "true, 0, 27, 31",
    "true, 4, 23, 511",
    "true, 16, 11, 2097151",
  })
  void advance_newTick_renewsWithTopBitZero(
      boolean microsecond, int extensionBits, int shift, long largest) {
    Scru160State state = state(microsecond, extensionBits);
    Renewals random = new Renewals(-1, 0x5555_5555);

    assertEquals(Scru160State.OK, state.advance(5000, true, random));
    assertEquals(largest, state.counter());
    assertEquals(Scru160State.OK, state.advance(5001, true, random));
    assertEquals(0x5555_5555 >>> shift, state.counter());
  }

  @Test
  void advance_sameOrEarlierTickWithinAllowance_countsOn() {
    Scru160State state = state(false, 0);
    Renewals random = new Renewals(100 << 17);

    state.advance(T, true, random);
    state.advance(T, true, random);
    state.advance(T - 1, true, random);
    state.advance(T - 10_000, true, random);

    assertEquals(T, state.tick());
    assertEquals(103, state.counter());
    assertEquals(1, random.calls);
  }

  @Test
  void advance_counterOverflow_movesOneTickOnWithRenewedCounter() {
    Scru160State state = state(false, 0);
    Renewals random = new Renewals(-1, 7 << 17);
    state.advance(T, true, random);
    for (int i = 0x7FFF; i < 0xFFFF; i++) {
      assertEquals(Scru160State.OK, state.advance(T, true, random));
    }
    assertEquals(0xFFFF, state.counter());
    assertEquals(T << 16 | 0xFFFF, state.hi());

    assertEquals(Scru160State.OK, state.advance(T, true, random));

    assertEquals(T + 1, state.tick());
    assertEquals(7, state.counter());
    assertEquals((T + 1) << 16 | 7, state.hi());
  }

  @Test
  void advance_extendedCounterOverflow_carriesThroughRandom16ThenTimestamp() {
    Scru160State state = state(false, 1);
    Renewals random = new Renewals(-1, 0);
    state.advance(T, true, random);
    assertEquals(0xFFFF, state.counter());
    assertEquals(T << 16 | 0x7FFF, state.hi());
    assertEquals(1L << 63, state.extension());

    state.advance(T, true, random);
    assertEquals(T << 16 | 0x8000, state.hi());
    assertEquals(0, state.extension());
    for (int i = 0x10000; i < 0x1FFFF; i++) {
      state.advance(T, true, random);
    }
    assertEquals(T << 16 | 0xFFFF, state.hi());
    assertEquals(1L << 63, state.extension());

    state.advance(T, true, random);
    assertEquals((T + 1) << 16, state.hi());
    assertEquals(0, state.extension());
  }

  @Test
  void advance_microsecondOverflow_movesOneMicrosecondThenOneMillisecond() {
    Scru160State state = state(true, 0);
    Renewals random = new Renewals(-1, -1, 0);
    state.advance(T * 1000 + 998, true, random);
    assertEquals(T << 16 | 998 << 6 | 31, state.hi());
    for (int i = 31; i < 63; i++) {
      state.advance(T * 1000, true, random);
    }
    assertEquals(T << 16 | 998 << 6 | 63, state.hi());

    state.advance(T * 1000, true, random);
    assertEquals(T << 16 | 999 << 6 | 31, state.hi());
    for (int i = 31; i < 63; i++) {
      state.advance(T * 1000, true, random);
    }
    state.advance(T * 1000 + 999, true, random);

    assertEquals((T + 1) << 16, state.hi());
    assertEquals((T + 1) * 1000, state.tick());
  }

  @Test
  void advance_rollbackBeyondAllowance_resetsOrLeavesStateUnchanged() {
    Scru160State state = state(false, 0);
    Renewals random = new Renewals(9 << 17, 3 << 17);
    state.advance(T, true, random);

    assertEquals(Scru160State.ROLLBACK, state.advance(T - 10_001, false, random));
    assertEquals(T, state.tick());
    assertEquals(9, state.counter());

    assertEquals(Scru160State.OK, state.advance(T - 10_001, true, random));
    assertEquals(T - 10_001, state.tick());
    assertEquals(3, state.counter());
  }

  @Test
  void advance_microsecondAllowance_isComparedInMicroseconds() {
    Scru160State state = state(true, 0);
    Renewals random = new Renewals(0, 0);
    long stored = T * 1000 + 500;
    state.advance(stored, true, random);

    state.advance(stored - 10_000_000, true, random);
    assertEquals(stored, state.tick());
    assertEquals(1, state.counter());

    assertEquals(Scru160State.ROLLBACK, state.advance(stored - 10_000_001, false, random));
    state.advance(stored - 10_000_001, true, random);
    assertEquals(stored - 10_000_001, state.tick());
  }

  @Test
  void advance_overflowAtLargestTimestamp_isExhaustedAndUnchanged() {
    long last = Scru160State.MAX_USABLE_TIMESTAMP;
    Scru160State state = state(false, 16);
    Renewals random = new Renewals(-1);
    state.advance(last, true, random);
    // 31-bit start 0x7FFFFFFF of a 32-bit counter: 2^31 steps to overflow are too many to walk,
    // so renew() forces the same branch as an overflow
    state.renew();

    assertEquals(Scru160State.EXHAUSTED, state.advance(last, true, random));
    assertEquals(last, state.tick());
    assertEquals(0x7FFF_FFFFL, state.counter());
  }

  @Test
  void advance_microsecondOverflowAtLargestTick_isExhausted() {
    Scru160State state = state(true, 0);
    long last = Scru160State.maxTick(true);
    Renewals random = new Renewals(-1);
    state.advance(last, true, random);
    for (int i = 31; i < 63; i++) {
      state.advance(last, true, random);
    }

    assertEquals(Scru160State.EXHAUSTED, state.advance(last, true, random));
    assertEquals(Scru160State.MAX_USABLE_TIMESTAMP << 16 | 999 << 6 | 63, state.hi());
  }

  @Test
  void renew_sameTick_movesOnWithFreshCounter_newTick_renewsOnce() {
    Scru160State state = state(false, 0);
    Renewals random = new Renewals(9 << 17, 4 << 17, 5 << 17);
    state.advance(T, true, random);
    state.renew();

    state.advance(T, true, random);
    assertEquals(T + 1, state.tick());
    assertEquals(4, state.counter());

    state.renew();
    state.advance(T + 5, true, random);
    assertEquals(5, state.counter());
    state.advance(T + 5, true, random);
    assertEquals(6, state.counter());
    assertTrue(random.calls == 3);
  }
}
