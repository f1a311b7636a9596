package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code generate(count)} for every scheme: one clock reading per batch, ids strictly increasing
 * and carrying the generator's fixed field, an unmodifiable list, the next batch and the next
 * single id continuing the sequence; {@code generate(0)} is empty without reading the clock, a
 * negative count is refused. The exact ids of a batch from scripted random numbers are in each
 * generator's own test class.
 */
final class GeneratorBatchTest {
  private static final long T = 1_700_000_000_000L;

  /** A clock standing at {@link #T} that counts its readings, by millis() and instant() alike. */
  private static final class CountingClock implements InstantSource {
    final AtomicInteger reads = new AtomicInteger();

    @Override
    public long millis() {
      reads.incrementAndGet();
      return T;
    }

    @Override
    public Instant instant() {
      reads.incrementAndGet();
      return Instant.ofEpochMilli(T);
    }
  }

  @ParameterizedTest
  @EnumSource(GeneratorKind.class)
  void generateBatch_readsTheClockOncePerBatch_increasingUnmodifiableAndContinued(
      GeneratorKind kind) {
    CountingClock clock = new CountingClock();
    IdGenerator<? extends SortableId> generator = kind.build(clock);

    List<? extends SortableId> batch = generator.generate(1000);
    assertEquals(1, clock.reads.get());
    assertEquals(1000, batch.size());
    assertIncreasing(kind, batch);

    List<? extends SortableId> second = generator.generate(1000);
    assertEquals(2, clock.reads.get());
    assertTrue(kind.compare(second.get(0), batch.get(999)) > 0, "the next batch continues");
    assertIncreasing(kind, second);
    SortableId single = generator.generate();
    assertTrue(kind.compare(single, second.get(999)) > 0, "the next id continues");
    assertTrue(ParserProperties.compare(second.get(999), single) < 0);

    assertThrows(UnsupportedOperationException.class, () -> batch.set(0, null));
    assertThrows(UnsupportedOperationException.class, () -> batch.add(null));
    assertThrows(UnsupportedOperationException.class, () -> batch.remove(0));
  }

  @ParameterizedTest
  @EnumSource(GeneratorKind.class)
  void generateBatch_zeroIsEmptyWithoutReadingTheClock_negativeIsRefused(GeneratorKind kind) {
    CountingClock clock = new CountingClock();
    IdGenerator<? extends SortableId> generator = kind.build(clock);
    assertEquals(List.of(), generator.generate(0));
    assertEquals(0, clock.reads.get());
    generator.generate();
    assertEquals(List.of(), generator.generate(0));
    assertEquals(1, clock.reads.get());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> generator.generate(-1));
    assertTrue(e.getMessage().contains("count"), e.getMessage());
    assertEquals(1, clock.reads.get());
  }

  /**
   * After a rollback beyond the allowance a batch resets to the clock as single calls do. SCRU64
   * never resets (see {@link ClockFaultTest}).
   */
  @ParameterizedTest
  @EnumSource(value = GeneratorKind.class, names = "SCRU64", mode = EnumSource.Mode.EXCLUDE)
  void generateBatch_afterBigRollback_resetsLikeSingleCalls(GeneratorKind kind) {
    ScriptedClock clock = new ScriptedClock(T);
    IdGenerator<? extends SortableId> generator =
        kind.build(clock, new SplittableRandom(5), GeneratorKind.ALLOWANCE);
    SortableId before = generator.generate();
    clock.set(T - 20_000);
    List<? extends SortableId> batch = generator.generate(3);
    assertEquals(T - 20_000, batch.get(0).epochMillis());
    assertTrue(kind.compare(batch.get(0), before) < 0, "a reset sorts below the earlier ids");
    assertIncreasing(kind, batch);
  }

  private static void assertIncreasing(GeneratorKind kind, List<? extends SortableId> ids) {
    for (int i = 0; i < ids.size(); i++) {
      SortableId id = ids.get(i);
      assertTrue(kind.carriesFixedField(id), () -> kind + " lost its fixed field: " + id);
      if (i > 0) {
        assertTrue(kind.compare(ids.get(i - 1), id) < 0, kind + " batch order at " + i);
      }
    }
  }
}
