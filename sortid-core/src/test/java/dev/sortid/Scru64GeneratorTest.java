package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

final class Scru64GeneratorTest {
  /** A tick of March 2023 (the spec's examples). */
  private static final long T = 6557084606L;

  private static final Duration SHORT_WAIT = Duration.ofMillis(50);

  /** Returns the scripted ints in order; any other call, or one too many, fails the test. */
  private static final class ScriptedRandom implements RandomGenerator {
    private final ArrayDeque<Integer> ints = new ArrayDeque<>();

    ScriptedRandom(int... values) {
      for (int value : values) {
        ints.add(value);
      }
    }

    void add(int value) {
      ints.add(value);
    }

    int left() {
      return ints.size();
    }

    @Override
    public int nextInt() {
      Integer value = ints.poll();
      if (value == null) {
        throw new AssertionError("unexpected nextInt()");
      }
      return value;
    }

    @Override
    public long nextLong() {
      throw new AssertionError("unexpected nextLong()");
    }
  }

  /** A thread-safe clock that moves {@code step} ms forward at every read. */
  private static final class TickingClock implements InstantSource {
    private final AtomicLong millis;
    private final long step;
    private final AtomicInteger reads = new AtomicInteger();

    TickingClock(long start, long step) {
      this.millis = new AtomicLong(start);
      this.step = step;
    }

    @Override
    public long millis() {
      reads.incrementAndGet();
      return millis.getAndAdd(step);
    }

    @Override
    public Instant instant() {
      return Instant.ofEpochMilli(millis());
    }
  }

  private static Scru64Generator.Builder builder(String spec, InstantSource clock) {
    return Scru64Generator.builder()
        .nodeSpec(Scru64NodeSpec.parse(spec))
        .clock(clock)
        .random(new SplittableRandom(7));
  }

  private static long id(long timestamp, long nodeCtr) {
    return timestamp << 24 | nodeCtr;
  }

  @Test
  void generate_newTickThenSameTick_renewsCounterThenCountsOn() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    ScriptedRandom random = new ScriptedRandom(0xABCD1234, 0x00018000);
    Scru64Generator generator = builder("42/8", clock).random(random).build();

    assertEquals(id(T, 42 << 16 | 0xABCD), generator.generate().toLong());
    clock.set(T << 8 | 255);
    assertEquals(id(T, 42 << 16 | 0xABCE), generator.generate().toLong());
    clock.set((T + 1) << 8);
    assertEquals(id(T + 1, 42 << 16 | 0x0001), generator.generate().toLong());
    assertEquals(0, random.left());
  }

  static IntStream sizes() {
    return IntStream.rangeClosed(1, 23);
  }

  @ParameterizedTest
  @MethodSource("sizes")
  void generate_renewal_usesCounterSizeBitsWithGuardForSmallCounters(int size) {
    int counterSize = 24 - size;
    int bits = counterSize <= 4 ? counterSize - 1 : counterSize;
    ScriptedRandom random = bits == 0 ? new ScriptedRandom() : new ScriptedRandom(-1);
    int nodeId = (1 << size) - 1;
    Scru64Generator generator =
        builder(nodeId + "/" + size, new ScriptedClock(T << 8)).random(random).build();

    Scru64Id id = generator.generate();

    assertEquals(T, id.timestamp());
    assertEquals(nodeId, id.nodeCtr() >>> counterSize);
    assertEquals((1 << bits) - 1, id.nodeCtr() & ((1 << counterSize) - 1));
    assertEquals(0, random.left());
  }

  @Test
  void generate_counterOverflow_movesToNextTickWithRenewedCounter() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    ScriptedRandom random = new ScriptedRandom(0xFFFF0000, 0x12340000);
    Scru64Generator generator = builder("42/8", clock).random(random).build();

    assertEquals(id(T, 42 << 16 | 0xFFFF), generator.generate().toLong());
    assertEquals(id(T + 1, 42 << 16 | 0x1234), generator.generate().toLong());
    assertEquals(id(T + 1, 42 << 16 | 0x1235), generator.generate().toLong());
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 10, 38, 39})
  void generate_clockBackWithinAllowance_countsOn(long ticksBack) {
    ScriptedClock clock = new ScriptedClock(T << 8);
    Scru64Generator generator = builder("42/8", clock).build();
    Scru64Id first = generator.generate();

    clock.set((T - ticksBack) << 8);
    Scru64Id second = generator.generateOrAbort().orElseThrow();
    Scru64Id third = generator.generate();

    assertEquals(first.toLong() + 1, second.toLong());
    assertEquals(second.toLong() + 1, third.toLong());
  }

  @ParameterizedTest
  @ValueSource(longs = {40, 41, 1000})
  void generate_clockBackBeyondAllowance_abortsOrWaitsThenThrows(long ticksBack) {
    ScriptedClock clock = new ScriptedClock(T << 8);
    Scru64Generator generator = builder("42/8", clock).maxWait(SHORT_WAIT).build();
    Scru64Id first = generator.generate();
    long back = (T - ticksBack) << 8 | 255;
    clock.set(back);

    assertEquals(Optional.empty(), generator.generateOrAbort());
    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains("the clock reads " + back + " ms"), e.getMessage());
    assertTrue(e.getMessage().contains("maxWait"), e.getMessage());
    assertThrows(IllegalStateException.class, () -> generator.generate(3));
    assertEquals(Optional.of(first), generator.nodeSpec().previous()); // nothing changed
  }

  @Test
  void generate_clockBackBeyondAllowance_waitsUntilTheClockCatchesUp() {
    ScriptedClock start = new ScriptedClock(T << 8);
    Scru64Generator first = builder("42/8", start).build();
    Scru64Id last = first.generate();
    // a new generator resuming from the last id, on a clock 45 ticks behind that gains 2 ticks a
    // read
    TickingClock clock = new TickingClock((T - 45) << 8, 512);
    Scru64Generator generator =
        Scru64Generator.builder().nodeSpec(first.nodeSpec()).clock(clock).build();

    Scru64Id next = generator.generate();

    assertEquals(last.toLong() + 1, next.toLong());
    assertTrue(clock.reads.get() >= 4, "read " + clock.reads.get() + " times");
  }

  @Test
  void defaultRollbackAllowance_countsOnThatManyTicksBehindAndNoMore() {
    long allowanceTicks = Scru64Generator.DEFAULT_ROLLBACK_ALLOWANCE.toMillis() >>> 8;
    ScriptedClock clock = new ScriptedClock(T << 8);
    Scru64Generator generator = builder("42/8", clock).build();
    Scru64Id first = generator.generate();

    clock.set((T - allowanceTicks) << 8);
    assertEquals(first.toLong() + 1, generator.generateOrAbort().orElseThrow().toLong());
    clock.set((T - allowanceTicks - 1) << 8);
    assertTrue(generator.generateOrAbort().isEmpty());
  }

  @Test
  void generate_zeroMaxWait_throwsWithoutWaiting() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    Scru64Generator generator = builder("42/8", clock).maxWait(Duration.ZERO).build();
    generator.generate();
    clock.set((T - 40) << 8);

    assertThrows(IllegalStateException.class, generator::generate);
  }

  @Test
  void generate_interruptedWhileWaiting_throwsAndKeepsTheFlag() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    Scru64Generator generator = builder("42/8", clock).build();
    generator.generate();
    clock.set((T - 40) << 8);

    Thread.currentThread().interrupt();
    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);

    assertTrue(Thread.interrupted());
    assertInstanceOf(InterruptedException.class, e.getCause());
  }

  @Test
  void generate_counterExhausted_runsAheadByTheAllowanceThenAbortsOrWaits() {
    // node_id_size 23: a 1-bit counter renewed with 0 bits, so two ids per tick
    ScriptedClock clock = new ScriptedClock(T << 8);
    Scru64Generator generator =
        builder("5/23", clock).random(new ScriptedRandom()).maxWait(SHORT_WAIT).build();

    Scru64Id previous = null;
    for (int i = 0; i < 80; i++) {
      Scru64Id id = generator.generateOrAbort().orElseThrow();
      assertEquals(T + i / 2, id.timestamp());
      assertEquals(5 << 1 | i % 2, id.nodeCtr());
      assertTrue(previous == null || previous.compareTo(id) < 0);
      previous = id;
    }
    assertEquals(T + 39, previous.timestamp()); // the allowance ahead of the clock, no more

    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertThrows(IllegalStateException.class, generator::generate);

    clock.set((T + 1) << 8);
    assertEquals(id(T + 40, 5 << 1), generator.generate().toLong());
  }

  @Test
  void generate_counterExhausted_waitsForTheClock() {
    TickingClock clock = new TickingClock(T << 8, 40 << 8); // gains 40 ticks a read
    Scru64Generator generator = builder("5/23", clock).random(new ScriptedRandom()).build();

    List<Scru64Id> ids = generator.generate(200);
    long last = 0;
    for (int i = 0; i < 200; i++) {
      Scru64Id id = generator.generate();
      assertTrue(id.toLong() > last);
      last = id.toLong();
    }

    assertIncreasing(ids);
    assertEquals(T + 99, ids.get(199).timestamp()); // two ids a tick, waiting twice on the way
    assertTrue(clock.reads.get() >= 3);
    assertTrue(ids.get(199).compareTo(Scru64Id.fromLong(last)) < 0);
  }

  @Test
  void generate_exhaustedAtLargestTimestamp_throwsOrAborts() {
    long max = Scru64Id.MAX_TIMESTAMP;
    Scru64NodeSpec spec = Scru64NodeSpec.of(Scru64Id.of(max, 42 << 16 | 0xFFFF), 8);
    Scru64Generator generator =
        Scru64Generator.builder()
            .nodeSpec(spec)
            .clock(new ScriptedClock(Scru64Id.MAX_EPOCH_MILLIS))
            .build();

    assertEquals(Optional.empty(), generator.generateOrAbort());
    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains("282429536480"), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(longs = {0, -1, -256, Long.MIN_VALUE, 72301961339136L, Long.MAX_VALUE})
  void generate_clockOutOfRange_throwsNamingTheReading(long millis) {
    Scru64Generator generator = builder("42/8", new ScriptedClock(millis)).build();

    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);

    assertTrue(e.getMessage().contains("reads " + millis + " ms"), e.getMessage());
    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertThrows(IllegalStateException.class, () -> generator.generate(2));
  }

  @Test
  void generate_clockAtLargestMillisecond_works() {
    Scru64Generator generator =
        builder("42/8", new ScriptedClock(Scru64Id.MAX_EPOCH_MILLIS)).build();

    assertEquals(Scru64Id.MAX_TIMESTAMP, generator.generate().timestamp());
  }

  static IntStream seeds() {
    return IntStream.range(0, 12);
  }

  @ParameterizedTest
  @MethodSource("seeds")
  void generate_anyClockWalk_keepsNodeIdBitsAndOrder(int seed) {
    SplittableRandom walk = new SplittableRandom(seed);
    int size = 1 + seed * 2 % 23;
    int counterSize = 24 - size;
    int nodeId = walk.nextInt(1 << size);
    ScriptedClock clock = new ScriptedClock(T << 8);
    Scru64Generator generator =
        Scru64Generator.builder()
            .nodeSpec(Scru64NodeSpec.of(nodeId, size))
            .clock(clock)
            .random(new SplittableRandom(seed))
            .build();

    long last = -1;
    for (int i = 0; i < 5000; i++) {
      clock.advance(walk.nextInt(-300, 600));
      Optional<Scru64Id> id = generator.generateOrAbort();
      if (id.isPresent()) {
        assertEquals(nodeId, id.get().nodeCtr() >>> counterSize);
        assertTrue(id.get().toLong() > last);
        last = id.get().toLong();
      }
    }
    assertTrue(last > 0);
  }

  @Test
  void nodePrev_resumption_neverIssuesAnIdAtOrBelowIt() {
    Scru64Id prev = Scru64Id.parse("0u375nxqh5cq"); // tick T, node_ctr 42 << 16 | 0x635a
    Scru64NodeSpec spec = Scru64NodeSpec.parse(prev + "/8");
    ScriptedClock clock = new ScriptedClock((T - 10) << 8);
    Scru64Generator generator = Scru64Generator.builder().nodeSpec(spec).clock(clock).build();

    assertEquals(prev.toLong() + 1, generator.generate().toLong());

    Scru64Generator behind =
        Scru64Generator.builder()
            .nodeSpec(spec)
            .clock(new ScriptedClock((T - 40) << 8))
            .maxWait(SHORT_WAIT)
            .build();
    assertEquals(Optional.empty(), behind.generateOrAbort());
    assertThrows(IllegalStateException.class, behind::generate);

    Scru64Generator ahead =
        Scru64Generator.builder().nodeSpec(spec).clock(new ScriptedClock((T + 1) << 8)).build();
    Scru64Id next = ahead.generate();
    assertEquals(T + 1, next.timestamp());
    assertEquals(42, next.nodeCtr() >>> 16);
  }

  @Test
  void nodePrev_withFullCounter_resumesAtTheNextTick() {
    Scru64NodeSpec spec = Scru64NodeSpec.of(Scru64Id.of(T, 42 << 16 | 0xFFFF), 8);
    Scru64Generator generator =
        Scru64Generator.builder()
            .nodeSpec(spec)
            .clock(new ScriptedClock(T << 8))
            .random(new ScriptedRandom(0))
            .build();

    assertEquals(id(T + 1, 42 << 16), generator.generate().toLong());
  }

  @Test
  void nodeSpec_roundTrip_resumesAfterTheLastId() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    Scru64Generator generator = builder("0x2a/8", clock).random(new ScriptedRandom(0)).build();
    assertEquals(Scru64NodeSpec.of(42, 8), generator.nodeSpec());
    List<Scru64Id> ids = generator.generate(10);
    Scru64Id last = ids.get(9);

    Scru64NodeSpec saved = generator.nodeSpec();

    assertEquals(Optional.of(last), saved.previous());
    assertEquals(last + "/8", saved.toString());
    assertEquals(saved, Scru64NodeSpec.parse(saved.toString()));
    assertEquals(42, saved.nodeId());
    Scru64Generator resumed =
        Scru64Generator.builder()
            .nodeSpec(Scru64NodeSpec.parse(saved.toString()))
            .clock(clock)
            .build();
    assertEquals(last.toLong() + 1, resumed.generate().toLong());
  }

  @Test
  void reseed_sameTick_renewsCounterAtTheNextTick() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    ScriptedRandom random = new ScriptedRandom(0x10000000, 0x00050000, 0x00070000);
    Scru64Generator generator = builder("42/8", clock).random(random).build();
    Scru64Id first = generator.generate();

    generator.reseed();
    Scru64Id second = generator.generate();
    Scru64Id third = generator.generate();
    assertEquals(Optional.of(third), generator.nodeSpec().previous());
    generator.reseed();
    clock.set((T + 5) << 8);
    Scru64Id fourth = generator.generate();

    assertEquals(id(T, 42 << 16 | 0x1000), first.toLong());
    assertEquals(id(T + 1, 42 << 16 | 0x0005), second.toLong());
    assertEquals(second.toLong() + 1, third.toLong());
    assertEquals(id(T + 5, 42 << 16 | 0x0007), fourth.toLong());
  }

  @Test
  void generateBatch_readsTheClockOnceAndIncreases() {
    TickingClock clock = new TickingClock(T << 8, 1);
    Scru64Generator generator = builder("42/8", clock).random(new ScriptedRandom(0)).build();

    List<Scru64Id> ids = generator.generate(1000);

    assertEquals(1, clock.reads.get());
    assertEquals(1000, ids.size());
    assertEquals(id(T, 42 << 16), ids.get(0).toLong());
    assertEquals(id(T, 42 << 16 | 999), ids.get(999).toLong());
    assertIncreasing(ids);
  }

  @ParameterizedTest
  @CsvSource({"0, 0", "255, 0", "256, 1", "10000, 39", "10239, 39", "10240, 40"})
  void rollbackAllowance_isAppliedInWholeTicks(long millis, long ticks) {
    ScriptedClock clock = new ScriptedClock(T << 8);
    Scru64Generator generator =
        builder("42/8", clock).rollbackAllowance(Duration.ofMillis(millis)).build();
    generator.generate();

    clock.set((T - ticks) << 8);
    assertTrue(generator.generateOrAbort().isPresent());
    clock.set((T - ticks - 1) << 8 | 255);
    assertEquals(Optional.empty(), generator.generateOrAbort());
  }

  @Test
  void builder_invalidSettings_throw() {
    Scru64Generator.Builder builder = Scru64Generator.builder();

    IllegalStateException e = assertThrows(IllegalStateException.class, builder::build);
    assertTrue(e.getMessage().contains("nodeSpec"), e.getMessage());
    assertThrows(NullPointerException.class, () -> builder.nodeSpec(null));
    assertThrows(NullPointerException.class, () -> builder.clock(null));
    assertThrows(NullPointerException.class, () -> builder.random(null));
    assertThrows(NullPointerException.class, () -> builder.maxWait(null));
    assertThrows(NullPointerException.class, () -> builder.rollbackAllowance(null));
    assertThrows(IllegalArgumentException.class, () -> builder.maxWait(Duration.ofNanos(-1)));
    assertThrows(
        IllegalArgumentException.class, () -> builder.rollbackAllowance(Duration.ofMillis(-1)));
    assertThrows(
        IllegalArgumentException.class,
        () -> builder.rollbackAllowance(Duration.ofMillis((Scru64Id.MAX_TIMESTAMP << 8) + 1)));
    builder.maxWait(Duration.ofSeconds(Long.MAX_VALUE)); // saturates
    builder.rollbackAllowance(Duration.ofMillis(Scru64Id.MAX_TIMESTAMP << 8));
  }

  @Test
  void defaultNodeSpec_propertyWinsOverEnvironment() {
    assertEquals(Scru64NodeSpec.of(42, 8), Scru64NodeSpec.fromEnvironment("42/8", "0x1/1").get());
    assertEquals(Scru64NodeSpec.of(1, 1), Scru64NodeSpec.fromEnvironment(null, "0x1/1").get());
    assertEquals(Scru64NodeSpec.of(1, 1), Scru64NodeSpec.fromEnvironment("", "0x1/1").get());
  }

  @Test
  void defaultNodeSpec_missing_throwsSayingHowToSetIt() {
    assertTrue(Scru64NodeSpec.fromEnvironment(null, "").isEmpty());
    IllegalStateException e = Scru64Generator.noNodeSpec();

    assertTrue(e.getMessage().contains("-Dsortid.scru64.nodeSpec="), e.getMessage());
    assertTrue(e.getMessage().contains("SCRU64_NODE_SPEC="), e.getMessage());
  }

  @Test
  void defaultNodeSpec_invalid_throwsNamingTheSourceAndHowToSetIt() {
    IllegalStateException fromProperty =
        assertThrows(
            IllegalStateException.class, () -> Scru64NodeSpec.fromEnvironment("42/24", null));
    IllegalStateException fromEnv =
        assertThrows(
            IllegalStateException.class, () -> Scru64NodeSpec.fromEnvironment(null, "0x+1/8"));

    assertTrue(fromProperty.getMessage().contains("system property sortid.scru64.nodeSpec is"));
    assertTrue(fromProperty.getMessage().contains("\"42/24\""), fromProperty.getMessage());
    assertTrue(fromEnv.getMessage().contains("environment variable SCRU64_NODE_SPEC is"));
    assertTrue(fromEnv.getMessage().contains("SCRU64_NODE_SPEC="), fromEnv.getMessage());
    assertInstanceOf(IdFormatException.class, fromEnv.getCause());
  }

  @Test
  void defaultGenerator_carriesTheNodeIdOfTheNodeSpecOfThisJvm() {
    // sortid-core's pom sets the property for the test JVM; DefaultScru64GeneratorTest checks the
    // first use itself, on fresh copies of the classes
    Scru64NodeSpec spec = Scru64NodeSpec.fromEnvironment().orElseThrow();
    Scru64Id id = Scru64Id.generate();
    assertEquals(spec.nodeId(), id.nodeCtr() >>> (24 - spec.nodeIdSize()));
    assertTrue(Scru64Id.generate().compareTo(id) > 0);
    assertSame(Scru64Generator.defaultGenerator(), Scru64Generator.defaultGenerator());
  }

  private static void assertIncreasing(List<Scru64Id> ids) {
    for (int i = 1; i < ids.size(); i++) {
      assertTrue(ids.get(i - 1).compareTo(ids.get(i)) < 0, "at " + i);
    }
  }
}
