package dev.sortid;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The lock-free part of the {@link GeneratorEngine}: it hands out a <em>run</em> of ids, {@code
 * start + n} for n = 1, 2, 3...: one {@code long} holding the run's version times 2<sup>{@value
 * #N_BITS}</sup> plus the next n. Threads take values from that one word, so threads on different
 * cores share one hot word, not the last id's object. Only the holder of the generator's lock ends
 * a run and starts the next; ending moves the word to the next version, so a take that raced with
 * the change fails instead of giving a value of the old run after its end was counted.
 *
 * <p>A single value is taken with one atomic add ({@link #takeOne}): no retry loop, so a thread
 * never spins while others take, and the take is one locked instruction whatever the contention.
 * The price is that a failed single take still moves the word by one: past the run's limit (the run
 * is used up anyway), or into the next run when it raced with an end (that run then skips one n, a
 * gap, never a repeat). A take of several values ({@link #take}) compares and sets, so it takes
 * nothing when they do not all fit. Either way n is read as the word minus the run's base, so no
 * number of failed adds can make a value of one run look like a value of another.
 *
 * <p>A run gives at most {@link #MAX_N} values.
 */
final class RunCounter {
  private static final VarHandle VALUE;

  static {
    try {
      VALUE = MethodHandles.lookup().findVarHandle(RunCounter.class, "value", long.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  static final int N_BITS = 24;

  private static final long N_MASK = (1L << N_BITS) - 1;

  /** The most values one run gives. */
  static final long MAX_N = N_MASK - 1;

  /** What {@link #take} and {@link #takeOne} return when they take nothing: no run's n is 0. */
  static final long NONE = 0;

  /** {@code version << N_BITS} plus the next n; version 0 starts at n = 1. */
  @SuppressWarnings("unused") // accessed through VALUE
  private volatile long value = 1;

  /**
   * Takes one value n of the run of {@code version}, at most {@code limit}: one atomic add.
   *
   * @return n, or {@link #NONE} when that run has ended or has no room (the add is then a gap: see
   *     the class docs)
   */
  long takeOne(long version, long limit) {
    long n = (long) VALUE.getAndAdd(this, 1L) - (version << N_BITS);
    return Long.compareUnsigned(n - 1, limit) < 0 ? n : NONE;
  }

  /**
   * Takes {@code count} values n .. n + count - 1 of the run of {@code version}, all at most {@code
   * limit} (at most {@link #MAX_N}).
   *
   * @return n, or {@link #NONE} when that run has ended or has no room for them (nothing is taken
   *     then)
   */
  long take(long version, long limit, int count) {
    if (count > limit) {
      return NONE;
    }
    long base = version << N_BITS;
    while (true) {
      long c = (long) VALUE.getVolatile(this);
      long n = c - base;
      if (Long.compareUnsigned(n - 1, limit - count) > 0) {
        return NONE;
      }
      if (VALUE.compareAndSet(this, c, c + count)) {
        return n;
      }
    }
  }

  /**
   * Ends the run of {@code version} (the current one; the caller holds the generator's lock) and
   * readies the run of {@code version + 1} at n = 1.
   *
   * @param limit the run's limit
   * @return how far the ended run got: it gave values in 1 .. that number, at most {@code limit}
   *     (failed single takes past the limit are not counted)
   */
  long end(long version, long limit) {
    long c = (long) VALUE.getAndSet(this, (version + 1) << N_BITS | 1);
    return Math.min(c - (version << N_BITS) - 1, limit);
  }
}
