package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
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
    TypeIdGenerator users = TypeIdGenerator.of(TypeId.prefix("user"), uuids);

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
    assertEquals(TypeId.prefix("user"), users.prefix());
    assertEquals("TypeIdGenerator[user]", users.toString());
  }

  @Test
  void generateOrAbort_isEmptyWhereTheUuidV7GeneratorIs() {
    ScriptedClock clock = new ScriptedClock(T0);
    UuidV7Generator uuids = UuidV7Generator.builder().clock(clock).build();
    TypeIdGenerator orders = TypeIdGenerator.of(TypeId.prefix("order"), uuids);
    orders.generate();
    clock.set(T0 - 60_000); // back beyond the 10 s allowance

    assertEquals(Optional.empty(), orders.generateOrAbort());
  }

  @Test
  void nulls_areRefused() {
    UuidV7Generator uuids = UuidV7Generator.builder().build();
    assertThrows(NullPointerException.class, () -> TypeIdGenerator.of(null, uuids));
    assertThrows(NullPointerException.class, () -> TypeIdGenerator.of(TypeId.prefix("user"), null));
  }
}
