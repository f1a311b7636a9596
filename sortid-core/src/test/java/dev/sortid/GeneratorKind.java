package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.OptionalInt;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;
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
  SCRU128(
      (clock, random, allowance) ->
          with(
                  Scru128Generator.builder().clock(clock).rollbackAllowance(allowance),
                  random,
                  Scru128Generator.Builder::random)
              .build(),
      id -> ((Scru128Id) id).mostSignificantBits(),
      id -> ((Scru128Id) id).leastSignificantBits() >>> 32,
      generator -> ((Scru128Generator) generator).reseed()),
  SCRU64(
      (clock, random, allowance) ->
          with(
                  Scru64Generator.builder()
                      .nodeSpec(Scru64NodeSpec.of(1, 1))
                      .clock(clock)
                      .rollbackAllowance(allowance)
                      .maxWait(Duration.ZERO),
                  random,
                  Scru64Generator.Builder::random)
              .build(),
      id -> ((Scru64Id) id).toLong(),
      id -> 0,
      generator -> ((Scru64Generator) generator).reseed(),
      id -> ((Scru64Id) id).nodeCtr() >>> 23 == 1,
      256),
  SCRU160(
      (clock, random, allowance) ->
          with(
                  Scru160Generator.builder().clock(clock).rollbackAllowance(allowance),
                  random,
                  Scru160Generator.Builder::random)
              .build(),
      id -> ((Scru160Id) id).timestamp(),
      id -> ((Scru160Id) id).counter(),
      generator -> ((Scru160Generator) generator).reseed()),
  ULID(
      (clock, random, allowance) ->
          with(
                  UlidGenerator.builder().clock(clock).rollbackAllowance(allowance),
                  random,
                  UlidGenerator.Builder::random)
              .build(),
      id -> ((Ulid) id).mostSignificantBits(),
      id -> ((Ulid) id).leastSignificantBits(),
      generator -> ((UlidGenerator) generator).reseed()),
  EUID(
      (clock, random, allowance) ->
          with(
                  EuidGenerator.builder().clock(clock).rollbackAllowance(allowance).extension(5),
                  random,
                  EuidGenerator.Builder::random)
              .build(),
      id -> ((Euid) id).mostSignificantBits(),
      id -> ((Euid) id).leastSignificantBits() >>> 32,
      generator -> ((EuidGenerator) generator).reseed(),
      id -> ((Euid) id).extension().equals(OptionalInt.of(5)),
      1),
  UUIDV7(
      (clock, random, allowance) ->
          with(
                  UuidV7Generator.builder().clock(clock).rollbackAllowance(allowance),
                  random,
                  UuidV7Generator.Builder::random)
              .build(),
      id -> ((UuidV7) id).mostSignificantBits(),
      id -> ((UuidV7) id).leastSignificantBits() >>> 32,
      generator -> ((UuidV7Generator) generator).reseed());

  /** The default rollback allowance of every scheme. */
  static final Duration ALLOWANCE = Duration.ofSeconds(10);

  /** Builds a generator of the kind. */
  interface Factory {
    IdGenerator<? extends SortableId> build(
        InstantSource clock, RandomGenerator random, Duration allowance);
  }

  private final Factory factory;
  private final ToLongFunction<SortableId> keyHigh;
  private final ToLongFunction<SortableId> keyLow;
  private final Consumer<IdGenerator<? extends SortableId>> reseed;
  private final Predicate<SortableId> fixedField;
  private final long unitMillis;

  GeneratorKind(
      Factory factory,
      ToLongFunction<SortableId> keyHigh,
      ToLongFunction<SortableId> keyLow,
      Consumer<IdGenerator<? extends SortableId>> reseed) {
    this(factory, keyHigh, keyLow, reseed, id -> true, 1);
  }

  GeneratorKind(
      Factory factory,
      ToLongFunction<SortableId> keyHigh,
      ToLongFunction<SortableId> keyLow,
      Consumer<IdGenerator<? extends SortableId>> reseed,
      Predicate<SortableId> fixedField,
      long unitMillis) {
    this.factory = factory;
    this.keyHigh = keyHigh;
    this.keyLow = keyLow;
    this.reseed = reseed;
    this.fixedField = fixedField;
    this.unitMillis = unitMillis;
  }

  /** The builder with {@code random} set, or as it is (the default secure source) for null. */
  private static <B> B with(
      B builder, RandomGenerator random, BiFunction<B, RandomGenerator, B> set) {
    return random == null ? builder : set.apply(builder, random);
  }

  /**
   * A generator on {@code clock}, drawing from {@code random} (null: the scheme's default secure
   * source), counting on through rollbacks up to {@code allowance}.
   */
  IdGenerator<? extends SortableId> build(
      InstantSource clock, RandomGenerator random, Duration allowance) {
    return factory.build(clock, random, allowance);
  }

  /** A generator with the default secure source and the default allowance. */
  IdGenerator<? extends SortableId> build(InstantSource clock) {
    return build(clock, null, ALLOWANCE);
  }

  /** The key's high 64 bits, compared unsigned. */
  long keyHigh(SortableId id) {
    return keyHigh.applyAsLong(id);
  }

  /** The key's low 64 bits, compared unsigned after the high ones. */
  long keyLow(SortableId id) {
    return keyLow.applyAsLong(id);
  }

  /** Calls the generator's {@code reseed()}. */
  void reseed(IdGenerator<? extends SortableId> generator) {
    reseed.accept(generator);
  }

  /** Whether the id carries the fixed field this kind builds its generators with. */
  boolean carriesFixedField(SortableId id) {
    return fixedField.test(id);
  }

  /** The unit of the scheme's timestamp in milliseconds: 256 for SCRU64's ticks, else 1. */
  long unitMillis() {
    return unitMillis;
  }

  /** Orders two ids of this kind by key. */
  int compare(SortableId a, SortableId b) {
    int high = Long.compareUnsigned(keyHigh(a), keyHigh(b));
    return high != 0 ? high : Long.compareUnsigned(keyLow(a), keyLow(b));
  }
}
