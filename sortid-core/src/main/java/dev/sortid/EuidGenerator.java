package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.Collections;
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
 * <table class="striped">
 *   <caption>Behaviour of each method</caption>
 *   <thead><tr><th>method</th><th>time source</th><th>clock back within the allowance</th>
 *   <th>clock back beyond it</th><th>overflow of the high 32 random bits</th></tr></thead>
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
 * still counts on. A clock reading of 0 or less, or above 2<sup>45</sup>-1 (the largest timestamp
 * of the layout, in the year 3084), makes {@link #generate()} throw {@link IllegalStateException}
 * naming the reading (and {@link #generateOrAbort()} return empty). So does an overflow at the
 * timestamp 2<sup>45</sup>-1, which has no next millisecond.
 *
 * <p>Randomness: by default a JDK DRBG, read in 4096-byte blocks per thread. With {@link
 * Builder#random(RandomGenerator)} the caller's generator is used directly, in this order: for a
 * fresh id (new millisecond, overflow, reset or after {@link #reseed()}) {@code nextLong()} =
 * {@code r0}, whose low {@code 15 - ext_len} bits become the bits above the extension, then {@code
 * nextLong()} = {@code r1}, the 64 low bits; for the next id in the same millisecond one {@code
 * nextInt()}, the low 32 bits. So a generator that returns the reference's {@code random_u128()}
 * bytes as two big-endian longs, and its {@code random_u32()} bytes as a big-endian int, reproduces
 * the reference's ids. The random generator is called from the generating threads, so it must be
 * thread-safe if this generator is shared.
 *
 * <p>Snapshots and forks: a process restored from a snapshot (CRaC, AWS Lambda SnapStart), a native
 * image whose generator was created at build time, or a forked copy holds the same state as its
 * original and would repeat its ids. Call {@link #reseed()} right after such a restore.
 *
 * <p>Instances are thread-safe. Within a millisecond an id costs one clock read, one
 * compare-and-set and one {@code nextInt()}, without a lock: the generator keeps a <em>run</em>, an
 * immutable start id, and a {@code long} counter whose value {@code n} gives the id whose high 32
 * random bits are the start's + n. Only that counter is written per id, so threads on different
 * cores share one hot word instead of the last id's object (measured in docs/benchmarks.md). A new
 * millisecond, a reset, a reseed or the end of a run's room starts a new run under a lock (see
 * {@link RunCounter}), where the two fresh longs are drawn. Null arguments throw {@link
 * NullPointerException}.
 */
public final class EuidGenerator implements IdGenerator<Euid> {
  private final InstantSource clock;
  private final RandomSource random;
  private final EuidState rules;
  private final Runs<Euid> runs;

  private EuidGenerator(Builder builder) {
    this.clock = builder.options.clock();
    this.random = builder.options.randomSource();
    long rollbackAllowance = builder.options.rollbackAllowanceMillis();
    this.rules = new EuidState(rollbackAllowance, builder.extension);
    this.runs =
        new Runs<>(
            Euid.MIN,
            rollbackAllowance,
            Euid::timestamp,
            id -> EuidState.ALL_ONES_32 - (id.leastSignificantBits() >>> 32),
            (start, n) -> plus(start, n, 0));
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
    Euid id = next(readClock(), true);
    if (id == null) {
      throw exhausted();
    }
    return id;
  }

  @Override
  public Optional<Euid> generateOrAbort() {
    long now = clock.millis();
    if (!GeneratorOptions.clockInRange(now, Euid.MAX_TIMESTAMP)) {
      return Optional.empty();
    }
    return Optional.ofNullable(next(now, false));
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once. The ids are taken from the run with one compare-and-set, or stepped
   * from its last id under the lock, so a batch is contiguous even when other threads generate at
   * the same time.
   */
  @Override
  public List<Euid> generate(int count) {
    Checks.inRange("count", count, 0, Integer.MAX_VALUE);
    Euid[] ids = new Euid[count];
    if (count > 0) {
      long now = readClock();
      Runs.Run<Euid> r = runs.current();
      long n = runs.take(r, now, count);
      if (n >= 0) {
        for (int i = 0; i < count; i++) {
          ids[i] = plus(r.start, n + i, random.nextInt());
        }
      } else if (runs.stepAll(now, ids, this::step) >= 0) {
        throw exhausted(); // nothing generated
      }
    }
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  /**
   * The next id at clock reading {@code now}, or null on a rollback beyond the allowance without
   * {@code reset}, or on exhaustion. From the run when it can give one (one {@code nextInt()} is
   * drawn after the take); else stepped from the run's last id under the lock.
   */
  private Euid next(long now, boolean reset) {
    Runs.Run<Euid> r = runs.current();
    long n = runs.take(r, now, 1);
    return n >= 0 ? plus(r.start, n, random.nextInt()) : runs.step(now, reset, this::step);
  }

  /** The id with {@code start}'s high half, its high 32 random bits + n, and {@code random32}. */
  private static Euid plus(Euid start, long n, int random32) {
    return new Euid(
        start.mostSignificantBits(), EuidState.plusLsb(start.leastSignificantBits(), n, random32));
  }

  /**
   * The id after {@code prev} at clock reading {@code now}, drawing what it needs (one int for an
   * increment, two longs for a fresh id); null where {@link #next} is.
   */
  private Euid step(Euid prev, boolean renew, long now, boolean reset) {
    long msb = prev.mostSignificantBits();
    long lsb = prev.leastSignificantBits();
    if (rules.canIncrement(msb, lsb, renew, now)) {
      return new Euid(msb, EuidState.incrementedLsb(lsb, random.nextInt()));
    }
    long r0 = random.nextLong();
    long r1 = random.nextLong();
    long timestamp = rules.freshTimestamp(msb, renew, now, reset);
    if (timestamp < 0) {
      return null;
    }
    return new Euid(rules.freshMsb(timestamp, r0), r1);
  }

  /**
   * Renews the random state after a snapshot restore or fork: a new DRBG (for the default random
   * source) and fresh random bits for the next id, which stays greater than every id before it (it
   * moves to the next millisecond if the clock has not).
   */
  public void reseed() {
    random.reseed();
    runs.reseed();
  }

  private long readClock() {
    long now = clock.millis();
    if (!GeneratorOptions.clockInRange(now, Euid.MAX_TIMESTAMP)) {
      throw GeneratorOptions.clockOutOfRange(IdScheme.EUID, now, Euid.MAX_TIMESTAMP, "ms");
    }
    return now;
  }

  private static IllegalStateException exhausted() {
    return new IllegalStateException(
        "EUID random bits overflowed at the largest timestamp 2^45-1; no more ids can be made");
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
     * Builds the generator.
     *
     * @return a new generator
     */
    public EuidGenerator build() {
      return new EuidGenerator(this);
    }
  }
}
