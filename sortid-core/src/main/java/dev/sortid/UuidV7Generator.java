package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Generates {@link UuidV7}s in strictly increasing order: RFC 9562 section 6.2, method 1 (a fixed
 * bit-length dedicated counter) with a 42-bit counter seeded at random each millisecond.
 *
 * <p>The counter is rand_a (12 bits) followed by the top 30 bits of rand_b; the low 32 bits of
 * rand_b are random for every id. For each id, given the clock reading {@code now} in ms and the
 * last id made:
 *
 * <ol>
 *   <li>{@code now > last.timestamp()}: timestamp = now, counter = a random 41-bit value (its top
 *       bit 0: the RFC's rollover guard, which leaves at least 2<sup>41</sup> ids for the ms).
 *   <li>{@code now + allowance >= last.timestamp()}: keep the timestamp, counter + 1; on its
 *       overflow the timestamp moves on by 1 ms with a renewed counter (the RFC's rollover
 *       handling; not a failure).
 *   <li>Otherwise (the clock went back beyond the allowance): {@link #generate()} resets (timestamp
 *       = now, renewed counter; the new id sorts below the earlier ones) and {@link
 *       #generateOrAbort()} returns empty.
 * </ol>
 *
 * <p>A rollback is judged on a fresh reading (see {@link IdGenerator}).
 *
 * <table class="striped">
 *   <caption>Behaviour of each method</caption>
 *   <thead><tr><th>method</th><th>time source</th><th>clock back within the allowance</th>
 *   <th>clock back beyond it</th><th>counter overflow</th></tr></thead>
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
 * still counts on. UUIDv7 reserves no timestamp: clock readings 1..2<sup>48</sup>-1 ms are used as
 * they are; a reading of 0 or less, or of 2<sup>48</sup> or more, makes {@link #generate()} throw
 * {@link IllegalStateException} naming the reading (and {@link #generateOrAbort()} return empty).
 * So does a counter overflow at the timestamp 2<sup>48</sup>-1, which has no next millisecond.
 *
 * <p>Randomness: by default the secure source {@link IdGenerator} describes. With {@link
 * Builder#random(RandomGenerator)} the caller's generator is used directly, per id in this order:
 * first {@code nextInt()} for the low 32 bits of rand_b, then, when the counter is renewed (a new
 * millisecond, an overflow, a reset, or the first id after {@link #reseed()}), {@code nextLong()
 * >>> 23} for the counter. It is called from the generating threads, so it must be thread-safe if
 * the generator is shared; counter draws happen under the generator's lock.
 *
 * <p>Snapshots and forks: call {@link #reseed()} right after a restore (see {@link IdGenerator}).
 *
 * <p>Instances are thread-safe. Within a millisecond an id costs one clock read, one draw of 32
 * random bits and one compare-and-set of a shared counter, without a lock; a new millisecond, a
 * reset, a reseed or a counter overflow takes a short lock. With {@link Builder#perThread()} each
 * thread counts on its own state: the same steps with the counter and the lock its own, so threads
 * never contend. Null arguments throw {@link NullPointerException}.
 */
public final class UuidV7Generator implements IdGenerator<UuidV7> {
  /** The largest 42-bit counter value. */
  private static final long MAX_COUNTER = (1L << 42) - 1;

  private static final long LOW_32 = 0xFFFF_FFFFL;

  private final RandomSource random;
  private final Engines<UuidV7, UuidV7> engines;

  private UuidV7Generator(Builder builder) {
    this.random = builder.options.randomSource();
    InstantSource clock = builder.options.clock();
    long allowance = builder.options.rollbackAllowanceMillis();
    this.engines =
        new Engines<>(
            random,
            builder.options.perThread(),
            source -> engine(new Steps(source), UuidV7.MIN, clock, allowance));
  }

  /** The engine over {@code steps}, starting after {@code floor}, with an allowance in ms. */
  static GeneratorEngine<UuidV7, UuidV7> engine(
      Steps steps, UuidV7 floor, InstantSource clock, long allowance) {
    return new GeneratorEngine<>(
        steps,
        floor,
        clock::millis,
        allowance,
        1,
        UuidV7.MAX_TIMESTAMP,
        GeneratorEngine.Overflow.NEXT_TICK,
        GeneratorEngine.OnRollback.RESET);
  }

  /**
   * Returns a builder with the defaults: system clock, secure random, 10 s rollback allowance.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** The process-wide default generator, created on first use. */
  static UuidV7Generator defaultGenerator() {
    return DefaultHolder.INSTANCE;
  }

  private static final class DefaultHolder {
    static final UuidV7Generator INSTANCE = builder().build();
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalStateException if the clock reads outside 1..2<sup>48</sup>-1 ms, or the counter
   *     overflows at the timestamp 2<sup>48</sup>-1
   */
  @Override
  public UuidV7 generate() {
    return engines.get().generate();
  }

  @Override
  public Optional<UuidV7> generateOrAbort() {
    return engines.get().generateOrAbort(GeneratorEngine.UNBOUNDED);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once; the ids are contiguous even when other threads generate at the same
   * time (per id: the 32 random bits, then a counter renewal when one is due).
   */
  @Override
  public List<UuidV7> generate(int count) {
    return engines.get().generate(count);
  }

  /**
   * Renews the random state after a snapshot restore or fork: a new DRBG (for the default random
   * source) and a fresh counter for the next id, which stays greater than every id before it (it
   * moves to the next millisecond if the clock has not).
   */
  @Override
  public void reseed() {
    random.reseed();
    engines.reseed();
  }

  /**
   * RFC 9562 method 1: the last id counted on by +1 in its 42-bit counter (rand_a, then the top 30
   * bits of rand_b), the low 32 bits of rand_b drawn afresh ({@code nextInt()}) for every id; a
   * fresh id draws those 32 bits, then {@code nextLong() >>> 23} for a counter whose top bit is 0.
   */
  static final class Steps implements GeneratorEngine.Steps<UuidV7, UuidV7> {
    private final RandomSource random;

    Steps(RandomSource random) {
      this.random = random;
    }

    @Override
    public long tick(UuidV7 state) {
      return state.timestamp();
    }

    @Override
    public long roomAfter(UuidV7 state) {
      return MAX_COUNTER - counter(state);
    }

    @Override
    public UuidV7 plus(UuidV7 state, long n) {
      return UuidV7Generator.plus(state, n, 0);
    }

    @Override
    public UuidV7 increment(UuidV7 last) {
      return UuidV7Generator.plus(last, 1, random.nextInt());
    }

    @Override
    public UuidV7 fresh(UuidV7 last, long tick, Step.Outcome why) {
      int random32 = random.nextInt();
      return UuidV7Generator.id(tick, random.nextLong() >>> 23, random32);
    }

    @Override
    public RandomSource random() {
      return random;
    }

    @Override
    public UuidV7 fromRun(UuidV7 start, long n, RandomSource draws) {
      return UuidV7Generator.plus(start, n, draws.nextInt());
    }

    @Override
    public UuidV7 id(UuidV7 state) {
      return state;
    }

    @Override
    public IllegalStateException failure(Step<UuidV7> step, UuidV7 last, int made, int count) {
      if (step.outcome() == Step.Outcome.CLOCK_OUT_OF_RANGE) {
        return GeneratorOptions.clockOutOfRange(
            IdScheme.UUIDV7, step.now(), UuidV7.MAX_TIMESTAMP, "ms");
      }
      return new IllegalStateException(
          String.format(
              Locale.ROOT,
              "the UUIDv7 counter overflowed at the largest timestamp 2^48-1 ms after %s; no more"
                  + " ids can be made",
              last));
    }
  }

  /** The 42-bit counter: rand_a and the top 30 bits of rand_b. */
  static long counter(UuidV7 id) {
    return (id.mostSignificantBits() & UuidV7.MAX_RAND_A) << 30 | id.randB() >>> 32;
  }

  /** The id at {@code timestamp} with this 42-bit counter and these 32 random bits. */
  private static UuidV7 id(long timestamp, long counter, int random32) {
    return UuidV7.fields(
        timestamp, counter >>> 30, (counter & 0x3FFF_FFFFL) << 32 | random32 & LOW_32);
  }

  /** The id with {@code start}'s timestamp, its counter + n, and {@code random32}. */
  private static UuidV7 plus(UuidV7 start, long n, int random32) {
    return id(start.timestamp(), counter(start) + n, random32);
  }

  /** Builds a {@link UuidV7Generator}; every setting has a default. */
  public static final class Builder {
    private final GeneratorOptions options = new GeneratorOptions();

    private Builder() {}

    /**
     * Sets the clock (default: the system clock); its {@code millis()} is read once per id, or once
     * per batch.
     *
     * @param clock the clock
     * @return this builder
     */
    public Builder clock(InstantSource clock) {
      options.clock(clock);
      return this;
    }

    /**
     * Uses the caller's random generator directly instead of the default secure source (see the
     * class docs for the order of calls).
     *
     * @param random the random generator (thread-safe if the generator is shared)
     * @return this builder
     */
    public Builder random(RandomGenerator random) {
      options.random(random);
      return this;
    }

    /**
     * Sets how far the clock may go back while ids keep counting on from the last timestamp
     * (default 10 s, inclusive; whole milliseconds count).
     *
     * @param allowance 0 ms to 2<sup>48</sup>-1 ms
     * @return this builder
     */
    public Builder rollbackAllowance(Duration allowance) {
      options.rollbackAllowance(allowance, UuidV7.MAX_TIMESTAMP);
      return this;
    }

    /**
     * Gives each thread its own generator state instead of one shared by all threads: the promise
     * is weaker and the cost lower (see "Per-thread generators" in {@link IdGenerator}). Each
     * thread's ids strictly increase; ids of different threads are not ordered against each other
     * within a millisecond, and they are kept apart only by the random 41-bit counter each thread
     * starts per millisecond and the 32 random bits of every id, as ids of two processes are. The
     * clock, the rollback allowance, the counter overflow and {@link UuidV7Generator#generate(int)}
     * batches apply per thread; {@link UuidV7Generator#reseed()} reaches every thread before its
     * next id. A {@link #random(RandomGenerator) caller's generator} is shared by all threads (it
     * must be thread-safe); the default secure source gives each thread its own stream. Each thread
     * keeps its state while it lives: prefer the shared generator for many short-lived or virtual
     * threads.
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
    public UuidV7Generator build() {
      return new UuidV7Generator(this);
    }
  }
}
