package dev.sortid;

import java.time.Instant;
import java.time.InstantSource;

/** A clock the test sets by hand; {@link #millis()} returns what was set. Not thread-safe. */
final class ScriptedClock implements InstantSource {
  private volatile long millis;

  ScriptedClock(long millis) {
    this.millis = millis;
  }

  void set(long millis) {
    this.millis = millis;
  }

  void advance(long delta) {
    this.millis += delta;
  }

  @Override
  public long millis() {
    return millis;
  }

  @Override
  public Instant instant() {
    return Instant.ofEpochMilli(millis);
  }
}
