package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** {@link UuidV7Generator} through its public builder, with scripted clocks and random numbers. */
final class UuidV7GeneratorTest {
  /** 2023-11-14T22:13:20Z. */
  private static final long TS = 1_700_000_000_000L;

  private static final long ALLOWANCE = 10_000;

  private static UuidV7Generator generator(InstantSource clock) {
    return UuidV7Generator.builder().clock(clock).build();
  }

  /** The 42-bit counter: rand_a, then the top 30 bits of rand_b. */
  private static long counter(UuidV7 id) {
    return (long) id.randA() << 30 | id.randB() >>> 32;
  }

  private static long random32(UuidV7 id) {
    return id.leastSignificantBits() & 0xFFFF_FFFFL;
  }

  @Test
  void randomCalls_followTheDocumentedOrder() {
    ScriptedClock clock = new ScriptedClock(TS);
    ScriptedRandom random =
        ScriptedRandom.of(0x11111111, 0x0123_4567_89AB_CDEFL, 0x22222222, 0x33333333);
    UuidV7Generator generator = UuidV7Generator.builder().clock(clock).random(random).build();

    UuidV7 first = generator.generate();
    assertEquals(List.of("nextInt", "nextLong"), random.calls());
    assertEquals(TS, first.timestamp());
    assertEquals(0x11111111L, random32(first));
    assertEquals(0x0123_4567_89AB_CDEFL >>> 23, counter(first));

    UuidV7 second = generator.generate(); // same ms: only the random bits
    assertEquals(List.of("nextInt", "nextLong", "nextInt"), random.calls());
    assertEquals(counter(first) + 1, counter(second));
    assertEquals(0x22222222L, random32(second));

    clock.advance(1); // a new ms: random bits, then a renewed counter
    UuidV7 third = generator.generate();
    assertEquals(List.of("nextInt", "nextLong", "nextInt", "nextInt", "nextLong"), random.calls());
    assertEquals(0x33333333L, random32(third));
    assertEquals(0, counter(third)); // the script ran out: 0
  }

  @Test
  void renewedCounter_hasItsTopBitClear_evenFromAnAllOnesDraw() {
    ScriptedClock clock = new ScriptedClock(TS);
    UuidV7Generator generator =
        UuidV7Generator.builder().clock(clock).random(ScriptedRandom.constant(-1)).build();
    UuidV7 id = generator.generate();
    assertEquals((1L << 41) - 1, counter(id), "the rollover guard: 2^41 ids left in the ms");
    assertEquals(0x7FF, id.randA());
    assertEquals(0xFFFF_FFFFL, random32(id));
    assertEquals("018bcfe5-6800-77ff-bfff-ffffffffffff", id.toString());
    UuidV7 next = generator.generate();
    assertEquals(1L << 41, counter(next));
    assertEquals(0x800, next.randA(), "the counter carries from rand_b into rand_a");
  }

  @Test
  void everyId_isAVersion7UuidAgreeingWithJavaUtilUuid() {
    UuidV7Generator generator = UuidV7Generator.builder().build();
    for (UuidV7 id : generator.generate(10_000)) {
      UUID uuid = id.toUuid();
      assertEquals(7, uuid.version());
      assertEquals(2, uuid.variant());
      assertEquals(uuid.toString(), id.toString());
      assertEquals(id, UuidV7.parse(uuid.toString()));
    }
  }

  @Test
  void rollbackExactlyAllowance_countsOn() {
    ScriptedClock clock = new ScriptedClock(TS);
    UuidV7Generator generator = generator(clock);
    UuidV7 first = generator.generate();
    clock.set(TS - ALLOWANCE);
    UuidV7 second = generator.generate();
    assertTrue(first.compareTo(second) < 0);
    assertEquals(TS, second.timestamp());
    assertEquals(counter(first) + 1, counter(second));
    UuidV7 third = generator.generateOrAbort().orElseThrow();
    assertTrue(second.compareTo(third) < 0);
  }

  @Test
  void rollbackBeyondAllowance_generateResets_andAbortIsEmptyWithoutChangingState() {
    ScriptedClock clock = new ScriptedClock(TS);
    UuidV7Generator generator = generator(clock);
    UuidV7 first = generator.generate();
    clock.set(TS - ALLOWANCE - 1);
    assertEquals(Optional.empty(), generator.generateOrAbort());
    clock.set(TS);
    UuidV7 counted = generator.generate(); // the aborted call changed nothing
    assertEquals(counter(first) + 1, counter(counted));

    clock.set(TS - ALLOWANCE - 1);
    UuidV7 reset = generator.generate();
    assertEquals(TS - ALLOWANCE - 1, reset.timestamp());
    assertTrue(reset.compareTo(counted) < 0);
    clock.set(TS - ALLOWANCE - 2); // within the allowance of the new state: counts on
    assertTrue(generator.generate().compareTo(reset) > 0);
  }

  @Test
  void clockOutOfRange_throwsNamingTheReading() {
    for (long reading : new long[] {0, -1, 1L << 48, Long.MAX_VALUE, Long.MIN_VALUE}) {
      UuidV7Generator generator = generator(new ScriptedClock(reading));
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertTrue(e.getMessage().contains(Long.toString(reading)), e.getMessage());
      assertTrue(e.getMessage().contains("UUIDv7"), e.getMessage());
      assertEquals(Optional.empty(), generator.generateOrAbort());
      assertThrows(IllegalStateException.class, () -> generator.generate(3));
    }
    assertEquals(
        UuidV7.MAX_TIMESTAMP,
        generator(new ScriptedClock(UuidV7.MAX_TIMESTAMP)).generate().timestamp());
    assertEquals(1, generator(new ScriptedClock(1)).generate().timestamp());
  }

  /**
   * At the largest timestamp a reseed asks for timestamp + 1, which does not exist (a counter
   * overflow there does the same; see {@link
   * #counterOverflowAtTheLargestTimestamp_throwsAndAbortsEmpty}): generate() throws, the abort is
   * empty, nothing changes, and a clock far back still resets.
   */
  @Test
  void endOfTheRange_noNextMillisecond_throwsAndAbortsWithoutChangingState() {
    ScriptedClock clock = new ScriptedClock(UuidV7.MAX_TIMESTAMP);
    UuidV7Generator generator = generator(clock);
    UuidV7 last = generator.generate();
    generator.reseed();
    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains("2^48-1"), e.getMessage());
    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertThrows(IllegalStateException.class, () -> generator.generate(2));
    clock.set(TS);
    UuidV7 reset = generator.generate();
    assertEquals(TS, reset.timestamp());
    assertTrue(reset.compareTo(last) < 0);
  }

  @Test
  void reseed_sameMillisecond_movesAheadWithARenewedCounter() {
    ScriptedClock clock = new ScriptedClock(TS);
    ScriptedRandom random = ScriptedRandom.of(0, 0x7FFF_FFFF_FFFF_FFFFL, 0, 0x10_0000_0000L << 23);
    UuidV7Generator generator = UuidV7Generator.builder().clock(clock).random(random).build();
    UuidV7 before = generator.generate();
    generator.reseed();
    UuidV7 after = generator.generate();
    assertEquals(TS + 1, after.timestamp());
    assertEquals(0x10_0000_0000L, counter(after), "a renewed counter, not the last + 1");
    assertTrue(before.compareTo(after) < 0);
  }

  @Test
  void batch_isContiguousInTheCounter_andTheNextBatchContinuesIt() {
    UuidV7Generator generator = generator(new ScriptedClock(TS));
    List<UuidV7> batch = generator.generate(1000);
    for (int i = 1; i < batch.size(); i++) {
      assertEquals(counter(batch.get(i - 1)) + 1, counter(batch.get(i)));
    }
    List<UuidV7> second = generator.generate(1000); // from the run, without the lock
    assertEquals(counter(batch.get(999)) + 1, counter(second.get(0)));
  }

  @Test
  void builder_rejectsNullAndOutOfRangeSettings() {
    UuidV7Generator.Builder builder = UuidV7Generator.builder();
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
    UuidV7 a = UuidV7.generate();
    UuidV7 b = UuidV7.generate();
    assertTrue(a.compareTo(b) < 0);
    assertSame(UuidV7Generator.defaultGenerator(), UuidV7Generator.defaultGenerator());
    assertTrue(IdScheme.UUIDV7.generate() instanceof UuidV7);
  }

  @Test
  void distinctGenerators_sameMillisecond_produceDistinctIds() {
    ScriptedClock clock = new ScriptedClock(TS);
    UuidV7 a = generator(clock).generate();
    UuidV7 b = generator(clock).generate();
    assertNotEquals(a, b);
  }

  // ---- the counter's overflow: 2^41 ids in one millisecond through the public API, so these
  // start the generator's own engine and steps after a given last id

  private static final long T = 1_700_000_000_000L;

  /** The production engine and steps of UuidV7Generator, after {@code last}. */
  private static GeneratorEngine<UuidV7, UuidV7> after(
      UuidV7 last, InstantSource clock, ScriptedRandom random) {
    return UuidV7Generator.engine(
        new UuidV7Generator.Steps(new CallerRandomSource(random)),
        last,
        clock,
        GeneratorOptions.DEFAULT_ROLLBACK_ALLOWANCE.toMillis());
  }

  /** The id at {@code timestamp} whose 42-bit counter is all ones. */
  private static UuidV7 counterAtMax(long timestamp) {
    return UuidV7.of(timestamp, UuidV7.MAX_RAND_A, 0x3FFF_FFFFL << 32 | 0x1234);
  }

  @Test
  void counterOverflow_movesToTheNextMillisecondWithARenewedCounter() {
    UuidV7 last = counterAtMax(T);
    assertEquals(0xFFF, last.randA());
    assertEquals(0x3FFF_FFFFL, last.randB() >>> 32);

    UuidV7 next = after(last, new ScriptedClock(T), ScriptedRandom.of(0x55, 5L << 23)).generate();

    assertEquals(T + 1, next.timestamp());
    assertEquals(5, UuidV7Generator.counter(next));
    assertEquals(0x55, next.leastSignificantBits() & 0xFFFF_FFFFL);
    assertTrue(last.compareTo(next) < 0);
    // the same with the clock back within the allowance, and for generateOrAbort (no reset)
    assertEquals(
        Optional.of(next),
        after(last, new ScriptedClock(T - 10_000), ScriptedRandom.of(0x55, 5L << 23))
            .generateOrAbort(GeneratorEngine.UNBOUNDED));
  }

  @Test
  void counterOneBelowMax_countsOnInTheSameMillisecond() {
    UuidV7 last = UuidV7.of(T, UuidV7.MAX_RAND_A, 0x3FFF_FFFEL << 32);
    UuidV7 next = after(last, new ScriptedClock(T), ScriptedRandom.of(0)).generate();
    assertEquals(T, next.timestamp());
    assertEquals((1L << 42) - 1, UuidV7Generator.counter(next));
    assertEquals(UuidV7.MAX_RAND_A, next.randA());
  }

  @Test
  void counterOverflowAtTheLargestTimestamp_throwsAndAbortsEmpty() {
    UuidV7 last = counterAtMax(UuidV7.MAX_TIMESTAMP);
    ScriptedClock clock = new ScriptedClock(UuidV7.MAX_TIMESTAMP);
    GeneratorEngine<UuidV7, UuidV7> engine = after(last, clock, ScriptedRandom.constant(0));
    IllegalStateException e = assertThrows(IllegalStateException.class, engine::generate);
    assertTrue(e.getMessage().contains("2^48-1"), e.getMessage());
    clock.set(UuidV7.MAX_TIMESTAMP - 1);
    assertEquals(Optional.empty(), engine.generateOrAbort(GeneratorEngine.UNBOUNDED));
  }

  @Test
  void increment_carriesFromRandBIntoRandA() {
    UuidV7 start = UuidV7.of(T, 0, (1L << 30) - 1 << 32);
    UuidV7 next = after(start, new ScriptedClock(T), ScriptedRandom.of(-1)).generate();
    assertEquals(1, next.randA());
    assertEquals(0xFFFF_FFFFL, next.randB());
    assertEquals(7, next.toUuid().version());
    assertEquals(2, next.toUuid().variant());
  }
}
