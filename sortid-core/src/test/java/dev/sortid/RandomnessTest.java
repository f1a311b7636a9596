package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.InstantSource;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The default generators' randomness: they draw from a JDK DRBG, the fields drawn fresh for every
 * id are balanced bit by bit, and two generators started in the same millisecond share no id.
 *
 * <p>Balance: over 100,000 ids each bit must be set with frequency 0.5 +- 0.01. For a fair bit the
 * standard deviation of that frequency is 0.5 / sqrt(100,000) = 0.0016, so 0.01 is 6.3 standard
 * deviations: a fair source fails one of the 296 bits checked here with probability below
 * 10<sup>-7</sup>, while a stuck, biased or badly mixed bit fails at once.
 */
final class RandomnessTest {
  static final int IDS = 100_000;
  static final double TOLERANCE = 0.01;

  /** A clock one millisecond further at every read, so that every ULID starts a new ms. */
  private static InstantSource newMillisecondEachRead() {
    long[] now = {ClockFaultTest.T0};
    return new InstantSource() {
      @Override
      public long millis() {
        return ++now[0];
      }

      @Override
      public Instant instant() {
        return Instant.ofEpochMilli(millis());
      }
    };
  }

  /** The fields drawn fresh for each id, as bytes, with a default (DRBG) generator. */
  enum FreshField {
    SCRU128_ENTROPY(
        32, () -> Scru128Generator.builder().build(), id -> bytes32(((Scru128Id) id).entropy())),
    SCRU160_RANDOM80(
        80, () -> Scru160Generator.builder().build(), id -> ((Scru160Id) id).random80()),
    EUID_LOW_32_BITS(
        32,
        () -> EuidGenerator.builder().build(),
        id -> bytes32(((Euid) id).leastSignificantBits())),
    UUIDV7_LOW_32_BITS(
        32,
        () -> UuidV7Generator.builder().build(),
        id -> bytes32(((UuidV7) id).leastSignificantBits())),
    UUIDV7_COUNTER_AT_NEW_MS(
        40,
        () -> UuidV7Generator.builder().clock(newMillisecondEachRead()).build(),
        id -> counterLow40((UuidV7) id)),
    ULID_RANDOMNESS_AT_NEW_MS(
        80,
        () -> UlidGenerator.builder().clock(newMillisecondEachRead()).build(),
        id -> ((Ulid) id).randomness());

    final int bits;
    final Supplier<IdGenerator<? extends SortableId>> generator;
    final Function<SortableId, byte[]> field;

    FreshField(
        int bits,
        Supplier<IdGenerator<? extends SortableId>> generator,
        Function<SortableId, byte[]> field) {
      this.bits = bits;
      this.generator = generator;
      this.field = field;
    }

    /**
     * The low 40 bits of the 42-bit counter, which every new millisecond draws at random (bit 41 is
     * always 0, the rollover guard; bit 40 is random too but would not fill a byte).
     */
    private static byte[] counterLow40(UuidV7 id) {
      long counter = (long) id.randA() << 30 | id.randB() >>> 32;
      byte[] bytes = new byte[8];
      Bytes.putLong(bytes, 0, counter << 24);
      return java.util.Arrays.copyOf(bytes, 5);
    }

    private static byte[] bytes32(long value) {
      byte[] bytes = new byte[4];
      Bytes.putInt(bytes, 0, (int) value);
      return bytes;
    }
  }

  @ParameterizedTest
  @EnumSource(FreshField.class)
  void freshField_defaultGenerator_everyBitBalanced(FreshField field) {
    IdGenerator<? extends SortableId> generator = field.generator.get();
    long[] ones = new long[field.bits];
    for (int n = 0; n < IDS; n++) {
      byte[] bytes = field.field.apply(generator.generate());
      assertEquals(field.bits / 8, bytes.length);
      for (int bit = 0; bit < field.bits; bit++) {
        ones[bit] += bytes[bit >>> 3] >>> (7 - (bit & 7)) & 1;
      }
    }
    double worst = 0;
    for (int bit = 0; bit < field.bits; bit++) {
      double frequency = (double) ones[bit] / IDS;
      worst = Math.max(worst, Math.abs(frequency - 0.5));
      int b = bit;
      assertTrue(
          Math.abs(frequency - 0.5) <= TOLERANCE,
          () -> String.format(Locale.ROOT, "%s bit %d is set in %.4f of ids", field, b, frequency));
    }
    System.out.printf(
        Locale.ROOT,
        "[figures] randomness %s: %d ids, %d bits, largest deviation from 0.5: %.4f%n",
        field,
        IDS,
        field.bits,
        worst);
  }

  enum Scheme {
    SCRU128(c -> Scru128Generator.builder().clock(c).build()),
    SCRU160(c -> Scru160Generator.builder().clock(c).build()),
    ULID(c -> UlidGenerator.builder().clock(c).build()),
    EUID(c -> EuidGenerator.builder().clock(c).build()),
    UUIDV7(c -> UuidV7Generator.builder().clock(c).build());

    final Function<InstantSource, IdGenerator<? extends SortableId>> build;

    Scheme(Function<InstantSource, IdGenerator<? extends SortableId>> build) {
      this.build = build;
    }
  }

  /**
   * Two default generators whose clocks read the same millisecond throughout (the worst case: two
   * processes started together) make 100,000 ids each; none is common. (SCRU64 is not here: its
   * uniqueness across generators rests on distinct node ids, not on randomness.)
   */
  @ParameterizedTest
  @EnumSource(Scheme.class)
  void twoGeneratorsStartedInTheSameMillisecond_shareNoId(Scheme scheme) {
    ScriptedClock clock = new ScriptedClock(ClockFaultTest.T0);
    IdGenerator<? extends SortableId> first = scheme.build.apply(clock);
    IdGenerator<? extends SortableId> second = scheme.build.apply(clock);
    Set<SortableId> firstIds = new HashSet<>(first.generate(IDS));
    assertEquals(IDS, firstIds.size());
    for (SortableId id : second.generate(IDS)) {
      assertTrue(!firstIds.contains(id), () -> "both generators made " + id);
    }
  }

  /** The default random source of every generator is a JDK DRBG. */
  @Test
  void defaultGenerators_drawFromAJdkDrbg() throws ReflectiveOperationException {
    Object[] generators = {
      Scru128Generator.builder().build(),
      Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(1, 8)).build(),
      Scru160Generator.builder().build(),
      UlidGenerator.builder().build(),
      EuidGenerator.builder().build(),
      UuidV7Generator.builder().build()
    };
    for (Object generator : generators) {
      Object source = field(generator, "random");
      assertEquals(SecureRandomSource.class, source.getClass(), generator.getClass().getName());
      SecureRandom drbg = (SecureRandom) field(source, "drbg");
      assertEquals("DRBG", drbg.getAlgorithm());
    }
  }

  static Object field(Object owner, String name) throws ReflectiveOperationException {
    Field field = owner.getClass().getDeclaredField(name);
    field.setAccessible(true);
    return field.get(owner);
  }
}
