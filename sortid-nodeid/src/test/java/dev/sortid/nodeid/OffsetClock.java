package dev.sortid.nodeid;

import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;

/** The system clock plus an offset the test sets: a machine whose clock is off. */
final class OffsetClock implements InstantSource {
  final AtomicLong offsetMillis = new AtomicLong();

  OffsetClock(long offsetMillis) {
    this.offsetMillis.set(offsetMillis);
  }

  @Override
  public long millis() {
    return System.currentTimeMillis() + offsetMillis.get();
  }

  @Override
  public Instant instant() {
    return Instant.ofEpochMilli(millis());
  }
}
