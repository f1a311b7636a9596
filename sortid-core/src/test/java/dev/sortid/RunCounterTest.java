package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

final class RunCounterTest {
  private static final long MAX = RunCounter.MAX_N;

  @Test
  void take_givesEachValueOnce_withinTheLimit() {
    RunCounter counter = new RunCounter();
    assertEquals(1, counter.takeOne(0, 10));
    assertEquals(2, counter.take(0, 10, 3)); // 2, 3, 4
    assertEquals(5, counter.take(0, 10, 5)); // 5 .. 9
    assertEquals(10, counter.takeOne(0, 10)); // exactly up to the limit
    assertEquals(RunCounter.NONE, counter.take(0, 10, 1)); // full: nothing taken
    assertEquals(RunCounter.NONE, counter.takeOne(0, 10)); // full: a failed add
    assertEquals(10, counter.end(0, 10)); // the failed add past the limit is not counted
  }

  @Test
  void take_tooManyForTheRoomLeft_takesNothing() {
    RunCounter counter = new RunCounter();
    assertEquals(1, counter.take(0, 5, 2)); // 1, 2
    assertEquals(RunCounter.NONE, counter.take(0, 5, 4)); // 3 .. 6 would pass the limit
    assertEquals(RunCounter.NONE, counter.take(0, MAX, (int) MAX + 1)); // never fits
    assertEquals(3, counter.take(0, 5, 3)); // 3 .. 5 still there
    assertEquals(5, counter.end(0, 5));
  }

  @Test
  void takeOne_withNoRoom_takesNothing() {
    RunCounter counter = new RunCounter();
    assertEquals(RunCounter.NONE, counter.takeOne(0, 0));
    assertEquals(RunCounter.NONE, counter.take(0, 0, 1));
    assertEquals(0, counter.end(0, 0));
  }

  @Test
  void end_startsTheNextVersionAtOne_andTheOldVersionTakesNothing() {
    RunCounter counter = new RunCounter();
    assertEquals(0, counter.end(0, MAX)); // nothing given
    assertEquals(RunCounter.NONE, counter.take(0, MAX, 1)); // a take that raced with the end
    assertEquals(1, counter.take(1, MAX, 1));
    assertEquals(RunCounter.NONE, counter.take(2, MAX, 1)); // not started yet
    assertEquals(1, counter.end(1, MAX));
    assertEquals(1, counter.take(2, MAX, (int) MAX));
    assertEquals(RunCounter.NONE, counter.take(2, MAX, 1)); // the low bits never reach the version
    assertEquals(MAX, counter.end(2, MAX));
  }

  @Test
  void takeOne_thatRacedWithTheEnd_failsAndLeavesAGapInTheNextRun() {
    RunCounter counter = new RunCounter();
    assertEquals(1, counter.takeOne(0, MAX));
    assertEquals(1, counter.end(0, MAX));
    assertEquals(RunCounter.NONE, counter.takeOne(0, MAX)); // a stale run: its add lands in run 1
    assertEquals(2, counter.takeOne(1, MAX)); // n = 1 of run 1 is a gap, never given
    assertEquals(2, counter.end(1, MAX)); // the end covers the gap: the next state passes it
  }

  @Test
  void failedAdds_pastTheLowBits_neverPassForAValueOfAnotherRun() {
    RunCounter counter = new RunCounter();
    assertEquals(1, counter.take(0, MAX, (int) MAX)); // 1 .. MAX
    for (int i = 0; i < 5; i++) { // failed adds carry the word into version 1's bits
      assertEquals(RunCounter.NONE, counter.takeOne(0, MAX));
    }
    assertEquals(MAX, counter.end(0, MAX)); // counted up to the limit, no further
    assertEquals(1, counter.takeOne(1, MAX));
  }
}
