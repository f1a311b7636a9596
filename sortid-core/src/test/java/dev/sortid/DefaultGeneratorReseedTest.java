package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** {@link IdScheme#reseedDefaultGenerators()}: the restore hook for the process-wide defaults. */
final class DefaultGeneratorReseedTest {

  private record Default(String name, Object generator, Supplier<SortableId> next) {}

  private static List<Default> defaults() {
    List<Default> all = new ArrayList<>();
    all.add(new Default("SCRU128", Scru128Generator.defaultGenerator(), Scru128Id::generate));
    all.add(new Default("SCRU160", Scru160Generator.defaultGenerator(), Scru160Id::generate));
    all.add(new Default("ULID", UlidGenerator.defaultGenerator(), Ulid::generate));
    all.add(new Default("EUID", EuidGenerator.defaultGenerator(), Euid::generate));
    all.add(new Default("UUIDV7", UuidV7Generator.defaultGenerator(), UuidV7::generate));
    try {
      all.add(new Default("SCRU64", Scru64Generator.defaultGenerator(), Scru64Id::generate));
    } catch (IllegalStateException notConfigured) {
      // no node spec in this JVM: reseedDefaultGenerators() must skip SCRU64 without failing
    }
    return all;
  }

  private static Object drbg(Object generator) throws ReflectiveOperationException {
    return RandomnessTest.field(RandomnessTest.field(generator, "random"), "drbg");
  }

  @Test
  void reseedDefaultGenerators_renewsEveryDefaultSource_andKeepsEachSchemeIncreasing()
      throws Exception {
    List<Default> defaults = defaults();
    List<Object> drbgsBefore = new ArrayList<>();
    List<SortableId> lastBefore = new ArrayList<>();
    for (Default d : defaults) {
      drbgsBefore.add(drbg(d.generator()));
      lastBefore.add(d.next().get());
    }

    IdScheme.reseedDefaultGenerators();

    for (int i = 0; i < defaults.size(); i++) {
      Default d = defaults.get(i);
      assertNotSame(drbgsBefore.get(i), drbg(d.generator()), d.name() + ": a new DRBG");
      SortableId after = d.next().get();
      assertTrue(ParserProperties.compare(lastBefore.get(i), after) < 0, d.name() + " increases");
    }
  }

  @Test
  void reseedDefaultGenerators_nextUlidIsFresh_notThePreviousPlusOne() {
    Ulid before = Ulid.generate();
    IdScheme.reseedDefaultGenerators();
    Ulid after = Ulid.generate();
    // without the reseed, a ULID in the same millisecond would be before + 1
    assertNotEquals(UlidGenerator.plus(before, 1), after);
    assertTrue(after.compareTo(before) > 0);
  }
}
