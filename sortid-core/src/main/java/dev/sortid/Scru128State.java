package dev.sortid;

/**
 * The deterministic core of {@link Scru128Generator}: the stored timestamp and counters, and the
 * step to the next id for a given clock reading (SCRU128 v2.1.1; see the generator's docs).
 *
 * <p>Not thread-safe: the generator calls it under its lock. Tests drive it with scripted clock
 * readings and random numbers.
 */
final class Scru128State {
  /** {@link #advance} moved to the next id. */
  static final int OK = 0;

  /** The clock went back beyond the allowance and no reset was allowed; nothing changed. */
  static final int ROLLBACK = 1;

  /** The next id would need the reserved timestamp 2<sup>48</sup>-1; nothing changed. */
  static final int EXHAUSTED = 2;

  /** Timestamps at or above this are reserved (2<sup>48</sup>-1). */
  static final long RESERVED_TIMESTAMP = Scru128Id.MAX_TIMESTAMP;

  private static final long COUNTER_HI_INTERVAL = 1000;

  private final long rollbackAllowance;
  private long timestamp;
  private long counterHi;
  private long counterLo;

  /** The stored timestamp at the last counter_hi renewal; 0 while counter_hi was never set. */
  private long tsCounterHi;

  /** Set by {@link #renew()}: the next id starts fresh counters. */
  private boolean renew;

  Scru128State(long rollbackAllowance) {
    this.rollbackAllowance = rollbackAllowance;
  }

  /**
   * Steps to the next id for clock reading {@code now} (1..2<sup>48</sup>-2), drawing counter_lo
   * (when it is renewed) and then counter_hi (when it is renewed) as {@code nextInt() >>> 8}.
   *
   * @param reset whether a rollback beyond the allowance resets the state (else: {@link #ROLLBACK})
   * @return {@link #OK}, {@link #ROLLBACK} or {@link #EXHAUSTED}; the state is unchanged unless OK
   */
  int advance(long now, boolean reset, RandomSource random) {
    if (now > timestamp) {
      timestamp = now;
      counterLo = random.nextInt() >>> 8;
    } else if (now + rollbackAllowance >= timestamp) {
      if (!renew && counterLo < Scru128Id.MAX_COUNTER) {
        counterLo++;
      } else if (!renew && counterHi < Scru128Id.MAX_COUNTER) {
        counterLo = 0;
        counterHi++;
      } else {
        // counter overflow (or a reseed): the spec's recommendation, timestamp + 1
        if (timestamp + 1 >= RESERVED_TIMESTAMP) {
          return EXHAUSTED;
        }
        timestamp++;
        counterHi = 0;
        counterLo = random.nextInt() >>> 8;
      }
    } else if (reset) {
      timestamp = now;
      counterLo = random.nextInt() >>> 8;
      tsCounterHi = 0;
    } else {
      return ROLLBACK;
    }
    if (renew || tsCounterHi == 0 || timestamp - tsCounterHi >= COUNTER_HI_INTERVAL) {
      tsCounterHi = timestamp;
      counterHi = random.nextInt() >>> 8;
    }
    renew = false;
    return OK;
  }

  /** Makes the next id renew both counters, and move past the stored timestamp if need be. */
  void renew() {
    renew = true;
  }

  /** The high 64 bits of the current id. */
  long msb() {
    return timestamp << 16 | counterHi >>> 8;
  }

  /** The low 64 bits of the current id, without its entropy. */
  long lsbWithoutEntropy() {
    return counterHi << 56 | counterLo << 32;
  }

  long timestamp() {
    return timestamp;
  }
}
