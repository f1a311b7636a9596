package dev.sortid;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A RandomGenerator that returns scripted values and records which method was called, so tests can
 * pin the order of calls a generator documents. When the script runs out it repeats the fallback.
 */
final class ScriptedRandom implements RandomGenerator {
  private final Deque<Long> script = new ArrayDeque<>();
  private final List<String> calls = new ArrayList<>();
  private final long fallback;

  private ScriptedRandom(long fallback) {
    this.fallback = fallback;
  }

  /** Every call returns {@code value} (as an int: its low 32 bits). */
  static ScriptedRandom constant(long value) {
    return new ScriptedRandom(value);
  }

  /** Calls return {@code values} in order, then 0. */
  static ScriptedRandom of(long... values) {
    ScriptedRandom random = new ScriptedRandom(0);
    for (long value : values) {
      random.script.add(value);
    }
    return random;
  }

  /** The methods called so far, in order ("nextInt", "nextLong"). */
  List<String> calls() {
    return calls;
  }

  private long next() {
    Long value = script.poll();
    return value == null ? fallback : value;
  }

  @Override
  public int nextInt() {
    calls.add("nextInt");
    return (int) next();
  }

  @Override
  public long nextLong() {
    calls.add("nextLong");
    return next();
  }
}
