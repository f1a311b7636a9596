package dev.sortid;

/**
 * The deterministic core of {@link EuidGenerator}: the current id and the step to the next one for
 * a given clock reading and given random bits (EUID draft 5 {@code next()}, plus sortid's overflow
 * rule; see the generator's docs).
 *
 * <p>The generator uses the pure methods ({@link #canIncrement(long, long, boolean, long)}, {@link
 * #plusLsb}, {@link #freshTimestamp}, {@link #freshMsb}) on immutable ids, stepping under its
 * {@link Runs}' lock; the mutable current id and {@link #advance} (not thread-safe) are the same
 * rules over a stored id, which the tests drive with scripted clock readings and random numbers.
 */
final class EuidState {
  /** The step moved to the next id. */
  static final int OK = 0;

  /** The clock went back beyond the allowance and no reset was allowed; nothing changed. */
  static final int ROLLBACK = 1;

  /** The next id would need a timestamp past 2<sup>45</sup>-1; nothing changed. */
  static final int EXHAUSTED = 2;

  static final long ALL_ONES_32 = 0xFFFF_FFFFL;

  private final long rollbackAllowance;

  /** {@code extension << 4 | ext_len}, or 0 without an extension. */
  private final long extensionBits;

  /** The mask of the random bits above the extension (2<sup>15-ext_len</sup>-1). */
  private final long randomHighMask;

  /** Where the random bits above the extension start: 4 + ext_len. */
  private final int randomHighShift;

  /** The current id's high half; timestamp 0 before the first id. */
  private long msb;

  /** The current id's low half. */
  private long lsb;

  /** Set by {@link #renew()}: the next id starts fresh random bits. */
  private boolean renew;

  /**
   * @param rollbackAllowance in ms
   * @param extension 0..32767, or -1 for none
   */
  EuidState(long rollbackAllowance, int extension) {
    int length = Euid.extensionLength(extension);
    this.rollbackAllowance = rollbackAllowance;
    this.extensionBits = Euid.extensionBits(extension);
    this.randomHighMask = (1L << (15 - length)) - 1;
    this.randomHighShift = 4 + length;
  }

  /**
   * Whether the next id at clock reading {@code now} can be the current one with the high 32 bits
   * of its random part + 1: no reseed pending, the clock not ahead of the stored timestamp and not
   * back beyond the allowance, and those 32 bits not all ones.
   */
  boolean canIncrement(long now) {
    return canIncrement(msb, lsb, renew, now);
  }

  /**
   * Whether the id after {@code (prevMsb, prevLsb)} at clock reading {@code now} is that id with
   * the high 32 bits of its random part + 1 (see {@link #canIncrement(long)}).
   *
   * @param renew whether a reseed is pending (the id must start fresh random bits)
   */
  boolean canIncrement(long prevMsb, long prevLsb, boolean renew, long now) {
    long stored = prevMsb >>> 19;
    return !renew
        && now <= stored
        && now + rollbackAllowance >= stored
        && prevLsb >>> 32 != ALL_ONES_32;
  }

  /**
   * Steps to the next id in the same millisecond: the high 32 bits of the random part + 1, the low
   * 32 bits = {@code random32}, the high half unchanged.
   *
   * @return true if stepped; false, with nothing changed, where {@link #canIncrement} is false
   */
  boolean increment(long now, int random32) {
    if (!canIncrement(now)) {
      return false;
    }
    lsb = incrementedLsb(lsb, random32);
    return true;
  }

  /** The low half after {@code lsb}: its high 32 bits + 1, its low 32 bits {@code random32}. */
  static long incrementedLsb(long lsb, int random32) {
    return plusLsb(lsb, 1, random32);
  }

  /**
   * The low half after {@code lsb} and n - 1 more: its high 32 bits + n, its low 32 {@code
   * random32}.
   */
  static long plusLsb(long lsb, long n, int random32) {
    return ((lsb >>> 32) + n) << 32 | (random32 & ALL_ONES_32);
  }

  /**
   * Steps to the next id for clock reading {@code now} (1..2<sup>45</sup>-1) with two fresh random
   * longs. Where {@link #increment} applies, it does so with the low 32 bits of {@code r1}.
   * Otherwise a fresh id: {@code msb = t << 19 | (r0 & mask) << (4 + ext_len) | extension << 4 |
   * ext_len} and {@code lsb = r1}, where {@code t} is {@code now} if the clock moved on, the stored
   * timestamp + 1 on overflow of the high 32 bits or after {@link #renew()}, and {@code now} again
   * after a rollback beyond the allowance if {@code reset}.
   *
   * @param reset whether a rollback beyond the allowance resets the state (else: {@link #ROLLBACK})
   * @return {@link #OK}, {@link #ROLLBACK} or {@link #EXHAUSTED}; the state is unchanged unless OK
   */
  int advance(long now, boolean reset, long r0, long r1) {
    if (increment(now, (int) r1)) {
      return OK;
    }
    long timestamp = freshTimestamp(msb, renew, now, reset);
    if (timestamp < 0) {
      return (int) -timestamp;
    }
    msb = freshMsb(timestamp, r0);
    lsb = r1;
    renew = false;
    return OK;
  }

  /**
   * The timestamp of a fresh id after one with high half {@code prevMsb} that cannot be
   * incremented: {@code now} if the clock moved on, the stored timestamp + 1 on overflow or reseed,
   * {@code now} after a rollback beyond the allowance if {@code reset}; else {@code -ROLLBACK} or
   * {@code -EXHAUSTED}.
   */
  long freshTimestamp(long prevMsb, boolean renew, long now, boolean reset) {
    long stored = prevMsb >>> 19;
    if (now > stored) {
      return now;
    } else if (now + rollbackAllowance >= stored) {
      // overflow of the high 32 random bits (or a reseed): sortid's rule, timestamp + 1
      return stored >= Euid.MAX_TIMESTAMP ? -EXHAUSTED : stored + 1;
    } else if (reset) {
      return now;
    }
    return -ROLLBACK;
  }

  /** The high half of a fresh id at {@code timestamp}, its random bits from {@code r0}. */
  long freshMsb(long timestamp, long r0) {
    return timestamp << 19 | (r0 & randomHighMask) << randomHighShift | extensionBits;
  }

  /** Makes the next id start fresh random bits, and move past the stored timestamp if need be. */
  void renew() {
    renew = true;
  }

  /** Sets the current id, as if it had just been generated (for tests of given states). */
  void restore(long msb, long lsb) {
    this.msb = msb;
    this.lsb = lsb;
  }

  long msb() {
    return msb;
  }

  long lsb() {
    return lsb;
  }
}
