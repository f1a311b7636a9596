package dev.sortid;

/**
 * The deterministic core of {@link UuidV7Generator}: the step from the last id to the next one for
 * a given clock reading (RFC 9562 section 6.2, method 1; see the generator's docs). Pure functions
 * over immutable {@link UuidV7}s: the last id is the whole state (its timestamp and its 42-bit
 * counter; its 32 random bits are ignored). The generator's {@link Runs} call {@link #next} under
 * their lock and {@link #plus} without one.
 */
final class UuidV7State {
  /** The largest 42-bit counter value. */
  static final long MAX_COUNTER = (1L << 42) - 1;

  private static final long LOW_32 = 0xFFFF_FFFFL;

  private UuidV7State() {}

  /** The 42-bit counter: rand_a and the top 30 bits of rand_b. */
  static long counter(UuidV7 id) {
    return (id.mostSignificantBits() & UuidV7.MAX_RAND_A) << 30 | id.randB() >>> 32;
  }

  /** The id at {@code timestamp} with this 42-bit counter and these 32 random bits. */
  static UuidV7 id(long timestamp, long counter, int random32) {
    return UuidV7.fields(
        timestamp, counter >>> 30, (counter & 0x3FFF_FFFFL) << 32 | random32 & LOW_32);
  }

  /** The id with {@code start}'s timestamp, its counter + n, and {@code random32}. */
  static UuidV7 plus(UuidV7 start, long n, int random32) {
    return id(start.timestamp(), counter(start) + n, random32);
  }

  /**
   * A renewed counter: a random 41-bit value, so that the counter's top bit is 0 and at least half
   * its range (2<sup>41</sup> ids) is left for the millisecond (RFC 9562's rollover guard). Drawn
   * as {@code nextLong() >>> 23}.
   */
  static long freshCounter(RandomSource random) {
    return random.nextLong() >>> 23;
  }

  /**
   * The id after {@code prev} for clock reading {@code now} (1..2<sup>48</sup>-1) with the given
   * random bits, drawing a renewed counter when one is needed; or null when the clock went back
   * beyond the allowance and {@code reset} is false, or the next id would need a timestamp past
   * 2<sup>48</sup>-1.
   *
   * <ol>
   *   <li>{@code now > prev.timestamp()}: timestamp = now, a renewed counter.
   *   <li>{@code now + allowance >= prev.timestamp()}: the timestamp kept, counter + 1; on its
   *       overflow (or when {@code renew} is set) timestamp + 1 with a renewed counter.
   *   <li>Otherwise: timestamp = now with a renewed counter if {@code reset}, else null.
   * </ol>
   *
   * @param renew whether {@code prev} must not be counted on (the generator was reseeded)
   * @param reset whether a rollback beyond the allowance starts over at {@code now}
   * @param random32 the id's low 32 bits of rand_b
   */
  static UuidV7 next(
      UuidV7 prev,
      boolean renew,
      long now,
      long allowance,
      boolean reset,
      int random32,
      RandomSource random) {
    long timestamp = prev.timestamp();
    if (now > timestamp) {
      return id(now, freshCounter(random), random32);
    }
    if (now + allowance >= timestamp) {
      long counter = counter(prev);
      if (!renew && counter < MAX_COUNTER) {
        return id(timestamp, counter + 1, random32);
      }
      // counter overflow (or a reseed): the RFC's rollover handling, timestamp + 1
      return timestamp < UuidV7.MAX_TIMESTAMP
          ? id(timestamp + 1, freshCounter(random), random32)
          : null;
    }
    return reset ? id(now, freshCounter(random), random32) : null;
  }
}
