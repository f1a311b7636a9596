package dev.sortid;

import java.util.random.RandomGenerator;

/**
 * Where a generator's random bits come from: the default cryptographically strong source, or a
 * caller's {@link RandomGenerator} used directly.
 */
interface RandomSource {

  /** 32 random bits. */
  int nextInt();

  /** 64 random bits. */
  long nextLong();

  /** Renews the random state, so that a copy of the process does not repeat this one's bits. */
  void reseed();

  /**
   * This source as seen by the calling thread, for drawing many values in a row (a batch): the same
   * values in the same order as calls on this source would give, possibly without a per-value
   * lookup. Only the calling thread may use it, and only until it returns to its caller.
   */
  default RandomSource local() {
    return this;
  }

  /** The caller's generator used directly, or the default secure source when it is null. */
  static RandomSource of(RandomGenerator random) {
    return random == null ? new SecureRandomSource() : new CallerRandomSource(random);
  }
}
