package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
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
    Scru160Generator generator = generator(clock, new ScriptedRandom(0).queueInts(0, 40 << 17));
    Scru160Id first = generator.generate();

    clock.set(T - back);
    Scru160Id second = generator.generateOrAbort().orElseThrow();
    Scru160Id third = generator.generate();

    assertEquals(T, second.timestamp());
    assertEquals(41, second.counter());
    assertEquals(42, third.counter());
    assertTrue(first.compareTo(second) < 0 && second.compareTo(third) < 0);
  }

  @Test
  void generate_rollbackOneMillisecondBeyondAllowance_resets_orAbortIsEmpty() {
    ScriptedClock clock = new ScriptedClock(T);
    Scru160Generator generator = generator(clock, new ScriptedRandom(0).queueInts(0, 40 << 17));
    Scru160Id first = generator.generate();
    clock.set(T - 10_001);

    assertEquals(Optional.empty(), generator.generateOrAbort());
    clock.set(T);
    assertEquals(41, generator.generate().counter()); // the abort changed nothing
    clock.set(T - 10_001);
    Scru160Id reset = generator.generate();

    assertEquals(T - 10_001, reset.timestamp());
    assertEquals(0, reset.counter());
    assertTrue(reset.compareTo(first) < 0);
  }

  @Test
  void rollbackAllowance_custom_isInclusive() {
    ScriptedClock clock = new ScriptedClock(T);
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(clock)
            .random(new ScriptedRandom(0))
            .rollbackAllowance(Duration.ofMillis(5))
            .build();
    generator.generate();

    clock.set(T - 5);
    assertEquals(T, generator.generate().timestamp());
    clock.set(T - 6);
    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertEquals(T - 6, generator.generate().timestamp());
  }

  @Test
  void rollbackAllowance_zero_resetsOnAnyStepBack() {
    ScriptedClock clock = new ScriptedClock(T);
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(clock)
            .random(new ScriptedRandom(0))
            .rollbackAllowance(Duration.ZERO)
            .build();
    generator.generate();

    assertEquals(T, generator.generate().timestamp());
    clock.set(T - 1);
    assertEquals(T - 1, generator.generate().timestamp());
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
    Scru160Generator generator = generator(clock, new ScriptedRandom(0).queueInts(0, -1));
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
    assertEquals(0, overflow.counter());
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
  void microsecondCounter_overflow_movesOneMicrosecondOn() {
    MicroClock clock = new MicroClock(T, 999);
    Scru160Generator generator =
        Scru160Generator.builder()
            .clock(clock)
            .random(new ScriptedRandom(0).queueInts(0, -1))
            .microsecondCounter()
            .build();
    Scru160Id previous = generator.generate();
    assertEquals(999 << 6 | 31, previous.counter());
    for (int i = 0; i < 32; i++) {
      previous = generator.generate();
    }
    assertEquals(999 << 6 | 63, previous.counter());

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

  @Test
  void reseed_sameMillisecond_movesOnWithFreshCounter_staysIncreasing() {
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random = new ScriptedRandom(0).queueInts(0, 100 << 17, 0, 7 << 17);
    Scru160Generator generator = generator(clock, random);
    Scru160Id before = generator.generate();

    generator.reseed();
    Scru160Id after = generator.generate();

    assertEquals(T + 1, after.timestamp());
    assertEquals(7, after.counter());
    assertTrue(before.compareTo(after) < 0);
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
  void generateOrAbort_whenNotAborting_returnsTheIdGenerateWould() {
    for (long back : new long[] {-3, 0, 10_000}) {
      ScriptedClock clockA = new ScriptedClock(T);
      ScriptedClock clockB = new ScriptedClock(T);
      Scru160Generator a = generator(clockA, new ScriptedRandom(0x1357_9BDF));
      Scru160Generator b = generator(clockB, new ScriptedRandom(0x1357_9BDF));
      assertEquals(a.generate(), b.generateOrAbort().orElseThrow());
      clockA.set(T - back);
      clockB.set(T - back);
      assertEquals(a.generate(), b.generateOrAbort().orElseThrow());
    }
  }

  @Test
  void generateBatch_readsClockOnce_returnsIncreasingUnmodifiableList() {
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
    assertThrows(UnsupportedOperationException.class, () -> ids.add(Scru160Id.MIN));
    assertEquals(List.of(), generator.generate(0));
    assertEquals(1, reads.get());
    assertThrows(IllegalArgumentException.class, () -> generator.generate(-1));
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
  void generate_fourThreads_uniqueAndIncreasingPerThread() throws Exception {
    Scru160Generator generator = Scru160Generator.builder().build();
    int perThread = 250_000;
    ExecutorService pool = Executors.newFixedThreadPool(4);
    List<Future<Scru160Id[]>> results = new ArrayList<>();
    try {
      for (int t = 0; t < 4; t++) {
        results.add(
            pool.submit(
                () -> {
                  Scru160Id[] ids = new Scru160Id[perThread];
                  for (int i = 0; i < perThread; i++) {
                    ids[i] = generator.generate();
                  }
                  return ids;
                }));
      }
      List<Scru160Id> all = new ArrayList<>(4 * perThread);
      for (Future<Scru160Id[]> result : results) {
        Scru160Id[] ids = result.get();
        for (int i = 1; i < ids.length; i++) {
          assertTrue(ids[i - 1].compareTo(ids[i]) < 0, "thread order at " + i);
        }
        all.addAll(Arrays.asList(ids));
      }
      all.sort(null);
      for (int i = 1; i < all.size(); i++) {
        assertNotEquals(all.get(i - 1), all.get(i));
      }
    } finally {
      pool.shutdownNow();
    }
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
