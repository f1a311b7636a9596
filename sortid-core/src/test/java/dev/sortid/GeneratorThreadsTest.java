package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Threads sharing one generator, for every scheme: each thread's ids strictly increase and no id
 * (no state key, see {@link GeneratorKind}) is handed out twice, while other threads take batches,
 * abort-style calls, reseeds and runs that end.
 *
 * <p>The stress case takes 8 threads x 1,000,000 ids per scheme; the size can be lowered with
 * {@code -Dsortid.stress.perThread=N} for quick local runs. The default is the size
 * docs/reliability.md reports.
 */
final class GeneratorThreadsTest {
  private static final long T = 1_700_000_000_000L;

  static final int STRESS_THREADS = 8;
  static final int STRESS_PER_THREAD = Integer.getInteger("sortid.stress.perThread", 1_000_000);
  static final int STRESS_BATCH = 100;

  /** What one thread does: it takes its ids and returns them in the order it received them. */
  interface Worker {
    List<SortableId> run(int thread) throws Exception;
  }

  /** Four threads x 250,000 ids, every third by {@code generateOrAbort()}, the rest by generate. */
  @ParameterizedTest
  @EnumSource(GeneratorKind.class)
  void generate_fourThreadsShareOneGenerator_uniqueAndIncreasingPerThread(GeneratorKind kind)
      throws Exception {
    IdGenerator<? extends SortableId> generator = kind.build(InstantSource.system());
    List<List<SortableId>> perThread =
        runThreads(4, 0, thread -> mixed(generator, thread, 250_000));
    assertIncreasingAndDistinct(kind, perThread);
    for (List<SortableId> ids : perThread) {
      for (SortableId id : ids) {
        assertTrue(kind.carriesFixedField(id), () -> kind + " lost its fixed field: " + id);
      }
    }
  }

  /**
   * One thread reseeds 2,000 times, 10 us apart, while three take ids, every third by {@code
   * generateOrAbort()}. Each reseed in a busy millisecond moves the timestamp 1 ms ahead, well
   * within the 10 s allowance; SCRU64's reseed moves a whole 256 ms tick ahead and would run past
   * its allowance here, so it is left out.
   */
  @ParameterizedTest
  @EnumSource(value = GeneratorKind.class, names = "SCRU64", mode = EnumSource.Mode.EXCLUDE)
  void generate_threadsWhileReseeding_uniqueAndIncreasingPerThread(GeneratorKind kind)
      throws Exception {
    IdGenerator<? extends SortableId> generator =
        kind.build(InstantSource.system(), new Random(11), GeneratorKind.ALLOWANCE);
    AtomicBoolean done = new AtomicBoolean();
    Thread reseeder =
        new Thread(
            () -> {
              for (int i = 0; i < 2_000 && !done.get(); i++) {
                kind.reseed(generator);
                LockSupport.parkNanos(10_000);
              }
            });
    reseeder.start();
    try {
      List<List<SortableId>> perThread =
          runThreads(3, 0, thread -> mixed(generator, thread, 50_000));
      assertIncreasingAndDistinct(kind, perThread);
    } finally {
      done.set(true);
      reseeder.join();
    }
  }

  /**
   * Four threads take 5,000 batches of 10 each: every batch is a contiguous run of the generator's
   * sequence (no other thread's id falls between its first and last), a ULID batch is its first id
   * plus 0..9, and all ids are unique.
   */
  @ParameterizedTest
  @EnumSource(GeneratorKind.class)
  void generateBatch_fourThreads_eachBatchIsAContiguousRunAndAllUnique(GeneratorKind kind)
      throws Exception {
    IdGenerator<? extends SortableId> generator = kind.build(InstantSource.system());
    int batches = 5_000;
    int size = 10;
    List<List<SortableId>> perThread =
        runThreads(
            4,
            0,
            thread -> {
              List<SortableId> ids = new ArrayList<>(batches * size);
              for (int b = 0; b < batches; b++) {
                ids.addAll(generator.generate(size));
              }
              return ids;
            });
    assertIncreasingAndDistinct(kind, perThread);

    // in key order, the ids of one batch must stand together
    record Placed(SortableId id, int batch) {}
    List<Placed> all = new ArrayList<>();
    for (int t = 0; t < perThread.size(); t++) {
      List<SortableId> ids = perThread.get(t);
      for (int i = 0; i < ids.size(); i++) {
        all.add(new Placed(ids.get(i), t * batches + i / size));
        if (kind == GeneratorKind.ULID) {
          Ulid first = (Ulid) ids.get(i - i % size);
          assertEquals(UlidGenerator.plus(first, i % size), ids.get(i));
        }
      }
    }
    all.sort(Comparator.comparing(Placed::id, kind::compare));
    Set<Integer> ended = new HashSet<>();
    for (int i = 1; i < all.size(); i++) {
      int before = all.get(i - 1).batch();
      int batch = all.get(i).batch();
      if (batch != before) {
        ended.add(before);
        if (ended.contains(batch)) {
          fail(kind + ": batch " + batch + " is split by batch " + before + " at " + all.get(i));
        }
      }
    }
  }

  /**
   * Threads take ids from runs while others end them, on a clock that stands still: one thread
   * reseeds every 5,000 ids (each reseed ends the run; the next id steps to the next millisecond),
   * one takes batches of 7, one uses {@code generateOrAbort()}. No id may repeat, each thread's
   * must increase, and the reseeds moved the timestamp on. The four schemes that hand out runs from
   * a {@link RunCounter}.
   */
  @ParameterizedTest
  @EnumSource(names = {"SCRU128", "ULID", "EUID", "UUIDV7"})
  void generate_threadsWhileRunsEnd_noDuplicateAndEachThreadIncreasing(GeneratorKind kind)
      throws Exception {
    IdGenerator<? extends SortableId> generator =
        kind.build(new ScriptedClock(T), new Random(7), GeneratorKind.ALLOWANCE);
    int perThread = 100_000;
    List<List<SortableId>> ids =
        runThreads(
            4,
            0,
            role -> {
              List<SortableId> mine = new ArrayList<>(perThread);
              while (mine.size() < perThread) {
                if (role == 1) {
                  mine.addAll(generator.generate(7));
                } else if (role == 2) {
                  mine.add(generator.generateOrAbort().orElseThrow());
                } else {
                  mine.add(generator.generate());
                }
                if (role == 3 && mine.size() % 5_000 == 0) {
                  kind.reseed(generator);
                }
              }
              return mine;
            });
    assertIncreasingAndDistinct(kind, ids);
    long latest = 0;
    for (List<SortableId> mine : ids) {
      latest = Math.max(latest, mine.get(mine.size() - 1).epochMillis());
    }
    assertTrue(latest > T, "the reseeds moved on");
  }

  /**
   * One run gives at most 2^24 - 2 ids; a millisecond can hold far more. Past a run's end the next
   * run counts on from the last id in the same millisecond: no jump to the next millisecond. The
   * schemes whose millisecond holds that many ids: not SCRU64 (a tick holds at most 2^23 ids) nor
   * SCRU160 (a millisecond holds 2^15 to 2^16 ids with the default counter).
   */
  @ParameterizedTest
  @EnumSource(names = {"SCRU128", "ULID", "EUID", "UUIDV7"})
  void generate_moreIdsInOneMsThanARunHolds_countOnInTheSameMs(GeneratorKind kind) {
    IdGenerator<? extends SortableId> generator =
        kind.build(new ScriptedClock(T), new Random(7), GeneratorKind.ALLOWANCE);
    int count = (1 << 24) + 1000; // crosses the end of the first run
    SortableId previous = generator.generate();
    for (int i = 1; i < count; i++) {
      SortableId next = generator.generate();
      if (kind.compare(next, previous) <= 0 || next.epochMillis() != T) {
        fail("id " + i + ": " + next + " does not follow " + previous + " in millisecond " + T);
      }
      previous = next;
    }
    assertEquals(T, previous.epochMillis());
  }

  /**
   * Stress: 8 threads x 1,000,000 ids per scheme on one shared generator (system clock, default
   * secure random); half the threads call {@code generate()}, half {@code generate(100)}.
   *
   * <p>Keys are kept as primitive longs per thread (no boxing, no hash set of 8 million objects):
   * each thread's keys must be strictly increasing, and a k-way merge of the 8 sorted runs must be
   * strictly increasing too, which is "no duplicate anywhere". SCRU64 (node spec 1/1) counts at
   * least 4,194,304 ids per 256 ms tick, so 8 million ids run at most a few ticks ahead of the
   * clock, far inside the 39-tick allowance: the generator never has to wait, on any machine.
   */
  @ParameterizedTest
  @EnumSource(GeneratorKind.class)
  void generate_eightThreadsOnOneGenerator_noKeyTwiceAndEachThreadStrictlyIncreasing(
      GeneratorKind kind) throws Exception {
    IdGenerator<? extends SortableId> generator = kind.build(InstantSource.system());
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(STRESS_THREADS);
    List<Future<Keys>> futures = new ArrayList<>();
    long began = System.nanoTime();
    try {
      for (int t = 0; t < STRESS_THREADS; t++) {
        boolean batches = t % 2 == 1;
        futures.add(
            pool.submit(
                () -> {
                  Keys keys = new Keys(STRESS_PER_THREAD);
                  start.await();
                  while (keys.size < STRESS_PER_THREAD) {
                    if (batches) {
                      for (SortableId id :
                          generator.generate(
                              Math.min(STRESS_BATCH, STRESS_PER_THREAD - keys.size))) {
                        keys.add(kind, id);
                      }
                    } else {
                      keys.add(kind, generator.generate());
                    }
                  }
                  return keys;
                }));
      }
      start.countDown();
      List<Keys> runs = new ArrayList<>();
      for (Future<Keys> future : futures) {
        runs.add(future.get());
      }
      long generated = System.nanoTime() - began;

      for (int t = 0; t < STRESS_THREADS; t++) {
        runs.get(t).assertStrictlyIncreasing(t);
      }
      long merged = mergeAndCountStrictlyIncreasing(runs);

      assertEquals((long) STRESS_THREADS * STRESS_PER_THREAD, merged);
      System.out.printf(
          Locale.ROOT,
          "[figures] stress %s: %d threads x %d ids on one generator, %d distinct keys,"
              + " duplicates 0, generated in %.1f s%n",
          kind,
          STRESS_THREADS,
          STRESS_PER_THREAD,
          merged,
          generated / 1e9);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * {@code count} ids, every third (shifted by the thread number) by {@code generateOrAbort()},
   * which must not abort here, the rest by {@code generate()}.
   */
  private static List<SortableId> mixed(
      IdGenerator<? extends SortableId> generator, int thread, int count) {
    List<SortableId> ids = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      ids.add(
          (i + thread) % 3 == 0 ? generator.generateOrAbort().orElseThrow() : generator.generate());
    }
    return ids;
  }

  /** Up to {@code count} ids from {@code generator}, in the order this thread received them. */
  static List<SortableId> take(IdGenerator<? extends SortableId> generator, int count) {
    List<SortableId> ids = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      ids.add(generator.generate());
    }
    return ids;
  }

  /**
   * Runs {@code threads} workers, all started at once, with {@code busy} more threads spinning
   * meanwhile to force preemption; returns each worker's ids.
   */
  static List<List<SortableId>> runThreads(int threads, int busy, Worker worker) throws Exception {
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
      List<Future<List<SortableId>>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        futures.add(
            pool.submit(
                () -> {
                  start.await();
                  return worker.run(thread);
                }));
      }
      start.countDown();
      List<List<SortableId>> results = new ArrayList<>();
      for (Future<List<SortableId>> future : futures) {
        results.add(future.get(5, TimeUnit.MINUTES));
      }
      return results;
    } finally {
      done.set(true);
      pool.shutdownNow();
    }
  }

  /** Each thread's ids strictly increase by key, and no key appears twice across the threads. */
  static void assertIncreasingAndDistinct(GeneratorKind kind, List<List<SortableId>> perThread) {
    int total = 0;
    for (int t = 0; t < perThread.size(); t++) {
      List<SortableId> ids = perThread.get(t);
      for (int i = 1; i < ids.size(); i++) {
        if (kind.compare(ids.get(i), ids.get(i - 1)) <= 0) {
          fail(
              String.format(
                  "%s thread %d: id %d %s is not above %s",
                  kind, t, i, ids.get(i), ids.get(i - 1)));
        }
      }
      total += ids.size();
    }
    SortableId[] all = new SortableId[total];
    int at = 0;
    for (List<SortableId> ids : perThread) {
      for (SortableId id : ids) {
        all[at++] = id;
      }
    }
    Arrays.sort(all, kind::compare);
    for (int i = 1; i < all.length; i++) {
      if (kind.compare(all[i], all[i - 1]) == 0) {
        fail(kind + ": two ids share a state: " + all[i - 1] + ", " + all[i]);
      }
    }
  }

  /** One thread's keys as primitive longs, in the order the thread received its ids. */
  private static final class Keys {
    final long[] high;
    final long[] low;
    int size;

    Keys(int capacity) {
      high = new long[capacity];
      low = new long[capacity];
    }

    void add(GeneratorKind kind, SortableId id) {
      high[size] = kind.keyHigh(id);
      low[size++] = kind.keyLow(id);
    }

    void assertStrictlyIncreasing(int thread) {
      for (int i = 1; i < size; i++) {
        if (compare(high[i - 1], low[i - 1], high[i], low[i]) >= 0) {
          throw new AssertionError(
              String.format(
                  Locale.ROOT,
                  "thread %d: key %d (%016x %016x) is not above key %d (%016x %016x)",
                  thread,
                  i,
                  high[i],
                  low[i],
                  i - 1,
                  high[i - 1],
                  low[i - 1]));
        }
      }
    }
  }

  /**
   * Merges the sorted runs and fails on the first key that is not strictly above the one before (a
   * duplicate across threads); returns the number of keys merged.
   */
  private static long mergeAndCountStrictlyIncreasing(List<Keys> runs) {
    int[] heads = new int[runs.size()];
    long count = 0;
    long lastHigh = 0;
    long lastLow = 0;
    while (true) {
      int best = -1;
      for (int t = 0; t < runs.size(); t++) {
        Keys run = runs.get(t);
        if (heads[t] < run.size
            && (best < 0
                || compare(
                        run.high[heads[t]],
                        run.low[heads[t]],
                        runs.get(best).high[heads[best]],
                        runs.get(best).low[heads[best]])
                    < 0)) {
          best = t;
        }
      }
      if (best < 0) {
        return count;
      }
      Keys run = runs.get(best);
      long high = run.high[heads[best]];
      long low = run.low[heads[best]];
      heads[best]++;
      if (count > 0 && compare(lastHigh, lastLow, high, low) >= 0) {
        throw new AssertionError(
            String.format(
                Locale.ROOT, "key %016x %016x handed out twice (thread %d)", high, low, best));
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
