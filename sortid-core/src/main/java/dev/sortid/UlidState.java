package dev.sortid;

/**
 * The deterministic core of {@link UlidGenerator}: the step from the last ULID to the next one for
 * a given clock reading (see the generator's docs). Pure functions over immutable {@link Ulid}s:
 * the generator's {@link Runs} call {@link #next} under their lock and {@link #plus} without one.
 *
 * <p>Tests drive it directly with scripted clock readings and random numbers.
 */
final class UlidState {
  private UlidState() {}

  /**
   * The ULID after {@code prev} for clock reading {@code now} (1..2<sup>48</sup>-1), or null when
   * the step cannot be made without failing: the clock went back beyond the allowance and {@code
   * reset} is false, the 80 random bits of {@code prev} are all ones in its millisecond, or {@code
   * renew} asks to move past the largest timestamp.
   *
   * <ol>
   *   <li>{@code now > prev.timestamp()}: {@link #fresh} randomness at {@code now}.
   *   <li>{@code now + allowance >= prev.timestamp()}: {@code prev + 1} in the 80 random bits (with
   *       carry; null on their overflow), or when {@code renew} is set, fresh randomness at {@code
   *       prev.timestamp() + 1}, which is greater than {@code prev} whatever the draw.
   *   <li>Otherwise: fresh randomness at {@code now} if {@code reset}, else null.
   * </ol>
   *
   * @param renew whether {@code prev} must not be incremented (the generator was reseeded)
   * @param reset whether a rollback beyond the allowance starts over at {@code now}
   */
  static Ulid next(
      Ulid prev, boolean renew, long now, long allowance, boolean reset, RandomSource random) {
    long stored = prev.timestamp();
    if (now > stored) {
      return fresh(now, random);
    }
    if (now + allowance >= stored) {
      if (!renew) {
        return increment(prev);
      }
      return stored < Ulid.MAX_TIMESTAMP ? fresh(stored + 1, random) : null;
    }
    return reset ? fresh(now, random) : null;
  }

  /**
   * A ULID at {@code timestamp} with fresh randomness: first {@code nextLong()} for the low 64
   * bits, then {@code nextInt() >>> 16} for the high 16 bits.
   */
  static Ulid fresh(long timestamp, RandomSource random) {
    long low = random.nextLong();
    long high = random.nextInt() >>> 16;
    return new Ulid(timestamp << 16 | high, low);
  }

  /** {@code prev + 1} in the 80 random bits, or null if they are all ones. */
  static Ulid increment(Ulid prev) {
    return plus(prev, 1);
  }

  /**
   * {@code prev + n} in the 80 random bits (timestamp kept), or null if that exceeds them.
   *
   * @param n 0..2<sup>63</sup>-1
   */
  static Ulid plus(Ulid prev, long n) {
    long msb = prev.mostSignificantBits();
    long oldLsb = prev.leastSignificantBits();
    long lsb = oldLsb + n;
    if (Long.compareUnsigned(lsb, oldLsb) < 0) {
      if ((msb & Ulid.RANDOM_HI_MASK) == Ulid.RANDOM_HI_MASK) {
        return null;
      }
      msb++;
    }
    return new Ulid(msb, lsb);
  }
}
