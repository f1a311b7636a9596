package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.HashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Clock faults with scripted clocks, for every scheme, checked against the behaviour tables of the
 * generators' class docs:
 *
 * <table>
 *   <caption>Expected behaviour per fault</caption>
 *   <tr><th>fault</th><th>SCRU128, SCRU160, ULID, EUID, UUIDV7</th><th>SCRU64 (in 256 ms ticks)</th></tr>
 *   <tr><td>back 1 ms, 9.99 s, 10 s</td><td>count on above the last id</td><td>-</td></tr>
 *   <tr><td>back 1 tick, 39 ticks</td><td>-</td><td>count on</td></tr>
 *   <tr><td>back 10.001 s, 10.01 s, 1 h</td><td>{@code generate()} resets to the clock,
 *       {@code generateOrAbort()} is empty</td><td>-</td></tr>
 *   <tr><td>back 40 ticks, 1 h</td><td>-</td><td>{@code generateOrAbort()} empty;
 *       {@code generate()} waits at most maxWait, then throws; never resets</td></tr>
 *   <tr><td>forward 1 h (and back again)</td><td>new timestamp (then as "back 1 h")</td>
 *       <td>new tick (then as "back 1 h")</td></tr>
 *   <tr><td>stuck for 10 s of generation</td><td>count on, timestamp + 1 on overflow</td>
 *       <td>count on up to the allowance ahead, then wait or abort</td></tr>
 *   <tr><td>leap second (one second read twice)</td><td>count on</td><td>count on</td></tr>
 *   <tr><td>reading 0, negative, past the layout</td><td colspan="2">{@code IllegalStateException}
 *       naming the reading, {@code generateOrAbort()} empty, state unchanged</td></tr>
 * </table>
 *
 * <p>Across every fault no id appears twice: each scenario keeps every id it saw.
 */
final class ClockFaultTest {
  /** 2023-11-14T22:13:20Z. */
  static final long T0 = 1_700_000_000_000L;

  static final long HOUR = 3_600_000L;

  private static final TreeMap<String, Integer> SURVIVED = new TreeMap<>();

  /** The five schemes whose generators reset on a big rollback. */
  enum Resetting {
    SCRU128(GeneratorKind.SCRU128, 1),
    SCRU160(GeneratorKind.SCRU160, 2),
    ULID(GeneratorKind.ULID, 3),
    EUID(GeneratorKind.EUID, 4),
    UUIDV7(GeneratorKind.UUIDV7, 6);

    final Function<InstantSource, IdGenerator<? extends SortableId>> build;

    /** The kind's generator with seeded random numbers, so that a failure replays. */
    Resetting(GeneratorKind kind, long seed) {
      this.build = c -> kind.build(c, new SplittableRandom(seed), GeneratorKind.ALLOWANCE);
    }

    /** The largest clock reading the scheme uses (beyond it: out of range). */
    long maxReading() {
      switch (this) {
        case ULID:
        case UUIDV7:
          return (1L << 48) - 1;
        case EUID:
          return (1L << 45) - 1;
        default:
          return (1L << 48) - 2; // 2^48-1 is reserved
      }
    }
  }

  /** Every id of a scenario, checking uniqueness and (where asked) strict increase. */
  private static final class Trace {
    final Set<String> seen = new HashSet<>();
    SortableId last;

    /** Adds an id that must be above every id before it. */
    SortableId above(SortableId id) {
      if (last != null) {
        assertTrue(
            ParserProperties.compare(last, id) < 0, () -> id + " is not above the last " + last);
      }
      return any(id);
    }

    /** Adds an id that only has to be new (after a reset). */
    SortableId any(SortableId id) {
      assertTrue(seen.add(id.toString()), () -> "duplicate id " + id);
      last = id;
      return id;
    }

    void above(Optional<? extends SortableId> id) {
      assertTrue(id.isPresent(), "generateOrAbort() must count on here");
      above(id.get());
    }
  }

  /** Counts a fault survived, per scheme (the first word of its description). */
  private static void survived(String fault) {
    synchronized (SURVIVED) {
      SURVIVED.merge(fault.substring(0, fault.indexOf(' ')), 1, Integer::sum);
    }
  }

  // ---- SCRU128, SCRU160, ULID, EUID, UUIDV7 -----------------------------------------------------

  @ParameterizedTest
  @EnumSource(Resetting.class)
  void rollbackWithinAllowance_countsOnAboveTheLastId(Resetting scheme) {
    for (long back : new long[] {1, 9_990, 10_000}) {
      ScriptedClock clock = new ScriptedClock(T0);
      IdGenerator<? extends SortableId> generator = scheme.build.apply(clock);
      Trace trace = new Trace();
      for (int i = 0; i < 100; i++) {
        trace.above(generator.generate());
      }
      clock.set(T0 - back);
      for (int i = 0; i < 100; i++) {
        trace.above(generator.generate());
        trace.above(generator.generateOrAbort());
        generator.generate(3).forEach(trace::above);
      }
      assertEquals(T0, trace.last.epochMillis(), "the stored timestamp is kept");
      clock.set(T0 + 1);
      assertEquals(T0 + 1, trace.above(generator.generate()).epochMillis());
      survived(scheme + " back " + back + " ms");
    }
  }

  @ParameterizedTest
  @EnumSource(Resetting.class)
  void rollbackBeyondAllowance_generateResetsAndAbortIsEmpty(Resetting scheme) {
    for (long back : new long[] {10_001, 10_010, HOUR}) {
      ScriptedClock clock = new ScriptedClock(T0);
      IdGenerator<? extends SortableId> generator = scheme.build.apply(clock);
      Trace trace = new Trace();
      for (int i = 0; i < 100; i++) {
        trace.above(generator.generate());
      }
      clock.set(T0 - back);

      assertEquals(Optional.empty(), generator.generateOrAbort());
      SortableId reset = trace.any(generator.generate());

      assertEquals(T0 - back, reset.epochMillis(), "generate() resets to the clock");
      for (int i = 0; i < 100; i++) {
        trace.above(generator.generate());
        trace.above(generator.generateOrAbort());
      }
      survived(scheme + " back " + back + " ms");
    }
  }

  @ParameterizedTest
  @EnumSource(Resetting.class)
  void jumpForwardOneHourAndBack_movesOnThenResetsWithoutDuplicates(Resetting scheme) {
    ScriptedClock clock = new ScriptedClock(T0);
    IdGenerator<? extends SortableId> generator = scheme.build.apply(clock);
    Trace trace = new Trace();
    for (int i = 0; i < 1000; i++) {
      trace.above(generator.generate());
    }
    clock.set(T0 + HOUR);
    assertEquals(T0 + HOUR, trace.above(generator.generate()).epochMillis());
    for (int i = 0; i < 1000; i++) {
      trace.above(generator.generate());
    }
    clock.set(T0); // the correction back: beyond the allowance
    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertEquals(T0, trace.any(generator.generate()).epochMillis());
    for (int i = 0; i < 1000; i++) {
      trace.above(generator.generate());
    }
    survived(scheme + " forward 1 h and back");
  }

  /**
   * The clock stuck at one reading while a fast producer makes 1,000,000 ids (10 s at 100,000 ids a
   * second), then catching up 10 s later: ids count on, the timestamp moves on only by counter
   * overflow (SCRU160's 16-bit counter does: at most one ms per 32,768 ids), and the first id after
   * the clock catches up is at the clock.
   */
  @ParameterizedTest
  @EnumSource(Resetting.class)
  void clockStuckForTenSecondsOfGeneration_countsOnThenFollowsTheClock(Resetting scheme) {
    ScriptedClock clock = new ScriptedClock(T0);
    IdGenerator<? extends SortableId> generator = scheme.build.apply(clock);
    int ids = 1_000_000;
    SortableId last = generator.generate();
    for (int i = 1; i < ids; i++) {
      SortableId id = generator.generate();
      if (ParserProperties.compare(last, id) >= 0) {
        throw new AssertionError(id + " is not above " + last + " with a stuck clock");
      }
      last = id;
    }
    long ahead = last.epochMillis() - T0;
    long bound = scheme == Resetting.SCRU160 ? ids / 32_768 + 1 : 1;
    assertTrue(ahead >= 0 && ahead <= bound, () -> "ran " + ahead + " ms ahead of the clock");
    clock.set(T0 + 10_000);
    SortableId next = generator.generate();
    assertTrue(ParserProperties.compare(last, next) < 0);
    assertEquals(T0 + 10_000, next.epochMillis());
    survived(scheme + " stuck for 1,000,000 ids");
  }

  /** A leap second smeared as a repeat: 23:59:59.000 to .999 read twice, then midnight. */
  @ParameterizedTest
  @EnumSource(Resetting.class)
  void leapSecondRepeat_countsOnWithoutReset(Resetting scheme) {
    long second = Instant.parse("2016-12-31T23:59:59Z").toEpochMilli();
    ScriptedClock clock = new ScriptedClock(second);
    IdGenerator<? extends SortableId> generator = scheme.build.apply(clock);
    Trace trace = new Trace();
    for (int pass = 0; pass < 2; pass++) {
      for (long ms = 0; ms < 1000; ms++) {
        clock.set(second + ms);
        trace.above(generator.generate());
        assertEquals(
            pass == 0 ? second + ms : second + 999,
            trace.last.epochMillis(),
            "in the repeat the stored timestamp is kept");
        trace.above(generator.generateOrAbort());
      }
    }
    clock.set(second + 1000);
    assertEquals(second + 1000, trace.above(generator.generate()).epochMillis());
    survived(scheme + " leap second");
  }

  @ParameterizedTest
  @EnumSource(Resetting.class)
  void clockOutOfRange_throwsNamingTheReadingAndChangesNothing(Resetting scheme) {
    ScriptedClock clock = new ScriptedClock(T0);
    IdGenerator<? extends SortableId> generator = scheme.build.apply(clock);
    Trace trace = new Trace();
    trace.above(generator.generate());
    for (long reading :
        new long[] {0, -1, Long.MIN_VALUE, scheme.maxReading() + 1, Long.MAX_VALUE}) {
      clock.set(reading);
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertTrue(e.getMessage().contains(Long.toString(reading)), e::getMessage);
      assertThrows(IllegalStateException.class, () -> generator.generate(2));
      assertEquals(Optional.empty(), generator.generateOrAbort());
      clock.set(T0);
      trace.above(generator.generate()); // nothing changed: counts on
      survived(scheme + " clock reads " + reading);
    }
    clock.set(scheme.maxReading());
    SortableId atMax = trace.above(generator.generate());
    assertEquals(scheme.maxReading(), atMax.epochMillis());
  }

  /**
   * A custom allowance is inclusive: 5 ms back counts on, 6 ms back aborts or resets. {@link
   * GeneratorKind#build} takes the allowance; the seeded source makes a failure replay.
   */
  @ParameterizedTest
  @EnumSource(value = GeneratorKind.class, names = "SCRU64", mode = EnumSource.Mode.EXCLUDE)
  void rollbackAllowanceOf5ms_isInclusive(GeneratorKind kind) {
    ScriptedClock clock = new ScriptedClock(T0);
    IdGenerator<? extends SortableId> generator =
        kind.build(clock, new SplittableRandom(8), Duration.ofMillis(5));
    SortableId first = generator.generate();
    clock.set(T0 - 5);
    SortableId counted = generator.generateOrAbort().orElseThrow();
    assertEquals(T0, counted.epochMillis());
    assertEquals(T0, generator.generate().epochMillis());
    assertTrue(kind.compare(first, counted) < 0);
    clock.set(T0 - 6);
    assertTrue(generator.generateOrAbort().isEmpty());
    assertEquals(T0 - 6, generator.generate().epochMillis());
  }

  @ParameterizedTest
  @EnumSource(value = GeneratorKind.class, names = "SCRU64", mode = EnumSource.Mode.EXCLUDE)
  void rollbackAllowanceZero_resetsOnAnyStepBack(GeneratorKind kind) {
    ScriptedClock clock = new ScriptedClock(T0);
    IdGenerator<? extends SortableId> generator =
        kind.build(clock, new SplittableRandom(9), Duration.ZERO);
    generator.generate();
    assertEquals(T0, generator.generate().epochMillis());
    clock.set(T0 - 1);
    assertEquals(T0 - 1, generator.generate().epochMillis());
  }

  /**
   * Where nothing aborts (steps forward, back within the allowance and exactly at it), {@code
   * generateOrAbort()} gives the very ids {@code generate()} gives from the same state and random
   * numbers.
   */
  @ParameterizedTest
  @EnumSource(value = GeneratorKind.class, names = "SCRU64", mode = EnumSource.Mode.EXCLUDE)
  void generateOrAbort_whereNothingAborts_givesTheIdsGenerateGives(GeneratorKind kind) {
    long[] readings = {
      T0, T0, T0 + 3, T0 + 1, T0 - 100, T0 + 1503, T0 + 1503 - 9000, T0 + 1504, T0 + 1504 - 10_000
    };
    ScriptedClock clockA = new ScriptedClock(T0);
    ScriptedClock clockB = new ScriptedClock(T0);
    IdGenerator<? extends SortableId> plain =
        kind.build(clockA, new SplittableRandom(7), GeneratorKind.ALLOWANCE);
    IdGenerator<? extends SortableId> abortable =
        kind.build(clockB, new SplittableRandom(7), GeneratorKind.ALLOWANCE);
    for (long reading : readings) {
      clockA.set(reading);
      clockB.set(reading);
      assertEquals(plain.generate(), abortable.generateOrAbort().orElseThrow());
    }
  }

  // ---- SCRU64, in 256 ms ticks ---------------------------------------------------------------

  /** The start of tick T0 >> 8, so that whole-tick moves are exact. */
  static final long TICK0 = T0 >>> 8 << 8;

  static Scru64Generator scru64(InstantSource clock, int nodeIdSize, Duration maxWait) {
    return Scru64Generator.builder()
        .nodeSpec(Scru64NodeSpec.of(1, nodeIdSize))
        .clock(clock)
        .random(new SplittableRandom(5))
        .maxWait(maxWait)
        .build();
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 39})
  void scru64RollbackWithinAllowance_countsOn(long ticks) {
    ScriptedClock clock = new ScriptedClock(TICK0);
    Scru64Generator generator = scru64(clock, 8, Duration.ZERO);
    Trace trace = new Trace();
    for (int i = 0; i < 100; i++) {
      trace.above(generator.generate());
    }
    clock.set(TICK0 - (ticks << 8));
    for (int i = 0; i < 100; i++) {
      trace.above(generator.generate());
      trace.above(generator.generateOrAbort());
    }
    assertEquals(TICK0 >>> 8, ((Scru64Id) trace.last).timestamp());
    survived("SCRU64 back " + ticks + " ticks");
  }

  /**
   * 40 ticks and 1 h back: no reset (it could repeat ids), {@code generateOrAbort()} is empty, and
   * {@code generate()} throws after maxWait while the clock stays back; once the clock returns it
   * counts on above the last id.
   */
  @ParameterizedTest
  @ValueSource(longs = {40, HOUR >>> 8})
  void scru64RollbackBeyondAllowance_waitsAtMostMaxWaitThenThrowsAndNeverResets(long ticks) {
    ScriptedClock clock = new ScriptedClock(TICK0);
    Scru64Generator generator = scru64(clock, 8, Duration.ofMillis(100));
    Trace trace = new Trace();
    for (int i = 0; i < 100; i++) {
      trace.above(generator.generate());
    }
    clock.set(TICK0 - (ticks << 8));

    assertEquals(Optional.empty(), generator.generateOrAbort());
    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains("maxWait PT0.1S"), e::getMessage);
    assertThrows(IllegalStateException.class, () -> generator.generate(2));

    clock.set(TICK0);
    trace.above(generator.generate());
    survived("SCRU64 back " + ticks + " ticks");
  }

  /** A clock that moves on by a step at every read: generate() waits for it and then succeeds. */
  @Test
  void scru64RollbackOneHour_generateWaitsForAClockThatCatchesUp() {
    SteppingClock clock = new SteppingClock(TICK0);
    Scru64Generator generator = scru64(clock, 8, Duration.ofSeconds(60));
    Trace trace = new Trace();
    trace.above(generator.generate());
    clock.now = TICK0 - HOUR;
    clock.step = 10 * 60_000; // ten minutes per read: caught up after about six reads

    trace.above(generator.generate());

    assertTrue(clock.reads > 2, "generate() read the clock again while waiting");
    survived("SCRU64 back 1 h, clock catching up");
  }

  /** A clock that adds {@code step} ms at every read. */
  private static final class SteppingClock implements InstantSource {
    long now;
    long step;
    int reads;

    SteppingClock(long now) {
      this.now = now;
    }

    @Override
    public long millis() {
      reads++;
      now += step;
      return now;
    }

    @Override
    public Instant instant() {
      return Instant.ofEpochMilli(millis());
    }
  }

  @Test
  void scru64JumpForwardOneHour_movesToTheNewTick() {
    ScriptedClock clock = new ScriptedClock(TICK0);
    Scru64Generator generator = scru64(clock, 8, Duration.ZERO);
    Trace trace = new Trace();
    trace.above(generator.generate());
    clock.set(TICK0 + HOUR);
    assertEquals((TICK0 + HOUR) >>> 8, ((Scru64Id) trace.above(generator.generate())).timestamp());
    survived("SCRU64 forward 1 h");
  }

  /**
   * Node size 12 leaves a 12-bit counter (renewed below 4096 each tick): with the clock stuck, the
   * ids run ahead by counter overflow up to the 39-tick allowance and no further; then {@code
   * generateOrAbort()} is empty and {@code generate()} throws after maxWait. When the clock moves
   * on 10 s, ids resume above the last.
   */
  @Test
  void scru64ClockStuck_runsAheadAtMostTheAllowanceThenWaits() {
    ScriptedClock clock = new ScriptedClock(TICK0);
    Scru64Generator generator = scru64(clock, 12, Duration.ofMillis(50));
    Scru64Id last = generator.generate();
    long count = 1;
    while (true) {
      Optional<Scru64Id> next = generator.generateOrAbort();
      if (next.isEmpty()) {
        break;
      }
      assertTrue(last.compareTo(next.get()) < 0);
      last = next.get();
      count++;
    }
    long ahead = last.timestamp() - (TICK0 >>> 8);
    assertEquals(39, ahead, "ids run ahead exactly to the allowance");
    assertTrue(count >= 40, "at least one id per tick: " + count);
    assertThrows(IllegalStateException.class, generator::generate);

    clock.set(TICK0 + 10_000);
    Scru64Id resumed = generator.generate();
    assertTrue(last.compareTo(resumed) < 0);
    survived("SCRU64 stuck for " + count + " ids");
  }

  @Test
  void scru64LeapSecondRepeat_countsOn() {
    long second = Instant.parse("2016-12-31T23:59:59Z").toEpochMilli();
    ScriptedClock clock = new ScriptedClock(second);
    Scru64Generator generator = scru64(clock, 8, Duration.ZERO);
    Trace trace = new Trace();
    for (int pass = 0; pass < 2; pass++) {
      for (long ms = 0; ms < 1000; ms++) {
        clock.set(second + ms);
        trace.above(generator.generate());
        trace.above(generator.generateOrAbort());
      }
    }
    survived("SCRU64 leap second");
  }

  @Test
  void scru64ClockOutOfRange_throwsNamingTheReading() {
    ScriptedClock clock = new ScriptedClock(TICK0);
    Scru64Generator generator = scru64(clock, 8, Duration.ofMillis(10));
    Trace trace = new Trace();
    trace.above(generator.generate());
    long max = Scru64Id.MAX_EPOCH_MILLIS;
    for (long reading : new long[] {0, -1, Long.MIN_VALUE, max + 1, Long.MAX_VALUE}) {
      clock.set(reading);
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertTrue(e.getMessage().contains(Long.toString(reading)), e::getMessage);
      assertEquals(Optional.empty(), generator.generateOrAbort());
      clock.set(TICK0);
      trace.above(generator.generate());
      survived("SCRU64 clock reads " + reading);
    }
  }

  @AfterAll
  static void printFigures() {
    int total = SURVIVED.values().stream().mapToInt(Integer::intValue).sum();
    System.out.println(
        String.format(
            Locale.ROOT, "[figures] clock faults survived: %d, per scheme %s", total, SURVIVED));
  }
}
