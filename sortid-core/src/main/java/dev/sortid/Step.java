package dev.sortid;

/**
 * What a generator's step made of one clock reading: the next state and how it was reached, or why
 * there is none. The one outcome vocabulary of every generator; see {@link GeneratorEngine}.
 *
 * @param outcome how the state was reached, or why there is none
 * @param state the next state; null exactly when {@link Outcome#made()} is false
 * @param now the clock reading the step decided on, in the generator's ticks
 * @param <S> the scheme's state type
 */
record Step<S>(Step.Outcome outcome, S state, long now) {

  /** How a step went. The first five make a state; the others make none and change nothing. */
  enum Outcome {
    /** The clock reads the last tick: the counted field + 1. */
    INCREMENTED(true),
    /** The clock is back, within the allowance: the counted field + 1 (counted on). */
    COUNTED_ON(true),
    /** The clock moved on: a fresh state at the new tick. */
    NEW_TICK(true),
    /** The counted field overflowed: a fresh state at the last tick + 1. */
    NEXT_TICK(true),
    /** After a reseed: a fresh state, at the new tick or at the last tick + 1. */
    RENEWED(true),
    /** The clock is back beyond the allowance on a fresh reading: a fresh state at that reading. */
    RESET(true),
    /** The clock is back beyond the allowance, and the caller does not reset. */
    ROLLBACK(false),
    /** Moving to the next tick would put the ids more than the allowance ahead of the clock. */
    AHEAD(false),
    /**
     * No greater state exists: the field overflowed where the scheme stops, or at the last tick.
     */
    EXHAUSTED(false),
    /** The clock reads outside the scheme's range of ticks. */
    CLOCK_OUT_OF_RANGE(false),
    /** The next state's tick is above the bound the caller gave (a SCRU64 guard's). */
    BEYOND_BOUND(false);

    private final boolean made;

    Outcome(boolean made) {
      this.made = made;
    }

    /** Whether a step with this outcome made a state. */
    boolean made() {
      return made;
    }
  }

  static <S> Step<S> made(Outcome outcome, S state, long now) {
    return new Step<>(outcome, state, now);
  }

  static <S> Step<S> none(Outcome outcome, long now) {
    return new Step<>(outcome, null, now);
  }

  boolean made() {
    return outcome.made;
  }
}
