package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waits for a condition with a generous deadline: tests assert outcomes, never durations. */
final class Await {
  /** Generous: a loaded 2-core machine must not fail a test that would pass on an idle one. */
  static final Duration LONG = Duration.ofSeconds(60);

  private Await() {}

  static void until(String what, BooleanSupplier condition) {
    until(what, LONG, condition);
  }

  static void until(String what, Duration deadline, BooleanSupplier condition) {
    long end = System.nanoTime() + deadline.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() - end > 0) {
        fail("not within " + deadline + ": " + what);
      }
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
  }
}
