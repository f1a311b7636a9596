package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code reseed()} for every scheme, with the default secure source: the next id moves past the
 * last timestamp unit (millisecond, or SCRU64's 256 ms tick) instead of counting on, so a copy of
 * the generator reseeded elsewhere cannot repeat it; order is kept; a clock that moved on is taken
 * as usual. The exact bits drawn on a reseed are in each generator's own test class; restored
 * snapshots in {@link SnapshotReseedTest}, the process-wide defaults in {@link
 * DefaultGeneratorReseedTest}.
 */
final class GeneratorReseedTest {
  private static final long T = 1_700_000_000_000L;

  @ParameterizedTest
  @EnumSource(GeneratorKind.class)
  void reseed_sameUnit_movesToTheNextUnitAndKeepsOrder(GeneratorKind kind) {
    ScriptedClock clock = new ScriptedClock(T);
    IdGenerator<? extends SortableId> generator = kind.build(clock);
    SortableId a = generator.generate();
    kind.reseed(generator);
    SortableId b = generator.generate();
    SortableId c = generator.generate();

    assertTrue(kind.compare(a, b) < 0 && kind.compare(b, c) < 0, a + " < " + b + " < " + c);
    assertTrue(ParserProperties.compare(a, b) < 0 && ParserProperties.compare(b, c) < 0);
    assertEquals(a.epochMillis() + kind.unitMillis(), b.epochMillis(), "the next unit: " + b);
    assertEquals(b.epochMillis(), c.epochMillis(), "then counts on in it: " + c);
  }

  @ParameterizedTest
  @EnumSource(GeneratorKind.class)
  void reseed_thenClockMovedOn_freshAtTheClockAndAboveTheLastId(GeneratorKind kind) {
    ScriptedClock clock = new ScriptedClock(T);
    IdGenerator<? extends SortableId> generator = kind.build(clock);
    SortableId a = generator.generate();
    kind.reseed(generator);
    clock.set(T + 5 * kind.unitMillis());
    SortableId b = generator.generate();
    assertEquals(a.epochMillis() + 5 * kind.unitMillis(), b.epochMillis());
    assertTrue(kind.compare(a, b) < 0);

    kind.reseed(generator);
    SortableId c = generator.generate();
    assertTrue(kind.compare(b, c) < 0, c + " above " + b);
  }

  @ParameterizedTest
  @EnumSource(GeneratorKind.class)
  void reseed_beforeAnyId_isHarmless(GeneratorKind kind) {
    ScriptedClock clock = new ScriptedClock(T);
    IdGenerator<? extends SortableId> generator = kind.build(clock);
    kind.reseed(generator);
    SortableId first = generator.generate();
    assertEquals(T / kind.unitMillis() * kind.unitMillis(), first.epochMillis());
    assertTrue(kind.carriesFixedField(first));
  }
}
