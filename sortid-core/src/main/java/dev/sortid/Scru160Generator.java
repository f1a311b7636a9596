package dev.sortid;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Generates {@link Scru160Id}s in strictly increasing order, following SCRU160 v0.1.0.
 *
 * <p>Counter usages (chosen on the {@link Builder}):
 *
 * <ul>
 *   <li>Default: the 16-bit counter starts at a 15-bit random value when the timestamp changes and
 *       goes up by one for each id in the same millisecond, so at least 32,768 ids fit in every
 *       millisecond.
 *   <li>{@link Builder#microsecondCounter()}: the counter's top 10 bits hold the microsecond part
 *       (0..999) of the clock's {@link InstantSource#instant()}, and its low 6 bits a counter that
 *       starts at a 5-bit random value when the microsecond changes and goes up by one per id. On a
 *       clock that only ticks in milliseconds (such as {@link InstantSource#system()} on some
 *       platforms, or a {@code Clock.tickMillis}) the microsecond part is always 0 as read, and the
 *       6-bit counter carries the millisecond: after it overflows the ids move on to the next
 *       microsecond, as below.
 *   <li>{@link Builder#counterExtensionBits(int)}: the top {@code k} bits of random16 extend the
 *       counter. Counter and extension are one integer of {@code 16 + k} bits ({@code 6 + k} with
 *       the microsecond usage) whose high bits fill the counter field; it is renewed with a random
 *       value whose top bit is 0, so at least half its range is left for the millisecond (or
 *       microsecond).
 * </ul>
 *
 * <p>For each id, given the clock reading {@code now} (ms, or with the microsecond usage the µs
 * {@code ms * 1000 + microsecond part}) and the stored time:
 *
 * <ol>
 *   <li>{@code now > stored}: stored = now, counter = renewed (random, top bit 0).
 *   <li>{@code now + allowance >= stored}: keep stored, counter + 1; on its overflow stored + 1
 *       (one ms, or one µs with the microsecond usage) and counter = renewed (sortid's rule, as
 *       SCRU128's spec recommends; not a failure).
 *   <li>Otherwise (the clock went back beyond the allowance): {@link #generate()} resets (stored =
 *       now, counter renewed) and {@link #generateOrAbort()} returns empty.
 *   <li>The random16 bits the counter does not use and all of random80 are fresh random bits for
 *       every id.
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
 * still counts on (with the microsecond usage it is compared in microseconds). A clock reading of 0
 * ms or less, or of 2<sup>48</sup>-1 ms (reserved) or more, makes {@link #generate()} throw {@link
 * IllegalStateException} naming the reading (and {@link #generateOrAbort()} return empty); the
 * reserved timestamps 0 and 2<sup>48</sup>-1 are never emitted.
 *
 * <p>Randomness: by default a JDK DRBG, read in 4096-byte blocks per thread. With {@link
 * Builder#random(RandomGenerator)} the caller's generator is used directly, per id in this order:
 *
 * <ol>
 *   <li>{@code nextLong()}: the low 64 bits of random80;
 *   <li>{@code nextInt()}: its high 16 bits give random16 (the top {@code k} of them are replaced
 *       by the counter extension) and its low 16 bits the top 16 bits of random80;
 *   <li>when the counter is renewed, {@code nextInt() >>> (33 - w)} for a counter of {@code w} bits
 *       ({@code nextInt() >>> 17} by default: a 15-bit value).
 * </ol>
 *
 * <p>It is called from the generating threads, so it must be thread-safe if the generator is
 * shared.
 *
 * <p>Snapshots and forks: a process restored from a snapshot (CRaC, AWS Lambda SnapStart), a native
 * image whose generator was created at build time, or a forked copy holds the same state as its
 * original and would repeat its ids. Call {@link #reseed()} right after such a restore.
 *
 * <p>Instances are thread-safe: the clock and the random bits of each id are read outside the lock;
 * only the step of the stored time and counter is shared. Null arguments throw {@link
 * NullPointerException}.
 */
public final class Scru160Generator implements IdGenerator<Scru160Id> {
  private static final int MAX_EXTENSION_BITS = 16;

  /** Seconds beyond which an instant's milliseconds would overflow a long (kept far below it). */
  private static final long SAFE_SECONDS = 1L << 50;

  private final InstantSource clock;
  private final RandomSource random;
  private final boolean microsecond;

  /** The bits of random16 and random80 that are random: all but the counter extension. */
  private final long midRandomMask;

  private final Scru160State state; // guarded by itself

  private Scru160Generator(Builder builder) {
    this.clock = builder.options.clock();
    this.random = builder.options.randomSource();
    this.microsecond = builder.microsecond;
    this.midRandomMask = -1L >>> builder.extensionBits;
    this.state =
        new Scru160State(
            builder.microsecond, builder.extensionBits, builder.options.rollbackAllowanceMillis());
  }

  /**
   * Returns a builder with the defaults: system clock, secure random, 10 s rollback allowance, the
   * default counter usage and no counter extension.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** The process-wide default generator, created on first use. */
  static Scru160Generator defaultGenerator() {
    return DefaultHolder.INSTANCE;
  }

  private static final class DefaultHolder {
    static final Scru160Generator INSTANCE = builder().build();
  }

  @Override
  public Scru160Id generate() {
    long now = readClock(true);
    long low64 = random.nextLong();
    int high32 = random.nextInt();
    long hi;
    long extension;
    synchronized (state) {
      if (state.advance(now, true, random) != Scru160State.OK) {
        throw exhausted();
      }
      hi = state.hi();
      extension = state.extension();
    }
    return id(hi, extension, low64, high32);
  }

  @Override
  public Optional<Scru160Id> generateOrAbort() {
    long now = readClock(false);
    if (now == 0) {
      return Optional.empty();
    }
    long low64 = random.nextLong();
    int high32 = random.nextInt();
    long hi;
    long extension;
    synchronized (state) {
      if (state.advance(now, false, random) != Scru160State.OK) {
        return Optional.empty();
      }
      hi = state.hi();
      extension = state.extension();
    }
    return Optional.of(id(hi, extension, low64, high32));
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once; the lock is held for the whole batch, and the random bits are drawn
   * under it (per id in the order the class documentation gives).
   */
  @Override
  public List<Scru160Id> generate(int count) {
    Checks.inRange("count", count, 0, Integer.MAX_VALUE);
    Scru160Id[] ids = new Scru160Id[count];
    if (count > 0) {
      long now = readClock(true);
      synchronized (state) {
        for (int i = 0; i < count; i++) {
          long low64 = random.nextLong();
          int high32 = random.nextInt();
          if (state.advance(now, true, random) != Scru160State.OK) {
            throw exhausted();
          }
          ids[i] = id(state.hi(), state.extension(), low64, high32);
        }
      }
    }
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  /**
   * Renews the random state after a snapshot restore or fork: a new DRBG (for the default random
   * source) and a fresh counter for the next id, which stays greater than every id before it.
   */
  public void reseed() {
    random.reseed();
    synchronized (state) {
      state.renew();
    }
  }

  private Scru160Id id(long hi, long extension, long low64, int high32) {
    long mid = extension | ((long) high32 << 32 | low64 >>> 32) & midRandomMask;
    return new Scru160Id(hi, mid, (int) low64);
  }

  /**
   * Reads the clock as a tick (ms, or µs with the microsecond usage).
   *
   * @param orThrow whether a reading out of range throws; else it gives 0
   */
  private long readClock(boolean orThrow) {
    long millis;
    int micros = 0;
    if (microsecond) {
      Instant now = clock.instant();
      long seconds = now.getEpochSecond();
      int nanos = now.getNano();
      if (Math.abs(seconds) < SAFE_SECONDS) {
        millis = seconds * 1000 + nanos / 1_000_000;
      } else {
        millis = seconds < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
      }
      micros = nanos / 1000 % 1000;
    } else {
      millis = clock.millis();
    }
    long max = Scru160State.MAX_USABLE_TIMESTAMP;
    if (!GeneratorOptions.clockInRange(millis, max)) {
      if (orThrow) {
        throw GeneratorOptions.clockOutOfRange(IdScheme.SCRU160, millis, max, "ms");
      }
      return 0;
    }
    return Scru160State.tick(microsecond, millis, micros);
  }

  private static IllegalStateException exhausted() {
    return new IllegalStateException(
        "SCRU160 counter overflowed into the reserved timestamp 2^48-1; no more ids can be made");
  }

  /** Builds a {@link Scru160Generator}; every setting has a default. */
  public static final class Builder {
    private final GeneratorOptions options = new GeneratorOptions();
    private boolean microsecond;
    private int extensionBits;

    private Builder() {}

    /**
     * Sets the clock (default: the system clock); its {@code millis()} is read once per id, or its
     * {@code instant()} with {@link #microsecondCounter()}.
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
     * generator's docs for the order of calls).
     *
     * @param random the random generator (thread-safe if the generator is shared)
     * @return this builder
     */
    public Builder random(RandomGenerator random) {
      options.random(random);
      return this;
    }

    /**
     * Sets how far the clock may go back while ids keep counting on from the stored time (default
     * 10 s, inclusive; whole milliseconds count).
     *
     * @param allowance 0 ms to 2<sup>48</sup>-1 ms
     * @return this builder
     */
    public Builder rollbackAllowance(Duration allowance) {
      options.rollbackAllowance(allowance, Scru160Id.MAX_TIMESTAMP);
      return this;
    }

    /**
     * Uses the alternative counter usage: the counter field's top 10 bits hold the microsecond part
     * (0..999) of the clock's instant and its low 6 bits a counter (5-bit random start, + 1 per
     * id). Choose it only where the clock really has microseconds: on a millisecond clock the
     * microsecond part is 0 and the 6-bit counter carries each millisecond's ids, moving on one
     * microsecond each time it overflows.
     *
     * @return this builder
     */
    public Builder microsecondCounter() {
      this.microsecond = true;
      return this;
    }

    /**
     * Gives the top {@code bits} bits of random16 to the counter (default 0), for more ids per
     * millisecond (or microsecond) at the cost of random bits: the counter becomes one integer of
     * {@code 16 + bits} bits ({@code 6 + bits} with {@link #microsecondCounter()}), renewed with a
     * random value whose top bit is 0.
     *
     * @param bits 0..16
     * @return this builder
     * @throws IllegalArgumentException if {@code bits} is out of range
     */
    public Builder counterExtensionBits(int bits) {
      this.extensionBits = Checks.inRange("counterExtensionBits", bits, 0, MAX_EXTENSION_BITS);
      return this;
    }

    /**
     * Builds the generator.
     *
     * @return a new generator
     */
    public Scru160Generator build() {
      return new Scru160Generator(this);
    }
  }
}
