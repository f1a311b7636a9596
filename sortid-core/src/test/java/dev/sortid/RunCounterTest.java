package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

final class RunCounterTest {
  @Test
  void take_givesEachValueOnce_withinTheLimit() {
    RunCounter counter = new RunCounter();
    assertEquals(1, counter.take(0, 10, 1));
    assertEquals(2, counter.take(0, 10, 3)); // 2, 3, 4
    assertEquals(5, counter.take(0, 10, 6)); // 5 .. 10: exactly up to the limit
    assertEquals(RunCounter.NONE, counter.take(0, 10, 1)); // full: nothing taken
    assertEquals(10, counter.end(0));
  }

  @Test
  void take_tooManyForTheRoomLeft_takesNothing() {
    RunCounter counter = new RunCounter();
    assertEquals(1, counter.take(0, 5, 2)); // 1, 2
    assertEquals(RunCounter.NONE, counter.take(0, 5, 4)); // 3 .. 6 would pass the limit
    assertEquals(
        RunCounter.NONE,
        counter.take(0, RunCounter.MAX_N, (int) RunCounter.MAX_N + 1)); // never fits
    assertEquals(3, counter.take(0, 5, 3)); // 3 .. 5 still there
    assertEquals(5, counter.end(0));
  }

  @Test
  void end_startsTheNextVersionAtOne_andTheOldVersionTakesNothing() {
    RunCounter counter = new RunCounter();
    assertEquals(0, counter.end(0)); // nothing given
    assertEquals(
        RunCounter.NONE, counter.take(0, RunCounter.MAX_N, 1)); // a take that raced with the end
    assertEquals(1, counter.take(1, RunCounter.MAX_N, 1));
    assertEquals(RunCounter.NONE, counter.take(2, RunCounter.MAX_N, 1)); // not started yet
    assertEquals(1, counter.end(1));
    assertEquals(1, counter.take(2, RunCounter.MAX_N, (int) RunCounter.MAX_N));
    assertEquals(
        RunCounter.NONE,
        counter.take(2, RunCounter.MAX_N, 1)); // the low bits never reach the version
    assertEquals(RunCounter.MAX_N, counter.end(2));
  }
}
