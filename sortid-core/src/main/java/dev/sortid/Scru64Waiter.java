package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * How a {@link Scru64Generator} waits while a step makes nothing (SCRU64 never resets): it sleeps,
 * outside any lock, toward the time the step can succeed (the clock caught up, or the guard's bound
 * moved), at most 100 ms at a time while the clock is behind and 10 ms at a time while the guard's
 * bound holds the next id back, and throws once maxWait has passed since the wait began, naming the
 * clock reading, the node spec and the last id's tick. A clock out of range and the end of the
 * timestamps are not waited out: they throw at once. An interrupt ends the wait with an {@link
 * IllegalStateException}, the thread's interrupt flag set again.
 */
final class Scru64Waiter implements GeneratorEngine.Waiter<Scru64Id> {
  /** The longest single sleep while waiting, so that a clock that jumps is noticed soon. */
  private static final long MAX_SLEEP_MILLIS = 100;

  /** The sleep while the guard's bound holds the next id back: it moves on the guard's time. */
  private static final long GUARD_SLEEP_MILLIS = 10;

  private final InstantSource clock;
  private final GeneratorEngine<Scru64Id, Scru64Id> engine;
  private final Scru64Steps steps;
  private final Supplier<Scru64NodeSpec> nodeSpec;
  private final LongSupplier bound;

  /** The rollback allowance in ticks. */
  private final long allowance;

  private final long maxWaitNanos;

  /**
   * @param clock the generator's clock, read in ms
   * @param engine the generator's engine, for the last id
   * @param steps the generator's steps, for the failure at the end of the timestamps
   * @param nodeSpec the generator's current node spec, for messages
   * @param bound the guard's bound, for messages
   * @param allowance the rollback allowance in ticks
   * @param maxWaitNanos the longest one call waits
   */
  Scru64Waiter(
      InstantSource clock,
      GeneratorEngine<Scru64Id, Scru64Id> engine,
      Scru64Steps steps,
      Supplier<Scru64NodeSpec> nodeSpec,
      LongSupplier bound,
      long allowance,
      long maxWaitNanos) {
    this.clock = clock;
    this.engine = engine;
    this.steps = steps;
    this.nodeSpec = nodeSpec;
    this.bound = bound;
    this.allowance = allowance;
    this.maxWaitNanos = maxWaitNanos;
  }

  /**
   * Sleeps toward the time a step that made nothing can succeed, or throws when that cannot happen
   * within maxWait (counted from {@code start}).
   */
  @Override
  public void pause(Step<Scru64Id> step, long start) {
    long millis = clock.millis();
    Step.Outcome outcome = step.outcome();
    Scru64Id last = engine.last();
    long lastTick = last.timestamp();
    if (outcome == Step.Outcome.CLOCK_OUT_OF_RANGE) {
      throw GeneratorOptions.clockOutOfRange(
          IdScheme.SCRU64, millis, Scru64Id.MAX_EPOCH_MILLIS, "ms");
    }
    if (outcome == Step.Outcome.EXHAUSTED) {
      throw steps.failure(step, last, 0, 1);
    }
    boolean guarded = outcome == Step.Outcome.BEYOND_BOUND;
    long remaining = maxWaitNanos - (System.nanoTime() - start);
    if (remaining <= 0 && guarded) {
      throw new IllegalStateException(
          String.format(
              Locale.ROOT,
              "the guard of the SCRU64 generator with node spec %s allowed no id beyond tick %d"
                  + " within maxWait %s (the clock reads tick %d, the last id has tick %d)",
              nodeSpec.get(),
              bound.getAsLong(),
              Duration.ofNanos(maxWaitNanos),
              millis >>> 8,
              lastTick));
    }
    if (remaining <= 0) {
      throw new IllegalStateException(
          String.format(
              Locale.ROOT,
              "the clock reads %d ms (tick %d) but the last SCRU64 id of node spec %s has tick %d:"
                  + " ids may be at most the rollback allowance of %d ticks ahead of the clock,"
                  + " and the clock did not catch up within maxWait %s; check the clock",
              millis,
              millis >>> 8,
              nodeSpec.get(),
              lastTick,
              allowance,
              Duration.ofNanos(maxWaitNanos)));
    }
    long sleepMillis;
    if (guarded) {
      sleepMillis = GUARD_SLEEP_MILLIS;
    } else {
      // the first tick at which the step can succeed: the last tick back by the allowance, or one
      // tick later when the ids would run ahead
      long tick = lastTick - allowance + (outcome == Step.Outcome.AHEAD ? 1 : 0);
      long resumeMillis = Math.max(tick, 0) << 8;
      sleepMillis = Math.min(Math.max(resumeMillis - millis, 1), MAX_SLEEP_MILLIS);
    }
    long nanos = Math.min(sleepMillis * 1_000_000, remaining);
    try {
      Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the clock to catch up", e);
    }
  }
}
