package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

final class Scru160GeneratorTest {
  private static final long T = 1_631_540_490_683L;

  /**
   * A {@link RandomGenerator} that returns scripted values and records its calls. When a queue is
   * empty it returns the fallback value, or fails if there is none.
   */
  static final class ScriptedRandom implements RandomGenerator {
    private final Deque<Long> longs = new ArrayDeque<>();
    private final Deque<Integer> ints = new ArrayDeque<>();
    private final Integer fallback;
    final List<String> calls = new ArrayList<>();

    ScriptedRandom() {
      this(null);
    }

    ScriptedRandom(Integer fallback) {
      this.fallback = fallback;
    }

    ScriptedRandom queueLongs(long... values) {
      for (long value : values) {
        longs.add(value);
      }
      return this;
    }

    ScriptedRandom queueInts(int... values) {
      for (int value : values) {
        ints.add(value);
      }
      return this;
    }

    @Override
    public long nextLong() {
      calls.add("nextLong");
      Long value = longs.poll();
      if (value == null && fallback == null) {
        throw new AssertionError("no scripted nextLong() left");
      }
      return value != null ? value : fallback;
    }

    @Override
    public int nextInt() {
      calls.add("nextInt");
      Integer value = ints.poll();
      if (value == null && fallback == null) {
        throw new AssertionError("no scripted nextInt() left");
      }
      return value != null ? value : fallback;
    }
  }

  /** A clock whose instant the test sets, with sub-millisecond precision. */
  static final class MicroClock implements InstantSource {
    private final AtomicReference<Instant> now = new AtomicReference<>();

    MicroClock(long millis, int micros) {
      set(millis, micros);
    }

    void set(long millis, int micros) {
      now.set(Instant.ofEpochMilli(millis).plusNanos(micros * 1000L + 456));
    }

    void set(Instant instant) {
      now.set(instant);
    }

    @Override
    public Instant instant() {
      return now.get();
    }
  }

  private static Scru160Generator generator(InstantSource clock, RandomGenerator random) {
    return Scru160Generator.builder().clock(clock).random(random).build();
  }

  private static Scru160Generator.Builder builder(
      InstantSource clock, RandomGenerator random, boolean microsecond, int extensionBits) {
    Scru160Generator.Builder builder =
        Scru160Generator.builder().clock(clock).random(random).counterExtensionBits(extensionBits);
    return microsecond ? builder.microsecondCounter() : builder;
  }

  /**
   * The whole counter of an id: the counter bits of the counter field (its low 6 with the
   * microsecond usage) followed by the extension bits at the top of random16.
   */
  private static long fullCounter(Scru160Id id, boolean microsecond, int extensionBits) {
    long field = id.counter() & (microsecond ? 0x3F : 0xFFFF);
    return field << extensionBits | id.random16() >>> (16 - extensionBits);
  }

  /** Entropy for one id: (nextLong, nextInt) giving that random16 and random80. */
  private static void script(ScriptedRandom random, int random16, String random80Hex) {
    byte[] r80 = HexFormat.of().parseHex(random80Hex);
    random.queueLongs(Bytes.getLong(r80, 2));
    random.queueInts(random16 << 16 | (r80[0] & 0xFF) << 8 | (r80[1] & 0xFF));
  }

  @Test
  void generate_scriptedRandom_reproducesEveryRunOfTheExamples() {
    List<Map<String, String>> rows = Vectors.csv("scru160_examples.csv");
    int runs = 0;
    for (int start = 0; start < rows.size(); ) {
      long timestamp = Long.parseLong(rows.get(start).get("timestamp"));
      int counter = Integer.parseInt(rows.get(start).get("counter"));
      int end = start + 1;
      while (end < rows.size()
          && Long.parseLong(rows.get(end).get("timestamp")) == timestamp
          && Integer.parseInt(rows.get(end).get("counter")) == counter + end - start) {
        end++;
      }
      if (timestamp > 0 && timestamp < Scru160Id.MAX_TIMESTAMP && counter < 0x8000) {
        ScriptedRandom random = new ScriptedRandom();
        List<String> expectedCalls = new ArrayList<>();
        for (int i = start; i < end; i++) {
          Map<String, String> row = rows.get(i);
          script(random, Integer.parseInt(row.get("random16")), row.get("random80_hex"));
          if (i == start) {
            random.queueInts(counter << 17 | 0x1_2345); // low 17 bits are dropped
          }
          expectedCalls.addAll(List.of("nextLong", "nextInt"));
        }
        expectedCalls.add(2, "nextInt");
        Scru160Generator generator = generator(new ScriptedClock(timestamp), random);
        for (int i = start; i < end; i++) {
          Scru160Id id = generator.generate();
          assertEquals(rows.get(i).get("base32hex"), id.toString());
          assertEquals(rows.get(i).get("hex"), id.toHexString());
        }
        assertEquals(expectedCalls, random.calls);
        runs++;
      }
      start = end;
    }
    assertEquals(8, runs);
  }

  @Test
  void generate_newMillisecond_renewsCounter_sameMillisecond_addsOne() {
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random = new ScriptedRandom(0).queueInts(0, 5 << 17, 0, 0, 9 << 17);
    Scru160Generator generator = generator(clock, random);

    Scru160Id first = generator.generate();
    Scru160Id second = generator.generate();
    clock.advance(1);
    Scru160Id third = generator.generate();

    assertEquals(5, first.counter());
    assertEquals(6, second.counter());
    assertEquals(9, third.counter());
    assertEquals(T + 1, third.timestamp());
    assertTrue(first.compareTo(second) < 0 && second.compareTo(third) < 0);
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
  void generate_newTick_renewsCounterWithTopBitZero(
      boolean microsecond, int extensionBits, int shift, long largest) {
    MicroClock clock = new MicroClock(T, 0);
    ScriptedRandom random = new ScriptedRandom(0).queueInts(0, -1, 0, 0x5555_5555);
    Scru160Generator generator = builder(clock, random, microsecond, extensionBits).build();

    Scru160Id first = generator.generate();
    clock.set(microsecond ? T : T + 1, microsecond ? 1 : 0); // the next tick
    Scru160Id second = generator.generate();

    assertEquals(largest, fullCounter(first, microsecond, extensionBits));
    assertEquals(0x5555_5555 >>> shift, fullCounter(second, microsecond, extensionBits));
    assertTrue(first.compareTo(second) < 0);
  }

  @Test
  void generate_randomBits_comeFromNextLongAndNextInt() {
    ScriptedRandom random =
        new ScriptedRandom()
            .queueLongs(0x0123_4567_89AB_CDEFL)
            .queueInts(0xFEDC_BA98, 0)
            .queueLongs(-1L)
            .queueInts(0x8000_0000);
    Scru160Generator generator = generator(new ScriptedClock(T), random);

    Scru160Id first = generator.generate();
    Scru160Id second = generator.generate();

    assertEquals(0xFEDC, first.random16());
    assertEquals("ba980123456789abcdef", HexFormat.of().formatHex(first.random80()));
    assertEquals(0x8000, second.random16());
    assertEquals("0000ffffffffffffffff", HexFormat.of().formatHex(second.random80()));
  }

  @ParameterizedTest
  @ValueSource(longs = {0, 1, 9_999, 10_000})
  void generate_rollbackWithinOrAtAllowance_countsOnFromStoredTimestamp(long back) {
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random = new ScriptedRandom(0).queueInts(0, 40 << 17);
    Scru160Generator generator = generator(clock, random);
    Scru160Id first = generator.generate();

    clock.set(T - back);
    Scru160Id second = generator.generateOrAbort().orElseThrow();
    Scru160Id third = generator.generate();

    assertEquals(T, second.timestamp());
    assertEquals(41, second.counter());
    assertEquals(42, third.counter());
    assertTrue(first.compareTo(second) < 0 && second.compareTo(third) < 0);
    // only the first id renewed the counter
    assertEquals(
        List.of("nextLong", "nextInt", "nextInt", "nextLong", "nextInt", "nextLong", "nextInt"),
        random.calls);
  }

  @Test
  void generate_rollbackOneMillisecondBeyondAllowance_resets_orAbortIsEmpty() {
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random = new ScriptedRandom(0).queueInts(0, 40 << 17, 0, 0, 3 << 17);
    Scru160Generator generator = generator(clock, random);
    Scru160Id first = generator.generate();
    clock.set(T - 10_001);

    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertEquals(3, random.calls.size(), "an abort draws nothing");
    clock.set(T);
    assertEquals(41, generator.generate().counter()); // the abort changed nothing
    clock.set(T - 10_001);
    Scru160Id reset = generator.generate();

    assertEquals(T - 10_001, reset.timestamp());
    assertEquals(3, reset.counter());
    assertTrue(reset.compareTo(first) < 0);
  }

  @Test
  void builder_invalidSettings_areRejected() {
    Scru160Generator.Builder builder = Scru160Generator.builder();

    assertThrows(NullPointerException.class, () -> builder.clock(null));
    assertThrows(NullPointerException.class, () -> builder.random(null));
    assertThrows(NullPointerException.class, () -> builder.rollbackAllowance(null));
    assertThrows(
        IllegalArgumentException.class, () -> builder.rollbackAllowance(Duration.ofMillis(-1)));
    assertThrows(
        IllegalArgumentException.class,
        () -> builder.rollbackAllowance(Duration.ofMillis(Scru160Id.MAX_TIMESTAMP + 1)));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> builder.counterExtensionBits(17));
    assertTrue(e.getMessage().contains("counterExtensionBits"), e.getMessage());
    assertTrue(e.getMessage().contains("17"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> builder.counterExtensionBits(-1));
  }

  @Test
  void generate_counterOverflow_movesToNextMillisecondWithRenewedCounter() {
    ScriptedClock clock = new ScriptedClock(T);
    // per id one nextInt for random16 (0 here); a fresh counter draws one more
    int[] ints = new int[2 + 0x8000 + 2];
    ints[1] = -1;
    ints[ints.length - 1] = 7 << 17;
    Scru160Generator generator = generator(clock, new ScriptedRandom(0).queueInts(ints));
    Scru160Id previous = generator.generate();
    assertEquals(0x7FFF, previous.counter());
    for (int i = 0; i < 0x8000; i++) {
      Scru160Id next = generator.generate();
      assertTrue(previous.compareTo(next) < 0);
      previous = next;
    }
    assertEquals(T, previous.timestamp());
    assertEquals(0xFFFF, previous.counter());

    Scru160Id overflow = generator.generate();

    assertEquals(T + 1, overflow.timestamp());
    assertEquals(7, overflow.counter());
    assertTrue(previous.compareTo(overflow) < 0);
  }

  @Test
  void generate_overflowAtLargestTimestamp_throws_neverEmitsReserved() {
    long last = Scru160Id.MAX_TIMESTAMP - 1;
    ScriptedClock clock = new ScriptedClock(last);
    Scru160Generator generator = generator(clock, new ScriptedRandom(0).queueInts(0, -1));
    for (int i = 0; i <= 0x8000; i++) {
      assertEquals(last, generator.generate().timestamp());
    }

    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains("reserved"), e.getMessage());
    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertThrows(IllegalStateException.class, () -> generator.generate(2));
  }

  @Test
  void reseed_atLargestTimestamp_throwsAndDrawsNothing() {
    long last = Scru160Id.MAX_TIMESTAMP - 1;
    ScriptedClock clock = new ScriptedClock(last);
    ScriptedRandom random = new ScriptedRandom(0).queueInts(0, -1);
    Scru160Generator generator = builder(clock, random, false, 16).build();
    Scru160Id id = generator.generate();
    // a 32-bit counter at 0x7FFFFFFF: 2^31 ids to overflow are too many to walk, and a reseed
    // needs the next tick just as an overflow does
    assertEquals(0x7FFF_FFFFL, fullCounter(id, false, 16));
    generator.reseed();

    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains("reserved"), e.getMessage());
    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertThrows(IllegalStateException.class, () -> generator.generate(1));
    clock.set(last - 1); // back within the allowance: still nowhere to move
    assertThrows(IllegalStateException.class, generator::generate);
    assertEquals(List.of("nextLong", "nextInt", "nextInt"), random.calls);
  }

  @Test
  void microsecondCounter_overflowAtLargestTick_throws_neverEmitsReserved() {
    long last = Scru160Id.MAX_TIMESTAMP - 1;
    MicroClock clock = new MicroClock(last, 999);
    Scru160Generator generator =
        builder(clock, new ScriptedRandom(0).queueInts(0, -1), true, 0).build();
    Scru160Id previous = generator.generate();
    assertEquals(999 << 6 | 31, previous.counter());
    for (int i = 0; i < 32; i++) {
      previous = generator.generate();
    }
    assertEquals(last, previous.timestamp());
    assertEquals(999 << 6 | 63, previous.counter());

    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains("reserved"), e.getMessage());
    assertEquals(Optional.empty(), generator.generateOrAbort());
  }

  @ParameterizedTest
  @ValueSource(longs = {Long.MIN_VALUE, -1, 0, (1L << 48) - 1, 1L << 48, Long.MAX_VALUE})
  void generate_clockOutOfRange_throwsNamingTheReading(long millis) {
    Scru160Generator generator = generator(new ScriptedClock(millis), new ScriptedRandom(0));

    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains(" " + millis + " ms"), e.getMessage());
    assertTrue(e.getMessage().contains("SCRU160"), e.getMessage());
    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertThrows(IllegalStateException.class, () -> generator.generate(1));
  }

  @Test
  void generate_microsecondClockOutOfRange_throwsNamingTheReading() {
    MicroClock clock = new MicroClock(T, 0);
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(clock)
            .random(new ScriptedRandom(0))
            .microsecondCounter()
            .build();
    List<Instant> bad =
        List.of(
            Instant.EPOCH.plusNanos(999_999),
            Instant.EPOCH.minusNanos(1),
            Instant.ofEpochMilli(Scru160Id.MAX_TIMESTAMP),
            Instant.MAX,
            Instant.MIN);
    for (Instant instant : bad) {
      clock.set(instant);
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertTrue(e.getMessage().contains("clock reads"), e.getMessage());
      assertEquals(Optional.empty(), generator.generateOrAbort());
    }
    clock.set(Instant.ofEpochMilli(Scru160Id.MAX_TIMESTAMP - 1).plusNanos(999_999));
    Scru160Id last = generator.generate();
    assertEquals(Scru160Id.MAX_TIMESTAMP - 1, last.timestamp());
    assertEquals(999, last.counter() >>> 6);
  }

  @Test
  void microsecondCounter_fillsMicrosecondPartAndSixBitCounter() {
    MicroClock clock = new MicroClock(T, 123);
    ScriptedRandom random =
        new ScriptedRandom(0).queueInts(0, 17 << 27, 0, 0, 3 << 27 | 0x7FF_FFFF);
    Scru160Generator generator =
        Scru160Generator.builder().clock(clock).random(random).microsecondCounter().build();

    Scru160Id first = generator.generate();
    Scru160Id second = generator.generate();
    clock.set(T, 124);
    Scru160Id third = generator.generate();

    assertEquals(T, first.timestamp());
    assertEquals(123 << 6 | 17, first.counter());
    assertEquals(123 << 6 | 18, second.counter());
    assertEquals(124 << 6 | 3, third.counter());
    assertEquals(
        List.of(
            "nextLong",
            "nextInt",
            "nextInt",
            "nextLong",
            "nextInt",
            "nextLong",
            "nextInt",
            "nextInt"),
        random.calls);
    assertTrue(first.compareTo(second) < 0 && second.compareTo(third) < 0);
  }

  @Test
  void microsecondCounter_overflow_movesOneMicrosecondOn_thenOneMillisecond() {
    MicroClock clock = new MicroClock(T, 998);
    // per id one nextInt for random16 (0 here); a fresh counter draws one more: 31, 31, then 0
    int[] ints = new int[2 + 32 + 2 + 32 + 2];
    ints[1] = -1;
    ints[2 + 32 + 1] = -1;
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(clock)
            .random(new ScriptedRandom(0).queueInts(ints))
            .microsecondCounter()
            .build();
    Scru160Id previous = generator.generate();
    assertEquals(998 << 6 | 31, previous.counter());
    clock.set(T, 0); // back within the allowance: counts on at microsecond 998
    for (int i = 0; i < 32; i++) {
      previous = generator.generate();
    }
    assertEquals(998 << 6 | 63, previous.counter());

    Scru160Id nextMicrosecond = generator.generate();
    assertEquals(T, nextMicrosecond.timestamp());
    assertEquals(999 << 6 | 31, nextMicrosecond.counter());
    assertTrue(previous.compareTo(nextMicrosecond) < 0);
    previous = nextMicrosecond;
    for (int i = 0; i < 32; i++) {
      previous = generator.generate();
    }
    assertEquals(999 << 6 | 63, previous.counter());
    clock.set(T, 999);

    Scru160Id next = generator.generate();

    assertEquals(T + 1, next.timestamp());
    assertEquals(0, next.counter());
    assertTrue(previous.compareTo(next) < 0);
  }

  @Test
  void microsecondCounter_millisecondClock_counterCarriesTheMillisecond() {
    ScriptedClock clock = new ScriptedClock(T);
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(clock)
            .random(new ScriptedRandom(0))
            .microsecondCounter()
            .build();

    List<Scru160Id> ids = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      ids.add(generator.generate());
    }
    clock.advance(1);
    Scru160Id nextMillisecond = generator.generate();

    for (int i = 0; i < 100; i++) {
      assertEquals(T, ids.get(i).timestamp());
      assertEquals((i / 64) << 6 | i % 64, ids.get(i).counter());
    }
    assertEquals(T + 1, nextMillisecond.timestamp());
    assertEquals(0, nextMillisecond.counter());
  }

  @Test
  void microsecondCounter_rollbackAllowance_isInclusiveInMicroseconds() {
    MicroClock clock = new MicroClock(T, 500);
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(clock)
            .random(new ScriptedRandom(0))
            .microsecondCounter()
            .build();
    generator.generate();

    clock.set(T - 10_000, 500);
    Scru160Id within = generator.generate();
    clock.set(T - 10_000, 499);

    assertEquals(T, within.timestamp());
    assertEquals(500 << 6 | 1, within.counter());
    assertEquals(Optional.empty(), generator.generateOrAbort());
    Scru160Id reset = generator.generate();
    assertEquals(T - 10_000, reset.timestamp());
    assertEquals(499 << 6, reset.counter());
  }

  @Test
  void counterExtensionBits_combinedCounterSpillsIntoTopOfRandom16() {
    ScriptedRandom random =
        new ScriptedRandom()
            .queueLongs(0)
            .queueInts(0x1234_5678, 0x2B_CDFE << 9 | 0x1FF)
            .queueLongs(0, 0)
            .queueInts(0x1234_5678, 0x1234_5678);
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(new ScriptedClock(T))
            .random(random)
            .counterExtensionBits(8)
            .build();

    Scru160Id first = generator.generate();
    Scru160Id second = generator.generate();
    Scru160Id third = generator.generate();

    assertEquals(0x2BCD, first.counter());
    assertEquals(0xFE34, first.random16());
    assertEquals(0x2BCD, second.counter());
    assertEquals(0xFF34, second.random16());
    assertEquals(0x2BCE, third.counter());
    assertEquals(0x0034, third.random16());
    assertEquals("56780000000000000000", HexFormat.of().formatHex(third.random80()));
    assertTrue(first.compareTo(second) < 0 && second.compareTo(third) < 0);
  }

  @Test
  void counterExtensionBits_overflow_carriesThroughRandom16ThenTimestamp() {
    ScriptedClock clock = new ScriptedClock(T);
    Scru160Generator generator =
        builder(clock, new ScriptedRandom(0).queueInts(0, -1), false, 1).build();
    Scru160Id id = generator.generate();
    assertEquals(0x7FFF, id.counter());
    assertEquals(1, id.random16() >>> 15);

    id = generator.generate();
    assertEquals(0x8000, id.counter());
    assertEquals(0, id.random16() >>> 15);
    for (int i = 0x10000; i < 0x1FFFF; i++) {
      Scru160Id next = generator.generate();
      assertTrue(id.compareTo(next) < 0);
      id = next;
    }
    assertEquals(T, id.timestamp());
    assertEquals(0xFFFF, id.counter());
    assertEquals(1, id.random16() >>> 15);

    Scru160Id overflow = generator.generate();
    assertEquals(T + 1, overflow.timestamp());
    assertEquals(0, overflow.counter());
    assertEquals(0, overflow.random16() >>> 15);
    assertTrue(id.compareTo(overflow) < 0);
  }

  @Test
  void counterExtensionBits_sixteen_givesAllOfRandom16ToTheCounter() {
    ScriptedRandom random =
        new ScriptedRandom().queueLongs(0, 0).queueInts(-1, 0x1234_5678 << 1 | 1, -1);
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(new ScriptedClock(T))
            .random(random)
            .counterExtensionBits(16)
            .build();

    Scru160Id first = generator.generate();
    Scru160Id second = generator.generate();

    assertEquals(0x1234, first.counter());
    assertEquals(0x5678, first.random16());
    assertEquals(0x5679, second.random16());
    assertEquals("ffff0000000000000000", HexFormat.of().formatHex(second.random80()));
  }

  @Test
  void counterExtensionBits_withMicrosecondCounter_extendsTheSixBitCounter() {
    ScriptedRandom random = new ScriptedRandom(0).queueInts(0, 0x1AB << 23);
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(new MicroClock(T, 321))
            .random(random)
            .microsecondCounter()
            .counterExtensionBits(4)
            .build();

    Scru160Id id = generator.generate();

    assertEquals(321 << 6 | 0x1A, id.counter());
    assertEquals(0xB000, id.random16());
  }

  /**
   * Every split of random16 into k counter extension bits, b node id bits and 16 - k - b random
   * bits, for both counter usages: three ids in one tick, whose random16 draws are all ones, all
   * zeros and a pattern, with two node ids that differ in every bit.
   */
  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void nodeId_everySplitOfRandom16_sitsBelowTheExtension_restIsRandom(boolean microsecond) {
    int base = microsecond ? 6 : 16;
    long pattern = microsecond ? 0x12 : 0x1234; // the counter field's bits; its top bit is 0
    int[] highs = {-1, 0, 0x6B5D_C3A7};
    long[] lows = {0x0123_4567_89AB_CDEFL, -1L, 0};
    int splits = 0;
    for (int k = 0; k <= 16; k++) {
      for (int b = 1; b <= 16 - k; b++) {
        int randomBits = 16 - k - b;
        int randomMask = (1 << randomBits) - 1;
        // extension bits all ones, so that the second id carries into the counter field
        long counter = pattern << k | (1L << k) - 1;
        int renewal = (int) (counter << (32 - (base + k - 1)));
        for (int nodeId : new int[] {0xB6D5 >>> (16 - b), 0x492A >>> (16 - b)}) {
          ScriptedRandom random =
              new ScriptedRandom()
                  .queueLongs(lows)
                  .queueInts(highs[0], renewal, highs[1], highs[2]);
          Scru160Generator generator =
              builder(new MicroClock(T, 321), random, microsecond, k).nodeId(nodeId, b).build();
          for (int i = 0; i < 3; i++) {
            Scru160Id id = generator.generate();
            String split = "k=" + k + " b=" + b + " node=" + nodeId + " id " + i;
            assertEquals(T, id.timestamp(), split);
            assertEquals(counter + i, fullCounter(id, microsecond, k), split);
            assertEquals(nodeId, id.random16() >>> randomBits & (1 << b) - 1, split);
            assertEquals(highs[i] >>> 16 & randomMask, id.random16() & randomMask, split);
            assertEquals(
                String.format("%04x%016x", highs[i] & 0xFFFF, lows[i]),
                HexFormat.of().formatHex(id.random80()),
                split);
          }
          assertEquals(
              List.of(
                  "nextLong", "nextInt", "nextInt", "nextLong", "nextInt", "nextLong", "nextInt"),
              random.calls);
        }
        splits++;
      }
    }
    assertEquals(136, splits);
  }

  @Test
  void nodeId_outOfRange_orMoreThan16BitsWithTheExtension_isRejected() {
    for (int k = 0; k <= 16; k++) {
      for (int b = Math.max(1, 17 - k); b <= 16; b++) {
        Scru160Generator.Builder builder =
            Scru160Generator.builder().nodeId((1 << b) - 1, b).counterExtensionBits(k);
        IllegalStateException e = assertThrows(IllegalStateException.class, builder::build);
        assertTrue(e.getMessage().contains("counterExtensionBits " + k), e.getMessage());
        assertTrue(e.getMessage().contains("node id bits " + b), e.getMessage());
      }
    }
    Scru160Generator.Builder builder = Scru160Generator.builder();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> builder.nodeId(16, 4));
    assertTrue(e.getMessage().contains("nodeId"), e.getMessage());
    assertTrue(e.getMessage().contains("16"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> builder.nodeId(-1, 4));
    assertThrows(IllegalArgumentException.class, () -> builder.nodeId(1 << 16, 16));
    assertThrows(IllegalArgumentException.class, () -> builder.nodeId(0, 0));
    assertThrows(IllegalArgumentException.class, () -> builder.nodeId(0, 17));
    assertEquals(0xFFFF, builder.nodeId(0xFFFF, 16).build().generate().random16());
  }

  @ParameterizedTest
  @CsvSource({"false, 0", "false, 8", "false, 16", "true, 0", "true, 16"})
  void counterSeedBits_renewsWithThatManyTopBitsOfNextInt_defaultOneBelowTheWidth(
      boolean microsecond, int extensionBits) {
    int width = (microsecond ? 6 : 16) + extensionBits;
    int draw = 0xDB6D_B6DB;
    for (int bits = 0; bits < width; bits++) {
      ScriptedRandom random = new ScriptedRandom(0).queueInts(0, draw);
      Scru160Id id =
          builder(new MicroClock(T, 321), random, microsecond, extensionBits)
              .counterSeedBits(bits)
              .build()
              .generate();
      assertEquals(
          bits == 0 ? 0 : draw >>> (32 - bits),
          fullCounter(id, microsecond, extensionBits),
          "bits " + bits);
      assertEquals(
          bits == 0 ? List.of("nextLong", "nextInt") : List.of("nextLong", "nextInt", "nextInt"),
          random.calls,
          "bits " + bits);
    }
    Scru160Id byDefault =
        builder(
                new MicroClock(T, 321),
                new ScriptedRandom(0).queueInts(0, draw),
                microsecond,
                extensionBits)
            .build()
            .generate();
    assertEquals(draw >>> (32 - (width - 1)), fullCounter(byDefault, microsecond, extensionBits));
    for (int bits = width; bits <= 31; bits++) {
      Scru160Generator.Builder builder =
          builder(new MicroClock(T, 321), new ScriptedRandom(0), microsecond, extensionBits)
              .counterSeedBits(bits);
      IllegalStateException e = assertThrows(IllegalStateException.class, builder::build);
      assertTrue(e.getMessage().contains("counterSeedBits"), e.getMessage());
      assertTrue(e.getMessage().contains("got " + bits), e.getMessage());
    }
    Scru160Generator.Builder builder = Scru160Generator.builder();
    assertThrows(IllegalArgumentException.class, () -> builder.counterSeedBits(-1));
    assertThrows(IllegalArgumentException.class, () -> builder.counterSeedBits(32));
  }

  /** The worst case, a renewal draw of all ones: what fits in a millisecond for sure. */
  @ParameterizedTest
  @CsvSource({"0, 65536", "14, 49153", "15, 32769"})
  void counterSeedBits_fewerBits_fitMoreIdsInOneMillisecond(int bits, int perMillisecond) {
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(new ScriptedClock(T))
            .random(new ScriptedRandom(-1))
            .counterSeedBits(bits)
            .build();
    Scru160Id id = generator.generate();
    int inFirstMillisecond = 0;
    while (id.timestamp() == T && inFirstMillisecond <= 0x10000) {
      inFirstMillisecond++;
      Scru160Id next = generator.generate();
      assertTrue(id.compareTo(next) < 0);
      id = next;
    }
    assertEquals(perMillisecond, inFirstMillisecond);
    assertEquals(T + 1, id.timestamp());
    assertEquals(bits == 0 ? 0 : 0xFFFF >>> (16 - bits), id.counter());
  }

  @Test
  void reseed_sameMillisecond_movesOnWithFreshCounter_newMillisecond_renewsOnce() {
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random =
        new ScriptedRandom(0).queueInts(0, 100 << 17, 0, 7 << 17, 0, 5 << 17, 0);
    Scru160Generator generator = generator(clock, random);
    Scru160Id before = generator.generate();

    generator.reseed();
    Scru160Id after = generator.generate();

    assertEquals(T + 1, after.timestamp());
    assertEquals(7, after.counter());
    assertTrue(before.compareTo(after) < 0);

    generator.reseed();
    clock.set(T + 5);
    Scru160Id fresh = generator.generate();
    Scru160Id counted = generator.generate();

    assertEquals(T + 5, fresh.timestamp());
    assertEquals(5, fresh.counter());
    assertEquals(6, counted.counter());
    // a fresh counter for each of the first three ids, none for the fourth
    assertEquals(
        List.of(
            "nextLong",
            "nextInt",
            "nextInt",
            "nextLong",
            "nextInt",
            "nextInt",
            "nextLong",
            "nextInt",
            "nextInt",
            "nextLong",
            "nextInt"),
        random.calls);
  }

  @Test
  void reseed_defaultRandom_idsStayIncreasing() {
    Scru160Generator generator = Scru160Generator.builder().build();
    Scru160Id before = generator.generate();

    generator.reseed();
    Scru160Id after = generator.generate();

    assertTrue(before.compareTo(after) < 0);
    assertFalse(Arrays.equals(before.random80(), after.random80()));
  }

  @Test
  void generateBatch_readsClockOnce_countsOnFromOneRenewedCounter() {
    AtomicInteger reads = new AtomicInteger();
    InstantSource clock =
        new InstantSource() {
          @Override
          public Instant instant() {
            reads.incrementAndGet();
            return Instant.ofEpochMilli(T);
          }

          @Override
          public long millis() {
            reads.incrementAndGet();
            return T;
          }
        };
    ScriptedRandom random = new ScriptedRandom(0).queueInts(0, 10 << 17);
    Scru160Generator generator = generator(clock, random);

    List<Scru160Id> ids = generator.generate(1000);

    assertEquals(1, reads.get());
    assertEquals(1000, ids.size());
    for (int i = 0; i < ids.size(); i++) {
      assertEquals(T, ids.get(i).timestamp());
      assertEquals(10 + i, ids.get(i).counter());
    }
    assertEquals(List.of("nextLong", "nextInt", "nextInt", "nextLong"), random.calls.subList(0, 4));
  }

  @Test
  void generateBatch_microsecondCounter_readsInstantOnce() {
    MicroClock clock = new MicroClock(T, 7);
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(clock)
            .random(new ScriptedRandom(0))
            .microsecondCounter()
            .build();

    List<Scru160Id> ids = generator.generate(70);

    assertEquals(7 << 6, ids.get(0).counter());
    assertEquals(8 << 6 | 5, ids.get(69).counter());
  }

  @Test
  void generateBatch_afterBigRollback_resets() {
    ScriptedClock clock = new ScriptedClock(T);
    Scru160Generator generator = generator(clock, new ScriptedRandom(0));
    generator.generate();
    clock.set(T - 20_000);

    List<Scru160Id> ids = generator.generate(3);

    assertEquals(T - 20_000, ids.get(0).timestamp());
    assertEquals(2, ids.get(2).counter());
  }

  @Test
  void defaultGenerator_isShared_andIdsIncrease() {
    assertSame(Scru160Generator.defaultGenerator(), Scru160Generator.defaultGenerator());
    Scru160Id first = Scru160Id.generate();
    Scru160Id second = Scru160Id.generate();

    assertTrue(first.compareTo(second) < 0);
    long now = System.currentTimeMillis();
    assertTrue(Math.abs(first.timestamp() - now) < 60_000);
  }
}
