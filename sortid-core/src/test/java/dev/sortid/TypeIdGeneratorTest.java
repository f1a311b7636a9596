package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

final class TypeIdGeneratorTest {
  private static final long T0 = 1_700_000_000_000L;

  @Test
  void generate_takesTheUuidV7GeneratorsIdsInOrder() {
    ScriptedClock clock = new ScriptedClock(T0);
    UuidV7Generator uuids = UuidV7Generator.builder().clock(clock).random(new Random(1)).build();
    TypeIdGenerator users = TypeIdGenerator.of(TypeId.type("user"), uuids);

    TypeId first = users.generate();
    UuidV7 between = uuids.generate();
    List<TypeId> batch = users.generate(3);
    Optional<TypeId> next = users.generateOrAbort();

    assertEquals("user", first.prefix());
    assertEquals(Instant.ofEpochMilli(T0), first.instant());
    assertTrue(first.toUuidV7().compareTo(between) < 0);
    assertTrue(between.compareTo(batch.get(0).toUuidV7()) < 0);
    assertEquals(3, batch.size());
    assertTrue(
        batch.get(0).compareTo(batch.get(1)) < 0 && batch.get(1).compareTo(batch.get(2)) < 0);
    assertTrue(batch.get(2).compareTo(next.orElseThrow()) < 0);
    assertEquals(TypeId.type("user"), users.type());
    assertEquals("TypeIdGenerator[user]", users.toString());
  }

  @Test
  void generateOrAbort_isEmptyWhereTheUuidV7GeneratorIs() {
    ScriptedClock clock = new ScriptedClock(T0);
    UuidV7Generator uuids = UuidV7Generator.builder().clock(clock).build();
    TypeIdGenerator orders = TypeIdGenerator.of(TypeId.type("order"), uuids);
    orders.generate();
    clock.set(T0 - 60_000); // back beyond the 10 s allowance

    assertEquals(Optional.empty(), orders.generateOrAbort());
  }

  @Test
  void asAnIdGenerator_keepsItsContract() {
    ScriptedClock clock = new ScriptedClock(T0);
    IdGenerator<TypeId> users =
        TypeIdGenerator.of(TypeId.type("user"), UuidV7Generator.builder().clock(clock).build());

    List<TypeId> ids = new ArrayList<>(users.generate(2));
    ids.add(users.generate());
    ids.add(users.generateOrAbort().orElseThrow());

    for (int i = 1; i < ids.size(); i++) {
      assertTrue(ids.get(i - 1).compareTo(ids.get(i)) < 0, ids.get(i - 1) + " < " + ids.get(i));
    }
    assertThrows(UnsupportedOperationException.class, () -> users.generate(1).add(ids.get(0)));
    assertEquals(List.of(), users.generate(0));
    assertThrows(IllegalArgumentException.class, () -> users.generate(-1));
  }

  @Test
  void reseed_reseedsTheUuidV7Generator_whoseNextIdMovesToTheNextMillisecond() {
    ScriptedClock clock = new ScriptedClock(T0);
    UuidV7Generator uuids = UuidV7Generator.builder().clock(clock).build();
    TypeIdGenerator users = TypeIdGenerator.of(TypeId.type("user"), uuids);
    TypeId before = users.generate();

    users.reseed();
    TypeId after = users.generate();

    assertEquals(before.instant().plusMillis(1), after.instant());
    assertTrue(before.compareTo(after) < 0);
  }

  @Test
  void ofAType_takesTheDefaultUuidV7Generator() {
    TypeIdGenerator users = TypeIdGenerator.of(TypeId.type("user"));
    UuidV7 between = UuidV7.generate();
    TypeId id = users.generate();

    assertTrue(between.compareTo(id.toUuidV7()) < 0, "after " + between + " of the same generator");
  }

  @Test
  void nulls_areRefused() {
    UuidV7Generator uuids = UuidV7Generator.builder().build();
    assertThrows(NullPointerException.class, () -> TypeIdGenerator.of(null, uuids));
    assertThrows(NullPointerException.class, () -> TypeIdGenerator.of(TypeId.type("user"), null));
    assertThrows(NullPointerException.class, () -> TypeIdGenerator.of(null));
  }
}
