package dev.sortid;

import java.util.function.ToLongFunction;

/**
 * The runs of a generator whose ids step by +1 in one field within a millisecond (ULID's 80 random
 * bits, SCRU128's 48 counter bits, EUID's high 32 random bits): the current run, its {@link
 * RunCounter}, and the lock under which runs end and start.
 *
 * <p>A run is an immutable start id and the values n = 1, 2, 3... that the counter hands out for
 * the run's version; the generator makes the id {@code start + n} (with any fresh bits of its
 * scheme) without a lock. When the run cannot give an id (the clock moved on or back beyond the
 * allowance, a reseed is pending, the run's room is used up), the generator steps from the run's
 * last id under the lock with its scheme's rules ({@link Step}), and the step's id starts the next
 * run.
 *
 * @param <T> the id type
 */
final class Runs<T> {
  /** A scheme's step from the last id: its generator state rules. */
  interface Step<T> {
    /**
     * The id after {@code last} at clock reading {@code now}, drawing what randomness it needs, or
     * null when it cannot be made (then nothing changes).
     *
     * @param renew whether a reseed is pending: {@code last} must not be counted on
     * @param reset whether a rollback beyond the allowance starts over
     */
    T next(T last, boolean renew, long now, boolean reset);
  }

  /** The id {@code start + n} in the stepped field, any fresh bits zero. */
  interface Plus<T> {
    T plus(T start, long n);
  }

  /** A run: {@code start + n} for the values n in 1..limit that the counter gives for version. */
  static final class Run<T> {
    final T start;
    final long timestamp;
    final long version;

    /** The largest n: within the stepped field's room and {@link RunCounter#MAX_N}. */
    final long limit;

    /** Set by {@link Runs#reseed()}: the next id must not count on, so no n is handed out. */
    final boolean renew;

    private Run(T start, long timestamp, long version, long room, boolean renew) {
      this.start = start;
      this.timestamp = timestamp;
      this.version = version;
      this.limit = Math.min(RunCounter.MAX_N, room);
      this.renew = renew;
    }
  }

  private final long rollbackAllowance;
  private final ToLongFunction<T> timestampOf;
  private final ToLongFunction<T> roomAfter;
  private final Plus<T> plus;
  private final RunCounter counter = new RunCounter();
  private final Object lock = new Object();

  /** The current run, replaced only under {@link #lock}. */
  private volatile Run<T> run;

  /**
   * @param floor the id below every id (the run before the first id)
   * @param timestampOf an id's timestamp
   * @param roomAfter how many +1 steps of the field fit after an id (at least 0)
   * @param plus {@code start + n}
   */
  Runs(
      T floor,
      long rollbackAllowance,
      ToLongFunction<T> timestampOf,
      ToLongFunction<T> roomAfter,
      Plus<T> plus) {
    this.rollbackAllowance = rollbackAllowance;
    this.timestampOf = timestampOf;
    this.roomAfter = roomAfter;
    this.plus = plus;
    this.run = newRun(floor, 0, false);
  }

  /** The current run. */
  Run<T> current() {
    return run;
  }

  /**
   * Takes {@code count} values from run {@code r} at clock reading {@code now}, without a lock.
   *
   * @return the first n, or -1 when the run cannot give them (nothing is taken then)
   */
  long take(Run<T> r, long now, int count) {
    if (r.renew || now > r.timestamp || now + rollbackAllowance < r.timestamp) {
      return -1; // (a count above MAX_N never fits: RunCounter refuses it)
    }
    return counter.take(r.version, r.limit, count);
  }

  /**
   * Under the lock: ends the current run and steps from its last id; the new id starts the next
   * run. When the step gives null nothing changes (the run restarts at the same last id).
   *
   * @return the step's id, or null
   */
  T step(long now, boolean reset, Step<T> step) {
    synchronized (lock) {
      Run<T> r = run;
      T last = end(r);
      T next = step.next(last, r.renew, now, reset);
      start(next != null ? next : last, next == null && r.renew);
      return next;
    }
  }

  /**
   * Under the lock: fills {@code ids} with ids stepped one by one from the current run's last id
   * (with reset), as one contiguous batch.
   *
   * @return -1 when all were made; else the index of the id that could not be made, and then
   *     nothing changes
   */
  int stepAll(long now, T[] ids, Step<T> step) {
    synchronized (lock) {
      Run<T> r = run;
      T last = end(r);
      T id = last;
      boolean renew = r.renew;
      for (int i = 0; i < ids.length; i++) {
        id = step.next(id, renew, now, true);
        if (id == null) {
          start(last, r.renew);
          return i;
        }
        renew = false;
        ids[i] = id;
      }
      start(id, false);
      return -1;
    }
  }

  /** Makes the next id step with renew set, after every id made so far. */
  void reseed() {
    synchronized (lock) {
      Run<T> r = run;
      if (!r.renew) {
        start(end(r), true);
      }
    }
  }

  /** Ends run {@code r} (the current one, under the lock); returns its last id, or its start. */
  private T end(Run<T> r) {
    long given = counter.end(r.version);
    return given == 0 ? r.start : plus.plus(r.start, given);
  }

  /** Publishes the next run, after {@code start} (under the lock). */
  private void start(T start, boolean renew) {
    run = newRun(start, run.version + 1, renew);
  }

  private Run<T> newRun(T start, long version, boolean renew) {
    return new Run<>(
        start, timestampOf.applyAsLong(start), version, roomAfter.applyAsLong(start), renew);
  }
}
