package dev.sortid;

/**
 * The deterministic core of {@link Scru160Generator}: the stored time and counter, and the step to
 * the next id for a given clock reading (SCRU160 v0.1.0 and sortid's settled rules; see the
 * generator's docs).
 *
 * <p>Time is counted in ticks: milliseconds with the default counter usage, microseconds ({@code ms
 * * 1000 + microsecond part}) with the microsecond counter usage. The counter is one integer of
 * {@code base + extensionBits} bits (base 16, or 6 with the microsecond usage): its high {@code
 * base} bits fill the low bits of the counter field and its low {@code extensionBits} bits the top
 * of random16. So the top 64 bits of an id and the extension bits form one number, {@code tick |
 * counter}, that only grows.
 *
 * <p>Not thread-safe: the generator calls it under its lock. Tests drive it with scripted clock
 * readings and random numbers.
 */
final class Scru160State {
  /** {@link #advance} moved to the next id. */
  static final int OK = 0;

  /** The clock went back beyond the allowance and no reset was allowed; nothing changed. */
  static final int ROLLBACK = 1;

  /** The next id would need the reserved timestamp 2<sup>48</sup>-1; nothing changed. */
  static final int EXHAUSTED = 2;

  /** The largest usable (not reserved) timestamp: 2<sup>48</sup>-2 ms. */
  static final long MAX_USABLE_TIMESTAMP = Scru160Id.MAX_TIMESTAMP - 1;

  private static final int MICROS_PER_MILLI = 1000;

  private final boolean microsecond;
  private final int extensionBits;

  /** {@code nextInt() >>> renewalShift} is a counter with its top bit 0. */
  private final int renewalShift;

  private final long maxCounter;
  private final long maxTick;

  /** The rollback allowance in ticks. */
  private final long rollbackAllowance;

  private long tick;
  private long counter;

  /** Set by {@link #renew()}: the next id starts a fresh counter. */
  private boolean renew;

  /**
   * @param microsecond whether ticks are microseconds (the alternative counter usage)
   * @param extensionBits how many top bits of random16 extend the counter, 0..16
   * @param rollbackAllowanceMillis the rollback allowance in ms
   */
  Scru160State(boolean microsecond, int extensionBits, long rollbackAllowanceMillis) {
    int counterBits = (microsecond ? 6 : 16) + extensionBits;
    this.microsecond = microsecond;
    this.extensionBits = extensionBits;
    this.renewalShift = 32 - (counterBits - 1);
    this.maxCounter = (1L << counterBits) - 1;
    this.maxTick = maxTick(microsecond);
    this.rollbackAllowance =
        microsecond ? rollbackAllowanceMillis * MICROS_PER_MILLI : rollbackAllowanceMillis;
  }

  /** The largest tick whose timestamp is not reserved. */
  static long maxTick(boolean microsecond) {
    return microsecond
        ? MAX_USABLE_TIMESTAMP * MICROS_PER_MILLI + MICROS_PER_MILLI - 1
        : MAX_USABLE_TIMESTAMP;
  }

  /** The tick of a clock reading in ms (1..2<sup>48</sup>-2) and its microsecond part (0..999). */
  static long tick(boolean microsecond, long millis, int microsOfMilli) {
    return microsecond ? millis * MICROS_PER_MILLI + microsOfMilli : millis;
  }

  /**
   * Steps to the next id for the clock reading {@code now} in ticks (1..{@link #maxTick}), drawing
   * a renewed counter as {@code nextInt() >>> renewalShift} (its top bit 0).
   *
   * @param reset whether a rollback beyond the allowance resets the state (else: {@link #ROLLBACK})
   * @return {@link #OK}, {@link #ROLLBACK} or {@link #EXHAUSTED}; the state is unchanged unless OK
   */
  int advance(long now, boolean reset, RandomSource random) {
    if (now > tick) {
      tick = now;
      counter = random.nextInt() >>> renewalShift;
    } else if (now + rollbackAllowance >= tick) {
      if (!renew && counter < maxCounter) {
        counter++;
      } else {
        // counter overflow (or a reseed): like SCRU128, move one tick on with a renewed counter
        if (tick >= maxTick) {
          return EXHAUSTED;
        }
        tick++;
        counter = random.nextInt() >>> renewalShift;
      }
    } else if (reset) {
      tick = now;
      counter = random.nextInt() >>> renewalShift;
    } else {
      return ROLLBACK;
    }
    renew = false;
    return OK;
  }

  /** Makes the next id renew the counter, and move past the stored tick if need be. */
  void renew() {
    renew = true;
  }

  /** The top 64 bits of the current id: timestamp and counter field. */
  long hi() {
    long head =
        microsecond ? (tick / MICROS_PER_MILLI) << 16 | (tick % MICROS_PER_MILLI) << 6 : tick << 16;
    return head | counter >>> extensionBits;
  }

  /** The counter's extension bits at the top of a 64-bit word (random16's place); 0 if none. */
  long extension() {
    // two shifts, so that no extension (a shift by 64, which Java reads as 0) gives 0
    return counter << (63 - extensionBits) << 1;
  }

  long tick() {
    return tick;
  }

  long counter() {
    return counter;
  }
}
