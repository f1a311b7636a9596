package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Stress: 8 threads x 1,000,000 ids per scheme on one shared default generator (system clock,
 * default secure random). Half the threads call {@code generate()}, half {@code generate(100)}.
 *
 * <p>Each id is reduced to its generator-state key, the part that the generator steps and that must
 * never be handed out twice: SCRU128, EUID and UUIDV7 timestamp + counters (the top 96 bits; the
 * low 32 are fresh random per id), SCRU160 timestamp + counter (the top 64 bits), ULID and SCRU64
 * the whole id. A key is a prefix of its id, so unique keys mean unique ids, and increasing keys
 * increasing ids. Keys are kept as primitive longs per thread (no boxing, no hash set of 8 million
 * objects): each thread's keys must be strictly increasing, and a k-way merge of the 8 sorted runs
 * must be strictly increasing too, which is "no duplicate anywhere".
 *
 * <p>SCRU64 uses node size 1 (a 23-bit counter: at least 4,194,304 ids per 256 ms tick), so 8
 * million ids run at most a few ticks ahead of the clock, far inside the 39-tick allowance: the
 * generator never has to wait, on any machine (a slower machine only lets the clock move more).
 *
 * <p>The size can be lowered with {@code -Dsortid.stress.perThread=N} for quick local runs; the
 * default, 1,000,000, is the size docs/reliability.md reports.
 */
final class GeneratorStressTest {
  static final int THREADS = 8;
  static final int PER_THREAD = Integer.getInteger("sortid.stress.perThread", 1_000_000);
  static final int BATCH = 100;

  /** Each scheme: a shared generator and the key of an id as (high, low) longs. */
  enum Scheme {
    SCRU128(() -> Scru128Generator.builder().build()) {
      @Override
      long high(SortableId id) {
        return ((Scru128Id) id).mostSignificantBits();
      }

      @Override
      long low(SortableId id) {
        return ((Scru128Id) id).leastSignificantBits() >>> 32;
      }
    },
    SCRU64(() -> Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(1, 1)).build()) {
      @Override
      long high(SortableId id) {
        return ((Scru64Id) id).toLong();
      }
    },
    SCRU160(() -> Scru160Generator.builder().build()) {
      @Override
      long high(SortableId id) {
        Scru160Id scru160 = (Scru160Id) id;
        return scru160.timestamp() << 16 | scru160.counter();
      }
    },
    ULID(() -> UlidGenerator.builder().build()) {
      @Override
      long high(SortableId id) {
        return ((Ulid) id).mostSignificantBits();
      }

      @Override
      long low(SortableId id) {
        return ((Ulid) id).leastSignificantBits();
      }
    },
    EUID(() -> EuidGenerator.builder().build()) {
      @Override
      long high(SortableId id) {
        return ((Euid) id).mostSignificantBits();
      }

      @Override
      long low(SortableId id) {
        return ((Euid) id).leastSignificantBits() >>> 32;
      }
    },
    UUIDV7(() -> UuidV7Generator.builder().build()) {
      @Override
      long high(SortableId id) {
        return ((UuidV7) id).mostSignificantBits();
      }

      @Override
      long low(SortableId id) {
        return ((UuidV7) id).leastSignificantBits() >>> 32;
      }
    };

    final Supplier<IdGenerator<? extends SortableId>> generator;

    Scheme(Supplier<IdGenerator<? extends SortableId>> generator) {
      this.generator = generator;
    }

    abstract long high(SortableId id);

    long low(SortableId id) {
      return 0;
    }
  }

  /** One thread's keys, in the order the thread received its ids. */
  private static final class Run {
    final long[] high = new long[PER_THREAD];
    final long[] low = new long[PER_THREAD];
  }

  @ParameterizedTest
  @EnumSource(Scheme.class)
  void generate_eightThreadsOnOneGenerator_noKeyTwiceAndEachThreadStrictlyIncreasing(Scheme scheme)
      throws Exception {
    IdGenerator<? extends SortableId> generator = scheme.generator.get();
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    List<Future<Run>> futures = new ArrayList<>();
    long began = System.nanoTime();
    try {
      for (int t = 0; t < THREADS; t++) {
        boolean batches = t % 2 == 1;
        futures.add(
            pool.submit(
                () -> {
                  Run run = new Run();
                  start.await();
                  int i = 0;
                  while (i < PER_THREAD) {
                    if (batches) {
                      for (SortableId id : generator.generate(Math.min(BATCH, PER_THREAD - i))) {
                        run.high[i] = scheme.high(id);
                        run.low[i++] = scheme.low(id);
                      }
                    } else {
                      SortableId id = generator.generate();
                      run.high[i] = scheme.high(id);
                      run.low[i++] = scheme.low(id);
                    }
                  }
                  return run;
                }));
      }
      start.countDown();
      List<Run> runs = new ArrayList<>();
      for (Future<Run> future : futures) {
        runs.add(future.get());
      }
      long generated = System.nanoTime() - began;

      for (int t = 0; t < THREADS; t++) {
        assertStrictlyIncreasing(runs.get(t), t);
      }
      long merged = mergeAndCountStrictlyIncreasing(runs);

      assertEquals((long) THREADS * PER_THREAD, merged);
      System.out.printf(
          Locale.ROOT,
          "[figures] stress %s: %d threads x %d ids on one generator, %d distinct keys,"
              + " duplicates 0, generated in %.1f s%n",
          scheme,
          THREADS,
          PER_THREAD,
          merged,
          generated / 1e9);
    } finally {
      pool.shutdownNow();
    }
  }

  private static void assertStrictlyIncreasing(Run run, int thread) {
    for (int i = 1; i < PER_THREAD; i++) {
      int c = compare(run.high[i - 1], run.low[i - 1], run.high[i], run.low[i]);
      if (c >= 0) {
        throw new AssertionError(
            String.format(
                Locale.ROOT,
                "thread %d: key %d (%016x %016x) is not above key %d (%016x %016x)",
                thread,
                i,
                run.high[i],
                run.low[i],
                i - 1,
                run.high[i - 1],
                run.low[i - 1]));
      }
    }
  }

  /**
   * Merges the sorted runs and fails on the first key that is not strictly above the one before (a
   * duplicate across threads); returns the number of keys merged.
   */
  private static long mergeAndCountStrictlyIncreasing(List<Run> runs) {
    int[] heads = new int[runs.size()];
    long count = 0;
    long lastHigh = 0;
    long lastLow = 0;
    while (true) {
      int best = -1;
      for (int t = 0; t < runs.size(); t++) {
        if (heads[t] < PER_THREAD
            && (best < 0
                || compare(
                        runs.get(t).high[heads[t]],
                        runs.get(t).low[heads[t]],
                        runs.get(best).high[heads[best]],
                        runs.get(best).low[heads[best]])
                    < 0)) {
          best = t;
        }
      }
      if (best < 0) {
        return count;
      }
      Run run = runs.get(best);
      long high = run.high[heads[best]];
      long low = run.low[heads[best]];
      heads[best]++;
      if (count > 0 && compare(lastHigh, lastLow, high, low) >= 0) {
        throw new AssertionError(
            String.format(
                Locale.ROOT,
                "key %016x %016x handed out twice (thread %d)",
                high,
                low,
                runs.indexOf(run)));
      }
      lastHigh = high;
      lastLow = low;
      count++;
    }
  }

  private static int compare(long high1, long low1, long high2, long low2) {
    int c = Long.compareUnsigned(high1, high2);
    return c != 0 ? c : Long.compareUnsigned(low1, low2);
  }
}
