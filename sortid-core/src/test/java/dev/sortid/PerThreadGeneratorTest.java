package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Per-thread generators ({@code perThread()} on the ULID, UUIDv7, SCRU128 and EUID builders): each
 * thread's ids strictly increase, ids of all threads are distinct, each thread steps through clock
 * faults exactly as a shared generator on one thread does, and a reseed on one thread reaches the
 * others.
 *
 * <p>Ids of different threads are kept apart by their random bits only, so uniqueness is checked on
 * whole ids (not on {@link GeneratorKind}'s state keys, which leave out bits drawn per id).
 */
final class PerThreadGeneratorTest {
  private static final long T = 1_700_000_000_000L;

  /** A per-thread generator of {@code kind}; null {@code random}: the default secure source. */
  static IdGenerator<? extends SortableId> perThread(
      GeneratorKind kind, InstantSource clock, RandomGenerator random, Duration allowance) {
    switch (kind) {
      case ULID:
        {
          UlidGenerator.Builder b =
              UlidGenerator.builder().clock(clock).rollbackAllowance(allowance).perThread();
          return (random == null ? b : b.random(random)).build();
        }
      case UUIDV7:
        {
          UuidV7Generator.Builder b =
              UuidV7Generator.builder().clock(clock).rollbackAllowance(allowance).perThread();
          return (random == null ? b : b.random(random)).build();
        }
      case SCRU128:
        {
          Scru128Generator.Builder b =
              Scru128Generator.builder().clock(clock).rollbackAllowance(allowance).perThread();
          return (random == null ? b : b.random(random)).build();
        }
      case EUID:
        {
          EuidGenerator.Builder b =
              EuidGenerator.builder()
                  .clock(clock)
                  .rollbackAllowance(allowance)
                  .extension(5)
                  .perThread();
          return (random == null ? b : b.random(random)).build();
        }
      case SCRU64:
      case SCRU160:
        throw new IllegalArgumentException(kind + " has no per-thread option");
    }
    throw new AssertionError(kind);
  }

  /** The whole id's high 64 bits. */
  static long high(SortableId id) {
    if (id instanceof Ulid u) {
      return u.mostSignificantBits();
    } else if (id instanceof UuidV7 u) {
      return u.mostSignificantBits();
    } else if (id instanceof Scru128Id s) {
      return s.mostSignificantBits();
    } else if (id instanceof Euid e) {
      return e.mostSignificantBits();
    }
    throw new AssertionError(id);
  }

  /** The whole id's low 64 bits. */
  static long low(SortableId id) {
    if (id instanceof Ulid u) {
      return u.leastSignificantBits();
    } else if (id instanceof UuidV7 u) {
      return u.leastSignificantBits();
    } else if (id instanceof Scru128Id s) {
      return s.leastSignificantBits();
    } else if (id instanceof Euid e) {
      return e.leastSignificantBits();
    }
    throw new AssertionError(id);
  }

  @Test
  void build_perThread_returnsTheSchemesGeneratorClass() {
    for (GeneratorKind kind :
        List.of(
            GeneratorKind.ULID, GeneratorKind.UUIDV7, GeneratorKind.SCRU128, GeneratorKind.EUID)) {
      assertSame(
          kind.build(InstantSource.system()).getClass(),
          perThread(kind, InstantSource.system(), null, GeneratorKind.ALLOWANCE).getClass());
    }
  }

  /**
   * Stress: 8 threads x 1,000,000 ids on one per-thread generator (system clock, default secure
   * source); half the threads call {@code generate()}, half {@code generate(100)}. Whole ids are
   * kept as primitive longs per thread; each thread's must strictly increase, and a k-way merge of
   * the 8 sorted runs must strictly increase too: no id twice anywhere.
   */
  @ParameterizedTest
  @EnumSource(names = {"ULID", "UUIDV7", "SCRU128", "EUID"})
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void generate_eightThreadsPerThread_noIdTwiceAndEachThreadStrictlyIncreasing(GeneratorKind kind)
      throws Exception {
    int threads = GeneratorThreadsTest.STRESS_THREADS;
    int perThread = GeneratorThreadsTest.STRESS_PER_THREAD;
    IdGenerator<? extends SortableId> generator =
        perThread(kind, InstantSource.system(), null, GeneratorKind.ALLOWANCE);
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<long[][]>> futures = new ArrayList<>();
    long began = System.nanoTime();
    try {
      for (int t = 0; t < threads; t++) {
        boolean batches = t % 2 == 1;
        futures.add(
            pool.submit(
                () -> {
                  long[] hi = new long[perThread];
                  long[] lo = new long[perThread];
                  int size = 0;
                  start.await();
                  while (size < perThread) {
                    if (batches) {
                      for (SortableId id :
                          generator.generate(
                              Math.min(GeneratorThreadsTest.STRESS_BATCH, perThread - size))) {
                        hi[size] = high(id);
                        lo[size++] = low(id);
                      }
                    } else {
                      SortableId id = generator.generate();
                      hi[size] = high(id);
                      lo[size++] = low(id);
                    }
                  }
                  return new long[][] {hi, lo};
                }));
      }
      start.countDown();
      List<long[][]> runs = new ArrayList<>();
      for (Future<long[][]> future : futures) {
        runs.add(future.get());
      }
      long generated = System.nanoTime() - began;
      for (int t = 0; t < threads; t++) {
        assertStrictlyIncreasing(kind, t, runs.get(t));
      }
      assertEquals((long) threads * perThread, mergeStrictlyIncreasing(kind, runs));
      System.out.printf(
          Locale.ROOT,
          "[figures] stress %s per thread: %d threads x %d ids, duplicates 0, generated in %.1f s%n",
          kind,
          threads,
          perThread,
          generated / 1e9);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * Each of three threads runs the same seeded script of clock faults (standing still, going back
   * within and beyond the allowance, jumping ahead) with random draws that are often all ones (so
   * counters overflow), through {@code generate()}, {@code generateOrAbort()} and batches, on one
   * per-thread generator whose clock and random generator answer each thread from its own script.
   * Every thread must see exactly what a shared generator gives one thread on that script: ids,
   * empty results and exception messages alike.
   */
  @ParameterizedTest
  @EnumSource(names = {"ULID", "UUIDV7", "SCRU128", "EUID"})
  void generate_scriptedFaultsOnEachThread_sameAsASharedGeneratorOnOneThread(GeneratorKind kind)
      throws Exception {
    for (long seed = 1; seed <= 4; seed++) {
      long scriptSeed = seed;
      Duration allowance = Duration.ofMillis(50);
      ThreadClock clock = new ThreadClock();
      ThreadRandom random = new ThreadRandom();
      IdGenerator<? extends SortableId> shared = kind.build(clock, random, allowance);
      clock.reset();
      random.reset(scriptSeed);
      List<String> expected = script(shared, clock, scriptSeed);

      IdGenerator<? extends SortableId> perThread = perThread(kind, clock, random, allowance);
      List<List<String>> seen = new ArrayList<>();
      ExecutorService pool = Executors.newFixedThreadPool(3);
      try {
        List<Future<List<String>>> futures = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
          futures.add(
              pool.submit(
                  () -> {
                    clock.reset();
                    random.reset(scriptSeed);
                    return script(perThread, clock, scriptSeed);
                  }));
        }
        for (Future<List<String>> future : futures) {
          seen.add(future.get(1, TimeUnit.MINUTES));
        }
      } finally {
        pool.shutdownNow();
      }
      for (List<String> outcomes : seen) {
        assertEquals(expected, outcomes, kind + " seed " + seed);
      }
      assertTrue(
          expected.stream().anyMatch(o -> o.startsWith("empty")), "the script hit a rollback");
    }
  }

  /**
   * A reseed called on one thread reaches a thread that generates on a clock standing still: its
   * next id moves to the next millisecond, as after a reseed on that thread itself.
   */
  @ParameterizedTest
  @EnumSource(names = {"ULID", "UUIDV7", "SCRU128", "EUID"})
  void reseed_onAnotherThread_nextIdOnEachThreadStartsFresh(GeneratorKind kind) throws Exception {
    ScriptedClock clock = new ScriptedClock(T);
    IdGenerator<? extends SortableId> generator =
        perThread(kind, clock, null, GeneratorKind.ALLOWANCE);
    ExecutorService a = Executors.newSingleThreadExecutor();
    ExecutorService b = Executors.newSingleThreadExecutor();
    try {
      SortableId a1 = a.submit(() -> generator.generate(3).get(2)).get();
      SortableId b1 = b.submit(() -> (SortableId) generator.generate()).get();
      assertEquals(T, a1.epochMillis());
      assertEquals(T, b1.epochMillis());

      kind.reseed(generator); // on the test thread, which never generated

      SortableId a2 = a.submit(() -> (SortableId) generator.generate()).get();
      SortableId b2 = b.submit(() -> generator.generateOrAbort().orElseThrow()).get();
      assertEquals(T + 1, a2.epochMillis(), "thread a renewed");
      assertEquals(T + 1, b2.epochMillis(), "thread b renewed");
      assertTrue(compare(a2, a1) > 0);
      assertTrue(compare(b2, b1) > 0);

      // no reseed since: both count on in T + 1
      SortableId a3 = a.submit(() -> (SortableId) generator.generate()).get();
      assertEquals(T + 1, a3.epochMillis());
      assertTrue(compare(a3, a2) > 0);
    } finally {
      a.shutdownNow();
      b.shutdownNow();
    }
  }

  /**
   * Preemption: 8 threads take ids while 4 more spin (more threads than cores), on a clock that
   * moves on 1 ms every 3rd read, with a reseed from outside now and then. Each thread's ids must
   * strictly increase and no id may appear twice.
   */
  @ParameterizedTest
  @EnumSource(names = {"ULID", "UUIDV7", "SCRU128", "EUID"})
  void generate_moreThreadsThanCoresOnATickingClock_uniqueAndIncreasingPerThread(GeneratorKind kind)
      throws Exception {
    AtomicLong reads = new AtomicLong();
    InstantSource ticking =
        new InstantSource() {
          @Override
          public long millis() {
            return T + reads.getAndIncrement() / 3;
          }

          @Override
          public Instant instant() {
            return Instant.ofEpochMilli(millis());
          }
        };
    IdGenerator<? extends SortableId> generator =
        perThread(kind, ticking, null, GeneratorKind.ALLOWANCE);
    List<List<SortableId>> perThread =
        GeneratorThreadsTest.runThreads(
            8,
            4,
            thread -> {
              List<SortableId> ids = new ArrayList<>(50_000);
              for (int i = 0; i < 50_000; i++) {
                if (thread == 0 && i % 10_000 == 0) {
                  kind.reseed(generator);
                }
                if (i % 7 == thread % 7) {
                  ids.addAll(generator.generate(3));
                } else {
                  ids.add(generator.generate());
                }
              }
              return ids;
            });
    int total = 0;
    for (int t = 0; t < perThread.size(); t++) {
      List<SortableId> ids = perThread.get(t);
      for (int i = 1; i < ids.size(); i++) {
        if (compare(ids.get(i), ids.get(i - 1)) <= 0) {
          fail(kind + " thread " + t + ": " + ids.get(i) + " is not above " + ids.get(i - 1));
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
    Arrays.sort(all, PerThreadGeneratorTest::compare);
    for (int i = 1; i < all.length; i++) {
      if (compare(all[i], all[i - 1]) == 0) {
        fail(kind + ": " + all[i] + " handed out twice");
      }
    }
  }

  /**
   * Runs the fault script of {@code seed} on the calling thread: 3,000 operations, each a clock
   * move then an id by one of the three methods; returns each outcome as text.
   */
  private static List<String> script(
      IdGenerator<? extends SortableId> generator, ThreadClock clock, long seed) {
    Random script = new Random(seed);
    List<String> outcomes = new ArrayList<>();
    for (int i = 0; i < 3_000; i++) {
      int move = script.nextInt(20);
      if (move < 12) {
        clock.advance(0); // stands still: counts on
      } else if (move < 16) {
        clock.advance(1 + script.nextInt(3));
      } else if (move < 18) {
        clock.advance(-1 - script.nextInt(50)); // back within the 50 ms allowance
      } else if (move < 19) {
        clock.advance(-51 - script.nextInt(100)); // back beyond it
      } else {
        clock.advance(100 + script.nextInt(200));
      }
      int method = script.nextInt(3);
      try {
        if (method == 0) {
          outcomes.add(generator.generate().toString());
        } else if (method == 1) {
          outcomes.add(generator.generateOrAbort().map(Object::toString).orElse("empty"));
        } else {
          outcomes.add(generator.generate(1 + script.nextInt(4)).toString());
        }
      } catch (IllegalStateException e) {
        outcomes.add("failed: " + e.getMessage());
      }
    }
    return outcomes;
  }

  /** A clock each thread sets by hand for itself. */
  private static final class ThreadClock implements InstantSource {
    private final ThreadLocal<long[]> millis = ThreadLocal.withInitial(() -> new long[] {T});

    void reset() {
      millis.get()[0] = T;
    }

    void advance(long delta) {
      millis.get()[0] += delta;
    }

    @Override
    public long millis() {
      return millis.get()[0];
    }

    @Override
    public Instant instant() {
      return Instant.ofEpochMilli(millis());
    }
  }

  /**
   * A seeded random generator per thread; one value in four is all ones, so that counters start at
   * their top and overflow.
   */
  private static final class ThreadRandom implements RandomGenerator {
    private final ThreadLocal<Random> random = ThreadLocal.withInitial(() -> new Random(0));

    void reset(long seed) {
      random.set(new Random(seed));
    }

    @Override
    public long nextLong() {
      Random r = random.get();
      return r.nextInt(4) == 0 ? -1L : r.nextLong();
    }

    @Override
    public int nextInt() {
      Random r = random.get();
      return r.nextInt(4) == 0 ? -1 : r.nextInt();
    }
  }

  private static void assertStrictlyIncreasing(GeneratorKind kind, int thread, long[][] run) {
    long[] hi = run[0];
    long[] lo = run[1];
    for (int i = 1; i < hi.length; i++) {
      if (compare(hi[i - 1], lo[i - 1], hi[i], lo[i]) >= 0) {
        fail(
            String.format(
                Locale.ROOT,
                "%s thread %d: id %d (%016x %016x) is not above id %d (%016x %016x)",
                kind,
                thread,
                i,
                hi[i],
                lo[i],
                i - 1,
                hi[i - 1],
                lo[i - 1]));
      }
    }
  }

  /** Merges the sorted runs, failing on an id not above the one before; returns the count. */
  private static long mergeStrictlyIncreasing(GeneratorKind kind, List<long[][]> runs) {
    int[] heads = new int[runs.size()];
    long count = 0;
    long lastHi = 0;
    long lastLo = 0;
    while (true) {
      int best = -1;
      for (int t = 0; t < runs.size(); t++) {
        long[][] run = runs.get(t);
        if (heads[t] < run[0].length
            && (best < 0
                || compare(
                        run[0][heads[t]],
                        run[1][heads[t]],
                        runs.get(best)[0][heads[best]],
                        runs.get(best)[1][heads[best]])
                    < 0)) {
          best = t;
        }
      }
      if (best < 0) {
        return count;
      }
      long hi = runs.get(best)[0][heads[best]];
      long lo = runs.get(best)[1][heads[best]];
      heads[best]++;
      if (count > 0 && compare(lastHi, lastLo, hi, lo) >= 0) {
        fail(String.format(Locale.ROOT, "%s: id %016x %016x handed out twice", kind, hi, lo));
      }
      lastHi = hi;
      lastLo = lo;
      count++;
    }
  }

  private static int compare(SortableId a, SortableId b) {
    return compare(high(a), low(a), high(b), low(b));
  }

  private static int compare(long hi1, long lo1, long hi2, long lo2) {
    int c = Long.compareUnsigned(hi1, hi2);
    return c != 0 ? c : Long.compareUnsigned(lo1, lo2);
  }
}
