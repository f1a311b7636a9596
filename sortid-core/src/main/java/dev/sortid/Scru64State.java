package dev.sortid;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The deterministic core of {@link Scru64Generator}: the whole state is the last id's value in one
 * {@link AtomicLong}, and {@link #step} computes the next value for a clock tick (see the
 * generator's docs). {@link #advance} applies it with a compare-and-set loop, so threads never
 * block each other; a thread that loses a race recomputes from the new state.
 *
 * <p>The sign bit of the stored long (never set in an id) marks a pending renewal after {@link
 * #renew()}: the next id then moves on as if the counter had overflowed.
 */
final class Scru64State {
  /** The clock is behind the last id by more than the allowance; nothing changed. */
  static final long ROLLBACK = -1;

  /**
   * The counter is exhausted and the next tick would put the ids more than the allowance ahead of
   * the clock; nothing changed.
   */
  static final long AHEAD = -2;

  /** The counter is exhausted at the largest timestamp; nothing changed, ever again. */
  static final long EXHAUSTED = -3;

  /** The next id's timestamp would be above the guard's bound; nothing changed. */
  static final long BEYOND = -4;

  /** The bound of a generator without a guard: every timestamp. */
  static final long UNBOUNDED = Scru64Id.MAX_TIMESTAMP;

  private static final long RENEW = Long.MIN_VALUE;

  private final int nodeIdSize;

  /** {@code node_id << counter_size}: the node bits of every id. */
  private final long nodeBits;

  /** The largest counter: 2<sup>counter_size</sup>-1. */
  private final long counterMask;

  /** The bits of a renewed counter: counter_size, one less when counter_size is 4 or less. */
  private final int renewBits;

  /** The rollback allowance in ticks. */
  private final long allowance;

  private final AtomicLong last;

  Scru64State(Scru64NodeSpec spec, long allowanceTicks) {
    int counterSize = 24 - spec.nodeIdSize();
    this.nodeIdSize = spec.nodeIdSize();
    this.nodeBits = (long) spec.nodeId() << counterSize;
    this.counterMask = (1L << counterSize) - 1;
    this.renewBits = counterSize <= 4 ? counterSize - 1 : counterSize;
    this.allowance = allowanceTicks;
    this.last = new AtomicLong(spec.floor());
  }

  /**
   * Moves to the next id for clock tick {@code now} (0..282429536480) and returns its value, or
   * returns {@link #ROLLBACK}, {@link #AHEAD} or {@link #EXHAUSTED} and changes nothing.
   */
  long advance(long now, RandomSource random) {
    return advance(now, random, UNBOUNDED);
  }

  /**
   * Like {@link #advance(long, RandomSource)}, but returns {@link #BEYOND} rather than an id whose
   * timestamp is above {@code bound}: every id it returns has a timestamp of at most {@code bound}.
   */
  long advance(long now, RandomSource random, long bound) {
    while (true) {
      long stored = last.get();
      long next = step(stored, now, random, bound);
      if (next < 0 || last.compareAndSet(stored, next)) {
        return next;
      }
    }
  }

  /**
   * Moves on by a run of ids for clock tick {@code now}, published with one compare-and-set: fills
   * {@code out[from, to)} as far as the state can move without waiting and returns how many it made
   * (at least 1), or returns the negative code of the first step when none can be made. A thread
   * that loses a race computes the run again from the new state.
   */
  long advanceRun(long now, RandomSource random, Scru64Id[] out, int from, int to, long bound) {
    while (true) {
      long stored = last.get();
      long value = stored;
      long code = 0;
      int i = from;
      while (i < to) {
        long next = step(value, now, random, bound);
        if (next < 0) {
          code = next;
          break;
        }
        out[i++] = new Scru64Id(next);
        value = next;
      }
      if (i == from) {
        return code;
      }
      if (last.compareAndSet(stored, value)) {
        return i - from;
      }
    }
  }

  /**
   * The value after {@code stored} for clock tick {@code now}, or a negative code; draws a random
   * number only when the counter is renewed.
   */
  long step(long stored, long now, RandomSource random) {
    return step(stored, now, random, UNBOUNDED);
  }

  /**
   * The value after {@code stored} for clock tick {@code now}, or a negative code; {@link #BEYOND}
   * when that value's timestamp would be above {@code bound} (checked before any random draw).
   */
  long step(long stored, long now, RandomSource random, long bound) {
    long value = stored & ~RENEW;
    long timestamp = value >>> 24;
    if (now > timestamp) {
      return now > bound ? BEYOND : now << 24 | nodeBits | renewedCounter(random);
    }
    if (now + allowance < timestamp) {
      return ROLLBACK;
    }
    if (stored >= 0 && (value & counterMask) != counterMask) {
      return timestamp > bound ? BEYOND : value + 1;
    }
    // counter overflow (or a pending renewal): timestamp + 1 with a renewed counter
    if (timestamp >= Scru64Id.MAX_TIMESTAMP) {
      return EXHAUSTED;
    }
    if (timestamp + 1 > now + allowance) {
      return AHEAD;
    }
    if (timestamp + 1 > bound) {
      return BEYOND;
    }
    return (timestamp + 1) << 24 | nodeBits | renewedCounter(random);
  }

  /** {@code nextInt() >>> (32 - bits)}, or 0 without a call when there are no bits. */
  private long renewedCounter(RandomSource random) {
    return renewBits == 0 ? 0 : random.nextInt() >>> (32 - renewBits);
  }

  /** Makes the next id renew its counter, moving to the next tick if the clock has not. */
  void renew() {
    long stored;
    do {
      stored = last.get();
    } while (!last.compareAndSet(stored, stored | RENEW));
  }

  /** The last id's value (or the node spec's floor before the first id). */
  long last() {
    return last.get() & ~RENEW;
  }

  /** The first Unix ms at which {@link #step} may succeed again after {@code code}. */
  long resumeMillis(long code) {
    long timestamp = last() >>> 24;
    long tick = timestamp - allowance + (code == AHEAD ? 1 : 0);
    return Math.max(tick, 0) << 8;
  }

  int nodeIdSize() {
    return nodeIdSize;
  }

  long allowance() {
    return allowance;
  }
}
