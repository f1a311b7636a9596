package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link IdScheme} as the project's one registry: classes, lengths, generators and UUID text. */
final class IdSchemeRegistryTest {
  private static final String UUID_TEXT = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void ofIdClass_findsEachSchemeByItsClass(IdScheme scheme) {
    assertEquals(Optional.of(scheme), IdScheme.ofIdClass(scheme.idClass()));
  }

  @Test
  void ofIdClass_otherClasses_areEmpty() {
    assertEquals(Optional.empty(), IdScheme.ofIdClass(SortableId.class));
    assertEquals(Optional.empty(), IdScheme.ofIdClass(UUID.class));
    assertEquals(Optional.empty(), IdScheme.ofIdClass(null));
  }

  @Test
  void ofTextLength_eachLengthHasOneScheme_othersNone() {
    Set<Integer> seen = new HashSet<>();
    for (IdScheme scheme : IdScheme.values()) {
      for (int length : scheme.textLengths()) {
        assertTrue(seen.add(length), "length " + length + " twice");
        assertEquals(Optional.of(scheme), IdScheme.ofTextLength(length));
      }
    }
    for (int length = 0; length < 100; length++) {
      if (!seen.contains(length)) {
        assertEquals(Optional.empty(), IdScheme.ofTextLength(length), "length " + length);
      }
    }
    assertEquals(
        "12 (SCRU64), 25 (SCRU128), 26 (ULID), 27 (EUID), 32 or 40 (SCRU160), 36 (UUIDv7)",
        IdScheme.textLengthsDescription());
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void generatorClass_isTheClassOfTheDefaultGenerator_whichMakesIdsOfTheScheme(IdScheme scheme) {
    IdGenerator<? extends SortableId> generator = scheme.defaultGenerator();
    assertSame(scheme.generatorClass(), generator.getClass());
    assertSame(generator, scheme.defaultGenerator());
    SortableId id = generator.generate();
    assertEquals(scheme, id.scheme());
    assertTrue(ParserProperties.compare(id, scheme.generate()) < 0, "one sequence with generate()");
  }

  @Test
  void toString_isTheSpecsSpelling_nameIsTheConstant() {
    assertEquals("UUIDv7", IdScheme.UUIDV7.toString());
    assertEquals("UUIDV7", IdScheme.UUIDV7.name());
    for (IdScheme scheme : EnumSet.complementOf(EnumSet.of(IdScheme.UUIDV7))) {
      assertEquals(scheme.name(), scheme.toString());
    }
  }

  static Stream<String> uuidSpellings() {
    String upper = UUID_TEXT.toUpperCase(Locale.ROOT);
    String bare = UUID_TEXT.replace("-", "");
    return Stream.of(
        UUID_TEXT,
        upper,
        "{" + UUID_TEXT + "}",
        "urn:uuid:" + UUID_TEXT,
        "URN:UUID:" + upper,
        bare,
        bare.toUpperCase(Locale.ROOT),
        "{" + bare + "}",
        "urn:uuid:" + bare);
  }

  @ParameterizedTest
  @MethodSource("uuidSpellings")
  void parseUuid_everySpelling_readsTheSameUuid(String text) {
    assertEquals(UUID.fromString(UUID_TEXT), IdScheme.parseUuid(text));
    assertTrue(IdScheme.isUuidText(text));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "1-2-3-4-5 | -1 | invalid length 9 for UUID (expected 36",
        "'' | -1 | invalid length 0 for UUID",
        "017f22e2079b0-7cc3-98c4-dc0c0c07398f | 8 | invalid character '0' at index 8 in UUID",
        "017f22e2-79b0-7cc3-98c4-dc0c0c07398g | 35 | 'g' at index 35 in UUID \"017f22e2",
        "{017f22e2-79b0-7cc3-98c4-dc0c0c07398g} | 36 | 'g' at index 36",
        "urn:uuid:017f22e279b07cc398c4dc0c0c07398\u00e9 | 40 | U+00E9 at index 40",
        "{017f22e2-79b0-7cc3-98c4-dc0c0c07398f | -1 | invalid length 37",
        "017f22e2-79b0-7cc3-98c4-dc0c0c07398f} | -1 | invalid length 37",
      })
  void parseUuid_badText_namesThePositionAndWhatWasExpected(
      String text, int index, String message) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> IdScheme.parseUuid(text));
    assertEquals(index, e.index(), e.getMessage());
    assertTrue(e.getMessage().contains(message), e.getMessage());
    assertSame(text, e.input());
    assertFalse(IdScheme.isUuidText(text));
  }

  @Test
  void isUuidText_null_isFalse() {
    assertFalse(IdScheme.isUuidText(null));
    assertThrows(NullPointerException.class, () -> IdScheme.parseUuid(null));
  }

  /** Seeded: random 128-bit values, each spelling, against a {@code BigInteger} reading. */
  @Test
  void parseUuid_randomValues_matchABigIntegerOracle() {
    Random random = new Random(20261126L);
    for (int i = 0; i < 10_000; i++) {
      BigInteger value = new BigInteger(128, random);
      String hex = String.format(Locale.ROOT, "%032x", value);
      String dashed =
          hex.substring(0, 8)
              + "-"
              + hex.substring(8, 12)
              + "-"
              + hex.substring(12, 16)
              + "-"
              + hex.substring(16, 20)
              + "-"
              + hex.substring(20);
      String text =
          switch (i % 4) {
            case 0 -> dashed;
            case 1 -> hex.toUpperCase(Locale.ROOT);
            case 2 -> "{" + dashed + "}";
            default -> "urn:uuid:" + hex;
          };
      UUID uuid = IdScheme.parseUuid(text);
      BigInteger read =
          BigInteger.valueOf(uuid.getMostSignificantBits())
              .shiftLeft(64)
              .or(BigInteger.valueOf(uuid.getLeastSignificantBits()).and(mask64()));
      assertEquals(value, read.and(BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE)), text);
    }
  }

  private static BigInteger mask64() {
    return BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
  }

  @Test
  void parseTextOrUuid_readsTheCanonicalTextAndEveryUuidSpelling() {
    UuidV7 v7 = UuidV7.parse(UUID_TEXT);
    for (IdScheme scheme :
        EnumSet.of(IdScheme.SCRU128, IdScheme.ULID, IdScheme.EUID, IdScheme.UUIDV7)) {
      SortableId id = scheme.fromUuid(v7.toUuid());
      assertEquals(id, scheme.parseTextOrUuid(id.toString()), scheme + " canonical");
      uuidSpellings()
          .forEach(text -> assertEquals(id, scheme.parseTextOrUuid(text), scheme + " " + text));
    }
    Scru64Id scru64 = Scru64Id.parse("0u375nxqh5cq");
    assertEquals(scru64, IdScheme.SCRU64.parseTextOrUuid("0u375nxqh5cq"));
    assertThrows(IdFormatException.class, () -> IdScheme.SCRU64.parseTextOrUuid(UUID_TEXT));
  }

  @Test
  void parseTextOrUuid_neither_namesTheUuidSpellingsOrTheUuidError() {
    IdFormatException length =
        assertThrows(IdFormatException.class, () -> IdScheme.ULID.parseTextOrUuid("x".repeat(36)));
    assertTrue(
        length.getMessage().startsWith("invalid length 36 for ULID (expected 26, or a UUID (36:"),
        length.getMessage());
    IdFormatException digit =
        assertThrows(
            IdFormatException.class,
            () -> IdScheme.ULID.parseTextOrUuid("017f22e2-79b0-7cc3-98c4-dc0c0c07398x"));
    assertEquals(35, digit.index());
    assertTrue(digit.getMessage().contains("in UUID"), digit.getMessage());
    IdFormatException version =
        assertThrows(
            IdFormatException.class,
            () -> IdScheme.UUIDV7.parseTextOrUuid("{017f22e2-79b0-4cc3-98c4-dc0c0c07398f}"));
    assertTrue(version.getMessage().startsWith("invalid UUIDv7 \"{017f22e2"), version.getMessage());
    assertTrue(version.getMessage().contains("version"), version.getMessage());
  }

  @Test
  void scru64NodeIdAndCounter_splitNodeCtrAtTheNodeIdSize() {
    Random random = new Random(64L);
    IntStream.range(0, 1_000)
        .forEach(
            i -> {
              int nodeCtr = random.nextInt(1 << 24);
              int size = 1 + random.nextInt(23);
              Scru64Id id = Scru64Id.of(random.nextInt(1 << 30), nodeCtr);
              assertEquals(nodeCtr >>> (24 - size), id.nodeId(size));
              assertEquals(nodeCtr % (1 << (24 - size)), id.counter(size));
              assertEquals(nodeCtr, id.nodeId(size) << (24 - size) | id.counter(size));
            });
    Scru64Id id =
        Scru64Generator.builder().nodeSpec(Scru64NodeSpec.parse("42/8")).build().generate();
    assertEquals(42, id.nodeId(8));
    assertThrows(IllegalArgumentException.class, () -> id.nodeId(0));
    assertThrows(IllegalArgumentException.class, () -> id.counter(24));
  }
}
