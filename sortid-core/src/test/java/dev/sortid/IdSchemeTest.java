package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class IdSchemeTest {
  private static final String SCRU128_TEXT = "0372hg16csmsm50l8dikcvukc";

  @Test
  void detect_scru128Text_isScru128() {
    assertEquals(Optional.of(IdScheme.SCRU128), IdScheme.detect(SCRU128_TEXT));
    assertEquals(
        Optional.of(IdScheme.SCRU128),
        IdScheme.detect(SCRU128_TEXT.toUpperCase(java.util.Locale.ROOT)));
  }

  /** One valid text per scheme (from the vector files) and the scheme it must be detected as. */
  @ParameterizedTest
  @CsvSource({
    "SCRU128, 0372hg16csmsm50l8dikcvukc",
    "SCRU64, 0u375nxqh5cq",
    "SCRU160, 05TTUP1HNCPNH30VEK64KDQT9BSNU4C4",
    "SCRU160, 017bdf6431bb33750751eb63beb3c3f8c5969d86",
    "ULID, 01ARZ3NDEKTSV4RRFFQ69G5FAV",
    "EUID, C8ZM14GR4JXG0MQXVY18S8TJNA6",
    "UUIDV7, 017f22e2-79b0-7cc3-98c4-dc0c0c07398f"
  })
  void everyScheme_detectParseAndBytes_agree(IdScheme scheme, String text) {
    assertEquals(Optional.of(scheme), IdScheme.detect(text));
    SortableId id = SortableId.parse(text);
    assertEquals(scheme, id.scheme());
    assertEquals(id, scheme.parse(text));
    assertTrue(scheme.isValid(text));
    assertEquals(id, scheme.fromByteArray(id.toByteArray()));
    assertEquals(scheme.byteLength(), id.toByteArray().length);
    assertEquals(scheme.idClass(), id.getClass());
    assertEquals(id, SortableId.parse(id.toString()));
    for (IdScheme other : IdScheme.values()) {
      if (other != scheme) {
        assertFalse(other.isValid(text), other + " accepted " + text);
        assertThrows(IdFormatException.class, () -> other.parse(text));
      }
    }
  }

  @Test
  void fromUuid_copiesTheBits_forThe128BitSchemesOnly() {
    UUID uuid = UUID.fromString("01846f2b-8d9a-7c31-9a8b-2b0c7d5e6f70"); // a version 7 UUID
    assertEquals(Scru128Id.from(uuid), IdScheme.SCRU128.fromUuid(uuid));
    assertEquals(Ulid.from(uuid), IdScheme.ULID.fromUuid(uuid));
    assertEquals(Euid.from(uuid), IdScheme.EUID.fromUuid(uuid));
    assertEquals(UuidV7.from(uuid), IdScheme.UUIDV7.fromUuid(uuid));
    UUID version4 = UUID.fromString("01846f2b-8d9a-4c31-9a8b-2b0c7d5e6f70");
    IllegalArgumentException notV7 =
        assertThrows(IllegalArgumentException.class, () -> IdScheme.UUIDV7.fromUuid(version4));
    assertTrue(notV7.getMessage().contains("version 4, expected 7"), notV7::getMessage);
    for (IdScheme scheme : IdScheme.values()) {
      boolean uuidForm;
      try {
        uuidForm = scheme.fromUuid(uuid).toByteArray().length == 16;
      } catch (UnsupportedOperationException e) {
        uuidForm = false;
      }
      assertEquals(uuidForm, scheme.hasUuidForm(), scheme::toString);
      assertEquals(uuidForm, scheme.byteLength() == 16, scheme::toString);
    }
    UnsupportedOperationException e =
        assertThrows(UnsupportedOperationException.class, () -> IdScheme.SCRU64.fromUuid(uuid));
    assertTrue(e.getMessage().startsWith("SCRU64 has no UUID form"), e::getMessage);
    assertThrows(UnsupportedOperationException.class, () -> IdScheme.SCRU160.fromUuid(uuid));
    assertThrows(NullPointerException.class, () -> IdScheme.ULID.fromUuid(null));
  }

  /** Seeded random 128-bit values, and the edges, through every scheme that has a UUID form. */
  @Test
  void toUuid_roundTripsFromUuid_forEvery128BitScheme() {
    java.util.SplittableRandom random = new java.util.SplittableRandom(15);
    for (IdScheme scheme : IdScheme.values()) {
      if (!scheme.hasUuidForm()) {
        continue;
      }
      for (int i = 0; i < 200; i++) {
        UUID uuid =
            i == 0
                ? new UUID(0, 0)
                : i == 1 ? new UUID(-1, -1) : new UUID(random.nextLong(), random.nextLong());
        if (scheme == IdScheme.UUIDV7) { // only a version 7, variant 10 UUID is one
          uuid =
              new UUID(
                  uuid.getMostSignificantBits() & ~0xF000L | 0x7000L,
                  uuid.getLeastSignificantBits() >>> 2 | Long.MIN_VALUE);
        }
        SortableId id = scheme.fromUuid(uuid);
        assertEquals(uuid, IdScheme.toUuid(id), scheme::toString);
        assertEquals(id, id.scheme().fromUuid(IdScheme.toUuid(id)), scheme::toString);
      }
    }
    Scru128Id scru128 = Scru128Id.parse(SCRU128_TEXT);
    assertEquals(scru128.toUuid(), IdScheme.toUuid(scru128));
    Ulid ulid = Ulid.parse("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    assertEquals(ulid.toUuid(), IdScheme.toUuid(ulid));
    Euid euid = Euid.parse("C8ZM14GR4JXG0MQXVY18S8TJNA6");
    assertEquals(euid.toUuid(), IdScheme.toUuid(euid));
  }

  @Test
  void toUuid_scru64AndScru160_throwUnsupportedOperation() {
    UnsupportedOperationException e =
        assertThrows(
            UnsupportedOperationException.class,
            () -> IdScheme.toUuid(Scru64Id.parse("0u375nxqh5cq")));
    assertEquals(
        "SCRU64 has no UUID form (only the 128-bit schemes SCRU128, ULID, EUID, UUIDv7 have"
            + " one)",
        e.getMessage());
    e =
        assertThrows(
            UnsupportedOperationException.class,
            () -> IdScheme.toUuid(Scru160Id.parse("05TTUP1HNCPNH30VEK64KDQT9BSNU4C4")));
    assertTrue(e.getMessage().startsWith("SCRU160 has no UUID form"), e::getMessage);
    assertThrows(NullPointerException.class, () -> IdScheme.toUuid(null));
  }

  /** SCRU64 is left out: its default generator needs a node spec, which tests set elsewhere. */
  @Test
  void minAndMax_areTheIdClassesConstants() throws ReflectiveOperationException {
    for (IdScheme scheme : IdScheme.values()) {
      assertEquals(scheme.idClass().getField("MIN").get(null), scheme.min(), scheme::toString);
      assertEquals(scheme.idClass().getField("MAX").get(null), scheme.max(), scheme::toString);
      assertTrue(unsignedCompare(scheme.min(), scheme.max()) < 0, scheme::toString);
    }
  }

  @Test
  void minAndMaxOfAnInstant_areTheIdClassesOwn() throws ReflectiveOperationException {
    Instant at = Instant.parse("2026-03-01T12:00:00.300Z");
    for (IdScheme scheme : IdScheme.values()) {
      Method min = scheme.idClass().getMethod("min", Instant.class);
      Method max = scheme.idClass().getMethod("max", Instant.class);
      assertEquals(min.invoke(null, at), scheme.min(at), scheme::toString);
      assertEquals(max.invoke(null, at), scheme.max(at), scheme::toString);
      assertTrue(scheme.min(at).instant().compareTo(at) <= 0, scheme::toString);
      assertTrue(unsignedCompare(scheme.min(at), scheme.max(at)) < 0, scheme::toString);
    }
  }

  private static int unsignedCompare(SortableId a, SortableId b) {
    return Arrays.compareUnsigned(a.toByteArray(), b.toByteArray());
  }

  @Test
  void minAndMaxOfAnInstant_outOfRangeOrNull_throwAsTheIdClassesDo() {
    Instant before = Instant.ofEpochMilli(-1);
    for (IdScheme scheme : IdScheme.values()) {
      assertThrows(IllegalArgumentException.class, () -> scheme.min(before), scheme::toString);
      assertThrows(IllegalArgumentException.class, () -> scheme.max(before), scheme::toString);
      assertThrows(NullPointerException.class, () -> scheme.min(null), scheme::toString);
      assertThrows(NullPointerException.class, () -> scheme.max(null), scheme::toString);
    }
  }

  /** The fact matches the builders: a scheme has a per-thread generator iff its builder says so. */
  @Test
  void hasPerThreadGenerator_isWhetherTheBuilderHasPerThread() throws ReflectiveOperationException {
    for (IdScheme scheme : IdScheme.values()) {
      Class<?> builder = scheme.generatorClass().getMethod("builder").getReturnType();
      boolean hasPerThread =
          Arrays.stream(builder.getMethods()).anyMatch(m -> m.getName().equals("perThread"));
      assertEquals(hasPerThread, scheme.hasPerThreadGenerator(), scheme::toString);
    }
    assertTrue(IdScheme.ULID.hasPerThreadGenerator());
    assertFalse(IdScheme.SCRU64.hasPerThreadGenerator());
  }

  @Test
  void generate_usesEachSchemesDefaultGenerator() {
    for (IdScheme scheme :
        new IdScheme[] {
          IdScheme.SCRU128, IdScheme.SCRU160, IdScheme.ULID, IdScheme.EUID, IdScheme.UUIDV7
        }) {
      SortableId first = scheme.generate();
      SortableId second = scheme.generate();
      assertEquals(scheme.idClass(), first.getClass());
      // the canonical texts of every scheme sort as the ids do
      assertTrue(first.toString().compareTo(second.toString()) < 0, scheme::toString);
    }
  }

  @Test
  void fromByteArray_wrongLengthForEveryScheme_isIdFormatException() {
    for (IdScheme scheme : IdScheme.values()) {
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> scheme.fromByteArray(new byte[3]));
      assertTrue(e.getMessage().contains(scheme.toString()), e.getMessage());
    }
  }

  @Test
  void detect_rightLengthButInvalid_isEmpty() {
    assertEquals(Optional.empty(), IdScheme.detect("zzzzzzzzzzzzzzzzzzzzzzzzz"));
    assertEquals(Optional.empty(), IdScheme.detect("not an id"));
    assertEquals(Optional.empty(), IdScheme.detect(null));
  }

  @Test
  void sortableIdParse_scru128Text_givesScru128Id() {
    SortableId id = SortableId.parse(SCRU128_TEXT);
    assertTrue(id instanceof Scru128Id);
    assertEquals(SCRU128_TEXT, id.toString());
    assertEquals(IdScheme.SCRU128, id.scheme());
    assertEquals(id, IdScheme.SCRU128.parse(SCRU128_TEXT));
    assertEquals(id, IdScheme.SCRU128.fromByteArray(id.toByteArray()));
  }

  @Test
  void sortableIdParse_unknownLength_namesTheLengths() {
    IdFormatException e = assertThrows(IdFormatException.class, () -> SortableId.parse("abc"));
    assertTrue(e.getMessage().contains("25 (SCRU128)"), e.getMessage());
    assertTrue(e.getMessage().contains("36 (UUIDv7)"), e.getMessage());
    assertEquals(-1, e.index());
  }

  @Test
  void textLengths_belongToOneSchemeEach_andDetectionFindsIt() {
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    for (IdScheme scheme : IdScheme.values()) {
      for (int length : scheme.textLengths()) {
        assertTrue(seen.add(length), () -> "length " + length + " of " + scheme + " is taken");
        IdFormatException e =
            assertThrows(IdFormatException.class, () -> SortableId.parse("!".repeat(length)));
        assertTrue(e.getMessage().contains(scheme.toString()), e::getMessage);
      }
    }
    assertEquals(
        "12 (SCRU64), 25 (SCRU128), 26 (ULID), 27 (EUID), 32 or 40 (SCRU160), 36 (UUIDv7)",
        IdScheme.textLengthsDescription());
  }

  @ParameterizedTest
  @CsvSource({
    "SCRU128, 16, dev.sortid.Scru128Id",
    "SCRU64, 8, dev.sortid.Scru64Id",
    "SCRU160, 20, dev.sortid.Scru160Id",
    "ULID, 16, dev.sortid.Ulid",
    "EUID, 16, dev.sortid.Euid"
  })
  void byteLengthAndIdClass_perScheme(IdScheme scheme, int byteLength, String idClass) {
    assertEquals(byteLength, scheme.byteLength());
    assertEquals(idClass, scheme.idClass().getName());
    assertEquals(byteLength == 16, scheme.hasUuidForm());
  }

  /** The lookup JAX-RS and Spring do: a public static valueOf(String) returning the id class. */
  @ParameterizedTest
  @CsvSource({
    "SCRU128, 0372hg16csmsm50l8dikcvukc, 0372hg16csmsm50l8dikcvuk!",
    "SCRU64, 0u375nxqh5cq, 0u375nxqh5c!",
    "SCRU160, 017bdf6431bb33750751eb63beb3c3f8c5969d86, 017bdf6431bb33750751eb63beb3c3f8c5969d8!",
    "ULID, 01ARZ3NDEKTSV4RRFFQ69G5FAV, 01ARZ3NDEKTSV4RRFFQ69G5FA!",
    "EUID, C8ZM14GR4JXG0MQXVY18S8TJNA6, C8ZM14GR4JXG0MQXVY18S8TJNA!"
  })
  void valueOf_foundByReflection_parsesAsParseDoes(IdScheme scheme, String valid, String invalid)
      throws ReflectiveOperationException {
    java.lang.reflect.Method valueOf = scheme.idClass().getMethod("valueOf", String.class);
    assertTrue(java.lang.reflect.Modifier.isStatic(valueOf.getModifiers()));
    assertEquals(scheme.idClass(), valueOf.getReturnType());
    assertEquals(scheme.parse(valid), valueOf.invoke(null, valid));
    assertEquals(
        scheme.parse(valid.toLowerCase(java.util.Locale.ROOT)),
        valueOf.invoke(null, valid.toLowerCase(java.util.Locale.ROOT)));
    java.lang.reflect.InvocationTargetException thrown =
        assertThrows(
            java.lang.reflect.InvocationTargetException.class, () -> valueOf.invoke(null, invalid));
    IdFormatException fromValueOf = (IdFormatException) thrown.getCause();
    IdFormatException fromParse =
        assertThrows(IdFormatException.class, () -> scheme.parse(invalid));
    assertEquals(fromParse.getMessage(), fromValueOf.getMessage());
    assertEquals(invalid.length() - 1, fromValueOf.index());
    assertEquals(invalid, fromValueOf.input());
    thrown =
        assertThrows(
            java.lang.reflect.InvocationTargetException.class,
            () -> valueOf.invoke(null, (Object) null));
    assertTrue(thrown.getCause() instanceof NullPointerException);
  }

  @Test
  void valueOf_eachType_isParse() {
    assertEquals(Scru128Id.parse(SCRU128_TEXT), Scru128Id.valueOf(SCRU128_TEXT));
    assertEquals(Scru64Id.parse("0u375nxqh5cq"), Scru64Id.valueOf("0u375nxqh5cq"));
    assertEquals(
        Scru160Id.parse("05TTUP1HNCPNH30VEK64KDQT9BSNU4C4"),
        Scru160Id.valueOf("05TTUP1HNCPNH30VEK64KDQT9BSNU4C4"));
    assertEquals(
        Ulid.parse("01ARZ3NDEKTSV4RRFFQ69G5FAV"), Ulid.valueOf("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    assertEquals(
        Euid.parse("C8ZM14GR4JXG0MQXVY18S8TJNA6"), Euid.valueOf("C8ZM14GR4JXG0MQXVY18S8TJNA6"));
    assertThrows(IdFormatException.class, () -> Ulid.valueOf("01ARZ3NDEKTSV4RRFFQ69G5FAU"));
    assertThrows(IdFormatException.class, () -> Euid.valueOf("C8ZM14GR4JXG0MQXVY18S8TJNA7"));
  }

  @Test
  void parse_null_throwsNullPointerException() {
    assertThrows(NullPointerException.class, () -> IdScheme.SCRU128.parse(null));
    assertThrows(NullPointerException.class, () -> IdScheme.SCRU128.fromByteArray(null));
    assertFalse(IdScheme.SCRU128.isValid(null));
  }
}
