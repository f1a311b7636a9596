package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.InstantSource;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Snapshots and forks (CRaC, AWS Lambda SnapStart, a native image whose generator was made at build
 * time): every process restored from one snapshot starts with the same generator state and the same
 * random state, and so makes the same ids, unless it calls {@code reseed()}.
 *
 * <p>A snapshot restore is simulated by copying a generator's memory: a new generator of the same
 * class gets the original's state fields, and a random source whose DRBG is in the same state as
 * every other restored copy's. (The JDK DRBG's internal state cannot be copied from outside, and
 * its serialized form reseeds on reading, so the original draws from a deterministic {@code
 * SHA1PRNG} seeded with a fixed seed, and each copy from another one with the same seed: the state
 * a memory image would carry.) Two copies restored from one snapshot are then run side by side with
 * the same clock.
 */
final class SnapshotReseedTest {
  static final int IDS = 10_000;
  private static final byte[] SNAPSHOT_SEED = {1, 2, 3, 4, 5, 6, 7, 8};

  @ParameterizedTest
  @EnumSource(value = GeneratorKind.class, names = "SCRU64", mode = EnumSource.Mode.EXCLUDE)
  void restoredCopies_withoutReseed_repeatEachOthersIds(GeneratorKind scheme) throws Exception {
    ScriptedClock clock = new ScriptedClock(ClockFaultTest.T0);
    IdGenerator<? extends SortableId> original = snapshotted(scheme, clock);

    clock.set(ClockFaultTest.T0 + 5); // restored later, both in the same millisecond
    IdGenerator<? extends SortableId> first = restore(scheme, original, clock);
    IdGenerator<? extends SortableId> second = restore(scheme, original, clock);

    List<? extends SortableId> firstIds = generate(first);
    assertEquals(firstIds, generate(second), "two restored copies make the very same ids");
  }

  @ParameterizedTest
  @EnumSource(value = GeneratorKind.class, names = "SCRU64", mode = EnumSource.Mode.EXCLUDE)
  void restoredCopies_afterReseed_shareNoIdAndStayAboveTheSnapshot(GeneratorKind scheme)
      throws Exception {
    ScriptedClock clock = new ScriptedClock(ClockFaultTest.T0);
    IdGenerator<? extends SortableId> original = snapshotted(scheme, clock);
    SortableId lastBeforeSnapshot = original.generate();

    for (long restoredAt : new long[] {ClockFaultTest.T0, ClockFaultTest.T0 + 5}) {
      clock.set(restoredAt);
      IdGenerator<? extends SortableId> first = restore(scheme, original, clock);
      IdGenerator<? extends SortableId> second = restore(scheme, original, clock);
      scheme.reseed(first);
      scheme.reseed(second);

      Set<SortableId> firstIds = new HashSet<>(generate(first));
      for (SortableId id : generate(second)) {
        assertTrue(!firstIds.contains(id), () -> "both reseeded copies made " + id);
      }
      for (SortableId id : firstIds) {
        assertTrue(ParserProperties.compare(lastBeforeSnapshot, id) < 0, id::toString);
      }
    }
  }

  /** A default generator drawing from the snapshot's DRBG state, used for a while. */
  private static IdGenerator<? extends SortableId> snapshotted(
      GeneratorKind scheme, InstantSource clock) throws Exception {
    IdGenerator<? extends SortableId> generator = scheme.build(clock);
    setField(field(generator, "random"), "drbg", snapshotDrbg());
    generate(generator);
    return generator;
  }

  private static List<? extends SortableId> generate(IdGenerator<? extends SortableId> generator) {
    List<SortableId> ids = new java.util.ArrayList<>();
    for (int i = 0; i < IDS; i++) {
      ids.add(generator.generate());
    }
    return ids;
  }

  /**
   * A copy of {@code original} as a restored memory image holds it: the same class, the same clock,
   * every state field copied, and a random source in the snapshot's DRBG state.
   */
  private static IdGenerator<? extends SortableId> restore(
      GeneratorKind scheme, IdGenerator<? extends SortableId> original, InstantSource clock)
      throws Exception {
    IdGenerator<? extends SortableId> copy = scheme.build(clock);
    for (Field field : original.getClass().getDeclaredFields()) {
      if (Modifier.isStatic(field.getModifiers())) {
        continue;
      }
      String name = field.getName();
      if (name.equals("clock") || name.equals("reseedLock")) {
        continue;
      } else if (name.equals("random")) {
        setField(field(copy, "random"), "drbg", snapshotDrbg());
      } else if (name.equals("engine")) {
        copyFields(field(original, name), field(copy, name));
      } else if (name.equals("engines")) { // a shared generator's one engine
        copyFields(field(field(original, name), "shared"), field(field(copy, name), "shared"));
      } else {
        setField(copy, name, field(original, name));
      }
    }
    return copy;
  }

  /**
   * Copies the state of one engine to another, as a memory image holds it: the current run, and a
   * {@link RunCounter} by value. The lock is not copied (each copy keeps its own), nor the scheme's
   * steps and the clock, which in the copy are bound to the copy's own random source and clock.
   */
  private static void copyFields(Object from, Object to) throws ReflectiveOperationException {
    for (Field field : from.getClass().getDeclaredFields()) {
      Class<?> type = field.getType();
      if (Modifier.isStatic(field.getModifiers())
          || type == Object.class
          || type == GeneratorEngine.Steps.class
          || type == java.util.function.LongSupplier.class) {
        continue;
      }
      field.setAccessible(true);
      Object value = field.get(from);
      if (value instanceof RunCounter) {
        copyFields(value, field.get(to));
      } else {
        field.set(to, value);
      }
    }
  }

  /** The DRBG state a memory image carries: the same for every copy restored from it. */
  private static SecureRandom snapshotDrbg() throws NoSuchAlgorithmException {
    SecureRandom drbg = SecureRandom.getInstance("SHA1PRNG");
    drbg.setSeed(SNAPSHOT_SEED); // before the first draw: the stream is fixed by the seed
    return drbg;
  }

  private static Object field(Object owner, String name) throws ReflectiveOperationException {
    return RandomnessTest.field(owner, name);
  }

  private static void setField(Object owner, String name, Object value)
      throws ReflectiveOperationException {
    Field field = owner.getClass().getDeclaredField(name);
    field.setAccessible(true);
    field.set(owner, value);
  }
}
