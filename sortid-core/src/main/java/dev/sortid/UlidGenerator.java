package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.Collections;
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
 * <table class="striped">
 *   <caption>Behaviour of each method</caption>
 *   <thead><tr><th>method</th><th>time source</th><th>clock back within the allowance</th>
 *   <th>clock back beyond it</th><th>80-bit overflow in one ms</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@link #generate()}</td><td>one clock read</td><td>counts on</td><td>resets</td>
 *         <td>{@link IllegalStateException}</td></tr>
 *     <tr><td>{@link #generateOrAbort()}</td><td>one clock read</td><td>counts on</td>
 *         <td>empty</td><td>empty</td></tr>
 *     <tr><td>{@link #generate(int)}</td><td>one clock read per batch</td><td>counts on</td>
 *         <td>resets</td><td>{@link IllegalStateException}, nothing generated</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>The rollback allowance defaults to 10 seconds and is inclusive: a clock exactly that far back
 * still counts on. ULID reserves no timestamp: clock readings 1..2<sup>48</sup>-1 ms are used as
 * they are; a reading of 0 or less, or of 2<sup>48</sup> or more, makes {@link #generate()} throw
 * {@link IllegalStateException} naming the reading (and {@link #generateOrAbort()} return empty).
 *
 * <p>Randomness: by default a JDK DRBG, read in 4096-byte blocks per thread. With {@link
 * Builder#random(RandomGenerator)} the caller's generator is used directly, only when fresh
 * randomness is needed (a new millisecond, a reset, or the first ULID after {@link #reseed()}):
 * first {@code nextLong()} for the low 64 random bits, then {@code nextInt() >>> 16} for the high
 * 16. Within a millisecond no random numbers are drawn. It is called from the generating threads,
 * so it must be thread-safe if the generator is shared; it is called under the generator's lock,
 * once per fresh start.
 *
 * <p>Snapshots and forks: a process restored from a snapshot (CRaC, AWS Lambda SnapStart), a native
 * image whose generator was created at build time, or a forked copy holds the same state as its
 * original and would repeat its ids. Call {@link #reseed()} right after such a restore.
 *
 * <p>Instances are thread-safe. Within a millisecond a ULID costs one clock read and one
 * compare-and-set, without a lock: the generator keeps a <em>run</em>, an immutable start ULID, and
 * a {@code long} counter whose value {@code n} gives the ULID {@code start + n}. Only the counter
 * is written per ULID, so threads on different cores share one hot word instead of the last ULID's
 * object (measured in docs/benchmarks.md). A new millisecond, a reset, a reseed or the end of a
 * run's room starts a new run under a lock; the counter's high bits hold the run's version, so a
 * take that raced with the change fails and goes to the lock. Null arguments throw {@link
 * NullPointerException}.
 */
public final class UlidGenerator implements IdGenerator<Ulid> {
  private final InstantSource clock;
  private final RandomSource random;
  private final long rollbackAllowance;

  /**
   * A run of ULIDs: {@code start + n} for the values {@code n} in 1..{@link #limit} that {@link
   * #counter} gives for this run's version. {@code start} itself was made already (or is the
   * all-zero floor).
   */
  private static final class Run {
    final Ulid start;
    final long timestamp;
    final long version;

    /** The largest n: start + n stays within the 80 random bits, and n within MAX_N. */
    final long limit;

    /** Set by {@link #reseed()}: the next ULID starts fresh randomness, so no n is handed out. */
    final boolean renew;

    Run(Ulid start, long version, boolean renew) {
      this.start = start;
      this.timestamp = start.timestamp();
      this.version = version;
      this.renew = renew;
      long lsb = start.leastSignificantBits();
      boolean highAllOnes =
          (start.mostSignificantBits() & Ulid.RANDOM_HI_MASK) == Ulid.RANDOM_HI_MASK;
      // the room above start in the 80 bits is at least 2^64 unless their high 16 are all ones
      this.limit =
          highAllOnes && Long.compareUnsigned(~lsb, RunCounter.MAX_N) < 0 ? ~lsb : RunCounter.MAX_N;
    }
  }

  /** The current run, replaced only under {@link #lock}. */
  private volatile Run run = new Run(Ulid.MIN, 0, false);

  private final RunCounter counter = new RunCounter();

  private final Object lock = new Object();

  private UlidGenerator(Builder builder) {
    this.clock = builder.options.clock();
    this.random = builder.options.randomSource();
    this.rollbackAllowance = builder.options.rollbackAllowanceMillis();
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
    long now = readClock();
    Ulid id = fromRun(run, now, 1);
    return id != null ? id : newRun(now, true, 1);
  }

  @Override
  public Optional<Ulid> generateOrAbort() {
    long now = clock.millis();
    if (!GeneratorOptions.clockInRange(now, Ulid.MAX_TIMESTAMP)) {
      return Optional.empty();
    }
    Ulid id = fromRun(run, now, 1);
    return Optional.ofNullable(id != null ? id : newRun(now, false, 1));
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once. The first ULID is made as by {@link #generate()} (at most one fresh
   * draw of randomness); the others are a run of +1 increments after it, all reserved with one
   * compare-and-set, so a batch is contiguous even when other threads generate at the same time.
   *
   * @throws IllegalStateException if the run does not fit in the 80 random bits left in the
   *     millisecond, or as {@link #generate()}; nothing is generated then
   */
  @Override
  public List<Ulid> generate(int count) {
    Checks.inRange("count", count, 0, Integer.MAX_VALUE);
    Ulid[] ids = new Ulid[count];
    if (count > 0) {
      long now = readClock();
      Ulid first = count <= RunCounter.MAX_N ? fromRun(run, now, count) : null;
      if (first == null) {
        first = newRun(now, true, count);
      }
      ids[0] = first;
      for (int i = 1; i < count; i++) {
        ids[i] = UlidState.increment(ids[i - 1]);
      }
    }
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  /**
   * The first of {@code count} ULIDs taken from the run without a lock, or null when the run cannot
   * give them (taking nothing): the clock is past its millisecond or back beyond the allowance, a
   * reseed is pending, its room is used up, or another thread is replacing it.
   */
  private Ulid fromRun(Run r, long now, int count) {
    if (r.renew || now > r.timestamp || now + rollbackAllowance < r.timestamp) {
      return null;
    }
    long n = counter.take(r.version, r.limit, count);
    return n < 0 ? null : UlidState.plus(r.start, n);
  }

  /**
   * Under the lock: ends the current run, takes the step from its last ULID as {@link UlidState}
   * defines it, and starts a run after the {@code count} ULIDs returned. If another thread started
   * a run meanwhile that can give them, they come from it.
   *
   * @param reset whether a rollback beyond the allowance starts over (else null is returned)
   * @throws IllegalStateException if the step cannot be made: the state is then unchanged
   */
  private Ulid newRun(long now, boolean reset, int count) {
    synchronized (lock) {
      Run r = run;
      Ulid id = fromRun(r, now, count);
      if (id != null) {
        return id;
      }
      Ulid last = endRun(r);
      boolean renew = r.renew;
      Ulid first = UlidState.next(last, renew, now, rollbackAllowance, reset, random);
      Ulid end = first == null || count == 1 ? first : UlidState.plus(first, count - 1L);
      if (end == null) {
        startRun(last, renew); // nothing changes
        if (first != null) {
          throw batchTooLarge(count, first);
        }
        if (!reset) {
          return null;
        }
        throw cannotContinue(last, renew);
      }
      startRun(end, false);
      return first;
    }
  }

  /** Ends the run; returns the last ULID it gave, or its start if it gave none. */
  private Ulid endRun(Run r) {
    long given = counter.end(r.version);
    return given == 0 ? r.start : UlidState.plus(r.start, given);
  }

  /** Publishes a run starting after {@code start}; the counter is ready for its version. */
  private void startRun(Ulid start, boolean renew) {
    run = new Run(start, run.version + 1, renew);
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
    if (!GeneratorOptions.clockInRange(now, Ulid.MAX_TIMESTAMP)) {
      throw GeneratorOptions.clockOutOfRange(IdScheme.ULID, now, Ulid.MAX_TIMESTAMP, "ms");
    }
    return now;
  }

  /** The failure of {@link UlidState#next} with reset: an overflow, or a renewal at the end. */
  private static IllegalStateException batchTooLarge(int count, Ulid first) {
    return new IllegalStateException(
        String.format(
            Locale.ROOT,
            "a batch of %d ULIDs does not fit in the 80 random bits left after %s in"
                + " millisecond %d; ask for fewer",
            count,
            first,
            first.timestamp()));
  }

  private static IllegalStateException cannotContinue(Ulid prev, boolean renew) {
    if (renew) {
      return new IllegalStateException(
          "the ULID generator was reseeded at the largest timestamp 2^48-1 ms, so the next ULID"
              + " cannot start fresh randomness; no greater ULID exists in that millisecond");
    }
    return new IllegalStateException(
        String.format(
            Locale.ROOT,
            "the 80 random bits of ULID %s are all ones: no greater ULID exists in millisecond %d"
                + " (the ULID spec makes generation fail here); retry when the clock has passed it",
            prev,
            prev.timestamp()));
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
     * Builds the generator.
     *
     * @return a new generator
     */
    public UlidGenerator build() {
      return new UlidGenerator(this);
    }
  }
}
