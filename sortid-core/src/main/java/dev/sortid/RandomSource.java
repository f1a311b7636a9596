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

  /** The caller's generator used directly, or the default secure source when it is null. */
  static RandomSource of(RandomGenerator random) {
    return random == null ? new SecureRandomSource() : new CallerRandomSource(random);
  }
}
