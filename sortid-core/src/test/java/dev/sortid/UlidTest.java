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
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

final class UlidTest {
  private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  private static final HexFormat HEX = HexFormat.of();

  static List<Map<String, String>> encodeRows() {
    return Vectors.tsv("ulid_encode.tsv");
  }

  static List<Map<String, String>> decodeRows() {
    return Vectors.tsv("ulid_decode.tsv");
  }

  static List<Map<String, String>> miscRows() {
    return Vectors.tsv("ulid_misc.tsv");
  }

  // ---- ulid_encode.tsv: every column that applies. uuid_rfc4122_v4 does not: sortid has no
  // lossy RFC 4122 conversion, toUuid() is a plain bit copy (the uuid column).

  @ParameterizedTest
  @MethodSource("encodeRows")
  void of_encodeVector_matchesEveryForm(Map<String, String> row) {
    long time = Long.parseLong(row.get("time_ms"));
    byte[] random = HEX.parseHex(row.get("random_hex"));
    Ulid id = Ulid.of(time, random);

    assertEquals(row.get("ulid"), id.toString());
    assertEquals(row.get("bytes_hex"), HEX.formatHex(id.toByteArray()));
    assertEquals(row.get("bytes_hex"), id.toHexString());
    assertEquals(row.get("uuid"), id.toUuid().toString());
    assertEquals(row.get("instant"), id.instant().toString());
    assertEquals(time, id.timestamp());
    assertEquals(time, id.epochMillis());
    assertArrayEquals(random, id.randomness());
    assertEquals(IdScheme.ULID, id.scheme());
  }

  @ParameterizedTest
  @MethodSource("encodeRows")
  void parse_encodeVector_anyCaseGivesSameIdAndUppercaseText(Map<String, String> row) {
    Ulid upper = Ulid.parse(row.get("ulid"));
    Ulid lower = Ulid.parse(row.get("ulid_lower"));
    assertEquals(upper, lower);
    assertEquals(row.get("ulid"), lower.toString());
    assertEquals(upper.hashCode(), lower.hashCode());
    assertEquals(0, upper.compareTo(lower));
    assertTrue(Ulid.isValid(row.get("ulid_lower")));
  }

  @ParameterizedTest
  @MethodSource("encodeRows")
  void fromByteArrayAndUuidAndLongBits_encodeVector_roundTrip(Map<String, String> row) {
    byte[] bytes = HEX.parseHex(row.get("bytes_hex"));
    Ulid id = Ulid.fromByteArray(bytes);
    assertEquals(row.get("ulid"), id.toString());
    assertEquals(id, Ulid.from(UUID.fromString(row.get("uuid"))));
    assertEquals(id, Ulid.fromLongBits(Bytes.getLong(bytes, 0), Bytes.getLong(bytes, 8)));
    assertEquals(Bytes.getLong(bytes, 0), id.mostSignificantBits());
    assertEquals(Bytes.getLong(bytes, 8), id.leastSignificantBits());
    assertEquals(id, IdScheme.ULID.fromByteArray(bytes));
    assertEquals(id, IdScheme.ULID.parse(row.get("ulid_lower")));
    assertEquals(id, SortableId.parse(row.get("ulid")));
    assertEquals(Optional.of(IdScheme.ULID), IdScheme.detect(row.get("ulid")));
  }

  // ---- ulid_decode.tsv: sortid follows the ulid-creator column (aliases accepted).

  @ParameterizedTest
  @MethodSource("decodeRows")
  void parse_decodeVector_acceptsExactlyWhatUlidCreatorAccepts(Map<String, String> row) {
    String input = row.get("input");
    boolean valid = Boolean.parseBoolean(row.get("ulid_creator_isValid"));
    assertEquals(valid, Ulid.isValid(input), input);
    assertEquals(valid, IdScheme.ULID.isValid(input), input);
    if (valid) {
      Ulid id = Ulid.parse(input);
      assertEquals(row.get("ulid_creator_from"), id.toHexString());
      // canonical form: uppercase, aliases replaced, and it parses back to the same id
      String canonical = id.toString();
      assertEquals(canonicalOf(input), canonical);
      assertEquals(id, Ulid.parse(canonical));
    } else {
      IdFormatException e = assertThrows(IdFormatException.class, () -> Ulid.parse(input));
      assertSame(input, e.input());
      assertEquals(expectedIndex(input), e.index(), e.getMessage());
      assertTrue(e.getMessage().contains(IdFormatException.quote(input)), e.getMessage());
      assertTrue(e.getMessage().contains("ULID"), e.getMessage());
      assertThrows(IdFormatException.class, () -> IdScheme.ULID.parse(input));
    }
  }

  /** The first char outside the alphabet and its aliases, else 0 (the first digit overflows). */
  private static int expectedIndex(String input) {
    if (input.length() != 26) {
      return -1;
    }
    String accepted = ALPHABET + "OIL";
    for (int i = 0; i < input.length(); i++) {
      char c = Character.toUpperCase(input.charAt(i));
      if (input.charAt(i) >= 128 || accepted.indexOf(c) < 0) {
        return i;
      }
    }
    return 0;
  }

  private static String canonicalOf(String input) {
    return input.toUpperCase(Locale.ROOT).replace('O', '0').replace('I', '1').replace('L', '1');
  }

  @Test
  void parse_firstDigitAboveSeven_reportsOverflowAtIndexZero() {
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> Ulid.parse("8ZZZZZZZZZZZZZZZZZZZZZZZZZ"));
    assertEquals(0, e.index());
    assertTrue(e.getMessage().contains("'7'"), e.getMessage());
    assertEquals(Ulid.MAX, Ulid.parse("7ZZZZZZZZZZZZZZZZZZZZZZZZZ"));
  }

  @Test
  void parse_letterU_reportsItsIndex() {
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> Ulid.parse("01ARZ3NUEKTSV4RRFFQ69G5FAV"));
    assertEquals(7, e.index());
    assertTrue(e.getMessage().startsWith("invalid character 'U' at index 7 in ULID"));
  }

  /**
   * Chars the 26-digit decoder must refuse at each index: no digits, DEL (the table's last entry,
   * which every char above it reads), and chars above 127 whose low 7 or 8 bits are a digit.
   */
  private static final char[] NOT_DIGITS = {
    'U', 'u', '-', ' ', '\0', '\u007f', '\u0080', '\u00b0', '\u0130', '\u0141', '\uff10', '\uffff'
  };

  @Test
  void parse_badCharAtEveryIndex_reportsThatIndexWithTheExpectation() {
    String valid = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
    for (int at = 0; at < 26; at++) {
      for (char c : NOT_DIGITS) {
        String text = valid.substring(0, at) + c + valid.substring(at + 1);
        IdFormatException e = assertThrows(IdFormatException.class, () -> Ulid.parse(text));
        assertEquals(at, e.index(), e.getMessage());
        assertSame(text, e.input());
        assertTrue(e.getMessage().contains("(expected Crockford base32"), e.getMessage());
        assertFalse(Ulid.isValid(text));
      }
    }
  }

  @Test
  void parse_badCharsAtTwoIndices_reportsTheFirst() {
    String valid = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
    for (int first = 0; first < 26; first++) {
      for (int second = first + 1; second < 26; second++) {
        char[] chars = valid.toCharArray();
        chars[first] = '\u0130';
        chars[second] = 'U';
        String text = new String(chars);
        assertEquals(
            first, assertThrows(IdFormatException.class, () -> Ulid.parse(text)).index(), text);
      }
    }
  }

  @Test
  void parse_seededValuesInEitherCase_agreeWithTheGeneralDecoderAndBigInteger() {
    Random random = new Random(26);
    for (int i = 0; i < 5_000; i++) {
      long msb = i == 0 ? 0 : i == 1 ? -1 : random.nextLong();
      long lsb = i == 0 ? 0 : i == 1 ? -1 : random.nextLong();
      String text = Ulid.fromLongBits(msb, lsb).toString();
      BigInteger value = new BigInteger(1, Bytes.of128(msb, lsb));
      BigInteger digits = BigInteger.ZERO;
      for (char c : text.toCharArray()) {
        digits = digits.shiftLeft(5).add(BigInteger.valueOf(ALPHABET.indexOf(c)));
      }
      assertEquals(value, digits, text);
      assertEquals(text, PowerOfTwoCodec.CROCKFORD.encode(0, msb, lsb, 26));
      for (String form : new String[] {text, text.toLowerCase(Locale.ROOT)}) {
        Ulid parsed = Ulid.parse(form);
        assertEquals(msb, parsed.mostSignificantBits(), form);
        assertEquals(lsb, parsed.leastSignificantBits(), form);
        assertEquals(
            parsed,
            PowerOfTwoCodec.CROCKFORD.decode(
                "ULID", form, 128, (w2, w1, w0) -> Ulid.fromLongBits(w1, w0)));
      }
    }
  }

  @Test
  void parse_nonStringCharSequence_isAccepted() {
    assertEquals(
        Ulid.parse("01ARZ3NDEKTSV4RRFFQ69G5FAV"),
        Ulid.parse(new StringBuilder("01arz3ndektsv4rrffq69g5fav")));
  }

  @Test
  void parseAndIsValid_null_npeAndFalse() {
    assertThrows(NullPointerException.class, () -> Ulid.parse(null));
    assertThrows(NullPointerException.class, () -> IdScheme.ULID.parse(null));
    assertFalse(Ulid.isValid(null));
    assertFalse(IdScheme.ULID.isValid(null));
  }

  // ---- ulid_misc.tsv: min/max and the compare rows (hash ULIDs are not part of sortid).

  @ParameterizedTest
  @MethodSource("miscRows")
  void misc_vector_matches(Map<String, String> row) {
    String call = row.get("call");
    String result = row.get("result");
    switch (row.get("kind")) {
      case "min" -> assertEquals(result, Ulid.min(Instant.ofEpochMilli(millisIn(call))).toString());
      case "max" -> assertEquals(result, Ulid.max(Instant.ofEpochMilli(millisIn(call))).toString());
      case "MIN" -> assertEquals(result, Ulid.MIN.toString());
      case "MAX" -> assertEquals(result, Ulid.MAX.toString());
      case "compare" -> {
        String[] pair = call.split(" vs ");
        int stringSign = Integer.parseInt(result.replaceAll(".*string=", ""));
        int creatorSign = Integer.parseInt(result.replaceAll("ulid-creator=(-?\\d+).*", "$1"));
        int ours = Integer.signum(Ulid.parse(pair[0]).compareTo(Ulid.parse(pair[1])));
        assertEquals(stringSign, ours, call);
        assertEquals(creatorSign, ours, call); // sulky's signed compare is the counter-example
        assertEquals(-ours, Integer.signum(Ulid.parse(pair[1]).compareTo(Ulid.parse(pair[0]))));
      }
      case "hash_ulid" -> {
        // not applicable: sortid has no name-based ULIDs; the row's layout still holds
        Ulid id = Ulid.parse(result);
        long time = Long.parseLong(call.substring(call.indexOf('(') + 1, call.indexOf(',')));
        assertEquals(time, id.timestamp());
        assertEquals(result, id.toString());
      }
      default -> throw new AssertionError("unknown kind " + row.get("kind"));
    }
  }

  private static long millisIn(String call) {
    return Long.parseLong(call.replaceAll("\\D", ""));
  }

  @Test
  void minMax_instant_boundTheMillisecond() {
    Instant at = Instant.parse("2022-02-22T22:22:22.222999Z");
    Ulid min = Ulid.min(at);
    Ulid max = Ulid.max(at);
    assertEquals(1645568542222L, min.timestamp());
    assertEquals(1645568542222L, max.timestamp());
    assertArrayEquals(new byte[10], min.randomness());
    assertEquals("ffffffffffffffffffff", HEX.formatHex(max.randomness()));
    assertEquals(Ulid.MIN, Ulid.min(Instant.EPOCH));
    assertEquals(Ulid.MAX, Ulid.max(Instant.ofEpochMilli(Ulid.MAX_TIMESTAMP)));
    assertThrows(IllegalArgumentException.class, () -> Ulid.min(Instant.EPOCH.minusMillis(1)));
    assertThrows(IllegalArgumentException.class, () -> Ulid.max(Instant.ofEpochMilli(1L << 48)));
    assertThrows(NullPointerException.class, () -> Ulid.min(null));
    // within the last second of the range, and far beyond it: the same message, in instants
    for (Instant beyond : List.of(Instant.ofEpochMilli(1L << 48), Instant.MAX)) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Ulid.min(beyond));
      assertEquals(
          "instant must be in 1970-01-01T00:00:00Z..+10889-08-02T05:31:50.655Z, got " + beyond,
          e.getMessage());
    }
  }

  // ---- field factory

  @Test
  void of_timestampOutOfRange_namesParameter() {
    IllegalArgumentException low =
        assertThrows(IllegalArgumentException.class, () -> Ulid.of(-1, new byte[10]));
    assertTrue(low.getMessage().contains("timestamp"), low.getMessage());
    assertTrue(low.getMessage().contains("-1"), low.getMessage());
    IllegalArgumentException high =
        assertThrows(IllegalArgumentException.class, () -> Ulid.of(1L << 48, new byte[10]));
    assertTrue(high.getMessage().contains("281474976710656"), high.getMessage());
    assertEquals(Ulid.MAX_TIMESTAMP, Ulid.of(Ulid.MAX_TIMESTAMP, new byte[10]).timestamp());
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 9, 11, 16})
  void of_randomnessOfWrongLength_namesParameter(int length) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Ulid.of(0, new byte[length]));
    assertTrue(e.getMessage().startsWith("randomness"), e.getMessage());
    assertTrue(e.getMessage().contains(Integer.toString(length)), e.getMessage());
    assertThrows(NullPointerException.class, () -> Ulid.of(0, null));
  }

  @Test
  void randomness_isACopy() {
    byte[] random = HEX.parseHex("0102030405060708090a");
    Ulid id = Ulid.of(1, random);
    random[0] = 9;
    byte[] out = id.randomness();
    out[1] = 9;
    assertEquals("0102030405060708090a", HEX.formatHex(id.randomness()));
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 15, 17, 32})
  void fromByteArray_wrongLength_throwsIdFormatException(int length) {
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> Ulid.fromByteArray(new byte[length]));
    assertEquals(-1, e.index());
    assertTrue(e.getMessage().contains("ULID"), e.getMessage());
    assertThrows(IdFormatException.class, () -> IdScheme.ULID.fromByteArray(new byte[length]));
    assertThrows(NullPointerException.class, () -> Ulid.fromByteArray(null));
  }

  @Test
  void equals_comparesBothHalves() {
    Ulid a = Ulid.fromLongBits(1, 2);
    assertEquals(a, Ulid.fromLongBits(1, 2));
    assertNotEquals(a, Ulid.fromLongBits(1, 3));
    assertNotEquals(a, Ulid.fromLongBits(0, 2));
    assertNotEquals(a, (Object) "01");
    assertNotEquals(a, null);
  }

  // ---- BigInteger oracle

  static Stream<Arguments> oraclePairs() {
    Random random = new Random(20240607L);
    long[] edges = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0xFFFF, 0x10000, -0x10000};
    Stream.Builder<Arguments> pairs = Stream.builder();
    for (int i = 0; i < 1000; i++) {
      long[] a = {pick(random, edges), pick(random, edges)};
      long[] b =
          random.nextInt(4) == 0
              ? new long[] {a[0], pick(random, edges)}
              : new long[] {pick(random, edges), pick(random, edges)};
      pairs.add(Arguments.of(a[0], a[1], b[0], b[1]));
    }
    return pairs.build();
  }

  private static long pick(Random random, long[] edges) {
    return random.nextInt(8) == 0 ? edges[random.nextInt(edges.length)] : random.nextLong();
  }

  @ParameterizedTest
  @MethodSource("oraclePairs")
  void oracle_encodeDecodeCompare_agreeWithBigInteger(long msbA, long lsbA, long msbB, long lsbB) {
    Ulid a = Ulid.fromLongBits(msbA, lsbA);
    Ulid b = Ulid.fromLongBits(msbB, lsbB);
    BigInteger bigA = unsigned128(msbA, lsbA);
    BigInteger bigB = unsigned128(msbB, lsbB);

    assertEquals(oracleText(bigA), a.toString());
    assertEquals(a, Ulid.parse(oracleText(bigA)));
    assertEquals(a, Ulid.parse(oracleText(bigA).toLowerCase(Locale.ROOT)));
    assertEquals(bigA, new BigInteger(1, a.toByteArray()));
    assertEquals(bigA.shiftRight(80).longValueExact(), a.timestamp());
    assertEquals(bigA.mod(BigInteger.ONE.shiftLeft(80)), new BigInteger(1, a.randomness()));

    int sign = Integer.signum(a.compareTo(b));
    assertEquals(Integer.signum(bigA.compareTo(bigB)), sign);
    assertEquals(Integer.signum(a.toString().compareTo(b.toString())), sign);
    assertEquals(sign == 0, a.equals(b));
  }

  private static BigInteger unsigned128(long msb, long lsb) {
    return new BigInteger(1, Bytes.of128(msb, lsb));
  }

  /** 26 Crockford digits of a 128-bit number, by BigInteger arithmetic only. */
  private static String oracleText(BigInteger value) {
    StringBuilder out = new StringBuilder();
    BigInteger thirtyTwo = BigInteger.valueOf(32);
    for (int i = 0; i < 26; i++) {
      BigInteger[] qr = value.divideAndRemainder(thirtyTwo);
      out.append(ALPHABET.charAt(qr[1].intValueExact()));
      value = qr[0];
    }
    return out.reverse().toString();
  }

  // ---- serialization

  @Test
  void serialization_roundTrip_givesEqualId() throws Exception {
    Ulid id = Ulid.parse("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(id);
      out.writeObject(Ulid.MAX);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      assertEquals(id, in.readObject());
      assertEquals(Ulid.MAX, in.readObject());
    }
  }

  @Test
  void serialization_forgedStreamWithoutProxy_isRefused() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeShort(0xACED); // STREAM_MAGIC
      out.writeShort(5); // STREAM_VERSION
      out.writeByte(0x73); // TC_OBJECT
      out.writeByte(0x72); // TC_CLASSDESC
      out.writeUTF(Ulid.class.getName());
      out.writeLong(1L); // serialVersionUID
      out.writeByte(0x02); // SC_SERIALIZABLE
      out.writeShort(2);
      out.writeByte('J');
      out.writeUTF("lsb");
      out.writeByte('J');
      out.writeUTF("msb");
      out.writeByte(0x78); // TC_ENDBLOCKDATA
      out.writeByte(0x70); // TC_NULL: no superclass
      out.writeLong(2L);
      out.writeLong(1L);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
      assertEquals("proxy required", e.getMessage());
    }
  }

  @Test
  void serialization_proxyWithWrongLength_isRefused() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(new SerializedId(IdScheme.ULID, new byte[15]));
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
      assertInstanceOf(IdFormatException.class, e.getCause());
    }
  }
}
