package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

final class UuidV7Test {
  /** RFC 9562, Appendix A.6: the example UUIDv7. */
  private static final String RFC_EXAMPLE = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";

  private static final HexFormat HEX = HexFormat.of();

  // ---- the RFC's example

  @Test
  void parse_rfcExample_givesItsFieldsAndTimestamp() {
    UuidV7 id = UuidV7.parse(RFC_EXAMPLE);

    assertEquals(0x017F22E279B0L, id.timestamp());
    assertEquals(Instant.parse("2022-02-22T19:22:22Z"), id.instant());
    assertEquals(0x017F22E279B0L, id.epochMillis());
    assertEquals(0xCC3, id.randA());
    assertEquals(0x18C4DC0C0C07398FL, id.randB());
    assertEquals(0x017F22E279B07CC3L, id.mostSignificantBits());
    assertEquals(0x98C4DC0C0C07398FL, id.leastSignificantBits());
    assertEquals(RFC_EXAMPLE, id.toString());
    assertEquals("017f22e279b07cc398c4dc0c0c07398f", id.toHexString());
    assertEquals("017f22e279b07cc398c4dc0c0c07398f", HEX.formatHex(id.toByteArray()));
    assertEquals(IdScheme.UUIDV7, id.scheme());
    assertEquals(id, UuidV7.of(0x017F22E279B0L, 0xCC3, 0x18C4DC0C0C07398FL));
  }

  @Test
  void rfcExample_agreesWithJavaUtilUuid() {
    UUID uuid = UUID.fromString(RFC_EXAMPLE);
    UuidV7 id = UuidV7.from(uuid);

    assertEquals(7, id.toUuid().version());
    assertEquals(2, id.toUuid().variant());
    assertEquals(uuid, id.toUuid());
    assertEquals(uuid.toString(), id.toString());
    assertEquals(uuid.hashCode(), id.hashCode());
    assertEquals(
        id, UuidV7.fromLongBits(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits()));
  }

  @Test
  void parse_anyCase_givesLowercaseText() {
    String upper = RFC_EXAMPLE.toUpperCase(Locale.ROOT);
    UuidV7 id = UuidV7.parse(upper);
    assertEquals(RFC_EXAMPLE, id.toString());
    assertEquals(id, UuidV7.parse("017F22e2-79B0-7cC3-98c4-DC0c0c07398F"));
    assertEquals(id, UuidV7.parse(new StringBuilder(upper)));
    assertEquals(id, UuidV7.valueOf(upper));
    assertTrue(UuidV7.isValid(upper));
    assertEquals(id, IdScheme.UUIDV7.parse(upper));
    assertEquals(id, SortableId.parse(upper));
    assertEquals(Optional.of(IdScheme.UUIDV7), IdScheme.detect(upper));
  }

  // ---- rejections

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        // input | index | in the message
        "017f22e2-79b0-7cc3-98c4-dc0c0c07398 | -1 | invalid length 35 for UUIDv7 (expected 36",
        "017f22e2-79b0-7cc3-98c4-dc0c0c07398ff | -1 | invalid length 37",
        "017f22e279b07cc398c4dc0c0c07398f | -1 | invalid length 32",
        "017f22e2079b0-7cc3-98c4-dc0c0c07398f | 8 | invalid character '0' at index 8 in UUIDv7",
        "017f22e-279b0-7cc3-98c4-dc0c0c07398f | 7 | invalid character '-' at index 7",
        "017f22e2-79b0-7cc3-98c4-dc0c0c07398g | 35 | 'g' at index 35 in UUIDv7",
        "017f22e2-79b0-7cc3-98c4-dc0c0c0 398f | 31 | ' ' at index 31",
        "017f22e2-79b0-4cc3-98c4-dc0c0c07398f | 14 | version 4, expected 7",
        "017f22e2-79b0-fcc3-98c4-dc0c0c07398f | 14 | version 15, expected 7",
        "017f22e2-79b0-7cc3-c8c4-dc0c0c07398f | 19 | variant bits 11, expected 10",
        "017f22e2-79b0-7cc3-78c4-dc0c0c07398f | 19 | variant bits 01, expected 10",
        "017f22e2-79b0-7cc3-08c4-dc0c0c07398f | 19 | variant bits 00, expected 10",
        "017f22e2-79b0-4cc3-x8c4-dc0c0c07398f | 19 | 'x' at index 19",
      })
  void parse_invalid_throwsWithIndexAndExpectation(String input, int index, String message) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> UuidV7.parse(input));

    assertSame(input, e.input());
    assertEquals(index, e.index(), e.getMessage());
    assertTrue(e.getMessage().contains(message), e.getMessage());
    assertTrue(e.getMessage().contains(IdFormatException.quote(input)), e.getMessage());
    assertFalse(UuidV7.isValid(input));
    assertThrows(IdFormatException.class, () -> UuidV7.valueOf(input));
    assertThrows(IdFormatException.class, () -> IdScheme.UUIDV7.parse(input));
  }

  @Test
  void parse_nonAsciiLookAlikes_rejectedWithoutIndexingPastTheTable() {
    for (char c : new char[] {'\uff10', '\u0660', '\u212a', '\u00e9', '\uffff'}) {
      String input = RFC_EXAMPLE.substring(0, 20) + c + RFC_EXAMPLE.substring(21);
      IdFormatException e = assertThrows(IdFormatException.class, () -> UuidV7.parse(input));
      assertEquals(20, e.index());
    }
    String fullwidthHyphen = RFC_EXAMPLE.substring(0, 8) + '\uff0d' + RFC_EXAMPLE.substring(9);
    assertEquals(
        8, assertThrows(IdFormatException.class, () -> UuidV7.parse(fullwidthHyphen)).index());
  }

  @Test
  void parse_badCharAtEveryIndex_reportsThatIndex() {
    char[] bad = {'g', 'G', ' ', '\0', '\u007f', '\u0080', '\u00b0', '\u0130', '\uff10', '\uffff'};
    for (int at = 0; at < 36; at++) {
      for (char c : bad) {
        String text = RFC_EXAMPLE.substring(0, at) + c + RFC_EXAMPLE.substring(at + 1);
        IdFormatException e = assertThrows(IdFormatException.class, () -> UuidV7.parse(text));
        assertEquals(at, e.index(), e.getMessage());
        assertSame(text, e.input());
        boolean hyphen = at == 8 || at == 13 || at == 18 || at == 23;
        assertTrue(
            e.getMessage().contains(hyphen ? "(expected '-')" : "(expected hex: 0-9 or a-f, any"),
            e.getMessage());
        assertFalse(UuidV7.isValid(text));
      }
      if (at != 8 && at != 13 && at != 18 && at != 23) {
        String hyphenated = RFC_EXAMPLE.substring(0, at) + '-' + RFC_EXAMPLE.substring(at + 1);
        assertEquals(
            at, assertThrows(IdFormatException.class, () -> UuidV7.parse(hyphenated)).index());
      }
    }
  }

  @Test
  void parse_everyVersionAndVariantDigit_acceptsOnly7AndEightToB() {
    for (char c : "0123456789abcdefABCDEF".toCharArray()) {
      String version = RFC_EXAMPLE.substring(0, 14) + c + RFC_EXAMPLE.substring(15);
      String variant = RFC_EXAMPLE.substring(0, 19) + c + RFC_EXAMPLE.substring(20);
      assertParsesOrNames(version, c == '7', 14, "version");
      assertParsesOrNames(variant, "89abAB".indexOf(c) >= 0, 19, "variant bits");
    }
  }

  private static void assertParsesOrNames(String text, boolean valid, int index, String problem) {
    if (valid) {
      assertEquals(UUID.fromString(text).toString(), UuidV7.parse(text).toString());
      return;
    }
    IdFormatException e = assertThrows(IdFormatException.class, () -> UuidV7.parse(text));
    assertEquals(index, e.index());
    assertTrue(e.getMessage().contains(problem), e.getMessage());
  }

  @Test
  void parseAndToString_seededValuesInEitherCase_agreeWithUuid() {
    Random random = new Random(36);
    for (int i = 0; i < 5_000; i++) {
      long msb = i == 0 ? 0 : i == 1 ? -1 : random.nextLong();
      long lsb = i == 0 ? 0 : i == 1 ? -1 : random.nextLong();
      UuidV7 id = UuidV7.fromLongBits(msb & ~0xF000L | 0x7000L, lsb >>> 2 | 1L << 63);
      String text = id.toUuid().toString();
      assertEquals(text, id.toString());
      assertEquals(id, UuidV7.parse(text));
      assertEquals(id, UuidV7.parse(text.toUpperCase(Locale.ROOT)));
    }
  }

  @Test
  void parseAndIsValid_null_npeAndFalse() {
    assertThrows(NullPointerException.class, () -> UuidV7.parse(null));
    assertThrows(NullPointerException.class, () -> UuidV7.valueOf(null));
    assertFalse(UuidV7.isValid(null));
  }

  @Test
  void fromUuidAndLongBits_otherVersionOrVariant_throwIllegalArgumentException() {
    UUID version4 = UUID.fromString("01846f2b-8d9a-4c31-9a8b-2b0c7d5e6f70");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> UuidV7.from(version4));
    assertTrue(e.getMessage().contains("version 4, expected 7"), e.getMessage());
    assertTrue(e.getMessage().contains(version4.toString()), e.getMessage());

    UUID microsoftVariant = UUID.fromString("017f22e2-79b0-7cc3-c8c4-dc0c0c07398f");
    e = assertThrows(IllegalArgumentException.class, () -> UuidV7.from(microsoftVariant));
    assertTrue(e.getMessage().contains("variant bits 11, expected 10"), e.getMessage());

    assertThrows(IllegalArgumentException.class, () -> UuidV7.fromLongBits(0, 0));
    assertThrows(IllegalArgumentException.class, () -> UuidV7.fromLongBits(-1L, -1L));
    assertThrows(NullPointerException.class, () -> UuidV7.from(null));
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 15, 17, 32})
  void fromByteArray_wrongLength_throwsIdFormatException(int length) {
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> UuidV7.fromByteArray(new byte[length]));
    assertEquals(-1, e.index());
    assertTrue(e.getMessage().contains("UUIDv7"), e.getMessage());
    assertThrows(NullPointerException.class, () -> UuidV7.fromByteArray(null));
  }

  @Test
  void fromByteArray_otherVersionOrVariant_throwsIdFormatException() {
    byte[] version4 = HEX.parseHex("01846f2b8d9a4c319a8b2b0c7d5e6f70");
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> UuidV7.fromByteArray(version4));
    assertTrue(e.getMessage().contains("version 4, expected 7"), e.getMessage());
    assertEquals("01846f2b8d9a4c319a8b2b0c7d5e6f70", e.input());
    byte[] variant0 = HEX.parseHex("017f22e279b07cc318c4dc0c0c07398f");
    e = assertThrows(IdFormatException.class, () -> UuidV7.fromByteArray(variant0));
    assertTrue(e.getMessage().contains("variant bits 00, expected 10"), e.getMessage());
  }

  // ---- fields, constants, range queries

  @Test
  void of_fieldOutOfRange_namesParameter() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> UuidV7.of(1L << 48, 0, 0));
    assertTrue(e.getMessage().startsWith("timestamp"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> UuidV7.of(0, 4096, 0));
    assertTrue(e.getMessage().startsWith("randA"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> UuidV7.of(0, -1, 0));
    assertTrue(e.getMessage().startsWith("randA"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> UuidV7.of(0, 0, 1L << 62));
    assertTrue(e.getMessage().startsWith("randB"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> UuidV7.of(-1, 0, 0));
    assertTrue(e.getMessage().contains("-1"), e.getMessage());
  }

  @Test
  void minAndMax_areTheExtremeVersion7Values() {
    assertEquals("00000000-0000-7000-8000-000000000000", UuidV7.MIN.toString());
    assertEquals("ffffffff-ffff-7fff-bfff-ffffffffffff", UuidV7.MAX.toString());
    assertEquals(UuidV7.MIN, UuidV7.of(0, 0, 0));
    assertEquals(UuidV7.MAX, UuidV7.of(UuidV7.MAX_TIMESTAMP, 0xFFF, (1L << 62) - 1));
    assertTrue(UuidV7.MIN.compareTo(UuidV7.MAX) < 0);
    assertEquals(7, UuidV7.MAX.toUuid().version());
    assertEquals(2, UuidV7.MAX.toUuid().variant());
  }

  @Test
  void minMax_instant_boundTheMillisecond() {
    Instant at = Instant.parse("2022-02-22T19:22:22.000999Z");
    UuidV7 min = UuidV7.min(at);
    UuidV7 max = UuidV7.max(at);
    assertEquals("017f22e2-79b0-7000-8000-000000000000", min.toString());
    assertEquals("017f22e2-79b0-7fff-bfff-ffffffffffff", max.toString());
    UuidV7 example = UuidV7.parse(RFC_EXAMPLE);
    assertTrue(min.compareTo(example) < 0 && example.compareTo(max) < 0);
    assertEquals(UuidV7.MIN, UuidV7.min(Instant.EPOCH));
    assertEquals(UuidV7.MAX, UuidV7.max(Instant.ofEpochMilli(UuidV7.MAX_TIMESTAMP)));
    assertThrows(IllegalArgumentException.class, () -> UuidV7.min(Instant.EPOCH.minusMillis(1)));
    assertThrows(IllegalArgumentException.class, () -> UuidV7.max(Instant.ofEpochMilli(1L << 48)));
    assertThrows(NullPointerException.class, () -> UuidV7.min(null));
  }

  @Test
  void equals_comparesBothHalves() {
    UuidV7 a = UuidV7.parse(RFC_EXAMPLE);
    assertEquals(a, UuidV7.parse(RFC_EXAMPLE));
    assertNotEquals(a, UuidV7.of(a.timestamp(), a.randA(), a.randB() ^ 1));
    assertNotEquals(a, UuidV7.of(a.timestamp() ^ 1, a.randA(), a.randB()));
    assertNotEquals(a, (Object) RFC_EXAMPLE);
    assertNotEquals(a, a.toUuid());
    assertNotEquals(a, null);
  }

  @Test
  void compareTo_topBitSet_isUnsignedUnlikeUuid() {
    UuidV7 early = UuidV7.parse(RFC_EXAMPLE);
    UuidV7 late = UuidV7.parse("8000000a-0000-7000-8000-000000000000"); // after the year 6429
    assertTrue(early.compareTo(late) < 0);
    assertTrue(early.toString().compareTo(late.toString()) < 0);
    assertTrue(early.toUuid().compareTo(late.toUuid()) > 0, "UUID compares signed");
  }

  // ---- ULID

  @Test
  void toUlid_isLossless_andFromUlidReturnsTheSameId() {
    UuidV7 id = UuidV7.parse(RFC_EXAMPLE);
    Ulid ulid = id.toUlid();
    assertEquals(id.mostSignificantBits(), ulid.mostSignificantBits());
    assertEquals(id.leastSignificantBits(), ulid.leastSignificantBits());
    assertEquals(id.timestamp(), ulid.timestamp());
    assertEquals(id, UuidV7.fromUlid(ulid));
    assertEquals(id, UuidV7.fromUlid(Ulid.parse(ulid.toString())));
    assertEquals(UuidV7.MAX, UuidV7.fromUlid(UuidV7.MAX.toUlid()));
  }

  @Test
  void fromUlid_bitsNotVersion7_throwIllegalArgumentException() {
    Ulid ulid = Ulid.parse("01ARZ3NDEKTSV4RRFFQ69G5FAV"); // version nibble 0xb... not 7
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> UuidV7.fromUlid(ulid));
    assertTrue(e.getMessage().contains("01ARZ3NDEKTSV4RRFFQ69G5FAV"), e.getMessage());
    assertTrue(e.getMessage().contains("expected"), e.getMessage());
    assertThrows(NullPointerException.class, () -> UuidV7.fromUlid(null));
  }

  @Test
  void toUlid_keepsTheOrder() {
    Random random = new Random(7);
    UuidV7 previous = null;
    for (int i = 0; i < 1000; i++) {
      UuidV7 id = randomV7(random);
      if (previous != null) {
        assertEquals(
            Integer.signum(previous.compareTo(id)),
            Integer.signum(previous.toUlid().compareTo(id.toUlid())));
      }
      previous = id;
    }
  }

  // ---- BigInteger oracle and java.util.UUID agreement

  static Stream<Arguments> oraclePairs() {
    Random random = new Random(20251125L);
    Stream.Builder<Arguments> pairs = Stream.builder();
    for (int i = 0; i < 1000; i++) {
      UuidV7 a = randomV7(random);
      UuidV7 b =
          random.nextInt(4) == 0
              ? UuidV7.of(a.timestamp(), random.nextInt(4096), random.nextLong() >>> 2)
              : randomV7(random);
      pairs.add(Arguments.of(a, b));
    }
    pairs.add(Arguments.of(UuidV7.MIN, UuidV7.MAX));
    pairs.add(Arguments.of(UuidV7.MAX, UuidV7.MAX));
    return pairs.build();
  }

  /** A random UUIDv7; one in eight at an edge timestamp (0, the sign bit, the largest). */
  private static UuidV7 randomV7(Random random) {
    long[] edges = {0, 1L << 47, (1L << 47) - 1, UuidV7.MAX_TIMESTAMP};
    long timestamp =
        random.nextInt(8) == 0 ? edges[random.nextInt(edges.length)] : random.nextLong() >>> 16;
    return UuidV7.of(timestamp, random.nextInt(4096), random.nextLong() >>> 2);
  }

  @ParameterizedTest
  @MethodSource("oraclePairs")
  void oracle_encodeDecodeCompare_agreeWithBigIntegerAndUuid(UuidV7 a, UuidV7 b) {
    BigInteger bigA = new BigInteger(1, a.toByteArray());
    BigInteger bigB = new BigInteger(1, b.toByteArray());
    String text = oracleText(bigA);

    assertEquals(text, a.toString());
    assertEquals(a, UuidV7.parse(text));
    assertEquals(a, UuidV7.parse(text.toUpperCase(Locale.ROOT)));
    assertEquals(bigA.shiftRight(80).longValueExact(), a.timestamp());
    assertEquals(bigA.shiftRight(64).intValue() & 0xFFF, a.randA());
    assertEquals(bigA.mod(BigInteger.ONE.shiftLeft(62)).longValueExact(), a.randB());
    assertEquals(a, UuidV7.fromByteArray(bytes16(bigA)));
    assertEquals(text.replace("-", ""), a.toHexString());

    UUID uuid = a.toUuid();
    assertEquals(text, uuid.toString());
    assertEquals(uuid, UUID.fromString(text));
    assertEquals(7, uuid.version());
    assertEquals(2, uuid.variant());
    assertEquals(a, UuidV7.from(uuid));
    assertEquals(uuid.hashCode(), a.hashCode());

    int sign = Integer.signum(a.compareTo(b));
    assertEquals(Integer.signum(bigA.compareTo(bigB)), sign);
    assertEquals(Integer.signum(a.toString().compareTo(b.toString())), sign);
    assertEquals(-sign, Integer.signum(b.compareTo(a)));
    assertEquals(sign == 0, a.equals(b));
  }

  /** The 16 big-endian bytes of a 128-bit number. */
  private static byte[] bytes16(BigInteger value) {
    byte[] out = new byte[16];
    for (int i = 15; i >= 0; i--) {
      out[i] = value.byteValue();
      value = value.shiftRight(8);
    }
    return out;
  }

  /** The 8-4-4-4-12 text of a 128-bit number, by BigInteger arithmetic only. */
  private static String oracleText(BigInteger value) {
    StringBuilder digits = new StringBuilder();
    BigInteger sixteen = BigInteger.valueOf(16);
    for (int i = 0; i < 32; i++) {
      BigInteger[] qr = value.divideAndRemainder(sixteen);
      digits.append("0123456789abcdef".charAt(qr[1].intValueExact()));
      value = qr[0];
    }
    digits.reverse();
    return digits.insert(20, '-').insert(16, '-').insert(12, '-').insert(8, '-').toString();
  }

  // ---- serialization

  @Test
  void serialization_roundTrip_givesEqualId() throws Exception {
    UuidV7 id = UuidV7.parse(RFC_EXAMPLE);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(id);
      out.writeObject(UuidV7.MAX);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      assertEquals(id, in.readObject());
      assertEquals(UuidV7.MAX, in.readObject());
    }
  }

  @Test
  void serialization_forgedStreamWithoutProxy_isRefused() throws Exception {
    byte[] stream = ForgedStreams.withoutProxy(UuidV7.class);
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
      InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
      assertEquals("proxy required", e.getMessage());
    }
  }

  @Test
  void serialization_proxyWithVersion4Bytes_isRefused() throws IOException {
    byte[] version4 = HEX.parseHex("01846f2b8d9a4c319a8b2b0c7d5e6f70");
    for (byte[] bytes : new byte[][] {version4, new byte[15]}) {
      ByteArrayOutputStream stream = new ByteArrayOutputStream();
      try (ObjectOutputStream out = new ObjectOutputStream(stream)) {
        out.writeObject(new SerializedId(IdScheme.UUIDV7, bytes));
      }
      try (ObjectInputStream in =
          new ObjectInputStream(new ByteArrayInputStream(stream.toByteArray()))) {
        InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
        assertInstanceOf(IdFormatException.class, e.getCause());
      }
    }
  }

  @Test
  void toByteArray_isANewArrayEachCall() {
    UuidV7 id = UuidV7.parse(RFC_EXAMPLE);
    byte[] bytes = id.toByteArray();
    bytes[0] = 9;
    assertArrayEquals(HEX.parseHex("017f22e279b07cc398c4dc0c0c07398f"), id.toByteArray());
  }
}
