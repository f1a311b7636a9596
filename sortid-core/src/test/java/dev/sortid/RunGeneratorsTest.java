package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The generators that hand out runs from a {@link RunCounter} (ULID, SCRU128, EUID, UUIDV7): what
 * happens at the end of a run, and threads taking from runs while others end them. Ids are compared
 * by their generator-state key, the part the generator steps: the whole ULID, SCRU128, EUID and
 * UUIDV7 without their 32 fresh low bits (two ids with the same key would be a repeat of the
 * counter).
 */
final class RunGeneratorsTest {
  private static final long T = 1_700_000_000_000L;

  /**
   * A generator of each kind on a clock that stands still at {@link #T}, with seeded randomness.
   */
  enum Kind {
    ULID(
        clock -> UlidGenerator.builder().clock(clock).random(new Random(7)).build(),
        id -> ((Ulid) id).mostSignificantBits(),
        id -> ((Ulid) id).leastSignificantBits()),
    SCRU128(
        clock -> Scru128Generator.builder().clock(clock).random(new Random(7)).build(),
        id -> ((Scru128Id) id).mostSignificantBits(),
        id -> ((Scru128Id) id).leastSignificantBits() >>> 32), // entropy left out
    EUID(
        clock -> EuidGenerator.builder().clock(clock).random(new Random(7)).build(),
        id -> ((Euid) id).mostSignificantBits(),
        id -> ((Euid) id).leastSignificantBits() >>> 32), // the fresh low 32 bits left out
    UUIDV7(
        clock -> UuidV7Generator.builder().clock(clock).random(new Random(7)).build(),
        id -> ((UuidV7) id).mostSignificantBits(),
        id -> ((UuidV7) id).leastSignificantBits() >>> 32); // the fresh low 32 bits left out

    final Function<InstantSource, IdGenerator<? extends SortableId>> factory;
    final Function<SortableId, Long> keyHigh;
    final Function<SortableId, Long> keyLow;

    Kind(
        Function<InstantSource, IdGenerator<? extends SortableId>> factory,
        Function<SortableId, Long> keyHigh,
        Function<SortableId, Long> keyLow) {
      this.factory = factory;
      this.keyHigh = keyHigh;
      this.keyLow = keyLow;
    }

    int compare(SortableId a, SortableId b) {
      int high = Long.compareUnsigned(keyHigh.apply(a), keyHigh.apply(b));
      return high != 0 ? high : Long.compareUnsigned(keyLow.apply(a), keyLow.apply(b));
    }

    long timestamp(SortableId id) {
      return id.instant().toEpochMilli();
    }
  }

  /**
   * One run gives at most 2^24 - 2 ids; a millisecond can hold far more. Past a run's end the next
   * run counts on from the last id in the same millisecond: no jump to the next millisecond.
   */
  @ParameterizedTest
  @EnumSource(Kind.class)
  void generate_moreIdsInOneMsThanARunHolds_countOnInTheSameMs(Kind kind) {
    IdGenerator<? extends SortableId> generator = kind.factory.apply(new ScriptedClock(T));
    int count = (1 << 24) + 1000; // crosses the end of the first run
    SortableId previous = generator.generate();
    for (int i = 1; i < count; i++) {
      SortableId next = generator.generate();
      if (kind.compare(next, previous) <= 0 || kind.timestamp(next) != T) {
        fail("id " + i + ": " + next + " does not follow " + previous + " in millisecond " + T);
      }
      previous = next;
    }
    assertEquals(T, kind.timestamp(previous));
  }

  /**
   * Threads take ids from runs while others end them: one thread reseeds every 5,000 ids (each
   * reseed ends the run; the next id steps to the next millisecond), one takes batches of 7, one
   * uses generateOrAbort. The clock stands still: no id may repeat, and each thread's must
   * increase.
   */
  @ParameterizedTest
  @EnumSource(Kind.class)
  void generate_threadsWhileRunsEnd_noDuplicateAndEachThreadIncreasing(Kind kind) throws Exception {
    IdGenerator<? extends SortableId> generator = kind.factory.apply(new ScriptedClock(T));
    int perThread = 100_000;
    int threads = 4;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch start = new CountDownLatch(1);
    try {
      List<Future<List<SortableId>>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int role = t;
        futures.add(
            pool.submit(
                () -> {
                  start.await();
                  List<SortableId> ids = new ArrayList<>(perThread);
                  while (ids.size() < perThread) {
                    if (role == 1) {
                      ids.addAll(generator.generate(7));
                    } else if (role == 2) {
                      ids.add(generator.generateOrAbort().orElseThrow());
                    } else {
                      ids.add(generator.generate());
                    }
                    if (role == 3 && ids.size() % 5_000 == 0) {
                      SnapshotReseedTest.Scheme.reseed(generator);
                    }
                  }
                  return ids;
                }));
      }
      start.countDown();
      List<SortableId> all = new ArrayList<>();
      for (Future<List<SortableId>> future : futures) {
        List<SortableId> ids = future.get(5, TimeUnit.MINUTES);
        for (int i = 1; i < ids.size(); i++) {
          if (kind.compare(ids.get(i), ids.get(i - 1)) <= 0) {
            fail("a thread's id " + ids.get(i) + " is not above " + ids.get(i - 1));
          }
        }
        all.addAll(ids);
      }
      all.sort(kind::compare);
      for (int i = 1; i < all.size(); i++) {
        if (kind.compare(all.get(i), all.get(i - 1)) == 0) {
          fail("duplicate " + all.get(i));
        }
      }
      assertTrue(kind.timestamp(all.get(all.size() - 1)) > T, "the reseeds moved on");
    } finally {
      pool.shutdownNow();
    }
  }
}
