package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Generates {@link Scru128Id}s in strictly increasing order, following SCRU128 v2.1.1.
 *
 * <p>For each id, given the clock reading {@code now} in ms and the stored timestamp:
 *
 * <ol>
 *   <li>{@code now > stored}: stored = now, counter_lo = random 24 bits.
 *   <li>{@code now + allowance >= stored}: keep stored, counter_lo + 1; on its overflow counter_lo
 *       = 0 and counter_hi + 1; on counter_hi's overflow stored + 1, counter_hi = 0, counter_lo =
 *       random (the spec's recommendation; not a failure).
 *   <li>Otherwise (the clock went back beyond the allowance): {@link #generate()} resets (stored =
 *       now, both counters random) and {@link #generateOrAbort()} returns empty.
 *   <li>counter_hi = random 24 bits when it was never set, or the stored timestamp has moved 1000
 *       ms or more since its last renewal.
 *   <li>entropy = fresh random 32 bits for every id.
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
 * still counts on. A clock reading of 0 or less, or of 2<sup>48</sup>-1 (reserved) or more, makes
 * {@link #generate()} throw {@link IllegalStateException} naming the reading (and {@link
 * #generateOrAbort()} return empty); the reserved timestamps 0 and 2<sup>48</sup>-1 are never
 * emitted.
 *
 * <p>Randomness: by default the secure source {@link IdGenerator} describes. With {@link
 * Builder#random(RandomGenerator)} the caller's generator is used directly: per id, first {@code
 * nextInt()} for the entropy, then {@code nextInt() >>> 8} for counter_lo when it is renewed and
 * then for counter_hi when it is renewed. It is called from the generating threads, so it must be
 * thread-safe if the generator is shared. Counter draws happen under the generator's lock.
 *
 * <p>Snapshots and forks: call {@link #reseed()} right after a restore (see {@link IdGenerator}).
 *
 * <p>Instances are thread-safe. Within a millisecond an id costs one clock read, one entropy draw
 * and one compare-and-set of a shared counter, without a lock; a new millisecond, a reset, a reseed
 * or a counter overflow takes a short lock. With {@link Builder#perThread()} each thread counts on
 * its own state: the same steps with the counter and the lock its own, so threads never contend.
 * Null arguments throw {@link NullPointerException}.
 */
public final class Scru128Generator implements IdGenerator<Scru128Id> {
  private static final long MAX_COUNTER48 = (1L << 48) - 1;

  /** Timestamps at or above this are reserved (2<sup>48</sup>-1). */
  private static final long RESERVED_TIMESTAMP = Scru128Id.MAX_TIMESTAMP;

  private static final long COUNTER_HI_INTERVAL = 1000;

  private final RandomSource random;
  private final Engines<State, Scru128Id> engines;

  private Scru128Generator(Builder builder) {
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
                    new State(Scru128Id.MIN, 0),
                    clock::millis,
                    allowance,
                    1,
                    RESERVED_TIMESTAMP - 1,
                    GeneratorEngine.Overflow.NEXT_TICK,
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
  static Scru128Generator defaultGenerator() {
    return DefaultHolder.INSTANCE;
  }

  private static final class DefaultHolder {
    static final Scru128Generator INSTANCE = builder().build();
  }

  @Override
  public Scru128Id generate() {
    return engines.get().generate();
  }

  @Override
  public Optional<Scru128Id> generateOrAbort() {
    return engines.get().generateOrAbort(GeneratorEngine.UNBOUNDED);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once; the ids are contiguous even when other threads generate at the same
   * time (per id: entropy, then any counter renewals).
   */
  @Override
  public List<Scru128Id> generate(int count) {
    return engines.get().generate(count);
  }

  /**
   * Renews the random state after a snapshot restore or fork: a new DRBG (for the default random
   * source) and fresh counters for the next id, which stays greater than every id before it.
   */
  @Override
  public void reseed() {
    random.reseed();
    engines.reseed();
  }

  /**
   * The state: the last id (its timestamp and counters; its entropy plays no part) and the
   * timestamp of the last counter_hi renewal (0 while counter_hi was never set).
   */
  private record State(Scru128Id id, long tsCounterHi) {}

  /**
   * SCRU128's step: the last id counted on by +1 in its 48-bit counter (counter_hi and counter_lo
   * together: counter_lo + 1, carrying into counter_hi), entropy fresh for every id; a fresh id
   * draws the entropy, then counter_lo, then counter_hi when it is renewed.
   */
  private static final class Steps implements GeneratorEngine.Steps<State, Scru128Id> {
    private final RandomSource random;

    Steps(RandomSource random) {
      this.random = random;
    }

    @Override
    public long tick(State state) {
      return state.id.timestamp();
    }

    @Override
    public long roomAfter(State state) {
      return MAX_COUNTER48 - counter48(state.id);
    }

    @Override
    public State plus(State state, long n) {
      return new State(Scru128Generator.plus(state.id, n, 0), state.tsCounterHi);
    }

    @Override
    public State increment(State last) {
      return new State(Scru128Generator.plus(last.id, 1, entropy()), last.tsCounterHi);
    }

    @Override
    public State fresh(State last, long tick, Step.Outcome why) {
      long entropy = entropy();
      long counterHi;
      long counterLo = random.nextInt() >>> 8;
      long tsCounterHi = last.tsCounterHi;
      boolean renewHi =
          why == Step.Outcome.RENEWED
              || why == Step.Outcome.RESET
              || tsCounterHi == 0
              || tick - tsCounterHi >= COUNTER_HI_INTERVAL;
      if (renewHi) {
        tsCounterHi = tick;
        counterHi = random.nextInt() >>> 8;
      } else {
        counterHi = why == Step.Outcome.NEXT_TICK ? 0 : last.id.counterHi();
      }
      Scru128Id id =
          new Scru128Id(tick << 16 | counterHi >>> 8, counterHi << 56 | counterLo << 32 | entropy);
      return new State(id, tsCounterHi);
    }

    @Override
    public RandomSource random() {
      return random;
    }

    @Override
    public Scru128Id fromRun(State start, long n, RandomSource draws) {
      return Scru128Generator.plus(start.id, n, draws.nextInt() & 0xFFFF_FFFFL);
    }

    @Override
    public Scru128Id id(State state) {
      return state.id;
    }

    @Override
    public IllegalStateException failure(Step<State> step, State last, int made, int count) {
      if (step.outcome() == Step.Outcome.CLOCK_OUT_OF_RANGE) {
        return GeneratorOptions.clockOutOfRange(
            IdScheme.SCRU128, step.now(), RESERVED_TIMESTAMP - 1, "ms");
      }
      return new IllegalStateException(
          "SCRU128 counters overflowed into the reserved timestamp 2^48-1; no more ids can be"
              + " made");
    }

    private long entropy() {
      return random.nextInt() & 0xFFFF_FFFFL;
    }
  }

  /** counter_hi and counter_lo as one 48-bit number. */
  private static long counter48(Scru128Id id) {
    return (id.mostSignificantBits() & 0xFFFF) << 32 | id.leastSignificantBits() >>> 32;
  }

  /** The id with {@code start}'s timestamp, its 48-bit counter + n, and {@code entropy}. */
  private static Scru128Id plus(Scru128Id start, long n, long entropy) {
    long c = counter48(start) + n;
    return new Scru128Id(start.timestamp() << 16 | c >>> 32, c << 32 | entropy);
  }

  /** Builds a {@link Scru128Generator}; every setting has a default. */
  public static final class Builder {
    private final GeneratorOptions options = new GeneratorOptions();

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
     * Uses the caller's random generator directly instead of the default secure source.
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
     * @param allowance 0 ms to 2<sup>48</sup>-1 ms
     * @return this builder
     */
    public Builder rollbackAllowance(Duration allowance) {
      options.rollbackAllowance(allowance, Scru128Id.MAX_TIMESTAMP);
      return this;
    }

    /**
     * Gives each thread its own generator state instead of one shared by all threads: the promise
     * is weaker and the cost lower (see "Per-thread generators" in {@link IdGenerator}). Each
     * thread's ids strictly increase; ids of different threads are not ordered against each other
     * within a millisecond, and they are kept apart only by each thread's random counter_hi and
     * counter_lo and the 32 random bits of every id, as ids of two processes are. The clock, the
     * rollback allowance, the counter overflow and {@link Scru128Generator#generate(int)} batches
     * apply per thread; {@link Scru128Generator#reseed()} reaches every thread before its next id.
     * A {@link #random(RandomGenerator) caller's generator} is shared by all threads (it must be
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
    public Scru128Generator build() {
      return new Scru128Generator(this);
    }
  }
}
