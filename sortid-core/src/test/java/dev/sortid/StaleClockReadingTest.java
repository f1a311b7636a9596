package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToLongFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A clock reading that went stale before the generator used it (a thread descheduled between
 * reading the clock and stepping the state, a paused process, more threads than cores) never moves
 * a generator back: only a rollback seen on a fresh reading resets, waits or aborts. Every scheme,
 * under preemption: blocked readers, busy threads, a clock that ticks per read.
 */
final class StaleClockReadingTest {
  private static final long T = 1_700_000_000_000L;

  /**
   * A generator of each scheme for a given clock and rollback allowance (SCRU64: node spec 1/1,
   * maxWait 0, so a wait shows as an exception), with the key that orders its state: the id without
   * the bits drawn afresh for every id.
   */
  enum Kind {
    SCRU128(
        (clock, allowance) ->
            Scru128Generator.builder().clock(clock).rollbackAllowance(allowance).build(),
        id -> ((Scru128Id) id).mostSignificantBits(),
        id -> ((Scru128Id) id).leastSignificantBits() >>> 32),
    SCRU64(
        (clock, allowance) ->
            Scru64Generator.builder()
                .nodeSpec(Scru64NodeSpec.of(1, 1))
                .clock(clock)
                .rollbackAllowance(allowance)
                .maxWait(Duration.ZERO)
                .build(),
        id -> 0,
        id -> ((Scru64Id) id).toLong()),
    SCRU160(
        (clock, allowance) ->
            Scru160Generator.builder().clock(clock).rollbackAllowance(allowance).build(),
        id -> ((Scru160Id) id).timestamp(),
        id -> ((Scru160Id) id).counter()),
    ULID(
        (clock, allowance) ->
            UlidGenerator.builder().clock(clock).rollbackAllowance(allowance).build(),
        id -> ((Ulid) id).mostSignificantBits(),
        id -> ((Ulid) id).leastSignificantBits()),
    EUID(
        (clock, allowance) ->
            EuidGenerator.builder().clock(clock).rollbackAllowance(allowance).build(),
        id -> ((Euid) id).mostSignificantBits(),
        id -> ((Euid) id).leastSignificantBits() >>> 32),
    UUIDV7(
        (clock, allowance) ->
            UuidV7Generator.builder().clock(clock).rollbackAllowance(allowance).build(),
        id -> ((UuidV7) id).mostSignificantBits(),
        id -> ((UuidV7) id).leastSignificantBits() >>> 32);

    interface Factory {
      IdGenerator<? extends SortableId> build(InstantSource clock, Duration allowance);
    }

    final Factory factory;
    final ToLongFunction<SortableId> keyHigh;
    final ToLongFunction<SortableId> keyLow;

    Kind(Factory factory, ToLongFunction<SortableId> keyHigh, ToLongFunction<SortableId> keyLow) {
      this.factory = factory;
      this.keyHigh = keyHigh;
      this.keyLow = keyLow;
    }

    IdGenerator<? extends SortableId> build(InstantSource clock, Duration allowance) {
      return factory.build(clock, allowance);
    }

    int compare(SortableId a, SortableId b) {
      int high = Long.compareUnsigned(keyHigh.applyAsLong(a), keyHigh.applyAsLong(b));
      return high != 0 ? high : Long.compareUnsigned(keyLow.applyAsLong(a), keyLow.applyAsLong(b));
    }
  }

  /**
   * A clock that one chosen thread reads and is then held, reading in hand, until released: the
   * thread descheduled at the worst moment. Everyone else reads the current time.
   */
  private static final class HoldingClock implements InstantSource {
    volatile long now;
    volatile Thread holdAfterReading;
    final CountDownLatch held = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);

    HoldingClock(long now) {
      this.now = now;
    }

    @Override
    public long millis() {
      long reading = now;
      if (Thread.currentThread() == holdAfterReading) {
        holdAfterReading = null;
        held.countDown();
        try {
          release.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      return reading;
    }

    @Override
    public Instant instant() {
      return Instant.ofEpochMilli(millis());
    }
  }

  /**
   * Thread A reads the clock (T) and is held; meanwhile B generates 20 s later. When A goes on with
   * its stale reading, neither A's nor B's ids go back, and SCRU64 does not wait (maxWait 0 would
   * make a wait throw).
   */
  @ParameterizedTest
  @EnumSource(Kind.class)
  void generate_readerHeldWhileAnotherGenerates20sLater_noIdGoesBack(Kind kind) throws Exception {
    HoldingClock clock = new HoldingClock(T);
    IdGenerator<? extends SortableId> generator = kind.build(clock, Duration.ofSeconds(10));
    SortableId[] a = new SortableId[2];
    Thread threadA =
        new Thread(
            () -> {
              a[0] = generator.generate();
              clock.holdAfterReading = Thread.currentThread();
              a[1] = generator.generate();
            });
    threadA.start();
    assertTrue(clock.held.await(1, TimeUnit.MINUTES), "thread A read the clock");
    clock.now = T + 20_000;
    SortableId b1 = generator.generate();
    SortableId b2 = generator.generate();
    clock.release.countDown();
    threadA.join(TimeUnit.MINUTES.toMillis(1));
    assertFalse(threadA.isAlive());
    SortableId b3 = generator.generate();

    assertTrue(kind.compare(a[1], a[0]) > 0, "A's ids increase: " + a[0] + ", " + a[1]);
    assertTrue(kind.compare(a[1], b2) > 0, "A's id made after B's is above them: " + a[1]);
    assertTrue(kind.compare(b2, b1) > 0 && kind.compare(b3, b2) > 0, "B's ids increase");
    assertTrue(kind.compare(b3, a[1]) > 0, "B's id made after A's is above it");
    long late = T + 20_000 - a[1].epochMillis();
    assertTrue(late >= 0 && late < 256, "A's id counts on at B's time: " + a[1]);
  }

  /**
   * 32 threads on 2 cores, a clock that never goes back, a rollback allowance of only 5 ms: a
   * thread that was descheduled longer than that comes back with a reading more than the allowance
   * behind, which must not reset the generator.
   */
  @ParameterizedTest
  @EnumSource(Kind.class)
  void generate_32ThreadsSmallAllowanceClockNeverBack_eachThreadIncreasing(Kind kind)
      throws Exception {
    AtomicLong latest = new AtomicLong();
    InstantSource neverBack =
        new InstantSource() {
          @Override
          public long millis() {
            return latest.accumulateAndGet(System.currentTimeMillis(), Math::max);
          }

          @Override
          public Instant instant() {
            return Instant.ofEpochMilli(millis());
          }
        };
    Duration allowance = kind == Kind.SCRU64 ? Duration.ZERO : Duration.ofMillis(5);
    IdGenerator<? extends SortableId> generator = kind.build(neverBack, allowance);
    List<SortableId[]> perThread = runThreads(generator, 32, 50_000, 0);
    assertIncreasingAndDistinct(kind, perThread);
  }

  /**
   * A clock that moves 1 ms every 8 reads, 4 threads x 250,000 ids on one generator and 2 busy
   * threads spinning to force preemption: every thread's ids strictly increase and all are
   * distinct, 5 runs out of 5.
   */
  @ParameterizedTest
  @EnumSource(Kind.class)
  void generate_clockTickingPerReadUnderPreemption_eachThreadIncreasing(Kind kind)
      throws Exception {
    for (int run = 0; run < 5; run++) {
      AtomicLong reads = new AtomicLong();
      InstantSource ticking =
          new InstantSource() {
            @Override
            public long millis() {
              return T + reads.getAndIncrement() / 8;
            }

            @Override
            public Instant instant() {
              return Instant.ofEpochMilli(millis());
            }
          };
      IdGenerator<? extends SortableId> generator = kind.build(ticking, Duration.ofSeconds(10));
      List<SortableId[]> perThread = runThreads(generator, 4, 250_000, 2);
      assertIncreasingAndDistinct(kind, perThread);
    }
  }

  /** A real rollback beyond the allowance still does what the policy says. */
  @ParameterizedTest
  @EnumSource(Kind.class)
  void generate_realRollbackOf11s_resetsOrForScru64WaitsThenThrows(Kind kind) {
    ScriptedClock clock = new ScriptedClock(T);
    IdGenerator<? extends SortableId> generator = kind.build(clock, Duration.ofSeconds(10));
    SortableId before = generator.generate();
    clock.set(T - 11_000);
    assertTrue(generator.generateOrAbort().isEmpty());
    if (kind == Kind.SCRU64) {
      IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
      assertTrue(e.getMessage().contains("maxWait"), e.getMessage());
      clock.set(T);
      assertTrue(kind.compare(generator.generate(), before) > 0, "no reset with the node id");
    } else {
      SortableId reset = generator.generate();
      assertEquals(T - 11_000, reset.epochMillis());
      assertTrue(kind.compare(reset, before) < 0, "reset below the earlier ids");
    }
  }

  /**
   * Runs {@code threads} threads taking {@code perThread} ids each from one generator, with {@code
   * busy} more threads spinning meanwhile.
   */
  private static List<SortableId[]> runThreads(
      IdGenerator<? extends SortableId> generator, int threads, int perThread, int busy)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads + busy);
    AtomicBoolean done = new AtomicBoolean();
    CountDownLatch start = new CountDownLatch(1);
    try {
      for (int b = 0; b < busy; b++) {
        pool.submit(
            () -> {
              long spins = 0;
              while (!done.get()) {
                spins++;
              }
              return spins;
            });
      }
      List<Future<SortableId[]>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        futures.add(
            pool.submit(
                () -> {
                  start.await();
                  SortableId[] ids = new SortableId[perThread];
                  for (int i = 0; i < perThread; i++) {
                    ids[i] = generator.generate();
                  }
                  return ids;
                }));
      }
      start.countDown();
      List<SortableId[]> results = new ArrayList<>();
      for (Future<SortableId[]> future : futures) {
        results.add(future.get(5, TimeUnit.MINUTES));
      }
      return results;
    } finally {
      done.set(true);
      pool.shutdownNow();
    }
  }

  private static void assertIncreasingAndDistinct(Kind kind, List<SortableId[]> perThread) {
    int total = 0;
    for (int t = 0; t < perThread.size(); t++) {
      SortableId[] ids = perThread.get(t);
      for (int i = 1; i < ids.length; i++) {
        if (kind.compare(ids[i], ids[i - 1]) <= 0) {
          fail(
              String.format(
                  "%s thread %d: id %d %s is not above %s", kind, t, i, ids[i], ids[i - 1]));
        }
      }
      total += ids.length;
    }
    SortableId[] all = new SortableId[total];
    int at = 0;
    for (SortableId[] ids : perThread) {
      System.arraycopy(ids, 0, all, at, ids.length);
      at += ids.length;
    }
    Arrays.sort(all, kind::compare);
    for (int i = 1; i < all.length; i++) {
      if (kind.compare(all[i], all[i - 1]) == 0) {
        fail(kind + ": two ids share a state: " + all[i - 1] + ", " + all[i]);
      }
    }
  }
}
