package dev.sortid;

import java.util.random.RandomGenerator;

/**
 * A caller-supplied {@link RandomGenerator}, called once per value and never buffered, so that a
 * scripted generator sees exactly the calls a generator's documentation lists.
 */
final class CallerRandomSource implements RandomSource {
  private final RandomGenerator random;

  CallerRandomSource(RandomGenerator random) {
    this.random = random;
  }

  @Override
  public int nextInt() {
    return random.nextInt();
  }

  @Override
  public long nextLong() {
    return random.nextLong();
  }

  /** The caller owns the generator and its seeding: nothing to renew here. */
  @Override
  public void reseed() {}
}
