package dev.sortid;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Locale;
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
 *   <li>{@link Builder#counterSeedBits(int)}: the renewed counter is a random value of fewer bits
 *       (down to none: the counter then starts at 0), leaving more ids for each millisecond at the
 *       cost of a more guessable counter.
 *   <li>{@link Builder#nodeId(int, int)}: a node id of 1..16 bits in random16, below the counter
 *       extension bits, that keeps the ids of several nodes of one application apart; the rest of
 *       random16 stays random.
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
 *   <li>The random16 bits that neither the counter nor the node id use, and all of random80, are
 *       fresh random bits for every id.
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
 * still counts on (with the microsecond usage it is compared in microseconds). A clock reading of 0
 * ms or less, or of 2<sup>48</sup>-1 ms (reserved) or more, makes {@link #generate()} throw {@link
 * IllegalStateException} naming the reading (and {@link #generateOrAbort()} return empty); the
 * reserved timestamps 0 and 2<sup>48</sup>-1 are never emitted.
 *
 * <p>Randomness: by default the secure source {@link IdGenerator} describes. With {@link
 * Builder#random(RandomGenerator)} the caller's generator is used directly, per id in this order:
 *
 * <ol>
 *   <li>{@code nextLong()}: the low 64 bits of random80;
 *   <li>{@code nextInt()}: its high 16 bits give random16 (the top {@code k} of them are replaced
 *       by the counter extension, the node id's bits below them by the node id) and its low 16 bits
 *       the top 16 bits of random80;
 *   <li>when the counter is renewed, {@code nextInt() >>> (32 - s)} for a seed of {@code s} bits,
 *       by default {@code s = w - 1} for a counter of {@code w} bits ({@code nextInt() >>> 17} by
 *       default: a 15-bit value); no call when {@code s} is 0.
 * </ol>
 *
 * <p>It is called from the generating threads, so it must be thread-safe if the generator is
 * shared.
 *
 * <p>Snapshots and forks: call {@link #reseed()} right after a restore (see {@link IdGenerator}).
 *
 * <p>Instances are thread-safe. Within a millisecond an id costs one clock read, its random bits
 * and one compare-and-set of a shared counter, without a lock; a new millisecond, a reset, a reseed
 * or a counter overflow takes a short lock. Null arguments throw {@link NullPointerException}.
 */
public final class Scru160Generator implements IdGenerator<Scru160Id> {
  private static final int MAX_EXTENSION_BITS = 16;

  /** The largest usable (not reserved) timestamp: 2<sup>48</sup>-2 ms. */
  private static final long MAX_USABLE_TIMESTAMP = Scru160Id.MAX_TIMESTAMP - 1;

  private static final int MICROS_PER_MILLI = 1000;

  /** Seconds beyond which an instant's milliseconds would overflow a long (kept far below it). */
  private static final long SAFE_SECONDS = 1L << 50;

  private final RandomSource random;
  private final GeneratorEngine<State, Scru160Id> engine;

  private Scru160Generator(Builder builder) {
    this.random = builder.options.randomSource();
    InstantSource clock = builder.options.clock();
    boolean microsecond = builder.microsecond;
    long allowance = builder.options.rollbackAllowanceMillis();
    this.engine =
        new GeneratorEngine<>(
            new Steps(random, builder),
            new State(0, 0, Scru160Id.MIN),
            microsecond ? () -> microTick(clock.instant()) : clock::millis,
            microsecond ? allowance * MICROS_PER_MILLI : allowance,
            microsecond ? MICROS_PER_MILLI : 1,
            microsecond
                ? MAX_USABLE_TIMESTAMP * MICROS_PER_MILLI + MICROS_PER_MILLI - 1
                : MAX_USABLE_TIMESTAMP,
            GeneratorEngine.Overflow.NEXT_TICK,
            GeneratorEngine.OnRollback.RESET);
  }

  /** An instant as microseconds since the epoch, saturating far outside the usable range. */
  private static long microTick(Instant now) {
    long seconds = now.getEpochSecond();
    if (Math.abs(seconds) >= SAFE_SECONDS) {
      return seconds < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
    }
    int nanos = now.getNano();
    return (seconds * 1000 + nanos / 1_000_000) * MICROS_PER_MILLI + nanos / 1000 % 1000;
  }

  /**
   * Returns a builder with the defaults: system clock, secure random, 10 s rollback allowance, the
   * default counter usage, no counter extension and no node id.
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
    return engine.generate();
  }

  @Override
  public Optional<Scru160Id> generateOrAbort() {
    return engine.generateOrAbort(GeneratorEngine.UNBOUNDED);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once; the ids are contiguous even when other threads generate at the same
   * time (per id, the random bits in the order the class documentation gives).
   */
  @Override
  public List<Scru160Id> generate(int count) {
    return engine.generate(count);
  }

  /**
   * Renews the random state after a snapshot restore or fork: a new DRBG (for the default random
   * source) and a fresh counter for the next id, which stays greater than every id before it.
   */
  @Override
  public void reseed() {
    random.reseed();
    engine.reseed();
  }

  /**
   * The state: the tick (ms, or µs with the microsecond usage), the counter of {@code base +
   * extensionBits} bits (base 16, or 6 with the microsecond usage), and the id made of them. So
   * {@code tick | counter} is one number that only grows.
   */
  private record State(long tick, long counter, Scru160Id id) {}

  /** SCRU160's step: the counter + 1 within a tick; a fresh state renews the counter. */
  private static final class Steps implements GeneratorEngine.Steps<State, Scru160Id> {
    private final RandomSource random;
    private final boolean microsecond;
    private final int extensionBits;
    private final long maxCounter;

    /** The bits of a renewed counter (0: the counter starts at 0, with no call). */
    private final int seedBits;

    /** The node id in place in random16's word (below the extension bits), or 0. */
    private final long nodeBits;

    /** The bits of random16 and random80 that are random: all but the extension and node id. */
    private final long midRandomMask;

    Steps(RandomSource random, Builder builder) {
      int counterBits = (builder.microsecond ? 6 : 16) + builder.extensionBits;
      this.random = random;
      this.microsecond = builder.microsecond;
      this.extensionBits = builder.extensionBits;
      this.maxCounter = (1L << counterBits) - 1;
      this.seedBits = builder.seedBits < 0 ? counterBits - 1 : builder.seedBits;
      int usedBits = builder.extensionBits + builder.nodeIdBits;
      this.nodeBits = builder.nodeIdBits == 0 ? 0 : (long) builder.nodeId << (64 - usedBits);
      this.midRandomMask = usedBits == 64 ? 0 : -1L >>> usedBits;
    }

    @Override
    public long tick(State state) {
      return state.tick;
    }

    @Override
    public long roomAfter(State state) {
      return maxCounter - state.counter;
    }

    @Override
    public State plus(State state, long n) {
      return state(state.tick, state.counter + n, 0, 0);
    }

    @Override
    public State increment(State last) {
      long low64 = random.nextLong();
      int high32 = random.nextInt();
      return state(last.tick, last.counter + 1, low64, high32);
    }

    @Override
    public State fresh(State last, long tick, Step.Outcome why) {
      long low64 = random.nextLong();
      int high32 = random.nextInt();
      long counter = seedBits == 0 ? 0 : random.nextInt() >>> (32 - seedBits);
      return state(tick, counter, low64, high32);
    }

    @Override
    public RandomSource random() {
      return random;
    }

    @Override
    public Scru160Id fromRun(State start, long n, RandomSource draws) {
      long low64 = draws.nextLong();
      int high32 = draws.nextInt();
      return id(start.tick, start.counter + n, low64, high32);
    }

    @Override
    public Scru160Id id(State state) {
      return state.id;
    }

    @Override
    public IllegalStateException failure(Step<State> step, State last, int made, int count) {
      if (step.outcome() == Step.Outcome.CLOCK_OUT_OF_RANGE) {
        long millis = microsecond ? Math.floorDiv(step.now(), MICROS_PER_MILLI) : step.now();
        return GeneratorOptions.clockOutOfRange(
            IdScheme.SCRU160, millis, MAX_USABLE_TIMESTAMP, "ms");
      }
      return new IllegalStateException(
          "SCRU160 counter overflowed into the reserved timestamp 2^48-1; no more ids can be made");
    }

    private State state(long tick, long counter, long low64, int high32) {
      return new State(tick, counter, id(tick, counter, low64, high32));
    }

    /** The id of {@code tick} and {@code counter} with the given random bits. */
    private Scru160Id id(long tick, long counter, long low64, int high32) {
      long head =
          microsecond
              ? (tick / MICROS_PER_MILLI) << 16 | (tick % MICROS_PER_MILLI) << 6
              : tick << 16;
      // two shifts, so that no extension (a shift by 64, which Java reads as 0) gives 0
      long extension = counter << (63 - extensionBits) << 1;
      long mid = extension | nodeBits | ((long) high32 << 32 | low64 >>> 32) & midRandomMask;
      return new Scru160Id(head | counter >>> extensionBits, mid, (int) low64);
    }
  }

  /** Builds a {@link Scru160Generator}; every setting has a default. */
  public static final class Builder {
    private final GeneratorOptions options = new GeneratorOptions();
    private boolean microsecond;
    private int extensionBits;
    private int seedBits = -1;
    private int nodeId;
    private int nodeIdBits;

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
     * Seeds each renewed counter with {@code bits} random bits (default: one less than the
     * counter's width, 15 for the default counter), so that more ids fit in each millisecond: with
     * 14 bits at least 49,152, with 0 (no randomness, the counter starts at 0) 65,536. Fewer bits
     * make the counter easier to guess.
     *
     * @param bits 0 to one less than the counter's width (15 by default, 5 with {@link
     *     #microsecondCounter()}, plus {@link #counterExtensionBits(int)})
     * @return this builder
     * @throws IllegalArgumentException if {@code bits} is negative or above 31 (the rest of the
     *     range is checked by {@link #build()})
     */
    public Builder counterSeedBits(int bits) {
      this.seedBits = Checks.inRange("counterSeedBits", bits, 0, 31);
      return this;
    }

    /**
     * Puts a node id into random16 of every id, below the counter extension bits (default: none).
     * Ids of nodes with different node ids never collide; the rest of random16 stays random. The
     * caller keeps node ids unique among the nodes whose ids meet.
     *
     * @param nodeId 0 to 2<sup>bits</sup>-1
     * @param bits 1..16; with {@link #counterExtensionBits(int)} at most 16 together (checked by
     *     {@link #build()})
     * @return this builder
     * @throws IllegalArgumentException if {@code bits} or {@code nodeId} is out of range
     */
    public Builder nodeId(int nodeId, int bits) {
      Checks.inRange("bits", bits, 1, MAX_EXTENSION_BITS);
      this.nodeId = Checks.inRange("nodeId", nodeId, 0, (1 << bits) - 1);
      this.nodeIdBits = bits;
      return this;
    }

    /**
     * Builds the generator.
     *
     * @return a new generator
     * @throws IllegalStateException if the counter extension and node id bits are more than 16
     *     together, or the counter seed bits are not below the counter's width
     */
    public Scru160Generator build() {
      if (extensionBits + nodeIdBits > MAX_EXTENSION_BITS) {
        throw new IllegalStateException(
            String.format(
                Locale.ROOT,
                "counterExtensionBits %d and node id bits %d share random16's 16 bits: at most 16"
                    + " together",
                extensionBits,
                nodeIdBits));
      }
      int counterBits = (microsecond ? 6 : 16) + extensionBits;
      if (seedBits >= counterBits) {
        throw new IllegalStateException(
            String.format(
                Locale.ROOT,
                "counterSeedBits must be in 0..%d for a counter of %d bits, got %d",
                counterBits - 1,
                counterBits,
                seedBits));
      }
      return new Scru160Generator(this);
    }
  }
}
