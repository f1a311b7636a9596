package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;

/**
 * The six generators as the cross-scheme tests see them: how to build one for a given clock, random
 * source and rollback allowance, how to reseed it, and the key that orders its state.
 *
 * <p>The key is the id without the bits drawn afresh for every id: the whole ULID and SCRU64,
 * SCRU160's timestamp and counter, the top 96 bits of SCRU128, EUID and UUIDV7. It is a prefix of
 * the id, so strictly increasing keys mean strictly increasing ids, and distinct keys distinct ids;
 * two ids with the same key would be a repeat of the generator's state.
 *
 * <p>Each generator is built with a fixed field where its scheme has one, which every id must
 * carry: EUID extension 5 and SCRU64 node spec 1/1 (a 23-bit counter, at least 4,194,304 ids per
 * 256 ms tick, with maxWait 0, so that a wait shows as an exception instead of a slow test).
 */
enum GeneratorKind {
  SCRU128 {
    @Override
    IdGenerator<? extends SortableId> build(
        InstantSource clock, RandomGenerator random, Duration allowance) {
      Scru128Generator.Builder builder =
          Scru128Generator.builder().clock(clock).rollbackAllowance(allowance);
      return (random == null ? builder : builder.random(random)).build();
    }

    @Override
    long keyHigh(SortableId id) {
      return ((Scru128Id) id).mostSignificantBits();
    }

    @Override
    long keyLow(SortableId id) {
      return ((Scru128Id) id).leastSignificantBits() >>> 32;
    }

    @Override
    void reseed(IdGenerator<? extends SortableId> generator) {
      ((Scru128Generator) generator).reseed();
    }
  },
  SCRU64 {
    @Override
    IdGenerator<? extends SortableId> build(
        InstantSource clock, RandomGenerator random, Duration allowance) {
      Scru64Generator.Builder builder =
          Scru64Generator.builder()
              .nodeSpec(Scru64NodeSpec.of(1, 1))
              .clock(clock)
              .rollbackAllowance(allowance)
              .maxWait(Duration.ZERO);
      return (random == null ? builder : builder.random(random)).build();
    }

    @Override
    long keyHigh(SortableId id) {
      return ((Scru64Id) id).toLong();
    }

    @Override
    long keyLow(SortableId id) {
      return 0;
    }

    @Override
    void reseed(IdGenerator<? extends SortableId> generator) {
      ((Scru64Generator) generator).reseed();
    }

    @Override
    boolean carriesFixedField(SortableId id) {
      return ((Scru64Id) id).nodeCtr() >>> 23 == 1;
    }

    @Override
    long unitMillis() {
      return 256;
    }
  },
  SCRU160 {
    @Override
    IdGenerator<? extends SortableId> build(
        InstantSource clock, RandomGenerator random, Duration allowance) {
      Scru160Generator.Builder builder =
          Scru160Generator.builder().clock(clock).rollbackAllowance(allowance);
      return (random == null ? builder : builder.random(random)).build();
    }

    @Override
    long keyHigh(SortableId id) {
      return ((Scru160Id) id).timestamp();
    }

    @Override
    long keyLow(SortableId id) {
      return ((Scru160Id) id).counter();
    }

    @Override
    void reseed(IdGenerator<? extends SortableId> generator) {
      ((Scru160Generator) generator).reseed();
    }
  },
  ULID {
    @Override
    IdGenerator<? extends SortableId> build(
        InstantSource clock, RandomGenerator random, Duration allowance) {
      UlidGenerator.Builder builder =
          UlidGenerator.builder().clock(clock).rollbackAllowance(allowance);
      return (random == null ? builder : builder.random(random)).build();
    }

    @Override
    long keyHigh(SortableId id) {
      return ((Ulid) id).mostSignificantBits();
    }

    @Override
    long keyLow(SortableId id) {
      return ((Ulid) id).leastSignificantBits();
    }

    @Override
    void reseed(IdGenerator<? extends SortableId> generator) {
      ((UlidGenerator) generator).reseed();
    }
  },
  EUID {
    @Override
    IdGenerator<? extends SortableId> build(
        InstantSource clock, RandomGenerator random, Duration allowance) {
      EuidGenerator.Builder builder =
          EuidGenerator.builder().clock(clock).rollbackAllowance(allowance).extension(5);
      return (random == null ? builder : builder.random(random)).build();
    }

    @Override
    long keyHigh(SortableId id) {
      return ((Euid) id).mostSignificantBits();
    }

    @Override
    long keyLow(SortableId id) {
      return ((Euid) id).leastSignificantBits() >>> 32;
    }

    @Override
    void reseed(IdGenerator<? extends SortableId> generator) {
      ((EuidGenerator) generator).reseed();
    }

    @Override
    boolean carriesFixedField(SortableId id) {
      return ((Euid) id).extension().equals(OptionalInt.of(5));
    }
  },
  UUIDV7 {
    @Override
    IdGenerator<? extends SortableId> build(
        InstantSource clock, RandomGenerator random, Duration allowance) {
      UuidV7Generator.Builder builder =
          UuidV7Generator.builder().clock(clock).rollbackAllowance(allowance);
      return (random == null ? builder : builder.random(random)).build();
    }

    @Override
    long keyHigh(SortableId id) {
      return ((UuidV7) id).mostSignificantBits();
    }

    @Override
    long keyLow(SortableId id) {
      return ((UuidV7) id).leastSignificantBits() >>> 32;
    }

    @Override
    void reseed(IdGenerator<? extends SortableId> generator) {
      ((UuidV7Generator) generator).reseed();
    }
  };

  /** The default rollback allowance of every scheme. */
  static final Duration ALLOWANCE = Duration.ofSeconds(10);

  /**
   * A generator on {@code clock}, drawing from {@code random} (null: the scheme's default secure
   * source), counting on through rollbacks up to {@code allowance}.
   */
  abstract IdGenerator<? extends SortableId> build(
      InstantSource clock, RandomGenerator random, Duration allowance);

  /** A generator with the default secure source and the default allowance. */
  IdGenerator<? extends SortableId> build(InstantSource clock) {
    return build(clock, null, ALLOWANCE);
  }

  /** The key's high 64 bits, compared unsigned. */
  abstract long keyHigh(SortableId id);

  /** The key's low 64 bits, compared unsigned after the high ones. */
  abstract long keyLow(SortableId id);

  /** Calls the generator's {@code reseed()}. */
  abstract void reseed(IdGenerator<? extends SortableId> generator);

  /** Whether the id carries the fixed field this kind builds its generators with. */
  boolean carriesFixedField(SortableId id) {
    return true;
  }

  /** The unit of the scheme's timestamp in milliseconds: 256 for SCRU64's ticks, else 1. */
  long unitMillis() {
    return 1;
  }

  /** Orders two ids of this kind by key. */
  int compare(SortableId a, SortableId b) {
    int high = Long.compareUnsigned(keyHigh(a), keyHigh(b));
    return high != 0 ? high : Long.compareUnsigned(keyLow(a), keyLow(b));
  }
}
