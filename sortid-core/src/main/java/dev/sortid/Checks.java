package dev.sortid;

import java.time.Instant;
import java.util.Locale;
import java.util.Objects;

/** Argument checks with messages that name the parameter, the value and the range. */
final class Checks {
  private Checks() {}

  /** Returns {@code value} if it is in {@code [min, max]}, else throws. */
  static long inRange(String name, long value, long min, long max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(
          String.format(Locale.ROOT, "%s must be in %d..%d, got %d", name, min, max, value));
    }
    return value;
  }

  /** Returns {@code value} if it is in {@code [min, max]}, else throws. */
  static int inRange(String name, int value, int min, int max) {
    return (int) inRange(name, (long) value, min, max);
  }

  /**
   * The Unix milliseconds of an instant (sub-millisecond parts dropped, toward the past), if in
   * {@code [0, maxMillis]}.
   */
  static long epochMillis(Instant instant, long maxMillis) {
    Objects.requireNonNull(instant, "instant");
    long seconds = instant.getEpochSecond();
    // seconds first: toEpochMilli() overflows for instants far out; within them it is exact
    if (seconds >= 0 && seconds <= maxMillis / 1000) {
      long millis = instant.toEpochMilli();
      if (millis <= maxMillis) {
        return millis;
      }
    }
    throw new IllegalArgumentException(
        String.format(
            Locale.ROOT,
            "instant must be in %s..%s, got %s",
            Instant.EPOCH,
            Instant.ofEpochMilli(maxMillis),
            instant));
  }
}
