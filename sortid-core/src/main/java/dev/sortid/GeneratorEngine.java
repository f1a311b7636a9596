package dev.sortid;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;

/**
 * The one engine behind every generator: the shared state, the rules every scheme follows when the
 * clock moves on, stands still or goes back, and the protocol that keeps ids unique and increasing
 * under any number of threads. Each scheme contributes only its {@link Steps}: how a state is
 * counted on (+1 in one field) and how a fresh state is drawn.
 *
 * <h2>The step</h2>
 *
 * For a clock reading {@code now} (in the scheme's ticks) and the last state, with {@code tick} the
 * last state's tick:
 *
 * <ol>
 *   <li>{@code now} outside the scheme's range: {@link Step.Outcome#CLOCK_OUT_OF_RANGE}.
 *   <li>{@code now > tick}: a fresh state at {@code now} ({@link Step.Outcome#NEW_TICK}).
 *   <li>{@code now + allowance < tick}: {@link Step.Outcome#ROLLBACK}, or (for {@link
 *       OnRollback#RESET}) a fresh state at {@code now} ({@link Step.Outcome#RESET}); decided on a
 *       fresh reading, see below.
 *   <li>room left in the counted field: the last state + 1 ({@link Step.Outcome#INCREMENTED}, or
 *       {@link Step.Outcome#COUNTED_ON} while {@code now < tick}).
 *   <li>else the field overflowed: as the scheme's {@link Overflow} says, a fresh state at {@code
 *       tick + 1} ({@link Step.Outcome#NEXT_TICK}), {@link Step.Outcome#AHEAD} or {@link
 *       Step.Outcome#EXHAUSTED}; at the scheme's last tick always {@link Step.Outcome#EXHAUSTED}.
 * </ol>
 *
 * After {@link #reseed()} the next step does not count on: the clock moved on or not, it draws a
 * fresh state ({@link Step.Outcome#RENEWED}), at {@code tick + 1} if need be.
 *
 * <h2>Runs, and what a thread pays</h2>
 *
 * The current state starts a <em>run</em>: the immutable start state and the values n = 1, 2, 3...
 * that a {@link RunCounter} hands out for the run's version. While the clock reads within the run's
 * tick (not past it, not back beyond the allowance), an id is {@code start + n} with whatever fresh
 * bits its scheme draws per id: one clock read and one compare-and-set of one hot word, no lock.
 * When the run cannot give an id (the clock moved on or back beyond the allowance, a reseed is
 * pending, the run's room is used up), the thread takes the lock, ends the run (the counter moves
 * to the next version, so a take that raced with the end fails and comes to the lock), steps from
 * the run's last state as above, and starts the next run at the step's state.
 *
 * <h2>Fresh readings</h2>
 *
 * A reading taken before the lock may be stale: the thread may have been descheduled, or the
 * process paused, between reading the clock and taking the lock, while other threads moved the
 * state on. So a step that finds the clock behind ({@link Step.Outcome#ROLLBACK}, {@link
 * Step.Outcome#AHEAD}) is never acted on: the engine reads the clock again under the lock and steps
 * on that reading. Only a rollback seen on the fresh reading resets, aborts, waits or throws. The
 * common path keeps one clock read per id (per batch for {@link #generate(int)}).
 *
 * <h2>Entry points</h2>
 *
 * A generator that never waits calls {@link #generate()} and {@link #generate(int)}: when no id can
 * be made they reset (as its {@link OnRollback} says) or throw its {@link Steps#failure}, and a
 * batch makes all its ids or none. A generator that waits (SCRU64) calls {@link
 * #generate(LongSupplier, Waiter)} and {@link #generate(int, LongSupplier, Waiter)}: they never
 * reset, keep a batch's ids made so far, and let its {@link Waiter} sleep or throw. Both kinds call
 * {@link #generateOrAbort(long)}, which never resets, waits or throws.
 *
 * @param <S> the scheme's state: the last id, or what the scheme keeps besides
 * @param <T> the id type
 */
final class GeneratorEngine<S, T> {
  /**
   * A scheme's part: pure functions over immutable states that draw their randomness from the
   * scheme's source in the order its generator documents. The engine calls {@link #increment} and
   * {@link #fresh} under its lock, {@link #fromRun} without it.
   */
  interface Steps<S, T> {
    /** The state's tick, in the clock's unit. */
    long tick(S state);

    /** How many +1 steps of the counted field fit after {@code state} in its tick. */
    long roomAfter(S state);

    /** {@code state + n} in the counted field, n in 1..{@link #roomAfter}; no fresh bits. */
    S plus(S state, long n);

    /** {@code last + 1} in the counted field, with the bits drawn afresh for every id. */
    S increment(S last);

    /**
     * A fresh state at {@code tick}, after {@code last}, for {@code why}: {@link
     * Step.Outcome#NEW_TICK}, {@link Step.Outcome#NEXT_TICK}, {@link Step.Outcome#RENEWED} or
     * {@link Step.Outcome#RESET}.
     */
    S fresh(S last, long tick, Step.Outcome why);

    /** The scheme's random source. */
    RandomSource random();

    /**
     * The id {@code start + n} of a run, with the bits drawn afresh for every id from {@code
     * random}: the scheme's source, or its {@link RandomSource#local()} view within a batch.
     */
    T fromRun(S start, long n, RandomSource random);

    /** The id of a state that a step made. */
    T id(S state);

    /**
     * The exception for a step that made nothing, with {@code last} the state it stepped from;
     * {@code made} of {@code count} ids were made before it in one batch (0 of 1 for a single id).
     */
    IllegalStateException failure(Step<S> step, S last, int made, int count);
  }

  /** What a rollback beyond the allowance, seen on a fresh reading, leads to. */
  enum OnRollback {
    /** A fresh state at the reading: the new ids sort below the earlier ones. */
    RESET,
    /** Nothing: {@link Step.Outcome#ROLLBACK}. */
    REFUSE
  }

  /** What an overflow of the counted field leads to (below the last tick). */
  enum Overflow {
    /** A fresh state at the last tick + 1. */
    NEXT_TICK,
    /** A fresh state at the last tick + 1, unless that is more than the allowance ahead. */
    NEXT_TICK_WITHIN_ALLOWANCE,
    /** Nothing ({@link Step.Outcome#EXHAUSTED}) until the clock moves on. */
    FAILS
  }

  /** A bound that allows every tick. */
  static final long UNBOUNDED = Long.MAX_VALUE;

  private final Steps<S, T> steps;
  private final LongSupplier clock;
  private final long allowance;
  private final long minTick;
  private final long maxTick;
  private final Overflow overflow;
  private final OnRollback onRollback;
  private final RunCounter counter = new RunCounter();
  private final Object lock = new Object();

  /** The current run, replaced only under {@link #lock}. */
  private volatile Run<S> run;

  /**
   * @param floor the state below every state (the run before the first id)
   * @param clock reads the clock in the scheme's ticks (a reading outside minTick..maxTick is out
   *     of range)
   * @param allowance the rollback allowance in ticks
   * @param minTick the scheme's first usable tick
   * @param maxTick the scheme's last usable tick
   * @param onRollback what {@link #generate()} and {@link #generate(int)} do on a rollback beyond
   *     the allowance
   */
  GeneratorEngine(
      Steps<S, T> steps,
      S floor,
      LongSupplier clock,
      long allowance,
      long minTick,
      long maxTick,
      Overflow overflow,
      OnRollback onRollback) {
    this.steps = steps;
    this.clock = clock;
    this.allowance = allowance;
    this.minTick = minTick;
    this.maxTick = maxTick;
    this.overflow = overflow;
    this.onRollback = onRollback;
    this.run = newRun(floor, 0, false);
  }

  /**
   * Waits before a generator tries again after a step that made nothing (SCRU64, which never
   * resets).
   */
  interface Waiter<S> {
    /**
     * Sleeps toward the time {@code step} could succeed, or throws when it will not wait (longer).
     *
     * @param startNanos {@link System#nanoTime()} when this wait began
     * @throws IllegalStateException when the generator stops waiting
     */
    void pause(Step<S> step, long startNanos);
  }

  /** The next id, or the scheme's failure: a reset on a real rollback if so configured. */
  T generate() {
    long now = clock.getAsLong();
    Run<S> r = run;
    long n = take(r, now, 1, UNBOUNDED);
    if (n != RunCounter.NONE) {
      return steps.fromRun(r.start, n, steps.random());
    }
    Step<S> step = step(now, onRollback, UNBOUNDED);
    if (!step.made()) {
      throw steps.failure(step, last(), 0, 1);
    }
    return steps.id(step.state());
  }

  /**
   * The next id within {@code bound} (read once per attempt), never resetting: while a step makes
   * nothing, {@code waiter} sleeps (or throws) and the clock is read again.
   */
  T generate(LongSupplier bound, Waiter<S> waiter) {
    long now = clock.getAsLong();
    Run<S> r = run;
    long n = take(r, now, 1, bound.getAsLong());
    if (n != RunCounter.NONE) {
      return steps.fromRun(r.start, n, steps.random());
    }
    long start = System.nanoTime();
    while (true) {
      Step<S> step = step(now, OnRollback.REFUSE, bound.getAsLong());
      if (step.made()) {
        return steps.id(step.state());
      }
      waiter.pause(step, start);
      now = clock.getAsLong();
    }
  }

  /**
   * The next id within {@code bound} ({@link #UNBOUNDED} for none), or empty where a generator
   * would reset, wait or throw.
   */
  Optional<T> generateOrAbort(long bound) {
    long now = clock.getAsLong();
    Run<S> r = run;
    long n = take(r, now, 1, bound);
    if (n != RunCounter.NONE) {
      return Optional.of(steps.fromRun(r.start, n, steps.random()));
    }
    Step<S> step = step(now, OnRollback.REFUSE, bound);
    return step.made() ? Optional.of(steps.id(step.state())) : Optional.empty();
  }

  /**
   * {@code count} ids on one clock reading, contiguous: taken from the run at once, or stepped one
   * by one under the lock. When a step makes nothing, nothing changes and the scheme's failure is
   * thrown.
   */
  List<T> generate(int count) {
    T[] ids = newArray(count);
    if (count > 0) {
      long now = clock.getAsLong();
      Run<S> r = run;
      long n = take(r, now, count, UNBOUNDED);
      if (n != RunCounter.NONE) {
        RandomSource random = steps.random().local();
        for (int i = 0; i < count; i++) {
          ids[i] = steps.fromRun(r.start, n + i, random);
        }
      } else {
        Batch<S> batch = stepAllOrNone(now, ids);
        if (batch.stop() != null) {
          throw steps.failure(batch.stop(), last(), batch.made(), count);
        }
      }
    }
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  /**
   * {@code count} ids within {@code bound} (read once per attempt), never resetting: taken in runs
   * as far as the state moves, and while a step makes nothing, {@code waiter} sleeps (or throws)
   * and the clock is read again; one clock read per batch unless it waits.
   */
  List<T> generate(int count, LongSupplier bound, Waiter<S> waiter) {
    T[] ids = newArray(count);
    int made = 0;
    long now = count > 0 ? clock.getAsLong() : 0;
    while (made < count) {
      Run<S> r = run;
      long n = take(r, now, count - made, bound.getAsLong());
      if (n != RunCounter.NONE) {
        RandomSource random = steps.random().local();
        for (int i = made; i < count; i++) {
          ids[i] = steps.fromRun(r.start, n + i - made, random);
        }
        break;
      }
      long start = System.nanoTime();
      Batch<S> batch = stepAsFarAsAllowed(now, ids, made, bound.getAsLong());
      made += batch.made();
      while (batch.stop() != null && batch.made() == 0) {
        waiter.pause(batch.stop(), start);
        now = clock.getAsLong();
        batch = stepAsFarAsAllowed(now, ids, made, bound.getAsLong());
        made += batch.made();
      }
    }
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  @SuppressWarnings("unchecked") // an Object[] that only ever holds T, seen as List<T>
  private T[] newArray(int count) {
    Checks.inRange("count", count, 0, Integer.MAX_VALUE);
    return (T[]) new Object[count];
  }

  /**
   * How a batch of steps went.
   *
   * @param made how many ids it made (before the stop, if any)
   * @param stop the step that made nothing, or null when all were made
   * @param state the state after the last id made (the state stepped from when none was)
   * @param renew whether that state still owes a fresh draw: a pending reseed, and no id made
   */
  private record Batch<S>(int made, Step<S> stop, S state, boolean renew) {}

  /** Makes the next step draw a fresh state, after every id made so far. */
  void reseed() {
    synchronized (lock) {
      Run<S> r = run;
      if (!r.renew) {
        start(end(r), true);
      }
    }
  }

  /**
   * Ends the current run and starts the next at {@code next.apply(last state)}, under the lock, so
   * that what {@code next} changes in the scheme is seen by every later step: ids taken from the
   * run before are in the last state, and takes racing with the end fail and step under the lock.
   */
  void restart(UnaryOperator<S> next) {
    synchronized (lock) {
      Run<S> r = run;
      start(next.apply(end(r)), r.renew);
    }
  }

  /** The last state: of the last id made (or the floor before the first). */
  S last() {
    synchronized (lock) {
      Run<S> r = run;
      S last = end(r);
      start(last, r.renew);
      return last;
    }
  }

  /**
   * Takes {@code count} values from run {@code r} at reading {@code now}, without a lock.
   *
   * @return the first n, or {@link RunCounter#NONE} when the run cannot give them
   */
  private long take(Run<S> r, long now, int count, long bound) {
    if (r.renew || now > r.tick || now + allowance < r.tick || now < minTick || r.tick > bound) {
      return RunCounter.NONE;
    }
    return counter.take(r.version, r.limit, count);
  }

  /** Under the lock: ends the current run, steps from its last state and starts the next run. */
  private Step<S> step(long now, OnRollback rollback, long bound) {
    synchronized (lock) {
      Run<S> r = run;
      S last = end(r);
      Step<S> step = decide(last, r.renew, now, rollback, bound);
      start(step.made() ? step.state() : last, r.renew && !step.made());
      return step;
    }
  }

  /**
   * Under the lock: fills all of {@code ids} with ids stepped one by one from the current run's
   * last state, as {@link #generate()} would step; when a step makes nothing, nothing changes:
   * {@code ids} keeps nulls and the next run starts where this one ended.
   */
  private Batch<S> stepAllOrNone(long now, T[] ids) {
    synchronized (lock) {
      Run<S> r = run;
      S last = end(r);
      Batch<S> batch = stepEach(last, r.renew, now, ids, 0, onRollback, UNBOUNDED);
      if (batch.stop() != null) {
        Arrays.fill(ids, 0, batch.made(), null);
        start(last, r.renew);
      } else {
        start(batch.state(), batch.renew());
      }
      return batch;
    }
  }

  /**
   * Under the lock: fills {@code ids} from index {@code from} with ids stepped one by one from the
   * current run's last state, never resetting and within {@code bound}; when a step makes nothing,
   * the ids made before it are kept and the next run starts after them.
   */
  private Batch<S> stepAsFarAsAllowed(long now, T[] ids, int from, long bound) {
    synchronized (lock) {
      Run<S> r = run;
      Batch<S> batch = stepEach(end(r), r.renew, now, ids, from, OnRollback.REFUSE, bound);
      start(batch.state(), batch.renew());
      return batch;
    }
  }

  /**
   * Steps from {@code last} once per slot of {@code ids} from {@code from} on, until a step makes
   * nothing; each step's reading is the one the previous step acted on. Changes nothing but {@code
   * ids}: the caller, under the lock, starts the next run from the batch.
   */
  private Batch<S> stepEach(
      S last, boolean renew, long now, T[] ids, int from, OnRollback rollback, long bound) {
    S state = last;
    long reading = now;
    for (int i = from; i < ids.length; i++) {
      Step<S> step = decide(state, renew, reading, rollback, bound);
      if (!step.made()) {
        return new Batch<>(i - from, step, state, renew);
      }
      reading = step.now();
      state = step.state();
      renew = false;
      ids[i] = steps.id(state);
    }
    return new Batch<>(ids.length - from, null, state, renew);
  }

  /** The step from {@code last}, re-reading the clock before acting on a clock that is behind. */
  private Step<S> decide(S last, boolean renew, long now, OnRollback rollback, long bound) {
    Step<S> step = stepAt(last, renew, now);
    Step.Outcome outcome = step.outcome();
    if (outcome == Step.Outcome.ROLLBACK || outcome == Step.Outcome.AHEAD) {
      long fresh = clock.getAsLong();
      step = stepAt(last, renew, fresh);
      if (step.outcome() == Step.Outcome.ROLLBACK && rollback == OnRollback.RESET) {
        step = Step.made(Step.Outcome.RESET, steps.fresh(last, fresh, Step.Outcome.RESET), fresh);
      }
    }
    if (step.made() && steps.tick(step.state()) > bound) {
      return Step.none(Step.Outcome.BEYOND_BOUND, step.now());
    }
    return step;
  }

  /** The step from {@code last} at reading {@code now} (see the class docs). */
  private Step<S> stepAt(S last, boolean renew, long now) {
    if (now < minTick || now > maxTick) {
      return Step.none(Step.Outcome.CLOCK_OUT_OF_RANGE, now);
    }
    long tick = steps.tick(last);
    Step.Outcome outcome;
    if (now > tick) {
      outcome = renew ? Step.Outcome.RENEWED : Step.Outcome.NEW_TICK;
      return Step.made(outcome, steps.fresh(last, now, outcome), now);
    }
    if (now + allowance < tick) {
      return Step.none(Step.Outcome.ROLLBACK, now);
    }
    if (!renew && steps.roomAfter(last) > 0) {
      outcome = now < tick ? Step.Outcome.COUNTED_ON : Step.Outcome.INCREMENTED;
      return Step.made(outcome, steps.increment(last), now);
    }
    if (!renew && overflow == Overflow.FAILS || tick >= maxTick) {
      return Step.none(Step.Outcome.EXHAUSTED, now);
    }
    if (overflow == Overflow.NEXT_TICK_WITHIN_ALLOWANCE && tick + 1 > now + allowance) {
      return Step.none(Step.Outcome.AHEAD, now);
    }
    outcome = renew ? Step.Outcome.RENEWED : Step.Outcome.NEXT_TICK;
    return Step.made(outcome, steps.fresh(last, tick + 1, outcome), now);
  }

  /** Ends run {@code r} (the current one, under the lock); returns its last state. */
  private S end(Run<S> r) {
    long given = counter.end(r.version);
    return given == 0 ? r.start : steps.plus(r.start, given);
  }

  /** Publishes the next run, after {@code start} (under the lock). */
  private void start(S start, boolean renew) {
    run = newRun(start, run.version + 1, renew);
  }

  private Run<S> newRun(S start, long version, boolean renew) {
    return new Run<>(start, steps.tick(start), version, steps.roomAfter(start), renew);
  }
}
