package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** {@link Scru64Generator.Guard}: the validity check and tick bound a node-id lease plugs in. */
final class Scru64GeneratorGuardTest {
  /** A tick of March 2023 (the spec's examples). */
  private static final long T = 6557084606L;

  private static final Duration SHORT_WAIT = Duration.ofMillis(50);

  /** A guard the test moves by hand: a bound, or a refusal with its exception. */
  private static final class HandGuard implements Scru64Generator.Guard {
    final AtomicLong bound;
    final AtomicReference<IllegalStateException> failure = new AtomicReference<>();
    final AtomicInteger calls = new AtomicInteger();

    HandGuard(long bound) {
      this.bound = new AtomicLong(bound);
    }

    @Override
    public long issuableThroughTick() {
      calls.incrementAndGet();
      return failure.get() != null ? REFUSED : bound.get();
    }

    @Override
    public IllegalStateException refusal() {
      return failure.get();
    }
  }

  /** node_id_size 23: a 1-bit counter renewed with 0 bits, so exactly two ids per tick. */
  private static Scru64Generator.Builder twoPerTick(ScriptedClock clock, HandGuard guard) {
    return Scru64Generator.builder()
        .nodeSpec(Scru64NodeSpec.parse("5/23"))
        .clock(clock)
        .random(ScriptedRandom.constant(0))
        .maxWait(SHORT_WAIT)
        .guard(guard);
  }

  @Test
  void guard_bound_issuesUpToItsTickThenAbortsOrThrows() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T + 2);
    Scru64Generator generator = twoPerTick(clock, guard).build();

    List<Scru64Id> ids = new ArrayList<>();
    for (Optional<Scru64Id> id = generator.generateOrAbort();
        id.isPresent();
        id = generator.generateOrAbort()) {
      ids.add(id.get());
    }

    assertEquals(6, ids.size()); // ticks T, T+1, T+2 (run ahead by counter overflow), two each
    assertEquals(T + 2, ids.get(5).timestamp());
    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains("guard"), e.getMessage());
    assertTrue(e.getMessage().contains("tick " + (T + 2)), e.getMessage());
    assertTrue(e.getMessage().contains("5/23") || e.getMessage().contains("/23"), e.getMessage());
    assertThrows(IllegalStateException.class, () -> generator.generate(1));

    guard.bound.set(T + 3);
    Scru64Id next = generator.generate();
    assertEquals(T + 3, next.timestamp());
    assertTrue(ids.get(5).compareTo(next) < 0);
  }

  @Test
  void guard_clockBeyondBound_abortsThenResumesWhenTheBoundMoves() {
    ScriptedClock clock = new ScriptedClock((T + 10) << 8);
    HandGuard guard = new HandGuard(T + 5);
    Scru64Generator generator = twoPerTick(clock, guard).build();

    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertThrows(IllegalStateException.class, generator::generate);

    guard.bound.set(T + 10);
    assertEquals(T + 10, generator.generate().timestamp());
  }

  @Test
  void guard_previousIdAboveBound_holdsBackCountingOn() {
    // the previous id is at T + 3 with room in its counter; the clock is at T
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T + 2);
    Scru64Generator generator =
        Scru64Generator.builder()
            .nodeSpec(Scru64NodeSpec.of(Scru64Id.of(T + 3, 42 << 16), 8))
            .clock(clock)
            .guard(guard)
            .maxWait(Duration.ZERO)
            .build();

    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertThrows(IllegalStateException.class, generator::generate);

    guard.bound.set(T + 3);
    assertEquals(Scru64Id.of(T + 3, 42 << 16 | 1), generator.generate());
  }

  @Test
  void guard_refuses_generateThrowsItsRefusalAbortIsEmptyAndLaterResumes() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T + 100);
    Scru64Generator generator = twoPerTick(clock, guard).build();
    Scru64Id first = generator.generate();
    IllegalStateException lost = new IllegalStateException("lease lost");
    guard.failure.set(lost);

    assertSame(lost, assertThrows(IllegalStateException.class, generator::generate));
    assertSame(lost, assertThrows(IllegalStateException.class, () -> generator.generate(5)));
    assertEquals(Optional.empty(), generator.generateOrAbort());
    assertEquals(Optional.of(first), generator.nodeSpec().previous()); // nothing changed

    guard.failure.set(null);
    clock.advance(256);
    Scru64Id next = generator.generate();
    assertTrue(first.compareTo(next) < 0);
  }

  @Test
  void guard_refusesWithoutSayingWhy_generateThrowsTheDefaultRefusal() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    Scru64Generator generator =
        Scru64Generator.builder()
            .nodeSpec(Scru64NodeSpec.parse("42/8"))
            .clock(clock)
            .guard(() -> Scru64Generator.Guard.REFUSED)
            .build();

    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains("guard"), e.getMessage());
    assertEquals(Optional.empty(), generator.generateOrAbort());
  }

  @Test
  void guard_otherRuntimeException_escapesEvenFromAbort() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    Scru64Generator generator =
        Scru64Generator.builder()
            .nodeSpec(Scru64NodeSpec.parse("42/8"))
            .clock(clock)
            .guard(
                () -> {
                  throw new UnsupportedOperationException("a bug in the guard");
                })
            .build();

    assertThrows(UnsupportedOperationException.class, generator::generateOrAbort);
  }

  @Test
  void guard_boundsEveryIdOfABatch() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T + 100);
    Scru64Generator generator = twoPerTick(clock, guard).build();

    List<Scru64Id> ids = generator.generate(10);

    // a batch reserves its ids in runs, one compare-and-set and one question to the guard each
    assertEquals(10, ids.size());
    assertTrue(guard.calls.get() >= 1 && guard.calls.get() <= 10, "calls: " + guard.calls.get());
    assertEquals(T + 4, ids.get(9).timestamp());
    for (Scru64Id id : ids) {
      assertTrue(id.timestamp() <= T + 100);
    }
  }

  @Test
  void guard_batchWaitsUntilTheBoundMoves() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    // the bound moves one tick on every 3rd call: a guard whose lease extends while we wait
    AtomicInteger calls = new AtomicInteger();
    Scru64Generator generator =
        Scru64Generator.builder()
            .nodeSpec(Scru64NodeSpec.parse("5/23"))
            .clock(clock)
            .random(ScriptedRandom.constant(0))
            .guard(() -> T + calls.incrementAndGet() / 3)
            .build();

    List<Scru64Id> ids = generator.generate(8);

    assertEquals(T + 3, ids.get(7).timestamp());
    for (int i = 1; i < ids.size(); i++) {
      assertTrue(ids.get(i - 1).compareTo(ids.get(i)) < 0);
    }
  }

  @Test
  void guard_fourThreads_neverExceedTheBound() throws Exception {
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T + 20);
    Scru64Generator generator = twoPerTick(clock, guard).build();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      Callable<List<Scru64Id>> task =
          () -> {
            List<Scru64Id> mine = new ArrayList<>();
            for (Optional<Scru64Id> id = generator.generateOrAbort();
                id.isPresent();
                id = generator.generateOrAbort()) {
              mine.add(id.get());
            }
            return mine;
          };
      List<Future<List<Scru64Id>>> futures = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        futures.add(pool.submit(task));
      }
      Set<Scru64Id> all = new HashSet<>();
      int count = 0;
      for (Future<List<Scru64Id>> future : futures) {
        for (Scru64Id id : future.get()) {
          assertTrue(id.timestamp() <= T + 20, id::toString);
          all.add(id);
          count++;
        }
      }
      assertEquals(42, count); // ticks T..T+20, two ids each: every one, once
      assertEquals(42, all.size());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void builder_nullGuard_throws() {
    assertThrows(NullPointerException.class, () -> Scru64Generator.builder().guard(null));
  }

  /** The node id of an id of node_id_size 8. */
  private static int nodeOf(Scru64Id id) {
    return id.nodeCtr() >>> 16;
  }

  private static Scru64Generator eightBits(ScriptedClock clock, HandGuard guard) {
    return Scru64Generator.builder()
        .nodeSpec(Scru64NodeSpec.parse("5/8"))
        .clock(clock)
        .random(ScriptedRandom.constant(0))
        .maxWait(SHORT_WAIT)
        .guard(guard)
        .build();
  }

  @Test
  void replaceNode_clockInTheSameTick_nextIdTakesTheNextTickWithTheNewNodeId() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T + 100);
    Scru64Generator generator = eightBits(clock, guard);
    List<Scru64Id> before = generator.generate(3);

    generator.replaceNode(guard, Scru64NodeSpec.parse("3/8")); // a smaller node id: same tick
    // ids of node 3 would sort below those of node 5
    Scru64Id first = generator.generate();
    Scru64Id second = generator.generate();

    Scru64Id last = before.get(2);
    assertEquals(5, nodeOf(last));
    assertEquals(3, nodeOf(first));
    assertEquals(T + 1, first.timestamp()); // the tick after the last id's, ahead of the clock
    assertTrue(first.compareTo(last) > 0);
    assertTrue(second.compareTo(first) > 0);
    assertEquals(3, nodeOf(second));
    assertEquals(second, generator.nodeSpec().previous().orElseThrow());
  }

  @Test
  void replaceNode_clockMovedOn_nextIdIsFreshAtTheClock() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T + 1000);
    Scru64Generator generator = eightBits(clock, guard);
    Scru64Id last = generator.generate();
    clock.set((T + 200) << 8); // a pause past the lease time

    generator.replaceNode(guard, Scru64NodeSpec.parse("200/8"));
    Scru64Id first = generator.generate();

    assertEquals(Scru64Id.of(T + 200, 200 << 16), first); // the scripted random draws 0
    assertTrue(first.compareTo(last) > 0);
  }

  @Test
  void replaceNode_previousHolderAhead_continuesAfterItsLastId() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T + 1000);
    Scru64Generator generator = eightBits(clock, guard);
    Scru64Id last = generator.generate();
    Scru64Id previous = Scru64Id.of(T + 5, 7 << 16 | 100); // the new node id's earlier holder
    clock.set((T + 5) << 8);

    generator.replaceNode(guard, Scru64NodeSpec.of(previous, 8));

    assertEquals(Scru64Id.of(T + 5, 7 << 16 | 101), generator.generate());
    assertTrue(previous.compareTo(last) > 0);
  }

  @Test
  void replaceNode_previousHolderBeyondTheAllowance_waitsForTheClock() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T + 1000);
    Scru64Generator generator = eightBits(clock, guard);
    generator.generate();

    generator.replaceNode(guard, Scru64NodeSpec.of(Scru64Id.of(T + 100, 7 << 16), 8));

    assertEquals(Optional.empty(), generator.generateOrAbort()); // 100 ticks ahead of the clock
    clock.set((T + 100) << 8);
    assertEquals(Scru64Id.of(T + 100, 7 << 16 | 1), generator.generate());
  }

  @Test
  void replaceNode_boundStillApplies() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T);
    Scru64Generator generator = eightBits(clock, guard);
    generator.generate();

    generator.replaceNode(guard, Scru64NodeSpec.parse("3/8"));

    assertEquals(Optional.empty(), generator.generateOrAbort()); // T + 1 is beyond the bound
    guard.bound.set(T + 1);
    assertEquals(T + 1, generator.generate().timestamp());
  }

  @Test
  void replaceNode_notItsGuardOrAnotherSize_throwsAndChangesNothing() {
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T + 100);
    Scru64Generator generator = eightBits(clock, guard);
    Scru64Generator unguarded =
        Scru64Generator.builder().nodeSpec(Scru64NodeSpec.parse("5/8")).clock(clock).build();
    Scru64NodeSpec three = Scru64NodeSpec.parse("3/8");
    HandGuard other = new HandGuard(T + 100);

    IllegalArgumentException notIts =
        assertThrows(IllegalArgumentException.class, () -> generator.replaceNode(other, three));
    assertTrue(notIts.getMessage().contains("guard"), notIts.getMessage());
    assertThrows(IllegalArgumentException.class, () -> unguarded.replaceNode(guard, three));
    IllegalArgumentException size =
        assertThrows(
            IllegalArgumentException.class,
            () -> generator.replaceNode(guard, Scru64NodeSpec.parse("3/9")));
    assertTrue(size.getMessage().contains("3/9"), size.getMessage());
    assertThrows(NullPointerException.class, () -> generator.replaceNode(guard, null));
    assertEquals(5, nodeOf(generator.generate()));
  }

  @Test
  void replaceNode_whileFourThreadsGenerate_idsStayUniqueAndOrderedPerThread() throws Exception {
    ScriptedClock clock = new ScriptedClock(T << 8);
    HandGuard guard = new HandGuard(T + 1000);
    Scru64Generator generator = eightBits(clock, guard);
    int threads = 4;
    int perThread = 20_000;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch started = new CountDownLatch(threads);
    try {
      List<Future<List<Scru64Id>>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        futures.add(
            pool.submit(
                () -> {
                  List<Scru64Id> ids = new ArrayList<>(perThread);
                  started.countDown();
                  for (int i = 0; i < perThread; i++) {
                    ids.add(generator.generate());
                  }
                  return ids;
                }));
      }
      started.await();
      generator.replaceNode(guard, Scru64NodeSpec.parse("3/8"));
      Scru64Id after = generator.generate();
      assertEquals(3, nodeOf(after));

      Set<Scru64Id> all = new HashSet<>();
      Scru64Id lastOfFive = null;
      Scru64Id firstOfThree = after;
      for (Future<List<Scru64Id>> future : futures) {
        List<Scru64Id> ids = future.get();
        boolean moved = false;
        for (int i = 0; i < ids.size(); i++) {
          Scru64Id id = ids.get(i);
          assertTrue(all.add(id), "repeated " + id);
          assertTrue(i == 0 || id.compareTo(ids.get(i - 1)) > 0, "not increasing at " + id);
          if (nodeOf(id) == 3) {
            moved = true;
            firstOfThree = id.compareTo(firstOfThree) < 0 ? id : firstOfThree;
          } else {
            assertEquals(5, nodeOf(id));
            assertTrue(!moved, "node 5 after node 3: " + id);
            lastOfFive = lastOfFive == null || id.compareTo(lastOfFive) > 0 ? id : lastOfFive;
          }
        }
      }
      assertTrue(all.add(after));
      if (lastOfFive != null) { // every id of node 3 is in a later tick than every id of node 5
        assertTrue(
            firstOfThree.timestamp() > lastOfFive.timestamp(), firstOfThree + " " + lastOfFive);
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
