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
  private final long rollbackAllowance;

  /**
   * A run of ids: for the values {@code n} in 1..{@link #limit} that {@link #counter} gives for
   * this run's version, the id with the start's timestamp, the start's 48-bit counter + n, and
   * fresh entropy. {@code start} itself was made already (or is the all-zero floor).
   */
  private static final class Run {
    final Scru128Id start;
    final long timestamp;
    final long counter48;
    final long version;

    /** The largest n: the 48-bit counter stays within 48 bits, and n within MAX_N. */
    final long limit;

    /** Set by {@link #reseed()}: the next id renews both counters, so no n is handed out. */
    final boolean renew;

    Run(Scru128Id start, long version, boolean renew) {
      this.start = start;
      this.timestamp = start.timestamp();
      this.counter48 =
          (start.mostSignificantBits() & 0xFFFF) << 32 | start.leastSignificantBits() >>> 32;
      this.version = version;
      this.renew = renew;
      this.limit = Math.min(RunCounter.MAX_N, MAX_COUNTER48 - counter48);
    }

    Scru128Id plus(long n, long entropy) {
      long c = counter48 + n;
      return new Scru128Id(timestamp << 16 | c >>> 32, c << 32 | entropy);
    }
  }

  /** The current run, replaced only under {@link #lock}. */
  private volatile Run run = new Run(Scru128Id.MIN, 0, false);

  private final RunCounter counter = new RunCounter();

  private final Object lock = new Object();

  private Scru128Generator(Builder builder) {
    this.clock = builder.options.clock();
    this.random = builder.options.randomSource();
    this.rollbackAllowance = builder.options.rollbackAllowanceMillis();
    this.state = new Scru128State(rollbackAllowance);
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
    long entropy = random.nextInt() & 0xFFFF_FFFFL;
    Run r = run;
    if (canTake(r, now)) {
      long n = counter.take(r.version, r.limit, 1);
      if (n >= 0) {
        return r.plus(n, entropy);
      }
    }
    synchronized (lock) {
      r = run;
      Scru128Id last = endRun(r);
      Scru128Id next = state.next(last, r.renew, now, reset, entropy, random);
      startRun(next != null ? next : last, next == null && r.renew); // null: nothing changes
      return next;
    }
  }

  /**
   * Whether ids may come from the run at clock reading {@code now}, without a step of the state.
   */
  private boolean canTake(Run r, long now) {
    return !r.renew && now <= r.timestamp && now + rollbackAllowance >= r.timestamp;
  }

  /** Ends the run (under the lock); returns the last id it gave (entropy 0), or its start. */
  private Scru128Id endRun(Run r) {
    long given = counter.end(r.version);
    return given == 0 ? r.start : r.plus(given, 0);
  }

  /** Publishes a run starting after {@code start} (under the lock). */
  private void startRun(Scru128Id start, boolean renew) {
    run = new Run(start, run.version + 1, renew);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once. The ids are computed from the last one (per id: entropy, then any
   * counter renewals) and all published with one compare-and-set, so a batch is contiguous even
   * when other threads generate at the same time; a thread that loses that race computes the batch
   * again from the new last id.
   */
  @Override
  public List<Scru128Id> generate(int count) {
    Checks.inRange("count", count, 0, Integer.MAX_VALUE);
    Scru128Id[] ids = new Scru128Id[count];
    if (count > 0) {
      long now = readClock();
      Run r = run;
      long n =
          canTake(r, now) && count <= RunCounter.MAX_N
              ? counter.take(r.version, r.limit, count)
              : -1;
      if (n >= 0) {
        for (int i = 0; i < count; i++) {
          ids[i] = r.plus(n + i, random.nextInt() & 0xFFFF_FFFFL);
        }
      } else {
        batchUnderLock(now, ids);
      }
    }
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  /** A batch that the run cannot give: stepped id by id from the run's last id. */
  private void batchUnderLock(long now, Scru128Id[] ids) {
    synchronized (lock) {
      Run r = run;
      boolean renew = r.renew;
      Scru128Id last = endRun(r);
      Scru128Id id = last;
      for (int i = 0; i < ids.length; i++) {
        long entropy = random.nextInt() & 0xFFFF_FFFFL;
        id = state.next(id, renew, now, true, entropy, random);
        if (id == null) {
          startRun(last, r.renew); // nothing generated
          throw exhausted();
        }
        renew = false;
        ids[i] = id;
      }
      startRun(id, false);
    }
  }

  /**
   * Renews the random state after a snapshot restore or fork: a new DRBG (for the default random
   * source) and fresh counters for the next id, which stays greater than every id before it.
   */
  public void reseed() {
    random.reseed();
    synchronized (lock) {
      Run r = run;
      if (!r.renew) {
        startRun(endRun(r), true);
      }
    }
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
