package dev.sortid;

import java.util.Locale;

/**
 * The {@link GeneratorEngine.Steps} of {@link Scru64Generator}, SCRU64's step: the last id counted
 * on by +1 in its counter; a fresh id (new tick, or the next tick on the counter's overflow while
 * that stays within the allowance ahead of the clock) carries the node id and a renewed counter.
 */
final class Scru64Steps implements GeneratorEngine.Steps<Scru64Id, Scru64Id> {
  private final RandomSource random;

  /**
   * {@code node_id << counter_size}: the node bits of every fresh id. Written and read under the
   * engine's lock only ({@link #fresh} runs there; {@link #moveTo} runs in {@link
   * GeneratorEngine#restart}).
   */
  private long nodeBits;

  /** The largest counter: 2<sup>counter_size</sup>-1. */
  private final long counterMask;

  /** The bits of a renewed counter: counter_size, one less when counter_size is 4 or less. */
  private final int renewBits;

  Scru64Steps(RandomSource random, Scru64NodeSpec spec) {
    int counterSize = 24 - spec.nodeIdSize();
    this.random = random;
    this.nodeBits = (long) spec.nodeId() << counterSize;
    this.counterMask = (1L << counterSize) - 1;
    this.renewBits = counterSize <= 4 ? counterSize - 1 : counterSize;
  }

  /**
   * Takes the node id of {@code spec} and returns the state to go on from: the larger of its
   * previous id and the last tick's largest id with the new node bits, so that the next id is above
   * both.
   */
  Scru64Id moveTo(Scru64Id last, Scru64NodeSpec spec) {
    nodeBits = (long) spec.nodeId() << (24 - spec.nodeIdSize());
    long endOfTick = last.toLong() >>> 24 << 24 | nodeBits | counterMask;
    return new Scru64Id(Math.max(spec.floor(), endOfTick));
  }

  @Override
  public long tick(Scru64Id state) {
    return state.timestamp();
  }

  @Override
  public long roomAfter(Scru64Id state) {
    return counterMask - (state.toLong() & counterMask);
  }

  @Override
  public Scru64Id plus(Scru64Id state, long n) {
    return new Scru64Id(state.toLong() + n);
  }

  @Override
  public Scru64Id increment(Scru64Id last) {
    return new Scru64Id(last.toLong() + 1);
  }

  /** {@code nextInt() >>> (32 - bits)} for the counter, or 0 without a call when bits is 0. */
  @Override
  public Scru64Id fresh(Scru64Id last, long tick, Step.Outcome why) {
    long counter = renewBits == 0 ? 0 : random.nextInt() >>> (32 - renewBits);
    return new Scru64Id(tick << 24 | nodeBits | counter);
  }

  @Override
  public RandomSource random() {
    return random;
  }

  @Override
  public Scru64Id fromRun(Scru64Id start, long n, RandomSource draws) {
    return new Scru64Id(start.toLong() + n);
  }

  @Override
  public Scru64Id id(Scru64Id state) {
    return state;
  }

  /**
   * The end of the range ({@link Step.Outcome#EXHAUSTED}); the generator waits on the other
   * outcomes, or names the clock reading (see {@link Scru64Generator#generate()}).
   */
  @Override
  public IllegalStateException failure(Step<Scru64Id> step, Scru64Id last, int made, int count) {
    return new IllegalStateException(
        String.format(
            Locale.ROOT,
            "no SCRU64 id after %s (%s): the counter overflowed at the largest timestamp"
                + " 282429536480, so no more ids can be made",
            last,
            step.outcome()));
  }
}
