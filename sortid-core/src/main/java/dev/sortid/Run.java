package dev.sortid;

/**
 * A run of the {@link GeneratorEngine}: the ids {@code start + n} for the values n in 1..limit that
 * its {@link RunCounter} hands out for {@code version}. Immutable; the engine publishes the current
 * run through a volatile field and replaces it only under its lock (see "Runs, and what a thread
 * pays" in {@link GeneratorEngine}).
 *
 * @param <S> the scheme's state
 */
final class Run<S> {
  final S start;
  final long tick;
  final long version;

  /** The largest n: within the counted field's room and {@link RunCounter#MAX_N}. */
  final long limit;

  /**
   * Set by {@link GeneratorEngine#reseed()}: the next state must not count on, so no n is handed
   * out.
   */
  final boolean renew;

  /**
   * @param start the state the run counts on from
   * @param tick the start state's tick
   * @param version the {@link RunCounter} version whose values belong to this run
   * @param room how many +1 steps of the counted field fit after {@code start}
   * @param renew whether the next state must be drawn afresh
   */
  Run(S start, long tick, long version, long room, boolean renew) {
    this.start = start;
    this.tick = tick;
    this.version = version;
    this.limit = Math.min(RunCounter.MAX_N, room);
    this.renew = renew;
  }
}
