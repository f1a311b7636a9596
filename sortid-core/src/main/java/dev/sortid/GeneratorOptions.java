package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.Locale;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The settings every generator builder shares (clock, random source, rollback allowance), with
 * their validation, and the clock check every generator applies. Builders hold one of these and
 * delegate to it.
 */
final class GeneratorOptions {
  /** The default rollback allowance of every scheme: 10 seconds. */
  static final Duration DEFAULT_ROLLBACK_ALLOWANCE = Duration.ofSeconds(10);

  private InstantSource clock = InstantSource.system();
  private RandomGenerator random;
  private long rollbackAllowanceMillis = DEFAULT_ROLLBACK_ALLOWANCE.toMillis();
  private boolean perThread;

  void clock(InstantSource clock) {
    this.clock = Objects.requireNonNull(clock, "clock");
  }

  void random(RandomGenerator random) {
    this.random = Objects.requireNonNull(random, "random");
  }

  /** Sets the allowance; it must be zero or more and at most {@code maxMillis}. */
  void rollbackAllowance(Duration allowance, long maxMillis) {
    Objects.requireNonNull(allowance, "rollbackAllowance");
    if (allowance.isNegative() || allowance.compareTo(Duration.ofMillis(maxMillis)) > 0) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT, "rollbackAllowance must be in 0..%d ms, got %s", maxMillis, allowance));
    }
    this.rollbackAllowanceMillis = allowance.toMillis();
  }

  /** Whether each thread gets its own state (see {@link Engines}). */
  void perThread(boolean perThread) {
    this.perThread = perThread;
  }

  boolean perThread() {
    return perThread;
  }

  InstantSource clock() {
    return clock;
  }

  /** A new random source: the caller's generator, or a new secure default. */
  RandomSource randomSource() {
    return RandomSource.of(random);
  }

  long rollbackAllowanceMillis() {
    return rollbackAllowanceMillis;
  }

  /** True if a clock reading in the scheme's unit lies in {@code [1, max]}. */
  static boolean clockInRange(long reading, long max) {
    return reading >= 1 && reading <= max;
  }

  /** The exception for a clock reading outside {@code [1, max]}. */
  static IllegalStateException clockOutOfRange(
      IdScheme scheme, long reading, long max, String unit) {
    return new IllegalStateException(
        String.format(
            Locale.ROOT,
            "the clock reads %d %s, outside the %s timestamp range 1..%d; check the clock",
            reading,
            unit,
            scheme,
            max));
  }
}
