package dev.sortid;

/**
 * The deterministic core of {@link Scru128Generator}: the step from the last id to the next one for
 * a given clock reading (SCRU128 v2.1.1; see the generator's docs). The last id itself is the state
 * (its timestamp and counters; its entropy is ignored); the generator's {@link Runs} call {@link
 * #next} under their lock. The only other state is the timestamp of the last counter_hi renewal,
 * kept here.
 *
 * <p>Tests drive it directly with scripted clock readings and random numbers.
 */
final class Scru128State {
  /** Timestamps at or above this are reserved (2<sup>48</sup>-1). */
  static final long RESERVED_TIMESTAMP = Scru128Id.MAX_TIMESTAMP;

  private static final long COUNTER_HI_INTERVAL = 1000;

  private final long rollbackAllowance;

  /**
   * The timestamp at the last counter_hi renewal; 0 while counter_hi was never set. Written by the
   * step that renews counter_hi (under the generator's lock).
   */
  private volatile long tsCounterHi;

  Scru128State(long rollbackAllowance) {
    this.rollbackAllowance = rollbackAllowance;
  }

  /**
   * The id after {@code prev} for clock reading {@code now} (1..2<sup>48</sup>-2) with the given
   * entropy, drawing counter_lo (when it is renewed) and then counter_hi (when it is renewed) as
   * {@code nextInt() >>> 8}; or null when the clock went back beyond the allowance and {@code
   * reset} is false, or the next id would need the reserved timestamp 2<sup>48</sup>-1.
   *
   * @param renew whether {@code prev} must not be counted on (the generator was reseeded): both
   *     counters are renewed, at {@code prev}'s timestamp + 1 if the clock has not moved on
   * @param reset whether a rollback beyond the allowance starts over at {@code now}
   * @param entropy the id's 32 entropy bits (in the low bits)
   */
  Scru128Id next(
      Scru128Id prev, boolean renew, long now, boolean reset, long entropy, RandomSource random) {
    long msb = prev.mostSignificantBits();
    long lsb = prev.leastSignificantBits();
    long timestamp = msb >>> 16;
    long counterHi = (msb & 0xFFFF) << 8 | lsb >>> 56;
    long counterLo = lsb >>> 32 & Scru128Id.MAX_COUNTER;
    boolean renewHi;
    if (now > timestamp) {
      timestamp = now;
      counterLo = random.nextInt() >>> 8;
      renewHi = renew || hiDue(timestamp);
    } else if (now + rollbackAllowance >= timestamp) {
      if (!renew && counterLo < Scru128Id.MAX_COUNTER) {
        counterLo++;
        renewHi = false;
      } else if (!renew && counterHi < Scru128Id.MAX_COUNTER) {
        counterLo = 0;
        counterHi++;
        renewHi = false;
      } else {
        // counter overflow (or a reseed): the spec's recommendation, timestamp + 1
        if (timestamp + 1 >= RESERVED_TIMESTAMP) {
          return null;
        }
        timestamp++;
        counterHi = 0;
        counterLo = random.nextInt() >>> 8;
        renewHi = renew || hiDue(timestamp);
      }
    } else if (reset) {
      timestamp = now;
      counterLo = random.nextInt() >>> 8;
      renewHi = true;
    } else {
      return null;
    }
    if (renewHi) {
      tsCounterHi = timestamp;
      counterHi = random.nextInt() >>> 8;
    }
    return new Scru128Id(
        timestamp << 16 | counterHi >>> 8, counterHi << 56 | counterLo << 32 | entropy);
  }

  /** Whether counter_hi is due at a new timestamp: never set, or set 1000 ms or more before. */
  private boolean hiDue(long timestamp) {
    long last = tsCounterHi;
    return last == 0 || timestamp - last >= COUNTER_HI_INTERVAL;
  }
}
