package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

final class Scru160IdTest {
  private static final String BASE32HEX = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
  private static final String HEX = "0123456789abcdef";
  private static final BigInteger TWO_160 = BigInteger.ONE.shiftLeft(160);

  static List<Map<String, String>> examples() {
    return Vectors.csv("scru160_examples.csv");
  }

  static Stream<String> base32hexRejected() {
    return strings(Vectors.json("scru160_invalid.json").get("base32hex_must_be_rejected"));
  }

  static Stream<String> hexRejected() {
    return strings(Vectors.json("scru160_invalid.json").get("hex_must_be_rejected"));
  }

  static Stream<Arguments> acceptedCaseInsensitive() {
    JsonNode root = Vectors.json("scru160_invalid.json");
    List<Arguments> cases = new ArrayList<>();
    for (String key :
        List.of("base32hex_accepted_case_insensitive", "hex_accepted_case_insensitive")) {
      for (JsonNode node : root.get(key)) {
        cases.add(Arguments.of(node.get("input").asText(), node.get("canonical").asText()));
      }
    }
    return cases.stream();
  }

  static Stream<Long> reservedTimestamps() {
    List<Long> values = new ArrayList<>();
    Vectors.json("scru160_invalid.json")
        .get("reserved_timestamps_never_generated")
        .forEach(node -> values.add(node.asLong()));
    return values.stream();
  }

  private static Stream<String> strings(JsonNode array) {
    List<String> values = new ArrayList<>();
    array.forEach(node -> values.add(node.asText()));
    return values.stream();
  }

  @ParameterizedTest
  @MethodSource("examples")
  void parse_example_givesItsFieldsBytesAndBothEncodings(Map<String, String> row) {
    Scru160Id id = Scru160Id.parse(row.get("base32hex"));

    assertEquals(Long.parseLong(row.get("timestamp")), id.timestamp());
    assertEquals(Integer.parseInt(row.get("counter")), id.counter());
    assertEquals(Integer.parseInt(row.get("random16")), id.random16());
    assertArrayEquals(HexFormat.of().parseHex(row.get("random80_hex")), id.random80());
    assertEquals(new BigInteger(row.get("random80")), new BigInteger(1, id.random80()));
    assertArrayEquals(HexFormat.of().parseHex(row.get("hex")), id.toByteArray());
    assertEquals(row.get("base32hex"), id.toString());
    assertEquals(row.get("hex"), id.toHexString());
    assertEquals(id.timestamp(), id.epochMillis());
    assertEquals(Instant.ofEpochMilli(id.timestamp()), id.instant());
  }

  @ParameterizedTest
  @MethodSource("examples")
  void parseHex_example_equalsBase32hexOfBytesAndOfFields(Map<String, String> row) {
    Scru160Id id = Scru160Id.parse(row.get("base32hex"));

    assertEquals(id, Scru160Id.parse(row.get("hex")));
    assertEquals(id, Scru160Id.parse(row.get("hex").toUpperCase(Locale.ROOT)));
    assertEquals(id, Scru160Id.parse(row.get("base32hex").toLowerCase(Locale.ROOT)));
    assertEquals(id, Scru160Id.fromByteArray(HexFormat.of().parseHex(row.get("hex"))));
    assertEquals(
        id,
        Scru160Id.of(
            Long.parseLong(row.get("timestamp")),
            Integer.parseInt(row.get("counter")),
            Integer.parseInt(row.get("random16")),
            HexFormat.of().parseHex(row.get("random80_hex"))));
    assertEquals(id, IdScheme.SCRU160.parse(row.get("hex")));
    assertEquals(id, SortableId.parse(row.get("base32hex")));
    assertEquals(id, IdScheme.SCRU160.fromByteArray(id.toByteArray()));
    assertEquals(Optional.of(IdScheme.SCRU160), IdScheme.detect(row.get("base32hex")));
    assertEquals(Optional.of(IdScheme.SCRU160), IdScheme.detect(row.get("hex")));
    assertTrue(Scru160Id.isValid(row.get("hex")));
    assertTrue(IdScheme.SCRU160.isValid(row.get("base32hex")));
    assertEquals(id.hashCode(), Scru160Id.parse(row.get("hex")).hashCode());
  }

  @Test
  void examples_stringOrder_isValueOrderWithinEachEncoding() {
    List<Map<String, String>> rows = examples();
    for (Map<String, String> a : rows) {
      for (Map<String, String> b : rows) {
        Scru160Id x = Scru160Id.parse(a.get("hex"));
        Scru160Id y = Scru160Id.parse(b.get("hex"));
        int order = Integer.signum(x.compareTo(y));
        assertEquals(order, Integer.signum(a.get("hex").compareTo(b.get("hex"))));
        assertEquals(order, Integer.signum(a.get("base32hex").compareTo(b.get("base32hex"))));
        assertEquals(order, Integer.signum(x.toString().compareTo(y.toString())));
        assertEquals(order, Integer.signum(x.toHexString().compareTo(y.toHexString())));
        assertEquals(order == 0, x.equals(y));
      }
    }
  }

  @ParameterizedTest
  @MethodSource("acceptedCaseInsensitive")
  void parse_otherCase_returnsCanonicalCaseOfThatEncoding(String input, String canonical) {
    Scru160Id id = Scru160Id.parse(input);

    assertEquals(canonical, input.length() == 32 ? id.toString() : id.toHexString());
    assertTrue(Scru160Id.isValid(input));
  }

  @ParameterizedTest
  @MethodSource("base32hexRejected")
  void parse_invalidBase32hex_throwsWithIndexAndInput(String input) {
    assertRejected(input, input.length() == 32 ? firstOutside(input, BASE32HEX) : -1);
  }

  @ParameterizedTest
  @MethodSource("hexRejected")
  void parse_invalidHex_throwsWithIndexAndInput(String input) {
    assertRejected(input, input.length() == 40 ? firstOutside(input, HEX) : -1);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "0",
        "05TTUP1HNCPNH30VEK64KDQT9BSNU4C4 ",
        "017bdf6431bb33750751eb63beb3c3f8c5969d86\n",
        "05TTUP1HNCPNH30VEK64KDQT9BSNU4CW\u0660",
        "05TTUP1HNCPNH30VEK64KDQT9BSNU4C\u0660",
        "05TTUP1HNCPNH30VEK64KDQT9BSNU4\uFF10\uFF10",
        "\u00e905TTUP1HNCPNH30VEK64KDQT9BSNU4C",
        "-5TTUP1HNCPNH30VEK64KDQT9BSNU4C4",
        "05TTUP1HNCPNH30VEK6wKDQT9BSNU4C4",
        "GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG",
        "017bdf6431bb33750751eb63beb3c3f8c5969d8\u0100",
        "+17bdf6431bb33750751eb63beb3c3f8c5969d86",
        "017bdf6431bb33750751eb63-eb3c3f8c5969d86",
      })
  void parse_moreInvalid_throwsWithIndexAndInput(String input) {
    int index = -1;
    if (input.length() == 32) {
      index = firstOutside(input, BASE32HEX);
    } else if (input.length() == 40) {
      index = firstOutside(input, HEX);
    }
    assertRejected(input, index);
  }

  private static void assertRejected(String input, int index) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> Scru160Id.parse(input));
    assertEquals(index, e.index(), e.getMessage());
    assertSame(input, e.input());
    assertTrue(e.getMessage().contains(IdFormatException.quote(input)), e.getMessage());
    assertTrue(e.getMessage().contains("SCRU160"), e.getMessage());
    if (index < 0) {
      assertTrue(e.getMessage().contains("32 (base32hex) or 40 (hex)"), e.getMessage());
    }
    assertFalse(Scru160Id.isValid(input));
    assertFalse(IdScheme.SCRU160.isValid(input));
    assertThrows(IdFormatException.class, () -> IdScheme.SCRU160.parse(input));
  }

  /** The first index whose char is not in the alphabet (in either case), or -1. */
  private static int firstOutside(String text, String alphabet) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= 128
          || alphabet.indexOf(Character.toUpperCase(c)) < 0
              && alphabet.indexOf(Character.toLowerCase(c)) < 0) {
        return i;
      }
    }
    return -1;
  }

  @Test
  void parse_null_throwsNullPointerException() {
    assertThrows(NullPointerException.class, () -> Scru160Id.parse(null));
    assertThrows(NullPointerException.class, () -> IdScheme.SCRU160.parse(null));
    assertFalse(Scru160Id.isValid(null));
    assertFalse(IdScheme.SCRU160.isValid(null));
  }

  @Test
  void parse_stringBuilder_acceptsAnyCharSequence() {
    StringBuilder text = new StringBuilder("05TTUP1HNCPNH30VEK64KDQT9BSNU4C4");

    assertEquals("05TTUP1HNCPNH30VEK64KDQT9BSNU4C4", Scru160Id.parse(text).toString());
    assertTrue(Scru160Id.isValid(text));
  }

  @ParameterizedTest
  @MethodSource("reservedTimestamps")
  void reservedTimestamp_isRepresentedButNeverGenerated(long timestamp) {
    Scru160Id min = Scru160Id.of(timestamp, 0, 0, new byte[10]);

    assertEquals(timestamp, min.timestamp());
    assertEquals(min, Scru160Id.parse(min.toString()));
    ScriptedClock clock = new ScriptedClock(timestamp);
    Scru160Generator generator = Scru160Generator.builder().clock(clock).build();
    IllegalStateException e = assertThrows(IllegalStateException.class, generator::generate);
    assertTrue(e.getMessage().contains(Long.toString(timestamp)), e.getMessage());
    assertEquals(Optional.empty(), generator.generateOrAbort());
  }

  @Test
  void minAndMax_areAllZerosAndAllOnes() {
    assertEquals("00000000000000000000000000000000", Scru160Id.MIN.toString());
    assertEquals("VVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV", Scru160Id.MAX.toString());
    assertEquals("0".repeat(40), Scru160Id.MIN.toHexString());
    assertEquals("f".repeat(40), Scru160Id.MAX.toHexString());
    assertEquals(Scru160Id.MAX.timestamp(), Scru160Id.MAX_TIMESTAMP);
    assertEquals(65535, Scru160Id.MAX.counter());
    assertEquals(65535, Scru160Id.MAX.random16());
    assertTrue(Scru160Id.MIN.compareTo(Scru160Id.MAX) < 0);
  }

  @Test
  void minAndMaxOfInstant_boundTheMillisecond() {
    Instant instant = Instant.ofEpochMilli(1631540490683L).plusNanos(456_789);
    Scru160Id min = Scru160Id.min(instant);
    Scru160Id max = Scru160Id.max(instant);
    Scru160Id inside = Scru160Id.parse("05TTUP1HNCPNH30VEK64KDQT9BSNU4C4");

    assertEquals(1631540490683L, min.timestamp());
    assertEquals(1631540490683L, max.timestamp());
    assertEquals(0, min.counter());
    assertEquals(0, min.random16());
    assertArrayEquals(new byte[10], min.random80());
    assertEquals(65535, max.counter());
    assertEquals(65535, max.random16());
    assertEquals("ffffffffffffffffffff", HexFormat.of().formatHex(max.random80()));
    assertTrue(min.compareTo(inside) < 0 && inside.compareTo(max) < 0);
    assertEquals(Scru160Id.MIN, Scru160Id.min(Instant.EPOCH));
    assertEquals(
        Scru160Id.MAX, Scru160Id.max(Instant.ofEpochMilli(Scru160Id.MAX_TIMESTAMP).plusNanos(1)));
  }

  @Test
  void minAndMaxOfInstant_outOfRange_throwIllegalArgument() {
    Instant before = Instant.EPOCH.minusNanos(1);
    Instant after = Instant.ofEpochMilli(Scru160Id.MAX_TIMESTAMP + 1);

    assertThrows(IllegalArgumentException.class, () -> Scru160Id.min(before));
    assertThrows(IllegalArgumentException.class, () -> Scru160Id.max(after));
    assertThrows(IllegalArgumentException.class, () -> Scru160Id.max(Instant.MAX));
    assertThrows(NullPointerException.class, () -> Scru160Id.min(null));
  }

  static Stream<Arguments> outOfRangeFields() {
    byte[] r10 = new byte[10];
    return Stream.of(
        Arguments.of("timestamp", "-1", (Runnable) () -> Scru160Id.of(-1, 0, 0, r10)),
        Arguments.of(
            "timestamp", "281474976710656", (Runnable) () -> Scru160Id.of(1L << 48, 0, 0, r10)),
        Arguments.of("counter", "-1", (Runnable) () -> Scru160Id.of(1, -1, 0, r10)),
        Arguments.of("counter", "65536", (Runnable) () -> Scru160Id.of(1, 65536, 0, r10)),
        Arguments.of("random16", "-1", (Runnable) () -> Scru160Id.of(1, 0, -1, r10)),
        Arguments.of("random16", "65536", (Runnable) () -> Scru160Id.of(1, 0, 65536, r10)),
        Arguments.of("random80", "9", (Runnable) () -> Scru160Id.of(1, 0, 0, new byte[9])),
        Arguments.of("random80", "11", (Runnable) () -> Scru160Id.of(1, 0, 0, new byte[11])));
  }

  @ParameterizedTest
  @MethodSource("outOfRangeFields")
  void of_fieldOutOfRange_throwsNamingParameterAndValue(String name, String value, Runnable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);

    assertFalse(e instanceof IdFormatException);
    assertTrue(e.getMessage().startsWith(name + " "), e.getMessage());
    assertTrue(e.getMessage().contains(value), e.getMessage());
  }

  @Test
  void of_nullRandom80_throwsNullPointerException() {
    assertThrows(NullPointerException.class, () -> Scru160Id.of(1, 0, 0, null));
  }

  @Test
  void of_largestFields_areKept() {
    byte[] ones = new byte[10];
    java.util.Arrays.fill(ones, (byte) -1);

    assertEquals(Scru160Id.MAX, Scru160Id.of(Scru160Id.MAX_TIMESTAMP, 65535, 65535, ones));
  }

  @Test
  void of_copiesRandom80_andRandom80ReturnsCopies() {
    byte[] r10 = HexFormat.of().parseHex("750c4a375d4af97f1184");
    Scru160Id id = Scru160Id.of(1631540490683L, 13176, 35871, r10);
    r10[0] = 0;
    byte[] first = id.random80();
    first[0] = 0;

    assertEquals("05TTUP1HNCPNH30VEK64KDQT9BSNU4C4", id.toString());
    assertNotSame(id.random80(), id.random80());
    assertEquals("750c4a375d4af97f1184", HexFormat.of().formatHex(id.random80()));
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 16, 19, 21, 40})
  void fromByteArray_wrongLength_throwsIdFormatException(int length) {
    byte[] bytes = new byte[length];
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> Scru160Id.fromByteArray(bytes));

    assertEquals(-1, e.index());
    assertEquals("00".repeat(length), e.input());
    assertTrue(e.getMessage().contains("expected 20 bytes, got " + length), e.getMessage());
    assertThrows(IdFormatException.class, () -> IdScheme.SCRU160.fromByteArray(bytes));
  }

  @Test
  void fromByteArray_null_throwsNullPointerException() {
    assertThrows(NullPointerException.class, () -> Scru160Id.fromByteArray(null));
    assertThrows(NullPointerException.class, () -> IdScheme.SCRU160.fromByteArray(null));
  }

  @Test
  void toByteArray_returnsNewArrayEachCall() {
    Scru160Id id = Scru160Id.parse("05TTUP1HNCPNH30VEK64KDQT9BSNU4C4");

    assertNotSame(id.toByteArray(), id.toByteArray());
    assertEquals(IdScheme.SCRU160, id.scheme());
  }

  /** Random 160-bit values, many sharing long prefixes so that every word of compareTo decides. */
  static Stream<Arguments> oracleSeeds() {
    return Stream.of(Arguments.of(1L), Arguments.of(42L), Arguments.of(20210924L));
  }

  @ParameterizedTest
  @MethodSource("oracleSeeds")
  void bigIntegerOracle_encodeDecodeAndCompare_agree(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<BigInteger> values = new ArrayList<>();
    values.add(BigInteger.ZERO);
    values.add(TWO_160.subtract(BigInteger.ONE));
    for (int i = 0; i < 400; i++) {
      BigInteger value = new BigInteger(160, new java.util.Random(random.nextLong()));
      values.add(value);
      if (i > 0) {
        // same top bits as the one before, differing below bit k
        int k = random.nextInt(160);
        BigInteger mask = BigInteger.ONE.shiftLeft(k).subtract(BigInteger.ONE);
        BigInteger low = new BigInteger(160, new java.util.Random(random.nextLong())).and(mask);
        values.add(value.andNot(mask).or(low));
      }
    }
    List<Scru160Id> ids = new ArrayList<>();
    for (BigInteger value : values) {
      String base32hex = pad(value.toString(32), 32).toUpperCase(Locale.ROOT);
      String hex = pad(value.toString(16), 40);
      Scru160Id id = Scru160Id.parse(base32hex);
      assertEquals(base32hex, id.toString());
      assertEquals(hex, id.toHexString());
      assertEquals(id, Scru160Id.parse(hex));
      assertEquals(value, new BigInteger(1, id.toByteArray()));
      assertEquals(value, new BigInteger(id.toString(), 32));
      assertEquals(value, new BigInteger(id.toHexString(), 16));
      assertEquals(value.shiftRight(112).longValueExact(), id.timestamp());
      assertEquals(value.shiftRight(96).intValue() & 0xFFFF, id.counter());
      assertEquals(value.shiftRight(80).intValue() & 0xFFFF, id.random16());
      assertEquals(
          value.and(BigInteger.ONE.shiftLeft(80).subtract(BigInteger.ONE)),
          new BigInteger(1, id.random80()));
      assertEquals(id, Scru160Id.fromByteArray(id.toByteArray()));
      ids.add(id);
    }
    for (int i = 0; i + 1 < ids.size(); i++) {
      for (int j : new int[] {i + 1, random.nextInt(ids.size())}) {
        Scru160Id a = ids.get(i);
        Scru160Id b = ids.get(j);
        int expected = values.get(i).compareTo(values.get(j));
        assertEquals(expected, Integer.signum(a.compareTo(b)));
        assertEquals(expected, Integer.signum(a.toString().compareTo(b.toString())));
        assertEquals(expected, Integer.signum(a.toHexString().compareTo(b.toHexString())));
        String lowerA = a.toString().toLowerCase(Locale.ROOT);
        String lowerB = b.toString().toLowerCase(Locale.ROOT);
        assertEquals(expected, Integer.signum(lowerA.compareTo(lowerB)));
        String upperA = a.toHexString().toUpperCase(Locale.ROOT);
        String upperB = b.toHexString().toUpperCase(Locale.ROOT);
        assertEquals(expected, Integer.signum(upperA.compareTo(upperB)));
        assertEquals(expected == 0, a.equals(b));
      }
    }
  }

  private static String pad(String digits, int width) {
    return "0".repeat(width - digits.length()) + digits;
  }

  @Test
  void equals_differsInEachWord() {
    Scru160Id id = Scru160Id.parse("05TTUP1HNCPNH30VEK64KDQT9BSNU4C4");
    byte[] bytes = id.toByteArray();
    for (int i : new int[] {0, 8, 19}) {
      byte[] other = bytes.clone();
      other[i] ^= 1;
      assertNotEquals(id, Scru160Id.fromByteArray(other));
    }
    assertNotEquals(id, (Object) id.toString());
    assertEquals(id, id);
  }

  @Test
  void serialization_roundTrip_keepsTheId() throws Exception {
    Scru160Id id = Scru160Id.parse("05TTUP1HNCPNH30VEK64KDQT9BSNU4C4");

    Object copy = deserialize(serialize(id));

    assertEquals(id, copy);
    assertTrue(copy instanceof Scru160Id);
  }

  @Test
  void serialization_forgedStreamWithoutProxy_isRefused() throws Exception {
    byte[] stream = serialize(new Xcru160Id());
    byte[] forged =
        new String(stream, StandardCharsets.ISO_8859_1)
            .replace("dev.sortid.Xcru160Id", "dev.sortid.Scru160Id")
            .getBytes(StandardCharsets.ISO_8859_1);

    InvalidObjectException e =
        assertThrows(InvalidObjectException.class, () -> deserialize(forged));
    assertEquals("proxy required", e.getMessage());
  }

  @Test
  void serialization_proxyWithWrongLength_isRefused() throws Exception {
    byte[] stream = serialize(new SerializedId(IdScheme.SCRU160, new byte[19]));

    assertThrows(InvalidObjectException.class, () -> deserialize(stream));
  }

  private static byte[] serialize(Object value) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    return bytes.toByteArray();
  }

  private static Object deserialize(byte[] stream) throws IOException, ClassNotFoundException {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
      return in.readObject();
    }
  }
}

/** The shape of {@link Scru160Id}'s fields under a name of the same length, to forge a stream. */
final class Xcru160Id implements Serializable {
  private static final long serialVersionUID = 1L;

  @SuppressWarnings("unused")
  private final long hi = -1L;

  @SuppressWarnings("unused")
  private final long mid = -1L;

  @SuppressWarnings("unused")
  private final int lo = -1;
}
