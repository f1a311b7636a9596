package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Generates {@link Euid}s in strictly increasing order, following EUID draft 5, with a fixed
 * extension value (or none) for all its ids.
 *
 * <p>For each id, given the clock reading {@code now} in ms and the stored timestamp:
 *
 * <ol>
 *   <li>{@code now > stored}: a fresh id at {@code now}: the bits above the extension and the 64
 *       low bits random, the generator's extension (if any) in place.
 *   <li>{@code now + allowance >= stored}: the previous id with the high 32 of its 64 random bits +
 *       1 and the low 32 drawn afresh (the reference's {@code next()}); the high half, and so the
 *       extension, unchanged. When those high 32 bits are already all ones (about once in
 *       2<sup>32</sup> ids of one busy millisecond, as they start random) the reference gives
 *       nothing; sortid instead moves on to a fresh id at stored + 1, keeping the extension, as
 *       SCRU128 does on counter overflow. This is not a failure.
 *   <li>Otherwise (the clock went back beyond the allowance): {@link #generate()} resets (a fresh
 *       id at {@code now}) and {@link #generateOrAbort()} returns empty.
 * </ol>
 *
 * <p>A rollback is judged on a fresh reading (see {@link IdGenerator}).
 *
 * <table class="striped">
 *   <caption>Behaviour of each method</caption>
 *   <thead><tr><th>method</th><th>time source</th><th>clock back within the allowance</th>
 *   <th>clock back beyond it</th><th>overflow of the high 32 random bits</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@link #generate()}</td><td>one clock read (again, under the lock, before it resets)</td><td>counts on</td><td>resets</td>
 *         <td>timestamp + 1</td></tr>
 *     <tr><td>{@link #generateOrAbort()}</td><td>one clock read (again, under the lock, before it returns empty)</td><td>counts on</td>
 *         <td>empty</td><td>timestamp + 1</td></tr>
 *     <tr><td>{@link #generate(int)}</td><td>one clock read per batch (again, under the lock, before it resets)</td><td>counts on</td>
 *         <td>resets</td><td>timestamp + 1</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>The rollback allowance defaults to 10 seconds and is inclusive: a clock exactly that far back
 * still counts on. A clock reading of 0 or less, or above 2<sup>45</sup>-1 (the largest timestamp
 * of the layout, in the year 3084), makes {@link #generate()} throw {@link IllegalStateException}
 * naming the reading (and {@link #generateOrAbort()} return empty). So does an overflow at the
 * timestamp 2<sup>45</sup>-1, which has no next millisecond.
 *
 * <p>Randomness: by default the secure source {@link IdGenerator} describes. With {@link
 * Builder#random(RandomGenerator)} the caller's generator is used directly, in this order: for a
 * fresh id (new millisecond, overflow, reset or after {@link #reseed()}) {@code nextLong()} =
 * {@code r0}, whose low {@code 15 - ext_len} bits become the bits above the extension, then {@code
 * nextLong()} = {@code r1}, the 64 low bits; for the next id in the same millisecond one {@code
 * nextInt()}, the low 32 bits. So a generator that returns the reference's {@code random_u128()}
 * bytes as two big-endian longs, and its {@code random_u32()} bytes as a big-endian int, reproduces
 * the reference's ids. The random generator is called from the generating threads, so it must be
 * thread-safe if this generator is shared.
 *
 * <p>Snapshots and forks: call {@link #reseed()} right after a restore (see {@link IdGenerator}).
 *
 * <p>Instances are thread-safe. Within a millisecond an id costs one clock read, one
 * compare-and-set of a shared counter and one {@code nextInt()}, without a lock; a new millisecond,
 * a reset, a reseed or an overflow takes a short lock, where the two fresh longs are drawn. With
 * {@link Builder#perThread()} each thread counts on its own state: the same steps with the counter
 * and the lock its own, so threads never contend. Null arguments throw {@link
 * NullPointerException}.
 */
public final class EuidGenerator implements IdGenerator<Euid> {
  private static final long ALL_ONES_32 = 0xFFFF_FFFFL;

  private final RandomSource random;
  private final Engines<Euid, Euid> engines;

  private EuidGenerator(Builder builder) {
    this.random = builder.options.randomSource();
    InstantSource clock = builder.options.clock();
    long allowance = builder.options.rollbackAllowanceMillis();
    int extension = builder.extension;
    this.engines =
        new Engines<>(
            random,
            builder.options.perThread(),
            source ->
                new GeneratorEngine<>(
                    new Steps(source, extension),
                    Euid.MIN,
                    clock::millis,
                    allowance,
                    1,
                    Euid.MAX_TIMESTAMP,
                    GeneratorEngine.Overflow.NEXT_TICK,
                    GeneratorEngine.OnRollback.RESET));
  }

  /**
   * Returns a builder with the defaults: system clock, secure random, 10 s rollback allowance, no
   * extension.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** The process-wide default generator, created on first use. */
  static EuidGenerator defaultGenerator() {
    return DefaultHolder.INSTANCE;
  }

  private static final class DefaultHolder {
    static final EuidGenerator INSTANCE = builder().build();
  }

  @Override
  public Euid generate() {
    return engines.get().generate();
  }

  @Override
  public Optional<Euid> generateOrAbort() {
    return engines.get().generateOrAbort(GeneratorEngine.UNBOUNDED);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once; the ids are contiguous even when other threads generate at the same
   * time.
   */
  @Override
  public List<Euid> generate(int count) {
    return engines.get().generate(count);
  }

  /**
   * Renews the random state after a snapshot restore or fork: a new DRBG (for the default random
   * source) and fresh random bits for the next id, which stays greater than every id before it (it
   * moves to the next millisecond if the clock has not).
   */
  @Override
  public void reseed() {
    random.reseed();
    engines.reseed();
  }

  /**
   * EUID's step (the reference's {@code next()}): the last id counted on by +1 in the high 32 of
   * its 64 low random bits, the low 32 drawn afresh ({@code nextInt()}) for every id; a fresh id
   * draws {@code nextLong()} for the random bits above the extension, then {@code nextLong()} for
   * the 64 low bits, and keeps the extension.
   */
  private static final class Steps implements GeneratorEngine.Steps<Euid, Euid> {
    private final RandomSource random;

    /** {@code extension << 4 | ext_len}, or 0 without an extension. */
    private final long extensionBits;

    /** The mask of the random bits above the extension (2<sup>15-ext_len</sup>-1). */
    private final long randomHighMask;

    /** Where the random bits above the extension start: 4 + ext_len. */
    private final int randomHighShift;

    /**
     * @param extension 0..32767, or -1 for none
     */
    Steps(RandomSource random, int extension) {
      int length = Euid.extensionLength(extension);
      this.random = random;
      this.extensionBits = Euid.extensionBits(extension);
      this.randomHighMask = (1L << (15 - length)) - 1;
      this.randomHighShift = 4 + length;
    }

    @Override
    public long tick(Euid state) {
      return state.timestamp();
    }

    @Override
    public long roomAfter(Euid state) {
      return ALL_ONES_32 - (state.leastSignificantBits() >>> 32);
    }

    @Override
    public Euid plus(Euid state, long n) {
      return EuidGenerator.plus(state, n, 0);
    }

    @Override
    public Euid increment(Euid last) {
      return EuidGenerator.plus(last, 1, random.nextInt());
    }

    @Override
    public Euid fresh(Euid last, long tick, Step.Outcome why) {
      long r0 = random.nextLong();
      long r1 = random.nextLong();
      return new Euid(tick << 19 | (r0 & randomHighMask) << randomHighShift | extensionBits, r1);
    }

    @Override
    public RandomSource random() {
      return random;
    }

    @Override
    public Euid fromRun(Euid start, long n, RandomSource draws) {
      return EuidGenerator.plus(start, n, draws.nextInt());
    }

    @Override
    public Euid id(Euid state) {
      return state;
    }

    @Override
    public IllegalStateException failure(Step<Euid> step, Euid last, int made, int count) {
      if (step.outcome() == Step.Outcome.CLOCK_OUT_OF_RANGE) {
        return GeneratorOptions.clockOutOfRange(
            IdScheme.EUID, step.now(), Euid.MAX_TIMESTAMP, "ms");
      }
      return new IllegalStateException(
          "EUID random bits overflowed at the largest timestamp 2^45-1; no more ids can be made");
    }
  }

  /**
   * The id with {@code start}'s high half, the high 32 bits of its low half + n, and {@code
   * random32} as the low 32 bits.
   */
  private static Euid plus(Euid start, long n, int random32) {
    long lsb = ((start.leastSignificantBits() >>> 32) + n) << 32 | (random32 & ALL_ONES_32);
    return new Euid(start.mostSignificantBits(), lsb);
  }

  /** Builds an {@link EuidGenerator}; every setting has a default. */
  public static final class Builder {
    private final GeneratorOptions options = new GeneratorOptions();
    private int extension = -1;

    private Builder() {}

    /**
     * Sets the clock (default: the system clock); its {@code millis()} is read once per id.
     *
     * @param clock the clock
     * @return this builder
     */
    public Builder clock(InstantSource clock) {
      options.clock(clock);
      return this;
    }

    /**
     * Uses the caller's random generator directly instead of the default secure source, in the
     * order the class documentation gives.
     *
     * @param random the random generator (thread-safe if the generator is shared)
     * @return this builder
     */
    public Builder random(RandomGenerator random) {
      options.random(random);
      return this;
    }

    /**
     * Sets how far the clock may go back while ids keep counting on from the stored timestamp
     * (default 10 s, inclusive; whole milliseconds count).
     *
     * @param allowance 0 ms to 2<sup>45</sup>-1 ms
     * @return this builder
     */
    public Builder rollbackAllowance(Duration allowance) {
      options.rollbackAllowance(allowance, Euid.MAX_TIMESTAMP);
      return this;
    }

    /**
     * Puts the same extension value into every id (default: none, ext_len 0). Its bit length (at
     * least 1) becomes ext_len, and fewer random bits remain above it: 14 for 0 or 1, none for
     * 16384 and above.
     *
     * @param extension 0..32767
     * @return this builder
     * @throws IllegalArgumentException if {@code extension} is out of range
     */
    public Builder extension(int extension) {
      this.extension = Checks.inRange("extension", extension, 0, Euid.MAX_EXTENSION);
      return this;
    }

    /**
     * Gives each thread its own generator state instead of one shared by all threads: the promise
     * is weaker and the cost lower (see "Per-thread generators" in {@link IdGenerator}). Each
     * thread's ids strictly increase; ids of different threads are not ordered against each other
     * within a millisecond, and they are kept apart only by the random bits each thread draws per
     * millisecond and the 32 random bits of every id, as ids of two processes are. The clock, the
     * rollback allowance, the overflow of the high 32 random bits and {@link
     * EuidGenerator#generate(int)} batches apply per thread; {@link EuidGenerator#reseed()} reaches
     * every thread before its next id. A {@link #random(RandomGenerator) caller's generator} is
     * shared by all threads (it must be thread-safe); the default secure source gives each thread
     * its own stream. Each thread keeps its state while it lives: prefer the shared generator for
     * many short-lived or virtual threads.
     *
     * @return this builder
     */
    public Builder perThread() {
      options.perThread(true);
      return this;
    }

    /**
     * Builds the generator.
     *
     * @return a new generator
     */
    public EuidGenerator build() {
      return new EuidGenerator(this);
    }
  }
}
