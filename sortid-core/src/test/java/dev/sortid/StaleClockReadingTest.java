package dev.sortid;

import static dev.sortid.GeneratorThreadsTest.assertIncreasingAndDistinct;
import static dev.sortid.GeneratorThreadsTest.runThreads;
import static dev.sortid.GeneratorThreadsTest.take;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
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
  @EnumSource(GeneratorKind.class)
  void generate_readerHeldWhileAnotherGenerates20sLater_noIdGoesBack(GeneratorKind kind)
      throws Exception {
    HoldingClock clock = new HoldingClock(T);
    IdGenerator<? extends SortableId> generator = kind.build(clock, null, Duration.ofSeconds(10));
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
   *
   * <p>SCRU64 gets an allowance of 0 ticks and counters renewed to 0: each tick then holds 2^23
   * ids, more than the test takes, so a legitimate wait for a full counter cannot happen and any
   * wait (an exception, with maxWait 0) is a stale reading's fault. A random renewed counter can
   * start near the top of its range and leave a tick almost full.
   */
  @ParameterizedTest
  @EnumSource(GeneratorKind.class)
  void generate_32ThreadsSmallAllowanceClockNeverBack_eachThreadIncreasing(GeneratorKind kind)
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
    Duration allowance = kind == GeneratorKind.SCRU64 ? Duration.ZERO : Duration.ofMillis(5);
    RandomGenerator zeroCounters = () -> 0L;
    IdGenerator<? extends SortableId> generator =
        kind.build(neverBack, kind == GeneratorKind.SCRU64 ? zeroCounters : null, allowance);
    assertIncreasingAndDistinct(kind, runThreads(32, 0, thread -> take(generator, 50_000)));
  }

  /**
   * A clock that moves 1 ms every 8 reads, 4 threads x 250,000 ids on one generator and 2 busy
   * threads spinning to force preemption: every thread's ids strictly increase and all are
   * distinct, 5 runs out of 5.
   */
  @ParameterizedTest
  @EnumSource(GeneratorKind.class)
  void generate_clockTickingPerReadUnderPreemption_eachThreadIncreasing(GeneratorKind kind)
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
      IdGenerator<? extends SortableId> generator =
          kind.build(ticking, null, Duration.ofSeconds(10));
      assertIncreasingAndDistinct(kind, runThreads(4, 2, thread -> take(generator, 250_000)));
    }
  }

  /** A real rollback beyond the allowance still does what the policy says. */
  @ParameterizedTest
  @EnumSource(GeneratorKind.class)
  void generate_realRollbackOf11s_resetsOrForScru64WaitsThenThrows(GeneratorKind kind) {
    ScriptedClock clock = new ScriptedClock(T);
    IdGenerator<? extends SortableId> generator = kind.build(clock, null, Duration.ofSeconds(10));
    SortableId before = generator.generate();
    clock.set(T - 11_000);
    assertTrue(generator.generateOrAbort().isEmpty());
    if (kind == GeneratorKind.SCRU64) {
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
}
