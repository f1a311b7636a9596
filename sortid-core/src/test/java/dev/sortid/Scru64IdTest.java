package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

final class Scru64IdTest {
  private static final BigInteger POW12 = BigInteger.valueOf(36).pow(12);

  static Stream<Map<String, String>> ids() {
    return Vectors.csv("scru64_ids.csv").stream();
  }

  static Stream<String> rejectedStrings() {
    return texts(Vectors.json("scru64_invalid.json").get("strings_must_be_rejected").get("cases"));
  }

  static Stream<Long> rejectedSignedIntegers() {
    return numbers(Vectors.json("scru64_invalid.json").get("integers_must_be_rejected").get("i64"));
  }

  /** The u64 rows as the long with the same 64 bits (2^64-1 is -1). */
  static Stream<Long> rejectedUnsignedIntegers() {
    List<Long> values = new ArrayList<>();
    for (JsonNode n :
        Vectors.json("scru64_invalid.json").get("integers_must_be_rejected").get("u64")) {
      values.add(n.bigIntegerValue().longValue());
    }
    return values.stream();
  }

  static Stream<Arguments> rejectedParts() {
    List<Arguments> rows = new ArrayList<>();
    for (JsonNode n :
        Vectors.json("scru64_invalid.json").get("parts_must_be_rejected").get("cases")) {
      rows.add(Arguments.of(n.get("timestamp").asLong(), n.get("node_ctr").asInt()));
    }
    return rows.stream();
  }

  static Stream<String> rejectedBytes() {
    List<String> rows = new ArrayList<>();
    for (JsonNode n :
        Vectors.json("scru64_invalid.json").get("byte_arrays_must_be_rejected").get("cases")) {
      rows.add(n.get("hex").asText());
    }
    return rows.stream();
  }

  private static Stream<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(n -> texts.add(n.asText()));
    return texts.stream();
  }

  private static Stream<Long> numbers(JsonNode array) {
    List<Long> values = new ArrayList<>();
    array.forEach(n -> values.add(n.asLong()));
    return values.stream();
  }

  @ParameterizedTest
  @MethodSource("ids")
  void parse_vector_returnsItsFields(Map<String, String> row) {
    Scru64Id id = Scru64Id.parse(row.get("string"));

    assertEquals(Long.parseLong(row.get("integer")), id.toLong());
    assertEquals(Long.parseLong(row.get("timestamp")), id.timestamp());
    assertEquals(Integer.parseInt(row.get("node_ctr")), id.nodeCtr());
    assertEquals(Long.parseLong(row.get("unix_ms_floor")), id.epochMillis());
    assertEquals(Instant.ofEpochMilli(id.epochMillis()), id.instant());
    assertEquals(row.get("hex64"), id.toHexString());
    assertArrayEquals(HexFormat.of().parseHex(row.get("hex64")), id.toByteArray());
    assertEquals(row.get("string"), id.toString());
    assertEquals(IdScheme.SCRU64, id.scheme());
  }

  @ParameterizedTest
  @MethodSource("ids")
  void factories_vector_allBuildTheSameId(Map<String, String> row) {
    Scru64Id id = Scru64Id.parse(row.get("string"));

    assertEquals(id, Scru64Id.fromLong(Long.parseLong(row.get("integer"))));
    assertEquals(
        id,
        Scru64Id.of(Long.parseLong(row.get("timestamp")), Integer.parseInt(row.get("node_ctr"))));
    assertEquals(id, Scru64Id.fromByteArray(HexFormat.of().parseHex(row.get("hex64"))));
    assertEquals(id, IdScheme.SCRU64.fromByteArray(id.toByteArray()));
    assertEquals(id, IdScheme.SCRU64.parse(row.get("string")));
    assertEquals(id, SortableId.parse(row.get("string")));
    assertEquals(Optional.of(IdScheme.SCRU64), IdScheme.detect(row.get("string")));
    assertEquals(id.hashCode(), Scru64Id.fromLong(id.toLong()).hashCode());
  }

  @ParameterizedTest
  @MethodSource("ids")
  void parse_uppercase_returnsCanonicalLowercase(Map<String, String> row) {
    String upper = row.get("string").toUpperCase(Locale.ROOT);

    assertEquals(row.get("string"), Scru64Id.parse(upper).toString());
    assertTrue(Scru64Id.isValid(upper));
    assertTrue(IdScheme.SCRU64.isValid(upper));
  }

  @ParameterizedTest
  @MethodSource("rejectedStrings")
  void parse_invalidVector_throwsWithInputAndIndex(String text) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> Scru64Id.parse(text));

    assertSame(text, e.input());
    assertEquals(expectedIndex(text), e.index());
    assertTrue(e.getMessage().contains('"' + text + '"'), e.getMessage());
    assertTrue(e.getMessage().contains("SCRU64"), e.getMessage());
    assertFalse(Scru64Id.isValid(text));
    assertFalse(IdScheme.SCRU64.isValid(text));
    assertThrows(IdFormatException.class, () -> IdScheme.SCRU64.parse(text));
  }

  /** -1 for a wrong length, else the first char that is no Base36 digit. */
  private static int expectedIndex(String text) {
    if (text.length() != 12) {
      return -1;
    }
    for (int i = 0; i < 12; i++) {
      if (!Character.isLetterOrDigit(text.charAt(i))) {
        return i;
      }
    }
    throw new AssertionError("valid: " + text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"0u375nxqh5c\u00e9", "0u375nxqh5c\u0660", "\u017f00000000000"})
  void parse_nonAsciiChar_throwsIdFormatException(String text) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> Scru64Id.parse(text));

    assertEquals(text.charAt(0) == '0' ? 11 : 0, e.index());
    assertFalse(Scru64Id.isValid(text));
  }

  @Test
  void isValid_nullOrWrongLength_returnsFalse() {
    assertFalse(Scru64Id.isValid(null));
    assertFalse(Scru64Id.isValid("0u375nxqh5c"));
    assertFalse(Scru64Id.isValid("0u375nxqh5cqq"));
    assertFalse(IdScheme.SCRU64.isValid(null));
    assertTrue(Scru64Id.isValid(new StringBuilder("0U375NXQH5CQ")));
  }

  @Test
  void parse_null_throwsNullPointerException() {
    assertThrows(NullPointerException.class, () -> Scru64Id.parse(null));
    assertThrows(NullPointerException.class, () -> Scru64Id.fromByteArray(null));
    assertThrows(NullPointerException.class, () -> IdScheme.SCRU64.fromByteArray(null));
  }

  @ParameterizedTest
  @MethodSource("rejectedSignedIntegers")
  void fromLong_invalidSignedVector_throwsNamingValue(long value) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scru64Id.fromLong(value));

    assertTrue(e.getMessage().contains("value must be in 0..4738381338321616895"), e.getMessage());
    assertTrue(e.getMessage().contains(Long.toString(value)), e.getMessage());
  }

  @ParameterizedTest
  @MethodSource("rejectedUnsignedIntegers")
  void fromLongAndBytes_invalidUnsignedVector_throw(long bits) {
    assertThrows(IllegalArgumentException.class, () -> Scru64Id.fromLong(bits));
    byte[] bytes = new byte[8];
    Bytes.putLong(bytes, 0, bits);
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> Scru64Id.fromByteArray(bytes));
    assertEquals(HexFormat.of().formatHex(bytes), e.input());
  }

  @ParameterizedTest
  @MethodSource("rejectedParts")
  void of_invalidPartsVector_throwsNamingField(long timestamp, int nodeCtr) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scru64Id.of(timestamp, nodeCtr));

    String field = timestamp > Scru64Id.MAX_TIMESTAMP ? "timestamp" : "nodeCtr";
    assertTrue(e.getMessage().startsWith(field + " must be in 0.."), e.getMessage());
  }

  @Test
  void of_negativeFields_throw() {
    assertThrows(IllegalArgumentException.class, () -> Scru64Id.of(-1, 0));
    assertThrows(IllegalArgumentException.class, () -> Scru64Id.of(0, -1));
  }

  @ParameterizedTest
  @MethodSource("rejectedBytes")
  void fromByteArray_invalidVector_throwsWithHexInput(String hex) {
    byte[] bytes = HexFormat.of().parseHex(hex);

    IdFormatException e =
        assertThrows(IdFormatException.class, () -> Scru64Id.fromByteArray(bytes));

    assertEquals(hex, e.input());
    assertEquals(-1, e.index());
    assertTrue(e.getMessage().contains(hex), e.getMessage());
    assertThrows(IdFormatException.class, () -> IdScheme.SCRU64.fromByteArray(bytes));
  }

  @Test
  void minAndMax_matchTheVectorMaxima() {
    JsonNode max = Vectors.json("scru64_invalid.json").get("max");

    assertEquals(max.get("max_id_integer").asLong(), Scru64Id.MAX.toLong());
    assertEquals(max.get("max_id_hex").asText(), Scru64Id.MAX.toHexString());
    assertEquals(max.get("max_id_string").asText(), Scru64Id.MAX.toString());
    assertEquals(max.get("max_timestamp").asLong(), Scru64Id.MAX.timestamp());
    assertEquals(max.get("max_node_ctr").asInt(), Scru64Id.MAX.nodeCtr());
    assertEquals(0, Scru64Id.MIN.toLong());
    assertEquals("000000000000", Scru64Id.MIN.toString());
    assertEquals(Scru64Id.MAX, Scru64Id.fromLong(POW12.longValueExact() - 1));
  }

  static LongStream seeds() {
    return LongStream.of(1, 2, 3, 64, 1_000_003);
  }

  @ParameterizedTest
  @MethodSource("seeds")
  void oracle_randomValues_encodeDecodeAndCompareLikeBigInteger(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Scru64Id[] ids = new Scru64Id[2000];
    BigInteger[] values = new BigInteger[ids.length];
    for (int i = 0; i < ids.length; i++) {
      // mix short and full-width values so that leading zeros and the top digits are exercised
      long bound = i % 4 == 0 ? 1L << random.nextInt(1, 63) : Scru64Id.MAX_VALUE + 1;
      long value = random.nextLong(Math.min(bound, Scru64Id.MAX_VALUE + 1));
      values[i] = BigInteger.valueOf(value);
      ids[i] = Scru64Id.fromLong(value);
      String expected = pad12(values[i].toString(36));
      assertEquals(expected, ids[i].toString());
      assertEquals(ids[i], Scru64Id.parse(expected.toUpperCase(Locale.ROOT)));
      assertEquals(values[i], new BigInteger(1, ids[i].toByteArray()));
      assertEquals(pad(values[i].toString(16), 16), ids[i].toHexString());
      assertEquals(values[i].shiftRight(24).longValueExact(), ids[i].timestamp());
    }
    for (int i = 1; i < ids.length; i++) {
      Scru64Id a = ids[i - 1];
      Scru64Id b = ids[i];
      int expected = Integer.signum(values[i - 1].compareTo(values[i]));
      assertEquals(expected, Integer.signum(a.compareTo(b)));
      assertEquals(expected, Integer.signum(a.toString().compareTo(b.toString())));
      assertEquals(expected == 0, a.equals(b));
    }
  }

  private static String pad12(String digits) {
    return pad(digits, 12);
  }

  private static String pad(String digits, int width) {
    return "0".repeat(width - digits.length()) + digits;
  }

  @Test
  void minMaxInstant_coverTheWholeTick() {
    Instant at = Instant.ofEpochMilli(1678613659136L + 100); // tick 6557084606, 100 ms in

    Scru64Id min = Scru64Id.min(at);
    Scru64Id max = Scru64Id.max(at);

    assertEquals(6557084606L, min.timestamp());
    assertEquals(0, min.nodeCtr());
    assertEquals(6557084606L, max.timestamp());
    assertEquals(Scru64Id.MAX_NODE_CTR, max.nodeCtr());
    Scru64Id example = Scru64Id.parse("0u375nxqh5cq");
    assertTrue(min.compareTo(example) < 0 && example.compareTo(max) < 0);
    assertEquals(Scru64Id.MIN, Scru64Id.min(Instant.EPOCH));
    assertEquals(Scru64Id.MAX, Scru64Id.max(Instant.ofEpochMilli(Scru64Id.MAX_EPOCH_MILLIS)));
  }

  @Test
  void minMaxInstant_outOfRange_throw() {
    Instant late = Instant.ofEpochMilli(Scru64Id.MAX_EPOCH_MILLIS + 1);
    Instant early = Instant.EPOCH.minusMillis(1);

    assertThrows(IllegalArgumentException.class, () -> Scru64Id.min(late));
    assertThrows(IllegalArgumentException.class, () -> Scru64Id.max(early));
    assertThrows(NullPointerException.class, () -> Scru64Id.min(null));
  }

  @Test
  void equals_otherTypesAndValues_areNotEqual() {
    Scru64Id id = Scru64Id.parse("0u375nxqh5cq");

    assertNotEquals(id, Scru64Id.parse("0u375nxqh5cr"));
    assertNotEquals(id, "0u375nxqh5cq");
    assertEquals(id, id);
  }

  @Test
  void serialization_roundTrip_returnsEqualId() throws Exception {
    Scru64Id id = Scru64Id.parse("0u375nxqh5cq");

    Object copy = deserialize(serialize(id));

    assertEquals(id, copy);
  }

  @Test
  void serialization_proxyWithInvalidBytes_isRefused() throws Exception {
    byte[] stream =
        serialize(new SerializedId(IdScheme.SCRU64, HexFormat.of().parseHex("ffffffffffffffff")));

    assertThrows(InvalidObjectException.class, () -> deserialize(stream));
  }

  @Test
  void serialization_forgedStreamWithoutProxy_isRefused() throws Exception {
    // a look-alike class with the same field, renamed to Scru64Id in the stream
    byte[] stream = serialize(new Scru64Ix(-1));
    byte[] from = "dev.sortid.Scru64Ix".getBytes(StandardCharsets.US_ASCII);
    byte[] to = "dev.sortid.Scru64Id".getBytes(StandardCharsets.US_ASCII);
    int at = indexOf(stream, from);
    System.arraycopy(to, 0, stream, at, to.length);

    InvalidObjectException e =
        assertThrows(InvalidObjectException.class, () -> deserialize(stream));
    assertEquals("proxy required", e.getMessage());
  }

  private static int indexOf(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    throw new AssertionError("class name not in the stream");
  }

  private static byte[] serialize(Object object) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(object);
    }
    return bytes.toByteArray();
  }

  private static Object deserialize(byte[] bytes) throws IOException, ClassNotFoundException {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return in.readObject();
    }
  }
}

/** Serializes like a Scru64Id without its proxy; the test renames it in the stream. */
final class Scru64Ix implements Serializable {
  private static final long serialVersionUID = 1L;

  @SuppressWarnings("unused") // read by serialization
  private final long value;

  Scru64Ix(long value) {
    this.value = value;
  }
}
