package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
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
 * still counts on. UUIDv7 reserves no timestamp: clock readings 1..2<sup>48</sup>-1 ms are used as
 * they are; a reading of 0 or less, or of 2<sup>48</sup> or more, makes {@link #generate()} throw
 * {@link IllegalStateException} naming the reading (and {@link #generateOrAbort()} return empty).
 * So does a counter overflow at the timestamp 2<sup>48</sup>-1, which has no next millisecond.
 *
 * <p>Randomness: by default a JDK DRBG, read in 4096-byte blocks per thread. With {@link
 * Builder#random(RandomGenerator)} the caller's generator is used directly, per id in this order:
 * first {@code nextInt()} for the low 32 bits of rand_b, then, when the counter is renewed (a new
 * millisecond, an overflow, a reset, or the first id after {@link #reseed()}), {@code nextLong()
 * >>> 23} for the counter. It is called from the generating threads, so it must be thread-safe if
 * the generator is shared; counter draws happen under the generator's lock.
 *
 * <p>Snapshots and forks: a process restored from a snapshot (CRaC, AWS Lambda SnapStart), a native
 * image whose generator was created at build time, or a forked copy holds the same state as its
 * original and would repeat its ids. Call {@link #reseed()} right after such a restore.
 *
 * <p>Instances are thread-safe. Within a millisecond an id costs one clock read, one draw of 32
 * random bits and one compare-and-set, without a lock: the generator keeps a <em>run</em>, an
 * immutable start id, and a {@code long} counter whose value {@code n} gives the id whose 42-bit
 * counter is the start's + n. A new millisecond, a reset, a reseed or the end of a run's room
 * starts a new run under a lock (see {@link RunCounter}). Null arguments throw {@link
 * NullPointerException}.
 */
public final class UuidV7Generator implements IdGenerator<UuidV7> {
  private final InstantSource clock;
  private final RandomSource random;
  private final long rollbackAllowance;
  private final Runs<UuidV7> runs;

  private UuidV7Generator(Builder builder) {
    this.clock = builder.options.clock();
    this.random = builder.options.randomSource();
    this.rollbackAllowance = builder.options.rollbackAllowanceMillis();
    this.runs =
        new Runs<>(
            UuidV7.MIN,
            rollbackAllowance,
            UuidV7::timestamp,
            id -> UuidV7State.MAX_COUNTER - UuidV7State.counter(id),
            (start, n) -> UuidV7State.plus(start, n, 0));
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
    UuidV7 id = next(readClock(), true);
    if (id == null) {
      throw exhausted();
    }
    return id;
  }

  @Override
  public Optional<UuidV7> generateOrAbort() {
    long now = clock.millis();
    if (!GeneratorOptions.clockInRange(now, UuidV7.MAX_TIMESTAMP)) {
      return Optional.empty();
    }
    return Optional.ofNullable(next(now, false));
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once. The ids are taken from the run with one compare-and-set, or stepped
   * from its last id under the lock (per id: the random bits, then any counter renewal), so a batch
   * is contiguous even when other threads generate at the same time.
   *
   * @throws IllegalStateException as {@link #generate()}; nothing is generated then
   */
  @Override
  public List<UuidV7> generate(int count) {
    Checks.inRange("count", count, 0, Integer.MAX_VALUE);
    UuidV7[] ids = new UuidV7[count];
    if (count > 0) {
      long now = readClock();
      Runs.Run<UuidV7> r = runs.current();
      long n = runs.take(r, now, count);
      if (n >= 0) {
        for (int i = 0; i < count; i++) {
          ids[i] = UuidV7State.plus(r.start, n + i, random.nextInt());
        }
      } else if (runs.stepAll(now, ids, this::step) >= 0) {
        throw exhausted(); // nothing generated
      }
    }
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  /**
   * The next id at clock reading {@code now}, or null on a rollback beyond the allowance without
   * {@code reset}, or on exhaustion: from the run when it can give one, else stepped from the run's
   * last id under the lock.
   */
  private UuidV7 next(long now, boolean reset) {
    Runs.Run<UuidV7> r = runs.current();
    long n = runs.take(r, now, 1);
    return n >= 0
        ? UuidV7State.plus(r.start, n, random.nextInt())
        : runs.step(now, reset, this::step);
  }

  /** The step of the rules (see {@link UuidV7State#next}): the random bits first, then counters. */
  private UuidV7 step(UuidV7 last, boolean renew, long now, boolean reset) {
    return UuidV7State.next(last, renew, now, rollbackAllowance, reset, random.nextInt(), random);
  }

  /**
   * Renews the random state after a snapshot restore or fork: a new DRBG (for the default random
   * source; a caller's generator is the caller's to reseed), and a renewed counter for the next id.
   * That next id stays greater than every id before it: in a new millisecond it takes that
   * millisecond as usual; in the same millisecond (or with the clock back within the allowance) it
   * moves to the last timestamp + 1 ms, and the ids after it count on from there.
   */
  public void reseed() {
    random.reseed();
    runs.reseed();
  }

  private long readClock() {
    long now = clock.millis();
    if (!GeneratorOptions.clockInRange(now, UuidV7.MAX_TIMESTAMP)) {
      throw GeneratorOptions.clockOutOfRange(IdScheme.UUIDV7, now, UuidV7.MAX_TIMESTAMP, "ms");
    }
    return now;
  }

  private static IllegalStateException exhausted() {
    return new IllegalStateException(
        "the UUIDv7 counter overflowed at the largest timestamp 2^48-1 ms; no greater UUIDv7"
            + " exists");
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
     * Builds the generator.
     *
     * @return a new generator
     */
    public UuidV7Generator build() {
      return new UuidV7Generator(this);
    }
  }
}
