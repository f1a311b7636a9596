package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class Scru128GeneratorTest {
  private static final JsonNode SCENARIOS = Vectors.json("scru128_generator_scenarios.json");
  private static final long TS = SCENARIOS.get("base_timestamp").asLong();
  private static final long ALLOWANCE = SCENARIOS.get("rollback_allowance").asLong();

  private static Scru128Generator generator(ScriptedClock clock) {
    return Scru128Generator.builder().clock(clock).build();
  }

  @Test
  void scenario_decreasingOrConstantTimestamp_keepsIncreasing() {
    ScriptedClock clock = new ScriptedClock(TS);
    Scru128Generator generator = generator(clock);
    Scru128Id previous = generator.generate();
    assertEquals(TS, previous.timestamp());
    for (int i = 0; i < 100_000; i++) {
      clock.set(TS - Math.min(9_999, i));
      Scru128Id next = generator.generate();
      assertTrue(previous.compareTo(next) < 0);
      previous = next;
    }
    assertTrue(previous.timestamp() >= TS);
  }

  @Test
  void scenario_rollbackExactlyAllowance_countsOn() {
    ScriptedClock clock = new ScriptedClock(TS);
    Scru128Generator generator = generator(clock);
    Scru128Id first = generator.generate();
    clock.set(TS - ALLOWANCE);
    Scru128Id second = generator.generate();
    assertTrue(first.compareTo(second) < 0);
    assertEquals(TS, second.timestamp());
  }

  @Test
  void scenario_rollbackBeyondAllowance_resets() {
    ScriptedClock clock = new ScriptedClock(TS);
    Scru128Generator generator = generator(clock);
    generator.generate();
    clock.set(TS - ALLOWANCE);
    Scru128Id second = generator.generate();
    clock.set(TS - ALLOWANCE - 1);
    Scru128Id third = generator.generate();
    assertTrue(third.compareTo(second) < 0);
    assertEquals(TS - ALLOWANCE - 1, third.timestamp());
    clock.set(TS - ALLOWANCE - 2);
    assertTrue(generator.generate().compareTo(third) > 0);
  }

  @Test
  void scenario_rollbackBeyondAllowance_abortsWithEmpty() {
    ScriptedClock clock = new ScriptedClock(TS);
    Scru128Generator generator = generator(clock);
    generator.generate();
    clock.set(TS - ALLOWANCE);
    Scru128Id second = generator.generateOrAbort().orElseThrow();
    clock.set(TS - ALLOWANCE - 1);
    assertEquals(Optional.empty(), generator.generateOrAbort());
    clock.set(TS - ALLOWANCE - 2);
    assertEquals(Optional.empty(), generator.generateOrAbort());
    // the aborted calls changed nothing: back at the allowance, counting goes on
    clock.set(TS);
    assertTrue(generator.generateOrAbort().orElseThrow().compareTo(second) > 0);
  }

  @Test
  void counterLoOverflow_carriesIntoCounterHi() {
    // every draw returns all ones: counter_lo and counter_hi both start at 2^24-1
    ScriptedClock clock = new ScriptedClock(TS);
    Scru128Generator generator =
        Scru128Generator.builder().clock(clock).random(ScriptedRandom.constant(-1)).build();
    Scru128Id first = generator.generate();
    assertEquals(Scru128Id.MAX_COUNTER, first.counterLo());
    assertEquals(Scru128Id.MAX_COUNTER, first.counterHi());
    // counter_hi overflows too: timestamp + 1, counter_hi 0, counter_lo random
    Scru128Id second = generator.generate();
    assertEquals(TS + 1, second.timestamp());
    assertEquals(0, second.counterHi());
    assertEquals(Scru128Id.MAX_COUNTER, second.counterLo());
    // counter_lo alone overflows: counter_lo 0, counter_hi + 1, same timestamp
    Scru128Id third = generator.generate();
    assertEquals(TS + 1, third.timestamp());
    assertEquals(1, third.counterHi());
    assertEquals(0, third.counterLo());
    assertTrue(first.compareTo(second) < 0 && second.compareTo(third) < 0);
  }

  @Test
  void counterHi_isRenewedOncePerSecondOfStoredTimestamp() {
    ScriptedClock clock = new ScriptedClock(TS);
    // draws: entropy, counter_lo, counter_hi for the first id; then entropy, counter_lo per ms
    ScriptedRandom random = ScriptedRandom.of(0, 0, 0x100, 0, 0, 0, 0, 0x200);
    Scru128Generator generator = Scru128Generator.builder().clock(clock).random(random).build();
    assertEquals(1, generator.generate().counterHi());
    clock.set(TS + 999);
    assertEquals(1, generator.generate().counterHi());
    clock.set(TS + 1000);
    assertEquals(2, generator.generate().counterHi());
  }

  @Test
  void randomCalls_followTheDocumentedOrder() {
    ScriptedClock clock = new ScriptedClock(TS);
    ScriptedRandom random = ScriptedRandom.of(0x11111111, 0x22222200, 0x33333300);
    Scru128Generator generator = Scru128Generator.builder().clock(clock).random(random).build();
    Scru128Id id = generator.generate();
    assertEquals(0x11111111L, id.entropy());
    assertEquals(0x222222, id.counterLo());
    assertEquals(0x333333, id.counterHi());
    assertEquals(List.of("nextInt", "nextInt", "nextInt"), random.calls());
    generator.generate(); // same ms: only the entropy
    assertEquals(4, random.calls().size());
  }

  @Test
  void clockOutOfRange_throwsNamingTheReading() {
    for (long reading : new long[] {0, -1, Scru128Id.MAX_TIMESTAMP, Long.MAX_VALUE}) {
      Scru128Generator generator = generator(new ScriptedClock(reading));
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertTrue(e.getMessage().contains(Long.toString(reading)), e.getMessage());
      assertEquals(Optional.empty(), generator.generateOrAbort());
      assertThrows(IllegalStateException.class, () -> generator.generate(3));
    }
    assertEquals(
        Scru128Id.MAX_TIMESTAMP - 1,
        generator(new ScriptedClock(Scru128Id.MAX_TIMESTAMP - 1)).generate().timestamp());
    assertEquals(1, generator(new ScriptedClock(1)).generate().timestamp());
  }

  @Test
  void overflowIntoReservedTimestamp_throwsAndAbortsWithoutChangingState() {
    ScriptedClock clock = new ScriptedClock(Scru128Id.MAX_TIMESTAMP - 1);
    Scru128Generator generator =
        Scru128Generator.builder().clock(clock).random(ScriptedRandom.constant(-1)).build();
    Scru128Id last = generator.generate(); // both counters at their maximum
    assertThrows(IllegalStateException.class, generator::generate);
    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertThrows(IllegalStateException.class, () -> generator.generate(2));
    // a generator whose clock is far back still resets below the reserved timestamp
    clock.set(TS);
    assertTrue(generator.generate().compareTo(last) < 0);
  }

  @Test
  void reseed_restoredCopies_doNotRepeatEachOther() {
    // Two generators in one state stand for a snapshot and its restored copy: same clock, same
    // stored state. Without reseed they would only differ by their own entropy draws; with a
    // shared scripted source they would collide, which shows what reseed protects against.
    ScriptedClock clock = new ScriptedClock(TS);
    Scru128Generator original = generator(clock);
    Scru128Generator copy = generator(clock);
    Set<Scru128Id> seen = new HashSet<>();
    for (int i = 0; i < 1000; i++) {
      assertTrue(seen.add(original.generate()));
      assertTrue(seen.add(copy.generate()));
    }
    copy.reseed();
    for (int i = 0; i < 1000; i++) {
      assertTrue(seen.add(copy.generate()));
    }
  }

  @Test
  void builder_rejectsNullAndOutOfRangeSettings() {
    Scru128Generator.Builder builder = Scru128Generator.builder();
    assertThrows(NullPointerException.class, () -> builder.clock(null));
    assertThrows(NullPointerException.class, () -> builder.random(null));
    assertThrows(NullPointerException.class, () -> builder.rollbackAllowance(null));
    assertThrows(
        IllegalArgumentException.class, () -> builder.rollbackAllowance(Duration.ofMillis(-1)));
    assertThrows(
        IllegalArgumentException.class,
        () -> builder.rollbackAllowance(Duration.ofMillis(1L << 48)));
    assertTrue(builder.rollbackAllowance(Duration.ZERO).build().generate() != null);
  }

  @Test
  void defaultGenerator_isCreatedOnceAndIncreases() {
    Scru128Id a = Scru128Id.generate();
    Scru128Id b = Scru128Id.generate();
    assertTrue(a.compareTo(b) < 0);
    assertTrue(Scru128Generator.defaultGenerator() == Scru128Generator.defaultGenerator());
  }

  /** The checks of the reference generator tester, over a million ids from the real clock. */
  @Test
  void generatorTester_millionIds_keepEveryOrderingInvariant() {
    Scru128Generator generator = Scru128Generator.builder().build();
    Scru128Id previous = generator.generate();
    String previousText = previous.toString();
    for (int i = 0; i < 1_000_000; i++) {
      Scru128Id id = generator.generate();
      String text = id.toString();
      assertTrue(previous.compareTo(id) < 0);
      assertTrue(previousText.compareTo(text) < 0);
      assertTrue(id.timestamp() >= previous.timestamp());
      if (id.timestamp() == previous.timestamp()) {
        assertTrue(id.counterHi() >= previous.counterHi());
        if (id.counterHi() == previous.counterHi()) {
          assertTrue(id.counterLo() > previous.counterLo());
        }
      }
      previous = id;
      previousText = text;
    }
  }

  /**
   * The statistics of the reference generator tester, under a scripted clock: 3,000,000 ids at 50
   * ids per millisecond span 60 simulated seconds.
   */
  @Test
  void generatorTester_statistics_matchTheSpec() {
    ScriptedClock clock = new ScriptedClock(TS);
    Scru128Generator generator = generator(clock);
    int count = 3_000_000;
    long[] ones = new long[32];
    List<Long> hiRenewals = new ArrayList<>();
    List<Long> loRenewals = new ArrayList<>();
    Scru128Id previous = null;
    for (int i = 0; i < count; i++) {
      if (i % 50 == 0 && i > 0) {
        clock.advance(1);
      }
      Scru128Id id = generator.generate();
      for (int bit = 0; bit < 32; bit++) {
        ones[bit] += (id.entropy() >>> bit) & 1;
      }
      if (previous != null) {
        boolean carried = id.counterLo() == 0 && id.counterHi() == previous.counterHi() + 1;
        if (id.counterHi() != previous.counterHi() && !carried) {
          hiRenewals.add(id.timestamp());
        }
        if (id.timestamp() != previous.timestamp()) {
          loRenewals.add(id.timestamp());
        }
      }
      previous = id;
    }
    double hiInterval = meanInterval(hiRenewals);
    double loInterval = meanInterval(loRenewals);
    assertTrue(Math.abs(hiInterval - 1000) <= 10, "counter_hi interval " + hiInterval);
    assertTrue(Math.abs(loInterval - 1) <= 0.05, "counter_lo interval " + loInterval);
    for (int bit = 0; bit < 32; bit++) {
      double share = ones[bit] / (double) count;
      assertTrue(Math.abs(share - 0.5) <= 0.01, "entropy bit " + bit + ": " + share);
    }
  }

  private static double meanInterval(List<Long> timestamps) {
    assertTrue(timestamps.size() > 10, "too few renewals: " + timestamps.size());
    return (timestamps.get(timestamps.size() - 1) - timestamps.get(0))
        / (double) (timestamps.size() - 1);
  }

  @Test
  void distinctGenerators_sameMillisecond_produceDistinctIds() {
    ScriptedClock clock = new ScriptedClock(TS);
    Scru128Id a = generator(clock).generate();
    Scru128Id b = generator(clock).generate();
    assertNotEquals(a, b);
    assertFalse(
        a.counterHi() == b.counterHi()
            && a.counterLo() == b.counterLo()
            && a.entropy() == b.entropy());
  }
}
