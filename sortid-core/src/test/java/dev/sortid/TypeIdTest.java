package dev.sortid;

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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

final class TypeIdTest {
  private static final String ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
  private static final String PREFIX_CHARS = "abcdefghijklmnopqrstuvwxyz_";
  private static final String EXAMPLE = "user_01h455vb4pex5vsknk084sn02q";

  // ---- the spec's vectors

  static Stream<Map<String, String>> validVectors() {
    return Vectors.yaml("typeid_valid.yml").stream();
  }

  static Stream<Map<String, String>> invalidVectors() {
    return Vectors.yaml("typeid_invalid.yml").stream();
  }

  @Test
  void vectorFiles_holdEveryEntry() {
    assertEquals(9, validVectors().count());
    assertEquals(
        21, invalidVectors().count()); // the file comments a 22nd out (v0.3.0 allows "pre_fix")
  }

  @ParameterizedTest
  @MethodSource("validVectors")
  void parse_validVector_givesItsPrefixAndUuid(Map<String, String> vector) {
    TypeId id = TypeId.parse(vector.get("typeid"));

    assertEquals(vector.get("prefix"), id.prefix());
    assertEquals(UUID.fromString(vector.get("uuid")), id.toUuid());
    assertEquals(vector.get("typeid"), id.toString());
    assertTrue(TypeId.isValid(vector.get("typeid")));
    assertEquals(id, TypeId.type(vector.get("prefix")).parse(vector.get("typeid")));
  }

  @ParameterizedTest
  @MethodSource("validVectors")
  void of_validVectorUuid_givesItsText(Map<String, String> vector) {
    TypeId id = TypeId.of(vector.get("prefix"), UUID.fromString(vector.get("uuid")));

    assertEquals(vector.get("typeid"), id.toString());
    assertEquals(TypeId.parse(vector.get("typeid")), id);
  }

  @ParameterizedTest
  @MethodSource("invalidVectors")
  void parse_invalidVector_throwsIdFormatExceptionWithTheInput(Map<String, String> vector) {
    String text = vector.get("typeid");

    IdFormatException e = assertThrows(IdFormatException.class, () -> TypeId.parse(text));
    assertSame(text, e.input());
    assertTrue(e.index() >= -1 && e.index() < Math.max(text.length(), 1), e::getMessage);
    assertTrue(e.getMessage().contains("TypeID"), e::getMessage);
    assertTrue(e.getMessage().contains(IdFormatException.quote(text)), e::getMessage);
    assertFalse(TypeId.isValid(text));
    assertThrows(IdFormatException.class, () -> TypeId.type("prefix").parse(text));
    assertFalse(TypeId.type("prefix").isValid(text));
  }

  /** Each invalid vector's first fault, as the message and the index name it. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "PREFIX_00000000000000000000000000 | 0 | invalid character 'P' at index 0",
        "12345_00000000000000000000000000 | 0 | invalid character '1' at index 0",
        "pre.fix_00000000000000000000000000 | 3 | invalid character '.' at index 3",
        "préfix_00000000000000000000000000 | 2 | invalid character U+00E9 at index 2",
        "`  prefix_00000000000000000000000000` | 0 | invalid character ' ' at index 0",
        "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl_00000000000000000000000000"
            + " | -1 | a prefix of 64 chars, expected at most 63",
        "_00000000000000000000000000 | 0 | a TypeID without a prefix has no '_'",
        "_ | -1 | the suffix after the last '_' has 0 chars, expected 26",
        "prefix_1234567890123456789012345 | -1 | has 25 chars, expected 26",
        "prefix_123456789012345678901234567 | -1 | has 27 chars, expected 26",
        "`prefix_1234567890123456789012345 ` | 32 | invalid character ' ' at index 32",
        "prefix_0123456789ABCDEFGHJKMNPQRS | 17 | invalid character 'A' at index 17",
        "prefix_123456789-123456789-123456 | 16 | invalid character '-' at index 16",
        "prefix_ooooooiiiiiiuuuuuuulllllll | 7 | invalid character 'o' at index 7",
        "prefix_i23456789ol23456789oi23456 | 7 | invalid character 'i' at index 7",
        "prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz | 7 | a first digit of at most '7'",
        "_prefix_00000000000000000000000000 | 0 | a prefix starts with a letter",
        "prefix__00000000000000000000000000 | 6 | a prefix ends with a letter",
        "`` | -1 | invalid length 0 for TypeID",
        "prefix_ | -1 | has 0 chars, expected 26",
        "01h455vb4pex5vsknk084sn02 | -1 | invalid length 25 for TypeID",
      })
  void parse_invalid_namesTheFirstFault(String text, int index, String message) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> TypeId.parse(text));
    assertEquals(index, e.index(), e::getMessage);
    assertTrue(e.getMessage().contains(message), e::getMessage);
  }

  @Test
  void parse_suffixWithHyphensOfTheRightLength_namesTheHyphen() {
    // 26 chars after the last '_' and a hyphen among them
    String text = "prefix_0123456789-123456789abcdef".substring(0, 7 + 26);
    IdFormatException e = assertThrows(IdFormatException.class, () -> TypeId.parse(text));
    assertEquals(17, e.index());
    assertTrue(e.getMessage().contains("lowercase Crockford base32"), e::getMessage);
  }

  @Test
  void invalidVectorMessage_isTheProjectsFormat() {
    IdFormatException e =
        assertThrows(
            IdFormatException.class, () -> TypeId.parse("prefix_0123456789ABCDEFGHJKMNPQRS"));
    assertEquals(
        "invalid character 'A' at index 17 in TypeID \"prefix_0123456789ABCDEFGHJKMNPQRS\""
            + " (expected lowercase Crockford base32: 0-9 or a-z except i, l, o, u)",
        e.getMessage());
  }

  // ---- the BigInteger oracle

  /**
   * 10 seeds of 10,000 random values each (100,000 in all), each value with a random valid prefix
   * (empty in about one case in eight): the text equals the oracle's, parses back equal, and the
   * order of the TypeIDs is the order of the texts and of (prefix, unsigned number).
   */
  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
  void oracle_randomValuesAndPrefixes_roundTripAndOrder(long seed) {
    Random random = new Random(seed);
    String prefix = "";
    List<TypeId> ids = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    List<BigInteger> values = new ArrayList<>();
    for (int i = 0; i < 10_000; i++) {
      prefix = randomPrefix(random, prefix);
      long msb = random.nextLong();
      long lsb = random.nextLong();
      if (i % 64 == 0) {
        msb = i % 128 == 0 ? -1L : 0; // the extremes
        lsb = msb;
      }
      BigInteger value = unsigned(msb).shiftLeft(64).or(unsigned(lsb));
      String expected = (prefix.isEmpty() ? "" : prefix + "_") + oracleSuffix(value);

      TypeId id = TypeId.of(prefix, new UUID(msb, lsb));
      assertEquals(expected, id.toString());
      TypeId parsed = TypeId.parse(expected);
      assertEquals(id, parsed);
      assertEquals(id.hashCode(), parsed.hashCode());
      assertEquals(prefix, parsed.prefix());
      assertEquals(new UUID(msb, lsb), parsed.toUuid());
      assertTrue(TypeId.isValid(expected));
      assertEquals(id, TypeId.type(prefix).parse(expected));
      ids.add(id);
      texts.add(expected);
      values.add(value);
    }
    for (int i = 1; i < ids.size(); i++) {
      int byId = Integer.signum(ids.get(i - 1).compareTo(ids.get(i)));
      int byText = Integer.signum(texts.get(i - 1).compareTo(texts.get(i)));
      int prefixOrder = ids.get(i - 1).prefix().compareTo(ids.get(i).prefix());
      int byOracle =
          Integer.signum(
              prefixOrder != 0 ? prefixOrder : values.get(i - 1).compareTo(values.get(i)));
      assertEquals(byOracle, byId, texts.get(i - 1) + " vs " + texts.get(i));
      assertEquals(byOracle, byText, texts.get(i - 1) + " vs " + texts.get(i));
    }
  }

  /**
   * A random valid prefix: empty, the previous one (so that the bits decide some comparisons), 63
   * chars, or 1 to 63 chars.
   */
  private static String randomPrefix(Random random, String previous) {
    int kind = random.nextInt(8);
    if (kind == 0) {
      return "";
    } else if (kind == 1) {
      return previous;
    }
    int length =
        kind == 2 ? TypeId.MAX_PREFIX_LENGTH : 1 + random.nextInt(TypeId.MAX_PREFIX_LENGTH);
    StringBuilder prefix = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      boolean end = i == 0 || i == length - 1;
      prefix.append(PREFIX_CHARS.charAt(random.nextInt(end ? 26 : 27)));
    }
    return prefix.toString();
  }

  /** The spec's encoding, by division: 26 base32 digits of the number (2 zero bits on top). */
  private static String oracleSuffix(BigInteger value) {
    char[] digits = new char[26];
    BigInteger v = value;
    BigInteger radix = BigInteger.valueOf(32);
    for (int i = 25; i >= 0; i--) {
      BigInteger[] qr = v.divideAndRemainder(radix);
      digits[i] = ALPHABET.charAt(qr[1].intValue());
      v = qr[0];
    }
    return new String(digits);
  }

  private static BigInteger unsigned(long bits) {
    return new BigInteger(Long.toUnsignedString(bits));
  }

  // ---- UUIDv7, time and generation

  @Test
  void generated_isAUuidV7WithItsTime() {
    TypeId.Type user = TypeId.type("user");
    Instant before = Instant.now().minusMillis(1);
    TypeId id = TypeIdGenerator.of(user).generate();

    assertEquals("user", id.prefix());
    assertTrue(id.isUuidV7());
    assertEquals(7, id.toUuid().version());
    assertEquals(2, id.toUuid().variant());
    assertEquals(id.toUuid(), id.toUuidV7().toUuid());
    assertEquals(id.toUuidV7().instant(), id.instant());
    assertFalse(id.instant().isBefore(before.truncatedTo(java.time.temporal.ChronoUnit.MILLIS)));
    assertTrue(id.toString().startsWith("user_"));
    assertEquals(31, id.toString().length());
  }

  @Test
  void generate_fromAGenerator_takesItsNextUuidV7InOrder() {
    ScriptedClock clock = new ScriptedClock(1_700_000_000_000L);
    UuidV7Generator generator =
        UuidV7Generator.builder().clock(clock).random(new Random(7)).build();
    TypeId.Type order = TypeId.type("order");

    TypeId first = TypeIdGenerator.of(order, generator).generate();
    TypeId second = TypeIdGenerator.of(order, generator).generate();

    assertEquals(Instant.ofEpochMilli(1_700_000_000_000L), first.instant());
    assertTrue(first.compareTo(second) < 0);
    assertTrue(first.toString().compareTo(second.toString()) < 0);
    assertTrue(first.toUuidV7().compareTo(second.toUuidV7()) < 0);
  }

  @Test
  void nonV7Bits_haveAUuidButNoTime() {
    TypeId v4 = TypeId.of("user", UUID.fromString("7c9e6679-7425-40de-944b-e07fc1f90ae7"));
    TypeId nil = TypeId.parse("00000000000000000000000000");

    for (TypeId id : List.of(v4, nil)) {
      assertFalse(id.isUuidV7());
      UnsupportedOperationException time =
          assertThrows(UnsupportedOperationException.class, id::instant);
      assertTrue(time.getMessage().contains(id.toString()), time::getMessage);
      assertTrue(time.getMessage().contains("is not a UUIDv7"), time::getMessage);
      assertThrows(UnsupportedOperationException.class, id::toUuidV7);
    }
    assertEquals(4, v4.toUuid().version());
    assertEquals(v4, TypeId.parse(v4.toString()));
  }

  @Test
  void isUuidV7_checksVersionAndVariant() {
    UUID v7 = UUID.fromString("017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
    UUID wrongVariant = UUID.fromString("017f22e2-79b0-7cc3-c8c4-dc0c0c07398f");
    assertTrue(TypeId.of("", v7).isUuidV7());
    assertFalse(TypeId.of("", wrongVariant).isUuidV7());
    assertEquals(Instant.parse("2022-02-22T19:22:22Z"), TypeId.of("a", v7).instant());
  }

  @Test
  void minAndMax_boundTheMillisecond() {
    TypeId.Type user = TypeId.type("user");
    Instant t = Instant.parse("2024-01-02T03:04:05.678Z");
    TypeId min = user.min(t);
    TypeId max = user.max(t);

    assertEquals(t, min.instant());
    assertEquals(t, max.instant());
    assertEquals(UuidV7.min(t).toUuid(), min.toUuid());
    assertEquals(UuidV7.max(t).toUuid(), max.toUuid());
    TypeId inside = user.of(UuidV7.of(t.toEpochMilli(), 5, 5));
    assertTrue(min.compareTo(inside) < 0 && inside.compareTo(max) < 0);
  }

  // ---- the prefix object

  @Test
  void prefix_parseOfAnotherPrefix_namesBoth() {
    TypeId.Type user = TypeId.type("user");
    String order = "order_01h455vb4pex5vsknk084sn02q";

    IdFormatException e = assertThrows(IdFormatException.class, () -> user.parse(order));
    assertEquals(
        "expected prefix \"user\", got \"order\" in \"order_01h455vb4pex5vsknk084sn02q\"",
        e.getMessage());
    assertSame(order, e.input());
    assertEquals(0, e.index());
    assertFalse(user.isValid(order));
  }

  @ParameterizedTest
  @CsvSource(
      value = {
        "user, 01h455vb4pex5vsknk084sn02q, ''",
        "'', user_01h455vb4pex5vsknk084sn02q, user",
        "user, users_01h455vb4pex5vsknk084sn02q, users",
        "user, use_01h455vb4pex5vsknk084sn02q, use",
        "user, user_a_01h455vb4pex5vsknk084sn02q, user_a",
      })
  void prefix_otherValidPrefixes_areRefused(String expected, String text, String actual) {
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> TypeId.type(expected).parse(text));
    assertEquals(
        "expected prefix \"" + expected + "\", got \"" + actual + "\" in \"" + text + "\"",
        e.getMessage());
  }

  @Test
  void prefix_malformedText_getsTheParseError() {
    IdFormatException e =
        assertThrows(
            IdFormatException.class,
            () -> TypeId.type("user").parse("user_01H455VB4PEX5VSKNK084SN02Q"));
    assertEquals(7, e.index());
    assertTrue(e.getMessage().startsWith("invalid character 'H' at index 7"), e::getMessage);
  }

  @Test
  void prefix_parsesItsOwn_andSharesItsString() {
    TypeId.Type user = TypeId.type("user");
    TypeId id = user.parse(EXAMPLE);

    assertEquals(TypeId.parse(EXAMPLE), id);
    assertSame(user.toString(), id.prefix());
    assertTrue(user.isValid(EXAMPLE));
    assertFalse(user.isValid(null));
    assertEquals(TypeId.type("user"), user);
    assertEquals(TypeId.type("user").hashCode(), user.hashCode());
    assertNotEquals(TypeId.type("users"), user);
    assertNotEquals(user, "user");
  }

  @Test
  void emptyPrefix_parsesOnlyBareSuffixes() {
    TypeId.Type none = TypeId.type("");
    TypeId id = none.parse("01h455vb4pex5vsknk084sn02q");
    assertEquals("", id.prefix());
    assertEquals("01h455vb4pex5vsknk084sn02q", id.toString());
    assertEquals("", none.toString());
  }

  @ParameterizedTest
  @CsvSource(
      value = {
        "User | 0 | invalid character 'U' at index 0 in TypeID prefix \"User\"",
        "_user | 0 | a prefix starts with a letter",
        "user_ | 4 | a prefix ends with a letter",
        "us3r | 2 | invalid character '3' at index 2",
        "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl | -1 | 64 chars",
      },
      delimiter = '|')
  void prefix_invalid_throwsIdFormatException(String prefix, int index, String message) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> TypeId.type(prefix));
    assertEquals(index, e.index());
    assertSame(prefix, e.input());
    assertTrue(e.getMessage().contains(message), e::getMessage);
    assertThrows(IdFormatException.class, () -> TypeId.of(prefix, new UUID(0, 0)));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "a",
        "ab",
        "a_b",
        "a__b",
        "my_type",
        "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk"
      })
  void prefix_valid_roundTrips(String prefix) {
    TypeId id = TypeId.type(prefix).of(new UUID(1, 2));
    assertEquals(prefix + "_0000000000000g000000000002", id.toString());
    assertEquals(id, TypeId.parse(id.toString()));
  }

  // ---- order, equality

  @Test
  void compareTo_ordersByPrefixThenUnsignedBits() {
    TypeId a = TypeId.of("a", new UUID(-1, -1));
    TypeId ab = TypeId.of("a_b", new UUID(0, 0));
    TypeId b = TypeId.of("b", new UUID(0, 0));
    TypeId bHigh = TypeId.of("b", new UUID(Long.MIN_VALUE, 0));
    TypeId none = TypeId.of("", new UUID(-1, -1));
    List<TypeId> sorted = Stream.of(bHigh, b, ab, a, none).sorted().toList();

    assertEquals(List.of(none, a, ab, b, bHigh), sorted);
    assertEquals(
        sorted.stream().map(TypeId::toString).sorted().toList(),
        sorted.stream().map(TypeId::toString).toList());
  }

  @Test
  void equals_needsPrefixAndBits() {
    UUID uuid = UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057");
    TypeId id = TypeId.of("user", uuid);
    assertEquals(id, TypeId.of("user", uuid));
    assertNotEquals(id, TypeId.of("users", uuid));
    assertNotEquals(id, TypeId.of("user", new UUID(0, 0)));
    assertNotEquals(id, TypeId.of("user", new UUID(uuid.getMostSignificantBits(), 0)));
    assertNotEquals(id, (Object) uuid);
    assertEquals(EXAMPLE, TypeId.valueOf(EXAMPLE).toString());
  }

  @Test
  void parse_acceptsAnyCharSequence() {
    assertEquals(TypeId.parse(EXAMPLE), TypeId.parse(new StringBuilder(EXAMPLE)));
    assertTrue(TypeId.isValid(new StringBuilder(EXAMPLE)));
    assertFalse(TypeId.isValid(null));
  }

  // ---- serialization

  @Test
  void serialization_roundTrip_givesEqualTypeId() throws Exception {
    TypeId id = TypeId.parse(EXAMPLE);
    TypeId bare = TypeId.parse("7zzzzzzzzzzzzzzzzzzzzzzzzz");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(id);
      out.writeObject(bare);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      assertEquals(id, in.readObject());
      assertEquals(bare, in.readObject());
    }
  }

  @Test
  void serialization_forgedStreamWithoutProxy_isRefused() throws Exception {
    byte[] stream = ForgedStreams.withoutProxy(TypeId.class);
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
      InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
      assertEquals("proxy required", e.getMessage());
    }
  }

  @Test
  void serialization_proxyWithBadFields_isRefused() throws IOException {
    Object[][] cases = {
      {"User", new byte[16]}, {"user", new byte[15]}, {null, new byte[16]}, {"user", null}
    };
    for (Object[] fields : cases) {
      ByteArrayOutputStream stream = new ByteArrayOutputStream();
      try (ObjectOutputStream out = new ObjectOutputStream(stream)) {
        out.writeObject(new SerializedId((String) fields[0], (byte[]) fields[1]));
      }
      try (ObjectInputStream in =
          new ObjectInputStream(new ByteArrayInputStream(stream.toByteArray()))) {
        InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
        assertTrue(e.getMessage().startsWith("invalid serialized TypeID"), e::getMessage);
      }
    }
    ByteArrayOutputStream stream = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(stream)) {
      out.writeObject(new SerializedId("User", new byte[16]));
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(stream.toByteArray()))) {
      InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
      assertInstanceOf(IdFormatException.class, e.getCause());
    }
  }

  @Test
  void prefix_serialization_roundTripsAndChecksItsText() throws Exception {
    TypeId.Type user = TypeId.type("user");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(user);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      assertEquals(user, in.readObject());
    }
    byte[] stream = ForgedStreams.withoutProxy(TypeId.Type.class); // its text null
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
      InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
      assertTrue(e.getMessage().startsWith("invalid serialized TypeID prefix"), e::getMessage);
    }
  }
}
