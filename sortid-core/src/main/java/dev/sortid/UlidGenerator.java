package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Generates {@link Ulid}s in strictly increasing order: the ULID specification's monotonic mode.
 *
 * <p>For each ULID, given the clock reading {@code now} in ms and the last ULID made:
 *
 * <ol>
 *   <li>{@code now > last.timestamp()}: timestamp = now, 80 bits of fresh randomness.
 *   <li>{@code now + allowance >= last.timestamp()}: keep the timestamp, randomness + 1 (with carry
 *       across all 80 bits). When the 80 bits are all ones the spec says generation fails: {@link
 *       #generate()} throws {@link IllegalStateException} and {@link #generateOrAbort()} returns
 *       empty; nothing changes, and ids resume once the clock passes that millisecond. (A fresh
 *       draw leaves on average 2<sup>79</sup> ids for its millisecond.)
 *   <li>Otherwise (the clock went back beyond the allowance): {@link #generate()} resets (timestamp
 *       = now, fresh randomness; the new ULID sorts below the earlier ones) and {@link
 *       #generateOrAbort()} returns empty.
 * </ol>
 *
 * <p>A rollback is judged on a fresh reading (see {@link IdGenerator}).
 *
 * <table class="striped">
 *   <caption>Behaviour of each method</caption>
 *   <thead><tr><th>method</th><th>time source</th><th>clock back within the allowance</th>
 *   <th>clock back beyond it</th><th>80-bit overflow in one ms</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@link #generate()}</td><td>one clock read (again, under the lock, before it resets)</td><td>counts on</td><td>resets</td>
 *         <td>{@link IllegalStateException}</td></tr>
 *     <tr><td>{@link #generateOrAbort()}</td><td>one clock read (again, under the lock, before it returns empty)</td><td>counts on</td>
 *         <td>empty</td><td>empty</td></tr>
 *     <tr><td>{@link #generate(int)}</td><td>one clock read per batch (again, under the lock, before it resets)</td><td>counts on</td>
 *         <td>resets</td><td>{@link IllegalStateException}, nothing generated</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>The rollback allowance defaults to 10 seconds and is inclusive: a clock exactly that far back
 * still counts on. ULID reserves no timestamp: clock readings 1..2<sup>48</sup>-1 ms are used as
 * they are; a reading of 0 or less, or of 2<sup>48</sup> or more, makes {@link #generate()} throw
 * {@link IllegalStateException} naming the reading (and {@link #generateOrAbort()} return empty).
 *
 * <p>Randomness: by default the secure source {@link IdGenerator} describes. With {@link
 * Builder#random(RandomGenerator)} the caller's generator is used directly, only when fresh
 * randomness is needed (a new millisecond, a reset, or the first ULID after {@link #reseed()}):
 * first {@code nextLong()} for the low 64 random bits, then {@code nextInt() >>> 16} for the high
 * 16. Within a millisecond no random numbers are drawn. It is called from the generating threads,
 * so it must be thread-safe if the generator is shared; it is called under the generator's lock,
 * once per fresh start.
 *
 * <p>Snapshots and forks: call {@link #reseed()} right after a restore (see {@link IdGenerator}).
 *
 * <p>Instances are thread-safe. Within a millisecond a ULID costs one clock read and one
 * compare-and-set of a shared counter, without a lock; a new millisecond, a reset, a reseed or an
 * overflow takes a short lock. With {@link Builder#perThread()} each thread counts on its own
 * state: the same steps with the counter and the lock its own, so threads never contend. Null
 * arguments throw {@link NullPointerException}.
 */
public final class UlidGenerator implements IdGenerator<Ulid> {
  private final RandomSource random;
  private final Engines<Ulid, Ulid> engines;

  private UlidGenerator(Builder builder) {
    this.random = builder.options.randomSource();
    InstantSource clock = builder.options.clock();
    long allowance = builder.options.rollbackAllowanceMillis();
    this.engines =
        new Engines<>(
            random,
            builder.options.perThread(),
            source ->
                new GeneratorEngine<>(
                    new Steps(source),
                    Ulid.MIN,
                    clock::millis,
                    allowance,
                    1,
                    Ulid.MAX_TIMESTAMP,
                    GeneratorEngine.Overflow.FAILS,
                    GeneratorEngine.OnRollback.RESET));
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
  static UlidGenerator defaultGenerator() {
    return DefaultHolder.INSTANCE;
  }

  private static final class DefaultHolder {
    static final UlidGenerator INSTANCE = builder().build();
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalStateException if the 80 random bits overflow within the millisecond (the ULID
   *     spec's failure), or the clock reads outside 1..2<sup>48</sup>-1 ms
   */
  @Override
  public Ulid generate() {
    return engines.get().generate();
  }

  @Override
  public Optional<Ulid> generateOrAbort() {
    return engines.get().generateOrAbort(GeneratorEngine.UNBOUNDED);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once. The first ULID is made as by {@link #generate()} (at most one fresh
   * draw of randomness); the others are a run of +1 increments after it, so a batch is contiguous
   * even when other threads generate at the same time.
   *
   * @throws IllegalStateException if the run does not fit in the 80 random bits left in the
   *     millisecond, or as {@link #generate()}; nothing is generated then
   */
  @Override
  public List<Ulid> generate(int count) {
    return engines.get().generate(count);
  }

  /**
   * Renews the random state after a snapshot restore or fork: a new DRBG (for the default random
   * source; a caller's generator is the caller's to reseed), and the next ULID starts fresh
   * randomness instead of incrementing the last one. That next ULID stays greater than every ULID
   * before it: in a new millisecond it takes that millisecond as usual; in the same millisecond (or
   * with the clock back within the allowance) it moves to the last timestamp + 1 ms with fresh
   * randomness, as SCRU128 does on a counter overflow, and the ULIDs after it count on from there.
   * Reseeding at timestamp 2<sup>48</sup>-1 leaves nowhere to move: the next ULID in that
   * millisecond fails as an overflow does.
   */
  @Override
  public void reseed() {
    random.reseed();
    engines.reseed();
  }

  /**
   * The ULID spec's monotonic step: the state is the last ULID, counted on by +1 in its 80 random
   * bits; a fresh ULID draws {@code nextLong()} for the low 64 random bits, then {@code nextInt()
   * >>> 16} for the high 16.
   */
  private static final class Steps implements GeneratorEngine.Steps<Ulid, Ulid> {
    private final RandomSource random;

    Steps(RandomSource random) {
      this.random = random;
    }

    @Override
    public long tick(Ulid state) {
      return state.timestamp();
    }

    @Override
    public long roomAfter(Ulid state) {
      long room = ~state.leastSignificantBits(); // when the high 16 random bits are all ones
      boolean highAllOnes =
          (state.mostSignificantBits() & Ulid.RANDOM_HI_MASK) == Ulid.RANDOM_HI_MASK;
      return highAllOnes && room >= 0 ? room : Long.MAX_VALUE;
    }

    @Override
    public Ulid plus(Ulid state, long n) {
      return UlidGenerator.plus(state, n);
    }

    @Override
    public Ulid increment(Ulid last) {
      return UlidGenerator.plus(last, 1);
    }

    @Override
    public Ulid fresh(Ulid last, long tick, Step.Outcome why) {
      long low = random.nextLong();
      long high = random.nextInt() >>> 16;
      return new Ulid(tick << 16 | high, low);
    }

    @Override
    public RandomSource random() {
      return random;
    }

    @Override
    public Ulid fromRun(Ulid start, long n, RandomSource draws) {
      return UlidGenerator.plus(start, n);
    }

    @Override
    public Ulid id(Ulid state) {
      return state;
    }

    @Override
    public IllegalStateException failure(Step<Ulid> step, Ulid last, int made, int count) {
      long now = step.now();
      if (step.outcome() == Step.Outcome.CLOCK_OUT_OF_RANGE) {
        return GeneratorOptions.clockOutOfRange(IdScheme.ULID, now, Ulid.MAX_TIMESTAMP, "ms");
      }
      if (made > 0) {
        return new IllegalStateException(
            String.format(
                Locale.ROOT,
                "a batch of %d ULIDs does not fit in the 80 random bits left after %s in"
                    + " millisecond %d; ask for fewer",
                count,
                last,
                last.timestamp()));
      }
      if (roomAfter(last) > 0) { // exhausted with room left: a reseed at the largest timestamp
        return new IllegalStateException(
            "the ULID generator was reseeded at the largest timestamp 2^48-1 ms, so the next ULID"
                + " cannot start fresh randomness; no greater ULID exists in that millisecond");
      }
      return new IllegalStateException(
          String.format(
              Locale.ROOT,
              "the 80 random bits of ULID %s are all ones: no greater ULID exists in millisecond"
                  + " %d (the ULID spec makes generation fail here); retry when the clock has"
                  + " passed it",
              last,
              last.timestamp()));
    }
  }

  /**
   * {@code prev + n} in the 80 random bits (timestamp kept), n in 0..2<sup>63</sup>-1; the caller
   * keeps it within the room left.
   */
  static Ulid plus(Ulid prev, long n) {
    long msb = prev.mostSignificantBits();
    long oldLsb = prev.leastSignificantBits();
    long lsb = oldLsb + n;
    if (Long.compareUnsigned(lsb, oldLsb) < 0) {
      msb++;
    }
    return new Ulid(msb, lsb);
  }

  /** Builds a {@link UlidGenerator}; every setting has a default. */
  public static final class Builder {
    private final GeneratorOptions options = new GeneratorOptions();

    private Builder() {}

    /**
     * Sets the clock (default: the system clock); its {@code millis()} is read once per ULID, or
     * once per batch.
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
     * Sets how far the clock may go back while ULIDs keep counting on from the last timestamp
     * (default 10 s, inclusive; whole milliseconds count). With 0, any reading below the last
     * timestamp is a rollback, including the millisecond left behind by {@link
     * UlidGenerator#reseed()}.
     *
     * @param allowance 0 ms to 2<sup>48</sup>-1 ms
     * @return this builder
     */
    public Builder rollbackAllowance(Duration allowance) {
      options.rollbackAllowance(allowance, Ulid.MAX_TIMESTAMP);
      return this;
    }

    /**
     * Gives each thread its own generator state instead of one shared by all threads: the promise
     * is weaker and the cost lower (see "Per-thread generators" in {@link IdGenerator}). Each
     * thread's ULIDs strictly increase; ULIDs of different threads are not ordered against each
     * other within a millisecond, and they are kept apart only by the 80 random bits of each
     * thread's first ULID in a millisecond, as ULIDs of two processes are. The clock, the rollback
     * allowance, the 80-bit overflow and {@link UlidGenerator#generate(int)} batches apply per
     * thread; {@link UlidGenerator#reseed()} reaches every thread before its next id. A {@link
     * #random(RandomGenerator) caller's generator} is shared by all threads (it must be
     * thread-safe); the default secure source gives each thread its own stream. Each thread keeps
     * its state while it lives: prefer the shared generator for many short-lived or virtual
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
    public UlidGenerator build() {
      return new UlidGenerator(this);
    }
  }
}
