package dev.sortid;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The lock-free part of the {@link GeneratorEngine}: it hands out a <em>run</em> of ids, {@code
 * start + n} for n = 1, 2, 3...: one {@code long} holding the run's version in its high bits and
 * the next n in its low {@value #N_BITS}. Threads take values with a compare-and-set of that one
 * word, so threads on different cores share one hot word, not the last id's object. Only the holder
 * of the generator's lock ends a run and starts the next; ending moves the word to the next
 * version, so a take that raced with the change fails instead of giving a value of the old run
 * after its end was counted.
 *
 * <p>A run gives at most {@link #MAX_N} values, so the low bits never carry into the version.
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

  /** What {@link #take} returns when it takes nothing: no run's n is 0. */
  static final long NONE = 0;

  /** {@code version << N_BITS | next n}; version 0 starts at n = 1. */
  @SuppressWarnings("unused") // accessed through VALUE
  private volatile long value = 1;

  /**
   * Takes {@code count} values n .. n + count - 1 of the run of {@code version}, all at most {@code
   * limit} (at most {@link #MAX_N}).
   *
   * @return n, or {@link #NONE} when that run has ended or has no room for them (nothing is taken
   *     then)
   */
  long take(long version, long limit, int count) {
    while (true) {
      long c = (long) VALUE.getVolatile(this);
      long n = c & N_MASK;
      if (c >>> N_BITS != version || n + count - 1 > limit) {
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
   * @return how many values the ended run gave: it gave 1 .. that number
   */
  long end(long version) {
    long c = (long) VALUE.getAndSet(this, (version + 1) << N_BITS | 1);
    return (c & N_MASK) - 1;
  }
}
