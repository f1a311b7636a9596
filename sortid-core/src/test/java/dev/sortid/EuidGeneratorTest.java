package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.InstantSource;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

final class EuidGeneratorTest {
  private static final long T = 1_795_325_268_025L;

  private static EuidGenerator generator(InstantSource clock, RandomGenerator random) {
    return EuidGenerator.builder().clock(clock).random(random).build();
  }

  private static long hex64(String hex) {
    return Long.parseUnsignedLong(hex, 16);
  }

  // ---- vectors

  static Stream<Map<String, String>> generateRows() {
    return Vectors.tsv("euid_generate.tsv").stream();
  }

  @ParameterizedTest
  @MethodSource("generateRows")
  void generate_referenceRandomBytes_reproduceReferenceIds(Map<String, String> row) {
    String argument = row.get("extension_arg");
    EuidGenerator.Builder builder = EuidGenerator.builder();
    if (row.get("expected_value_hex").equals("None")) {
      int extension = Integer.parseInt(argument);
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> builder.extension(extension));
      assertEquals("extension must be in 0..32767, got " + extension, e.getMessage());
      return;
    }
    if (!argument.equals("-")) {
      builder.extension(Integer.parseInt(argument));
    }
    String random16 = row.get("random16_hex");
    ScriptedRandom random =
        ScriptedRandom.of(
            hex64(random16.substring(0, 16)),
            hex64(random16.substring(16)),
            hex64(row.get("next_random4_hex")));
    EuidGenerator generator =
        builder
            .clock(new ScriptedClock(Long.parseLong(row.get("timestamp_ms"))))
            .random(random)
            .build();
    Euid first = generator.generate();
    assertEquals(row.get("expected_value_hex"), first.toHexString());
    assertEquals(row.get("expected_encoded"), first.toString());
    Euid next = generator.generate();
    assertEquals(row.get("expected_next_same_ms_hex"), next.toHexString());
    assertEquals(List.of("nextLong", "nextLong", "nextInt"), random.calls());
    OptionalInt extension =
        argument.equals("-") ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(argument));
    assertEquals(extension, first.extension());
    assertEquals(extension, next.extension());
  }

  static Stream<Map<String, String>> monotonicRows() {
    return Vectors.tsv("euid_monotonic.tsv").stream();
  }

  /**
   * The reference's {@code next()} from a given prior id, which the generator makes first as a
   * fresh id at the prior's timestamp (r0 = its random bits above the extension, r1 = its 64 low
   * bits). Where the reference gives None (the high 32 random bits are all ones), sortid's
   * documented policy applies instead: a fresh id at the next millisecond with the same extension,
   * which keeps the generator total (the reference leaves the caller without an id) and keeps the
   * order, since the timestamp grows.
   */
  @ParameterizedTest
  @MethodSource("monotonicRows")
  void generate_referenceNext_matchesOrMovesToNextMillisecondOnOverflow(Map<String, String> row) {
    Euid prior = Euid.fromByteArray(HexFormat.of().parseHex(row.get("prior_value_hex")));
    String random = row.get("random_hex");
    boolean sameMillisecond = row.get("case").equals("same_ms");
    boolean none = row.get("expected").equals("None");
    long r0 = 0x0123_4567_89AB_CDEFL;
    long r1 = 0x0FED_CBA9_8765_4321L;
    ScriptedRandom script;
    if (!sameMillisecond) {
      script =
          ScriptedRandom.of(
              prior.randomHigh(),
              prior.leastSignificantBits(),
              hex64(random.substring(0, 16)),
              hex64(random.substring(16)));
    } else if (none) {
      script = ScriptedRandom.of(prior.randomHigh(), prior.leastSignificantBits(), r0, r1);
    } else {
      script = ScriptedRandom.of(prior.randomHigh(), prior.leastSignificantBits(), hex64(random));
    }
    ScriptedClock clock = new ScriptedClock(prior.timestamp());
    EuidGenerator.Builder builder = EuidGenerator.builder().clock(clock).random(script);
    prior.extension().ifPresent(builder::extension);
    EuidGenerator generator = builder.build();
    assertEquals(prior, generator.generate());
    if (!sameMillisecond) {
      assertTrue(prior.timestamp() < T + 1);
      clock.set(T + 1);
    }

    Euid next = generator.generate();

    assertEquals(prior.extension(), next.extension());
    assertTrue(next.compareTo(prior) > 0);
    if (sameMillisecond && none) {
      assertEquals(prior.timestamp() + 1, next.timestamp());
      assertEquals(r0 & (1 << (15 - prior.extensionLength())) - 1, next.randomHigh());
      assertEquals(r1, next.leastSignificantBits());
      // no nextInt(): the reference's same-ms step is not taken
      assertEquals(List.of("nextLong", "nextLong", "nextLong", "nextLong"), script.calls());
    } else {
      assertEquals(row.get("expected"), next.toHexString());
      assertEquals(
          sameMillisecond
              ? List.of("nextLong", "nextLong", "nextInt")
              : List.of("nextLong", "nextLong", "nextLong", "nextLong"),
          script.calls());
    }
  }

  @Test
  void generate_sameMillisecond_drawsOneNextIntForTheLow32Bits_withOrWithoutTheLock() {
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random =
        ScriptedRandom.of(
            5, 0xFFFF_FFFC_0000_0000L, 0x2222_2222, 0x3333_3333, 0xC444_4444L, 0x10, 0x99);
    EuidGenerator generator = generator(clock, random);
    long msb = T << 19 | 5 << 4;

    Euid fresh = generator.generate();
    Euid next = generator.generate(); // from the run, without the lock
    List<Euid> batch = generator.generate(3); // more than the room left: stepped under the lock

    assertEquals(Euid.fromLongBits(msb, 0xFFFF_FFFC_0000_0000L), fresh);
    assertEquals(Euid.fromLongBits(msb, 0xFFFF_FFFD_2222_2222L), next);
    assertEquals(Euid.fromLongBits(msb, 0xFFFF_FFFE_3333_3333L), batch.get(0));
    assertEquals(Euid.fromLongBits(msb, 0xFFFF_FFFF_C444_4444L), batch.get(1));
    assertEquals(Euid.fromLongBits((T + 1) << 19 | 0x10 << 4, 0x99), batch.get(2));
    assertEquals(
        List.of("nextLong", "nextLong", "nextInt", "nextInt", "nextInt", "nextLong", "nextLong"),
        random.calls());
  }

  // ---- scripted clocks

  @Test
  void generate_sameMillisecond_incrementsHigh32AndKeepsHighHalf() {
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random = ScriptedRandom.of(0x7FFF, 0x0000_0005_0000_0000L, 7, 8, -1);
    EuidGenerator generator =
        EuidGenerator.builder().clock(clock).random(random).extension(85).build();
    Euid a = generator.generate();
    Euid b = generator.generate();
    Euid c = generator.generate();
    Euid d = generator.generate();
    assertEquals(T << 19 | 0xFFL << 11 | 85 << 4 | 7, a.mostSignificantBits());
    for (Euid id : List.of(b, c, d)) {
      assertEquals(a.mostSignificantBits(), id.mostSignificantBits());
    }
    assertEquals(0x0000_0006_0000_0007L, b.leastSignificantBits());
    assertEquals(0x0000_0007_0000_0008L, c.leastSignificantBits());
    assertEquals(0x0000_0008_FFFF_FFFFL, d.leastSignificantBits());
    assertTrue(a.compareTo(b) < 0 && b.compareTo(c) < 0 && c.compareTo(d) < 0);
    assertEquals(List.of("nextLong", "nextLong", "nextInt", "nextInt", "nextInt"), random.calls());
  }

  @Test
  void generate_high32Overflow_movesToNextMillisecondKeepingExtension() {
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random =
        ScriptedRandom.of(
            0,
            0xFFFF_FFFE_0000_0000L, // fresh at T
            1, // high 32 -> all ones
            0x3FFF,
            0x0000_0000_0000_0009L, // overflow: fresh at T + 1
            2); // clock still at T: counts on from T + 1
    EuidGenerator generator =
        EuidGenerator.builder().clock(clock).random(random).extension(1).build();
    Euid a = generator.generate();
    Euid b = generator.generate();
    Euid c = generator.generate();
    Euid d = generator.generate();
    assertEquals(0xFFFF_FFFF_0000_0001L, b.leastSignificantBits());
    assertEquals(T + 1, c.timestamp());
    assertEquals(OptionalInt.of(1), c.extension());
    assertEquals(0x3FFF, c.randomHigh());
    assertEquals(9, c.leastSignificantBits());
    assertEquals(T + 1, d.timestamp());
    assertEquals(0x0000_0001_0000_0002L, d.leastSignificantBits());
    assertTrue(a.compareTo(b) < 0 && b.compareTo(c) < 0 && c.compareTo(d) < 0);
    assertEquals(
        List.of("nextLong", "nextLong", "nextInt", "nextLong", "nextLong", "nextInt"),
        random.calls());
  }

  @Test
  void generateOrAbort_high32Overflow_isTheSameNextMillisecond() {
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random = ScriptedRandom.of(0, 0xFFFF_FFFF_0000_0000L, 1, 2);
    EuidGenerator generator = generator(clock, random);
    generator.generate();
    Euid next = generator.generateOrAbort().orElseThrow();
    assertEquals(T + 1, next.timestamp());
    assertEquals(2, next.leastSignificantBits());
  }

  /**
   * Two ids: at T, then with the clock {@code back} ms behind T; the first goes to {@code first}.
   */
  private static Optional<Euid> afterRollback(long back, boolean orAbort, Euid[] first) {
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random = ScriptedRandom.of(0, 0, 1, 2, 3);
    EuidGenerator generator = generator(clock, random);
    first[0] = generator.generate();
    clock.set(T - back);
    return orAbort ? generator.generateOrAbort() : Optional.of(generator.generate());
  }

  @Test
  void generate_rollbackWithinAllowance_countsOn() {
    Euid[] first = new Euid[1];
    Euid next = afterRollback(9_999, false, first).orElseThrow();
    assertEquals(T, next.timestamp());
    assertEquals(0x0000_0001_0000_0001L, next.leastSignificantBits());
    assertEquals(next, afterRollback(9_999, true, first).orElseThrow());
  }

  @Test
  void generate_rollbackExactlyAtAllowance_countsOn() {
    Euid[] first = new Euid[1];
    Euid next = afterRollback(10_000, false, first).orElseThrow();
    assertEquals(T, next.timestamp());
    assertTrue(next.compareTo(first[0]) > 0);
    assertEquals(next, afterRollback(10_000, true, first).orElseThrow());
  }

  @Test
  void generate_rollbackOneMsBeyondAllowance_resetsAndOrAbortIsEmpty() {
    Euid[] first = new Euid[1];
    // generate(): a reset draws two fresh longs
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random = ScriptedRandom.of(0, 0, 2, 3);
    EuidGenerator generator = generator(clock, random);
    first[0] = generator.generate();
    clock.set(T - 10_001);
    Euid reset = generator.generate();
    assertEquals(T - 10_001, reset.timestamp());
    assertEquals(3, reset.leastSignificantBits());
    assertTrue(reset.compareTo(first[0]) < 0);
    assertEquals(List.of("nextLong", "nextLong", "nextLong", "nextLong"), random.calls());

    ScriptedRandom abortRandom = ScriptedRandom.of(0, 0, 2);
    EuidGenerator aborting = generator(clock, abortRandom);
    clock.set(T);
    Euid kept = aborting.generate();
    clock.set(T - 10_001);
    assertEquals(Optional.empty(), aborting.generateOrAbort());
    assertEquals(List.of("nextLong", "nextLong"), abortRandom.calls(), "an abort draws nothing");
    clock.set(T);
    // nothing changed: the next id counts on from the first
    Euid after = aborting.generateOrAbort().orElseThrow();
    assertEquals(kept.mostSignificantBits(), after.mostSignificantBits());
    assertEquals(0x0000_0001_0000_0002L, after.leastSignificantBits());
    assertEquals(List.of("nextLong", "nextLong", "nextInt"), abortRandom.calls());
  }

  @Test
  void generate_clockOutOfRange_throwsNamingReading() {
    for (long reading : new long[] {0, -1, Euid.MAX_TIMESTAMP + 1, Long.MAX_VALUE}) {
      ScriptedRandom random = ScriptedRandom.of();
      EuidGenerator generator = generator(new ScriptedClock(reading), random);
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertTrue(e.getMessage().contains("reads " + reading + " ms"), e.getMessage());
      assertTrue(e.getMessage().contains("EUID"), e.getMessage());
      assertThrows(IllegalStateException.class, () -> generator.generate(2));
      assertEquals(Optional.empty(), generator.generateOrAbort());
      assertEquals(List.of(), random.calls());
    }
  }

  @Test
  void generate_largestTimestamp_worksUntilOverflowThenThrows() {
    ScriptedClock clock = new ScriptedClock(Euid.MAX_TIMESTAMP);
    ScriptedRandom random = ScriptedRandom.of(-1L, 0xFFFF_FFFF_0000_0000L);
    EuidGenerator generator =
        EuidGenerator.builder().clock(clock).random(random).extension(32767).build();
    assertEquals(Euid.MAX_TIMESTAMP, generator.generate().timestamp());
    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains("2^45-1"), e.getMessage());
    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertThrows(IllegalStateException.class, () -> generator.generate(1));
    clock.set(Euid.MAX_TIMESTAMP - 1); // back within the allowance: the state is still the last id
    assertThrows(IllegalStateException.class, generator::generate);
    assertEquals(List.of("nextLong", "nextLong"), random.calls(), "a failed step draws nothing");
  }

  // ---- reseed

  @Test
  void reseed_sameMillisecond_movesOnWithFreshBits() {
    ScriptedClock clock = new ScriptedClock(T);
    ScriptedRandom random = ScriptedRandom.of(0x10, 0x50, 0x20, 0x40);
    EuidGenerator generator =
        EuidGenerator.builder().clock(clock).random(random).extension(2).build();
    Euid a = generator.generate();
    generator.reseed();
    Euid b = generator.generate();
    assertEquals(T + 1, b.timestamp());
    assertEquals(0x20, b.randomHigh());
    assertEquals(0x40, b.leastSignificantBits());
    assertEquals(OptionalInt.of(2), b.extension());
    assertTrue(a.compareTo(b) < 0);
  }

  // ---- builder

  @Test
  void builder_badArguments_throw() {
    EuidGenerator.Builder builder = EuidGenerator.builder();
    assertThrows(IllegalArgumentException.class, () -> builder.extension(-1));
    assertThrows(IllegalArgumentException.class, () -> builder.extension(32768));
    assertThrows(
        IllegalArgumentException.class, () -> builder.rollbackAllowance(Duration.ofMillis(-1)));
    assertThrows(
        IllegalArgumentException.class,
        () -> builder.rollbackAllowance(Duration.ofMillis(1L << 45)));
    assertThrows(NullPointerException.class, () -> builder.clock(null));
    assertThrows(NullPointerException.class, () -> builder.random(null));
    assertThrows(NullPointerException.class, () -> builder.rollbackAllowance(null));
    assertEquals(OptionalInt.of(0), builder.extension(0).build().generate().extension());
  }
}
