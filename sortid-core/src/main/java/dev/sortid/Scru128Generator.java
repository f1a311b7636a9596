package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.Collections;
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
 * <table class="striped">
 *   <caption>Behaviour of each method</caption>
 *   <thead><tr><th>method</th><th>time source</th><th>clock back within the allowance</th>
 *   <th>clock back beyond it</th><th>counter overflow</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@link #generate()}</td><td>one clock read</td><td>counts on</td><td>resets</td>
 *         <td>timestamp + 1</td></tr>
 *     <tr><td>{@link #generateOrAbort()}</td><td>one clock read</td><td>counts on</td>
 *         <td>empty</td><td>timestamp + 1</td></tr>
 *     <tr><td>{@link #generate(int)}</td><td>one clock read per batch</td><td>counts on</td>
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
 * <p>Randomness: by default a JDK DRBG, read in 4096-byte blocks per thread. With {@link
 * Builder#random(RandomGenerator)} the caller's generator is used directly: per id, first {@code
 * nextInt()} for the entropy, then {@code nextInt() >>> 8} for counter_lo when it is renewed and
 * then for counter_hi when it is renewed. It is called from the generating threads, so it must be
 * thread-safe if the generator is shared. Counter draws happen under the generator's lock.
 *
 * <p>Snapshots and forks: a process restored from a snapshot (CRaC, AWS Lambda SnapStart), a native
 * image whose generator was created at build time, or a forked copy holds the same state as its
 * original and would repeat its ids. Call {@link #reseed()} right after such a restore.
 *
 * <p>Instances are thread-safe. Within a millisecond an id costs one clock read, one entropy draw
 * and one compare-and-set, without a lock: the generator keeps a <em>run</em>, an immutable start
 * id, and a {@code long} counter whose value {@code n} gives the id whose 48-bit counter
 * (counter_hi and counter_lo together) is the start's + n. Only that counter is written per id, so
 * threads on different cores share one hot word instead of the last id's object (measured in
 * docs/benchmarks.md). A new millisecond, a reset, a reseed or the end of a run's room starts a new
 * run under a lock (see {@link RunCounter}). Null arguments throw {@link NullPointerException}.
 */
public final class Scru128Generator implements IdGenerator<Scru128Id> {
  private static final long MAX_COUNTER48 = (1L << 48) - 1;

  private final InstantSource clock;
  private final RandomSource random;
  private final Scru128State state;
  private final Runs<Scru128Id> runs;

  private Scru128Generator(Builder builder) {
    this.clock = builder.options.clock();
    this.random = builder.options.randomSource();
    long rollbackAllowance = builder.options.rollbackAllowanceMillis();
    this.state = new Scru128State(rollbackAllowance);
    this.runs =
        new Runs<>(
            Scru128Id.MIN,
            rollbackAllowance,
            Scru128Id::timestamp,
            id -> MAX_COUNTER48 - counter48(id),
            (start, n) -> plus(start, n, 0));
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
    long now = readClock();
    Scru128Id next = next(now, true);
    if (next == null) {
      throw exhausted();
    }
    return next;
  }

  @Override
  public Optional<Scru128Id> generateOrAbort() {
    long now = clock.millis();
    if (!GeneratorOptions.clockInRange(now, Scru128State.RESERVED_TIMESTAMP - 1)) {
      return Optional.empty();
    }
    return Optional.ofNullable(next(now, false));
  }

  /** The next id; null where {@link Scru128State#next} is. */
  private Scru128Id next(long now, boolean reset) {
    Runs.Run<Scru128Id> r = runs.current();
    long n = runs.take(r, now, 1);
    return n >= 0 ? plus(r.start, n, entropy()) : runs.step(now, reset, this::step);
  }

  /** The step of SCRU128's rules (see {@link Scru128State#next}): entropy first, then counters. */
  private Scru128Id step(Scru128Id last, boolean renew, long now, boolean reset) {
    return state.next(last, renew, now, reset, entropy(), random);
  }

  private long entropy() {
    return random.nextInt() & 0xFFFF_FFFFL;
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once. The ids are taken from the run with one compare-and-set, or stepped
   * from its last id under the lock (per id: entropy, then any counter renewals), so a batch is
   * contiguous even when other threads generate at the same time.
   */
  @Override
  public List<Scru128Id> generate(int count) {
    Checks.inRange("count", count, 0, Integer.MAX_VALUE);
    Scru128Id[] ids = new Scru128Id[count];
    if (count > 0) {
      long now = readClock();
      Runs.Run<Scru128Id> r = runs.current();
      long n = runs.take(r, now, count);
      if (n >= 0) {
        for (int i = 0; i < count; i++) {
          ids[i] = plus(r.start, n + i, entropy());
        }
      } else if (runs.stepAll(now, ids, this::step) >= 0) {
        throw exhausted(); // nothing generated
      }
    }
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  /**
   * Renews the random state after a snapshot restore or fork: a new DRBG (for the default random
   * source) and fresh counters for the next id, which stays greater than every id before it.
   */
  public void reseed() {
    random.reseed();
    runs.reseed();
  }

  private long readClock() {
    long now = clock.millis();
    long max = Scru128State.RESERVED_TIMESTAMP - 1;
    if (!GeneratorOptions.clockInRange(now, max)) {
      throw GeneratorOptions.clockOutOfRange(IdScheme.SCRU128, now, max, "ms");
    }
    return now;
  }

  private static IllegalStateException exhausted() {
    return new IllegalStateException(
        "SCRU128 counters overflowed into the reserved timestamp 2^48-1; no more ids can be made");
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
     * Builds the generator.
     *
     * @return a new generator
     */
    public Scru128Generator build() {
      return new Scru128Generator(this);
    }
  }
}
