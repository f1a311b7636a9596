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
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

final class Scru128IdTest {
  private static final BigInteger TWO_128 = BigInteger.ONE.shiftLeft(128);

  static Stream<Map<String, String>> validRows() {
    return Vectors.csv("scru128_valid.csv").stream();
  }

  @ParameterizedTest
  @MethodSource("validRows")
  void parse_validVector_hasFieldsBytesAndCanonicalText(Map<String, String> row) {
    Scru128Id id = Scru128Id.parse(row.get("string"));

    assertEquals(Long.parseLong(row.get("timestamp")), id.timestamp());
    assertEquals(Integer.parseInt(row.get("counter_hi")), id.counterHi());
    assertEquals(Integer.parseInt(row.get("counter_lo")), id.counterLo());
    assertEquals(Long.parseLong(row.get("entropy")), id.entropy());
    assertEquals(row.get("hex128"), id.toHexString());
    assertArrayEquals(HexFormat.of().parseHex(row.get("hex128")), id.toByteArray());
    assertEquals(row.get("canonical"), id.toString());
    assertEquals(id.timestamp(), id.epochMillis());
    assertEquals(Instant.ofEpochMilli(id.timestamp()), id.instant());
    assertTrue(Scru128Id.isValid(row.get("string")));
  }

  @ParameterizedTest
  @MethodSource("validRows")
  void of_validVectorFields_rebuildsTheSameId(Map<String, String> row) {
    Scru128Id id =
        Scru128Id.of(
            Long.parseLong(row.get("timestamp")),
            Integer.parseInt(row.get("counter_hi")),
            Integer.parseInt(row.get("counter_lo")),
            Long.parseLong(row.get("entropy")));

    assertEquals(Scru128Id.parse(row.get("string")), id);
    assertEquals(id, Scru128Id.fromByteArray(id.toByteArray()));
    assertEquals(id, Scru128Id.from(id.toUuid()));
    assertEquals(id, Scru128Id.fromLongBits(id.mostSignificantBits(), id.leastSignificantBits()));
  }

  @Test
  void compareTo_generatedSequenceInVectors_isStrictlyIncreasing() {
    List<Scru128Id> sequence = new ArrayList<>();
    for (Map<String, String> row : Vectors.csv("scru128_valid.csv")) {
      if (row.get("source").contains("strictly increasing")) {
        sequence.add(Scru128Id.parse(row.get("string")));
      }
    }
    assertEquals(64, sequence.size());
    for (int i = 1; i < sequence.size(); i++) {
      assertTrue(sequence.get(i - 1).compareTo(sequence.get(i)) < 0);
      assertTrue(sequence.get(i - 1).toString().compareTo(sequence.get(i).toString()) < 0);
    }
  }

  static Stream<String> invalidStrings() {
    JsonNode cases = Vectors.json("scru128_invalid.json").get("strings_must_be_rejected");
    return StreamSupport.stream(cases.spliterator(), false).map(c -> c.get("input").asText());
  }

  @ParameterizedTest
  @MethodSource("invalidStrings")
  void parse_invalidVector_throwsIdFormatExceptionWithInputAndIndex(String input) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> Scru128Id.parse(input));

    assertSame(input, e.input());
    assertTrue(e.getMessage().contains("SCRU128"), e.getMessage());
    assertTrue(
        e.getMessage().contains(IdFormatException.quote(input)), e.getMessage() + " / " + input);
    if (input.length() != 25) {
      assertEquals(-1, e.index());
      assertTrue(e.getMessage().startsWith("invalid length " + input.length()));
    } else if (input.chars().allMatch(c -> Character.digit(c, 36) >= 0 && c < 128)) {
      assertEquals(-1, e.index()); // overflow: well formed, too large
      assertTrue(e.getMessage().contains("exceeds 128 bits"));
    } else {
      int expected = 0;
      while (Character.digit(input.charAt(expected), 36) >= 0 && input.charAt(expected) < 128) {
        expected++;
      }
      assertEquals(expected, e.index());
    }
    assertFalse(Scru128Id.isValid(input));
  }

  @Test
  void parse_rustErrorPositions_matchOurIndex() {
    // the reference reports InvalidDigit(char, position) for these; our index is that position
    assertEquals(14, indexOf("036z8puq5a7j0t_08p2cdz28v"));
    assertEquals(7, indexOf("036z8pu-5a7j0ti08p3ol8ool"));
    assertEquals(20, indexOf("036z8puq5a7j0ti08p4j 6cya"));
    assertEquals(4, indexOf("039o\tvvklfmqlqe7fzllz7c7t"));
    assertEquals(0, indexOf("+36z8puq54qny1vq3hjq48d9p"));
  }

  private static int indexOf(String input) {
    return assertThrows(IdFormatException.class, () -> Scru128Id.parse(input)).index();
  }

  @Test
  void parse_uppercase_returnsCanonicalLowercase() {
    Scru128Id id = Scru128Id.parse("036Z8PUQ4TSXSIGK6O19Y164Q");
    assertEquals("036z8puq4tsxsigk6o19y164q", id.toString());
  }

  @Test
  void parse_nonStringCharSequence_isAccepted() {
    assertEquals(
        Scru128Id.parse("036z8puq4tsxsigk6o19y164q"),
        Scru128Id.parse(new StringBuilder("036z8puq4tsxsigk6o19y164q")));
  }

  @Test
  void parse_null_throwsNullPointerException() {
    assertThrows(NullPointerException.class, () -> Scru128Id.parse(null));
    assertFalse(Scru128Id.isValid(null));
  }

  @Test
  void parse_charAbove127_isRejectedAtItsIndex() {
    for (char c : new char[] {'\u0080', '\u00ff', '\u0660', '\uff10', '\ud83e', '\uffff'}) {
      String input = "036z8puq4tsxsigk6o19y164" + c;
      IdFormatException e = assertThrows(IdFormatException.class, () -> Scru128Id.parse(input));
      assertEquals(24, e.index());
    }
  }

  @Test
  void of_fieldOutOfRange_throwsIllegalArgumentExceptionNamingIt() {
    JsonNode rejects =
        Vectors.json("scru128_invalid.json").get("fields").get("reject_examples_derived");
    String[] names = {"timestamp", "counterHi", "counterLo", "entropy"};
    for (JsonNode fields : rejects) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () ->
                  Scru128Id.of(
                      fields.get(0).asLong(),
                      (int) Math.min(Integer.MAX_VALUE, fields.get(1).asLong()),
                      (int) Math.min(Integer.MAX_VALUE, fields.get(2).asLong()),
                      fields.get(3).asLong()));
      boolean named = false;
      for (String name : names) {
        named |= e.getMessage().startsWith(name + " must be in");
      }
      assertTrue(named, e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> Scru128Id.of(0, -1, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> Scru128Id.of(0, 0, -1, 0));
    assertThrows(IllegalArgumentException.class, () -> Scru128Id.of(0, 0, 0, -1));
  }

  @Test
  void fromByteArray_wrongLength_isRejected() {
    // Deliberate difference from scru128-java, which pads short arrays and strips zero prefixes
    // (the vector file's accept_examples_derived): sortid asks for exactly 16 bytes.
    for (String hex : new String[] {"", "01", "00ffffffffffffffffffffffffffffffff"}) {
      byte[] bytes = HexFormat.of().parseHex(hex);
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> Scru128Id.fromByteArray(bytes));
      assertEquals(hex, e.input());
      assertTrue(e.getMessage().contains("expected 16 bytes, got " + bytes.length));
    }
    assertThrows(NullPointerException.class, () -> Scru128Id.fromByteArray(null));
  }

  @Test
  void minAndMax_constants_areAllZerosAndAllOnes() {
    assertEquals("0000000000000000000000000", Scru128Id.MIN.toString());
    assertEquals("f5lxx1zz5pnorynqglhzmsp33", Scru128Id.MAX.toString());
    assertTrue(Scru128Id.MIN.compareTo(Scru128Id.MAX) < 0);
  }

  @Test
  void minAndMaxOfInstant_boundTheMillisecond() {
    Instant at = Instant.parse("2022-04-03T08:17:16.097123Z");
    Scru128Id min = Scru128Id.min(at);
    Scru128Id max = Scru128Id.max(at);
    Scru128Id inside = Scru128Id.parse("0372hg16csmsm50l8dikcvukc");

    assertEquals(1648973836097L, min.timestamp());
    assertEquals(0, min.counterHi() | min.counterLo());
    assertEquals(0, min.entropy());
    assertEquals(Scru128Id.MAX_COUNTER, max.counterHi());
    assertEquals(Scru128Id.MAX_COUNTER, max.counterLo());
    assertEquals(0xFFFF_FFFFL, max.entropy());
    assertTrue(min.compareTo(inside) < 0 && inside.compareTo(max) < 0);
    assertTrue(Scru128Id.max(at.minusMillis(1)).compareTo(min) < 0);
    assertThrows(IllegalArgumentException.class, () -> Scru128Id.min(Instant.EPOCH.minusMillis(1)));
    assertThrows(
        IllegalArgumentException.class, () -> Scru128Id.max(Instant.ofEpochMilli(1L << 48)));
    assertThrows(IllegalArgumentException.class, () -> Scru128Id.max(Instant.MAX));
    assertEquals(
        Scru128Id.MAX_TIMESTAMP, Scru128Id.max(Instant.ofEpochMilli((1L << 48) - 1)).timestamp());
  }

  static LongStream seeds() {
    return LongStream.of(1, 2, 3, 0x5eed, 20261123);
  }

  /** The BigInteger oracle: encode, decode and compare agree with arbitrary-precision math. */
  @ParameterizedTest
  @MethodSource("seeds")
  void oracle_seededRandomValues_agreeWithBigInteger(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Scru128Id previous = Scru128Id.MIN;
    for (int i = 0; i < 2_000; i++) {
      long msb = randomLong(random);
      long lsb = randomLong(random);
      Scru128Id id = Scru128Id.fromLongBits(msb, lsb);
      BigInteger value = unsigned(msb, lsb);
      String expected = padLeft(value.toString(36), 25);

      assertEquals(expected, id.toString());
      assertEquals(id, Scru128Id.parse(expected));
      assertEquals(id, Scru128Id.parse(expected.toUpperCase(java.util.Locale.ROOT)));
      assertEquals(padLeft(value.toString(16), 32), id.toHexString());
      int byValue = Integer.signum(value.compareTo(unsigned(previous)));
      assertEquals(byValue, Integer.signum(id.compareTo(previous)));
      assertEquals(byValue, Integer.signum(id.toString().compareTo(previous.toString())));
      previous = id;
    }
  }

  @ParameterizedTest
  @MethodSource("seeds")
  void oracle_seededBase36TextsAboveAndBelow2To128_areSplitExactly(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    BigInteger max25 = BigInteger.valueOf(36).pow(25);
    for (int i = 0; i < 2_000; i++) {
      // values near the 2^128 boundary and anywhere in the 25-digit range
      BigInteger value =
          i % 2 == 0
              ? TWO_128.add(BigInteger.valueOf(random.nextLong(-1_000_000, 1_000_000)))
              : new BigInteger(130, new java.util.Random(random.nextLong())).mod(max25);
      String text = padLeft(value.toString(36), 25);
      boolean fits = value.compareTo(TWO_128) < 0;
      assertEquals(fits, Scru128Id.isValid(text), text);
      if (fits) {
        assertEquals(value, unsigned(Scru128Id.parse(text)));
      }
    }
  }

  /** Random longs with a bias to all-zero and all-one halves, to reach the edges. */
  private static long randomLong(SplittableRandom random) {
    switch (random.nextInt(8)) {
      case 0:
        return 0;
      case 1:
        return -1;
      case 2:
        return random.nextLong() >>> random.nextInt(64);
      default:
        return random.nextLong();
    }
  }

  private static BigInteger unsigned(Scru128Id id) {
    return unsigned(id.mostSignificantBits(), id.leastSignificantBits());
  }

  private static BigInteger unsigned(long msb, long lsb) {
    return new BigInteger(1, Scru128Id.fromLongBits(msb, lsb).toByteArray());
  }

  private static String padLeft(String text, int width) {
    return "0".repeat(width - text.length()) + text;
  }

  @Test
  void equalsAndHashCode_followTheBits() {
    Scru128Id a = Scru128Id.fromLongBits(1, 2);
    assertEquals(a, Scru128Id.fromLongBits(1, 2));
    assertEquals(a.hashCode(), Scru128Id.fromLongBits(1, 2).hashCode());
    assertNotEquals(a, Scru128Id.fromLongBits(2, 1));
    assertNotEquals(a, Scru128Id.fromLongBits(1, 3));
    assertNotEquals(a, "not an id");
    assertEquals(IdScheme.SCRU128, a.scheme());
  }

  @Test
  void compareTo_isUnsigned_unlikeUuid() {
    Scru128Id low = Scru128Id.fromLongBits(0x7fff_ffff_ffff_ffffL, 0);
    Scru128Id high = Scru128Id.fromLongBits(0x8000_0000_0000_0000L, 0);
    assertTrue(low.compareTo(high) < 0);
    assertTrue(low.toUuid().compareTo(high.toUuid()) > 0); // the counter-example
    assertTrue(
        Scru128Id.fromLongBits(0, 0x7fff_ffff_ffff_ffffL)
                .compareTo(Scru128Id.fromLongBits(0, 0x8000_0000_0000_0000L))
            < 0);
  }

  @Test
  void toUuid_isABitCopy() {
    UUID uuid = UUID.fromString("017fee7f-ef41-7e2b-3432-ac2ec553687c");
    Scru128Id id = Scru128Id.from(uuid);
    assertEquals("0372hg16csmsm50l8dikcvukc", id.toString());
    assertEquals(uuid, id.toUuid());
  }

  @Test
  void serialization_roundTrip_usesTheProxy() throws Exception {
    Scru128Id id = Scru128Id.parse("0372hg16csmsm50l8dikcvukc");
    byte[] stream = serialize(id);
    assertTrue(
        new String(stream, java.nio.charset.StandardCharsets.ISO_8859_1).contains("SerializedId"));
    assertEquals(id, deserialize(stream));
  }

  @Test
  void serialization_streamWithoutProxy_isRefused() throws Exception {
    // A stream that names Scru128Id itself (as a forger would write it) must not build an id.
    byte[] forged = ForgedStreams.withoutProxy(Scru128Id.class);
    InvalidObjectException e =
        assertThrows(InvalidObjectException.class, () -> deserialize(forged));
    assertEquals("proxy required", e.getMessage());
  }

  @Test
  void serialization_proxyWithBadBytes_isRefused() throws Exception {
    byte[] stream = serialize(new SerializedId(IdScheme.SCRU128, new byte[15]));
    assertThrows(InvalidObjectException.class, () -> deserialize(stream));
  }

  static byte[] serialize(Object value) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    return bytes.toByteArray();
  }

  static Object deserialize(byte[] stream) throws IOException, ClassNotFoundException {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
      return in.readObject();
    }
  }
}
