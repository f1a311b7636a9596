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
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

final class EuidTest {
  private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  private static final BigInteger MOD = BigInteger.valueOf(127);
  private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

  static Stream<Map<String, String>> encodeRows() {
    return Vectors.tsv("euid_encode.tsv").stream();
  }

  static Stream<Map<String, String>> checkModRows() {
    return Vectors.tsv("euid_checkmod.tsv").stream();
  }

  static Stream<Map<String, String>> decodeValidRows() {
    return Vectors.tsv("euid_decode_valid.tsv").stream();
  }

  static Stream<Map<String, String>> decodeInvalidRows() {
    return Vectors.tsv("euid_decode_invalid.tsv").stream();
  }

  static Euid fromHex(String hex) {
    return Euid.fromByteArray(HexFormat.of().parseHex(hex));
  }

  // ---- vectors

  @ParameterizedTest
  @MethodSource("encodeRows")
  void encode_vector_givesFieldsAndBothTexts(Map<String, String> row) {
    Euid id = fromHex(row.get("value_hex"));
    assertEquals(row.get("value_hex"), id.toHexString());
    assertEquals(Long.parseLong(row.get("timestamp_ms")), id.timestamp());
    assertEquals(Integer.parseInt(row.get("ext_len")), id.extensionLength());
    OptionalInt extension =
        row.get("extension").equals("-")
            ? OptionalInt.empty()
            : OptionalInt.of(Integer.parseInt(row.get("extension")));
    assertEquals(extension, id.extension());
    assertEquals(
        Integer.parseInt(row.get("checkmod")),
        Euid.checkMod(id.mostSignificantBits(), id.leastSignificantBits()));
    assertEquals(row.get("encoded"), id.toString());
    assertEquals(row.get("encoded_nocheck"), id.toUncheckedString());
    assertEquals(id, Euid.parse(row.get("encoded")));
    assertEquals(id, Euid.parse(row.get("encoded_nocheck")));
    assertEquals(Long.parseLong(row.get("timestamp_ms")), id.epochMillis());
  }

  @ParameterizedTest
  @MethodSource("encodeRows")
  void of_fieldsOfVector_rebuildWhereExtLenIsTheBitLength(Map<String, String> row) {
    Euid id = fromHex(row.get("value_hex"));
    OptionalInt extension = id.extension();
    if (id.extensionLength() == Euid.extensionLength(extension.orElse(-1))) {
      assertEquals(
          id,
          extension.isPresent()
              ? Euid.of(
                  id.timestamp(), extension.getAsInt(), id.randomHigh(), id.leastSignificantBits())
              : Euid.of(id.timestamp(), id.randomHigh(), id.leastSignificantBits()));
    }
  }

  @ParameterizedTest
  @MethodSource("checkModRows")
  void checkMod_vector_matches(Map<String, String> row) {
    long hi = Long.parseUnsignedLong(row.get("hi_hex"), 16);
    long lo = Long.parseUnsignedLong(row.get("lo_hex"), 16);
    assertEquals(Integer.parseInt(row.get("checkmod")), Euid.checkMod(hi, lo));
    assertEquals(row.get("value_hex"), Euid.fromLongBits(hi, lo).toHexString());
  }

  @ParameterizedTest
  @MethodSource("decodeValidRows")
  void parse_validVector_returnsValueAndCanonicalForm(Map<String, String> row) {
    String input = row.get("input");
    Euid id = Euid.parse(input);
    assertEquals(row.get("value_hex"), id.toHexString());
    assertEquals(row.get("canonical"), id.toString());
    assertTrue(Euid.isValid(input));
    assertTrue(IdScheme.EUID.isValid(input));
    assertEquals(id, IdScheme.EUID.parse(input));
    assertEquals(id, SortableId.parse(new StringBuilder(input)));
    assertEquals(id, Euid.parse(id.toString()));
  }

  /**
   * The Java reference's exception names the kind; it measures length in chars as sortid does (the
   * Rust reference counts UTF-8 bytes, so it calls the e-acute row a length error).
   */
  @ParameterizedTest
  @MethodSource("decodeInvalidRows")
  void parse_invalidVector_throwsWithKindIndexAndInput(Map<String, String> row) {
    String input = row.get("input");
    String java = row.get("euid_java_exception");
    IdFormatException e = assertThrows(IdFormatException.class, () -> Euid.parse(input));
    assertSame(input, e.input());
    assertTrue(e.getMessage().contains(IdFormatException.quote(input)), e.getMessage());
    assertTrue(e.getMessage().contains("EUID"), e.getMessage());
    if (java.startsWith("InvalidLengthException")) {
      assertEquals(-1, e.index());
      assertTrue(e.getMessage().startsWith("invalid length " + input.length()), e.getMessage());
    } else if (java.startsWith("InvalidCharacterException")) {
      char bad = java.charAt(java.indexOf('`') + 1);
      assertEquals(input.indexOf(bad), e.index());
      assertTrue(e.getMessage().startsWith("invalid character"), e.getMessage());
    } else {
      Matcher m = Pattern.compile("invalid checkmod: (\\d+), expected: (\\d+)").matcher(java);
      assertTrue(m.find(), java);
      assertEquals(-1, e.index());
      assertTrue(
          e.getMessage().contains("check value " + m.group(1) + " does not match " + m.group(2)),
          e.getMessage());
    }
    assertFalse(Euid.isValid(input));
    assertFalse(IdScheme.EUID.isValid(input));
  }

  // ---- BigInteger oracle

  static LongStream seeds() {
    return LongStream.range(0, 8);
  }

  /** Random halves, with a bias to the edges (all zero, all one, top bit) so carries are hit. */
  private static long edgy(SplittableRandom random) {
    switch (random.nextInt(8)) {
      case 0:
        return 0;
      case 1:
        return -1L;
      case 2:
        return Long.MIN_VALUE | random.nextLong() >>> random.nextInt(64);
      case 3:
        return random.nextLong() >>> random.nextInt(64);
      default:
        return random.nextLong();
    }
  }

  private static BigInteger big(Euid id) {
    return new BigInteger(Long.toUnsignedString(id.mostSignificantBits()))
        .multiply(TWO_64)
        .add(new BigInteger(Long.toUnsignedString(id.leastSignificantBits())));
  }

  /** The oracle text: the 135-bit number value * 128 + check as 27 base-32 digits. */
  private static String oracleText(BigInteger value, int check) {
    BigInteger number = value.shiftLeft(7).or(BigInteger.valueOf(check));
    StringBuilder out = new StringBuilder();
    for (int i = 26; i >= 0; i--) {
      out.append(ALPHABET.charAt(number.shiftRight(5 * i).intValue() & 31));
    }
    return out.toString();
  }

  @ParameterizedTest
  @MethodSource("seeds")
  void oracle_encodeDecodeCheckAndCompare_agreeWithBigInteger(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Euid> ids = new ArrayList<>();
    for (int i = 0; i < 500; i++) {
      ids.add(Euid.fromLongBits(edgy(random), edgy(random)));
    }
    for (Euid id : ids) {
      BigInteger value = big(id);
      int check = value.mod(MOD).intValueExact();
      assertEquals(check, Euid.checkMod(id.mostSignificantBits(), id.leastSignificantBits()));
      assertEquals(oracleText(value, check), id.toString());
      assertEquals(oracleText(value, 127), id.toUncheckedString());
      assertEquals(id, Euid.parse(oracleText(value, check)));
      assertEquals(id, Euid.parse(oracleText(value, check).toLowerCase()));
      assertEquals(id, Euid.parse(oracleText(value, 127)));
      assertEquals(value.shiftRight(83).longValueExact(), id.timestamp());
    }
    for (int i = 1; i < ids.size(); i++) {
      Euid a = ids.get(i - 1);
      Euid b = ids.get(i);
      int expected = big(a).compareTo(big(b));
      assertEquals(expected, Integer.signum(a.compareTo(b)));
      assertEquals(expected, Integer.signum(a.toString().compareTo(b.toString())));
      assertEquals(expected, -Integer.signum(b.compareTo(a)));
    }
  }

  @Test
  void compareTo_topBitSet_isGreaterUnsigned() {
    Euid high = Euid.fromLongBits(Long.MIN_VALUE, 0);
    Euid low = Euid.fromLongBits(Long.MAX_VALUE, -1L);
    assertTrue(high.compareTo(low) > 0);
    assertTrue(Euid.fromLongBits(1, -1L).compareTo(Euid.fromLongBits(1, 1)) > 0);
    assertEquals(0, high.compareTo(Euid.fromLongBits(Long.MIN_VALUE, 0)));
  }

  // ---- detection property

  /** Ids from a seeded generator, with every extension length and both timestamp edges. */
  static Stream<Euid> detectionIds() {
    SplittableRandom random = new SplittableRandom(42);
    List<Euid> ids = new ArrayList<>();
    ids.add(Euid.MIN);
    ids.add(Euid.MAX);
    ids.add(
        Euid.of(
            random.nextLong(Euid.MAX_TIMESTAMP + 1), random.nextInt(1 << 15), random.nextLong()));
    for (int extension : new int[] {0, 5, 300, 32767}) {
      ids.add(
          Euid.of(
              random.nextLong(Euid.MAX_TIMESTAMP + 1),
              extension,
              random.nextInt(1 << (15 - Euid.extensionLength(extension))),
              random.nextLong()));
    }
    return ids.stream();
  }

  @ParameterizedTest
  @MethodSource("detectionIds")
  void parse_anyChangedSymbolInFirst25_isRejected(Euid id) {
    String text = id.toString();
    for (int i = 0; i < 25; i++) {
      for (int v = 0; v < 32; v++) {
        if (ALPHABET.charAt(v) != text.charAt(i)) {
          String changed = text.substring(0, i) + ALPHABET.charAt(v) + text.substring(i + 1);
          IdFormatException e = assertThrows(IdFormatException.class, () -> Euid.parse(changed));
          assertTrue(e.getMessage().contains("does not match"), e.getMessage());
          assertFalse(Euid.isValid(changed));
        }
      }
    }
  }

  @ParameterizedTest
  @MethodSource("detectionIds")
  void parse_anySwapOfAdjacentDifferentSymbolsInFirst25_isRejected(Euid id) {
    String text = id.toString();
    int swaps = 0;
    for (int i = 0; i + 1 < 25; i++) {
      if (text.charAt(i) != text.charAt(i + 1)) {
        char[] chars = text.toCharArray();
        chars[i] = text.charAt(i + 1);
        chars[i + 1] = text.charAt(i);
        String swapped = new String(chars);
        assertThrows(IdFormatException.class, () -> Euid.parse(swapped), swapped);
        swaps++;
      }
    }
    assertTrue(swaps > 0 || id.equals(Euid.MIN) || id.equals(Euid.MAX));
  }

  @Test
  void parse_seededRandomIds_allSingleSubstitutionsAndSwapsRejected() {
    SplittableRandom random = new SplittableRandom(7);
    for (int n = 0; n < 8; n++) {
      Euid id = Euid.fromLongBits(random.nextLong(), random.nextLong());
      parse_anyChangedSymbolInFirst25_isRejected(id);
      parse_anySwapOfAdjacentDifferentSymbolsInFirst25_isRejected(id);
    }
  }

  // ---- texts

  @Test
  void parse_checkValue127_isNotValidated() {
    Euid id = Euid.parse("C8ZM14GR4JXG0MQXVY18S8TJNA6");
    assertEquals(id, Euid.parse(id.toUncheckedString()));
    assertTrue(id.toUncheckedString().endsWith("Z"));
    assertEquals(
        "C8ZM14GR4JXG0MQXVY18S8TJNA6", Euid.parse("C8ZM14GR4JXG0MQXVY18S8TJNBZ").toString());
  }

  @Test
  void parse_lengthBeforeCharacterBeforeCheck() {
    // bad char and wrong length: length wins
    IdFormatException length =
        assertThrows(IdFormatException.class, () -> Euid.parse("U8ZM14GR4JXG0MQXVY18S8TJNA"));
    assertEquals(-1, length.index());
    assertTrue(length.getMessage().startsWith("invalid length 26 for EUID (expected 27)"));
    // bad char and bad check: the first bad char wins
    IdFormatException character =
        assertThrows(IdFormatException.class, () -> Euid.parse("D8ZM14GR4JXG0MQXVY18S8TJNU6"));
    assertEquals(25, character.index());
    assertTrue(character.getMessage().contains("'U' at index 25"), character.getMessage());
  }

  @Test
  void parse_nonAsciiAndControlChars_areRejectedWithoutIndexErrors() {
    for (char c : new char[] {'\u0000', '\u007f', '\u0080', '\u00e9', '\u6f22', '\uffff'}) {
      String text = "C8ZM14GR4JXG" + c + "MQXVY18S8TJNA6";
      IdFormatException e = assertThrows(IdFormatException.class, () -> Euid.parse(text));
      assertEquals(12, e.index());
    }
  }

  @Test
  void isValid_nullOrWrongLength_isFalse() {
    assertFalse(Euid.isValid(null));
    assertFalse(Euid.isValid(""));
    assertFalse(Euid.isValid("C8ZM14GR4JXG0MQXVY18S8TJNA"));
    assertFalse(IdScheme.EUID.isValid(null));
    assertTrue(Euid.isValid(new StringBuilder("c8zm14gr4jxg0mqxvy18s8tjna6")));
  }

  @Test
  void parse_null_throwsNullPointer() {
    assertThrows(NullPointerException.class, () -> Euid.parse(null));
    assertThrows(NullPointerException.class, () -> IdScheme.EUID.parse(null));
  }

  @Test
  void detect_euidText_isEuid() {
    assertEquals(IdScheme.EUID, IdScheme.detect("C8ZM14GR4JXG0MQXVY18S8TJNA6").orElseThrow());
    assertTrue(IdScheme.detect("C8ZM14GR4JXG0MQXVY18S8TJNA7").isEmpty());
    assertInstanceOf(Euid.class, SortableId.parse("C8ZM14GR4JXG0MQXVY18S8TJNA6"));
  }

  // ---- fields

  @Test
  void of_extensionLengths_areBitLengths() {
    assertEquals(0, Euid.of(1, 0, 0).extensionLength());
    assertEquals(OptionalInt.empty(), Euid.of(1, 0, 0).extension());
    assertEquals(1, Euid.of(1, 0, 0, 0).extensionLength());
    assertEquals(OptionalInt.of(0), Euid.of(1, 0, 0, 0).extension());
    assertEquals(1, Euid.of(1, 1, 0, 0).extensionLength());
    assertEquals(2, Euid.of(1, 2, 0, 0).extensionLength());
    assertEquals(14, Euid.of(1, 16383, 1, 0).extensionLength());
    assertEquals(15, Euid.of(1, 32767, 0, 0).extensionLength());
    assertEquals(OptionalInt.of(32767), Euid.of(1, 32767, 0, 0).extension());
  }

  @Test
  void of_withoutExtension_readsBack() {
    Euid id = Euid.of(1_796_000_000_000L, 0x5ABC, 0x1234_5678_9ABC_DEF0L);
    assertEquals(1_796_000_000_000L, id.timestamp());
    assertEquals(OptionalInt.empty(), id.extension());
    assertEquals(0, id.extensionLength());
    assertEquals(0x5ABC, id.randomHigh());
    assertEquals(0x1234_5678_9ABC_DEF0L, id.leastSignificantBits());
    assertEquals(1_796_000_000_000L << 19 | 0x5ABCL << 4, id.mostSignificantBits());
    assertEquals(Euid.MIN, Euid.of(0, 0, 0));
    assertEquals(
        Euid.fromLongBits(Euid.MAX_TIMESTAMP << 19 | 0x7FFF0L, -1L),
        Euid.of(Euid.MAX_TIMESTAMP, 32767, -1L));
  }

  /** Both factories rebuild seeded random ids from their fields; the generator's ids among them. */
  @Test
  void of_bothOverloads_rebuildFromFields() {
    SplittableRandom random = new SplittableRandom(4);
    for (int i = 0; i < 500; i++) {
      long timestamp = random.nextLong(Euid.MAX_TIMESTAMP + 1);
      long low = random.nextLong();
      Euid plain = Euid.of(timestamp, random.nextInt(1 << 15), low);
      assertEquals(plain, Euid.of(plain.timestamp(), plain.randomHigh(), low));
      int extension = random.nextInt(Euid.MAX_EXTENSION + 1) >>> random.nextInt(15);
      int high = random.nextInt(1 << (15 - Euid.extensionLength(extension)));
      Euid extended = Euid.of(timestamp, extension, high, low);
      assertEquals(OptionalInt.of(extension), extended.extension());
      assertEquals(high, extended.randomHigh());
      assertEquals(
          extended,
          Euid.of(
              extended.timestamp(), extended.extension().getAsInt(), extended.randomHigh(), low));
    }
  }

  @Test
  void of_fields_readBack() {
    Euid id = Euid.of(1_796_000_000_000L, 85, 0xAB, 0x1234_5678_9ABC_DEF0L);
    assertEquals(1_796_000_000_000L, id.timestamp());
    assertEquals(OptionalInt.of(85), id.extension());
    assertEquals(7, id.extensionLength());
    assertEquals(0xAB, id.randomHigh());
    assertEquals(0x1234_5678_9ABC_DEF0L, id.leastSignificantBits());
    assertEquals(1_796_000_000_000L << 19 | 0xABL << 11 | 85 << 4 | 7, id.mostSignificantBits());
    assertEquals(Instant.ofEpochMilli(1_796_000_000_000L), id.instant());
    assertEquals(IdScheme.EUID, id.scheme());
  }

  @Test
  void of_outOfRange_throwsNamingParameter() {
    assertMessage(() -> Euid.of(-1, 0, 0), "timestamp must be in 0..35184372088831, got -1");
    assertMessage(() -> Euid.of(1L << 45, 0, 0), "timestamp");
    assertMessage(() -> Euid.of(-1, 0, 0, 0), "timestamp must be in 0..35184372088831, got -1");
    assertMessage(() -> Euid.of(0, -1, 0, 0), "extension must be in 0..32767, got -1");
    assertMessage(() -> Euid.of(0, 32768, 0, 0), "extension must be in 0..32767, got 32768");
    assertMessage(() -> Euid.of(0, 32768, 0), "randomHigh must be in 0..32767, got 32768");
    assertMessage(() -> Euid.of(0, -1, 0), "randomHigh must be in 0..32767, got -1");
    assertMessage(() -> Euid.of(0, 85, 256, 0), "randomHigh must be in 0..255, got 256");
    assertMessage(() -> Euid.of(0, 32767, 1, 0), "randomHigh must be in 0..0, got 1");
    assertMessage(() -> Euid.of(0, 3, -1, 0), "randomHigh must be in 0..8191, got -1");
    assertEquals(Euid.MAX, Euid.of(Euid.MAX_TIMESTAMP, 32767, 0, -1L));
  }

  private static void assertMessage(Runnable call, String expected) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
    assertTrue(e.getMessage().contains(expected), e.getMessage());
  }

  @Test
  void minMax_constantsAndInstants() {
    assertEquals("000000000000000000000000000", Euid.MIN.toString());
    assertEquals("ZZZZZZZZZZZZZZZZZZZZZZZZZW3", Euid.MAX.toString());
    assertEquals("ffffffffffffffffffffffffffffffff", Euid.MAX.toHexString());
    Instant t = Instant.ofEpochMilli(1_795_325_268_025L).plusNanos(999_999);
    Euid min = Euid.min(t);
    Euid max = Euid.max(t);
    assertEquals(1_795_325_268_025L, min.timestamp());
    assertEquals(1_795_325_268_025L, max.timestamp());
    assertEquals(1_795_325_268_025L << 19, min.mostSignificantBits());
    assertEquals(0, min.leastSignificantBits());
    assertEquals(1_795_325_268_025L << 19 | 0x7FFFF, max.mostSignificantBits());
    assertEquals(-1L, max.leastSignificantBits());
    assertEquals(Euid.min(t.plusMillis(1)).compareTo(max), 1);
    assertEquals(Euid.MIN, Euid.min(Instant.EPOCH));
    assertEquals(Euid.MAX, Euid.max(Instant.ofEpochMilli(Euid.MAX_TIMESTAMP)));
    assertThrows(IllegalArgumentException.class, () -> Euid.min(Instant.EPOCH.minusMillis(1)));
    assertThrows(IllegalArgumentException.class, () -> Euid.max(Instant.ofEpochMilli(1L << 45)));
    assertThrows(NullPointerException.class, () -> Euid.min(null));
  }

  @Test
  void bytesAndUuid_areBitCopies() {
    Euid id = Euid.parse("YMA3MGHY79ZHY7A8EJ4KMS722DB");
    byte[] bytes = id.toByteArray();
    assertEquals("f5143a423e3a7f1f1d4874893a64e213", HexFormat.of().formatHex(bytes));
    assertEquals(id, Euid.fromByteArray(bytes));
    assertEquals(id, IdScheme.EUID.fromByteArray(bytes));
    bytes[0] = 0;
    assertEquals("f5143a423e3a7f1f1d4874893a64e213", id.toHexString());
    UUID uuid = id.toUuid();
    assertEquals("f5143a42-3e3a-7f1f-1d48-74893a64e213", uuid.toString());
    assertEquals(id, Euid.from(uuid));
    assertEquals(0xf5143a423e3a7f1fL, id.mostSignificantBits());
    assertEquals(0x1d4874893a64e213L, id.leastSignificantBits());
    assertEquals(id, Euid.fromLongBits(id.mostSignificantBits(), id.leastSignificantBits()));
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 15, 17, 32})
  void fromByteArray_wrongLength_throws(int length) {
    byte[] bytes = new byte[length];
    IdFormatException e = assertThrows(IdFormatException.class, () -> Euid.fromByteArray(bytes));
    assertTrue(e.getMessage().contains("expected 16 bytes, got " + length), e.getMessage());
    assertEquals(-1, e.index());
    assertThrows(IdFormatException.class, () -> IdScheme.EUID.fromByteArray(bytes));
  }

  @Test
  void fromByteArrayAndFrom_null_throwNullPointer() {
    assertThrows(NullPointerException.class, () -> Euid.fromByteArray(null));
    assertThrows(NullPointerException.class, () -> IdScheme.EUID.fromByteArray(null));
    assertThrows(NullPointerException.class, () -> Euid.from(null));
  }

  @Test
  void equalsAndHashCode_byValue() {
    Euid a = Euid.fromLongBits(1, 2);
    assertEquals(a, Euid.fromLongBits(1, 2));
    assertEquals(a.hashCode(), Euid.fromLongBits(1, 2).hashCode());
    assertNotEquals(a, Euid.fromLongBits(1, 3));
    assertNotEquals(a, Euid.fromLongBits(2, 2));
    assertNotEquals(a, "000000000000000000000000000");
    assertNotEquals(a, null);
  }

  @Test
  void generate_default_isIncreasingWithoutExtension() {
    Euid a = Euid.generate();
    Euid b = Euid.generate();
    assertTrue(a.compareTo(b) < 0);
    assertEquals(OptionalInt.empty(), b.extension());
    assertTrue(Math.abs(b.timestamp() - System.currentTimeMillis()) < 60_000);
  }

  // ---- serialization

  @Test
  void serialization_roundTrip_givesEqualId() throws Exception {
    Euid id = Euid.parse("C8ZM14GR4JXG0MQXVY18S8TJNA6");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(id);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      assertEquals(id, in.readObject());
    }
  }

  @Test
  void serialization_streamWithoutProxy_isRefused() throws Exception {
    byte[] forged = ForgedStreams.withoutProxy(Euid.class);
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(forged))) {
      InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
      assertEquals("proxy required", e.getMessage());
    }
  }

  @Test
  void serialization_proxyWithBadBytes_isRefused() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(new SerializedId(IdScheme.EUID, new byte[15]));
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      assertThrows(InvalidObjectException.class, in::readObject);
    }
  }

  @Test
  void toByteArray_isBigEndianCopy() {
    Euid id = Euid.fromLongBits(0x0102030405060708L, 0x090a0b0c0d0e0f10L);
    assertArrayEquals(
        HexFormat.of().parseHex("0102030405060708090a0b0c0d0e0f10"), id.toByteArray());
  }
}
