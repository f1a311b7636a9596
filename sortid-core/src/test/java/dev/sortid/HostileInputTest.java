package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.ParserProperties.Codec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile inputs, table-driven per scheme: every single-char substitution and deletion of valid
 * strings, Unicode look-alikes, whitespace, signs, NUL and a 1 MB string, each checked against the
 * whole parser contract of {@link ParserProperties} (only {@link IdFormatException}, {@code
 * isValid} agreeing with {@code parse} and with the {@link IdOracle}, canonical round trips).
 *
 * <p>Prints one {@code [figures]} line per parser with the number of inputs tried, for
 * docs/reliability.md.
 */
final class HostileInputTest {

  /**
   * The chars substituted at every position: all of ASCII (NUL, controls, signs, the whole alphabet
   * of every scheme) and the non-ASCII chars that fool careless parsers: Latin-1 and full-width
   * digits and letters, digits of other scripts (which {@link Character#digit} accepts), letters
   * whose case mapping lands in ASCII (Kelvin sign, dotless i, long s), Unicode spaces, a CJK char,
   * lone surrogates and a BOM.
   */
  static final String SUBSTITUTES;

  static {
    StringBuilder chars = new StringBuilder();
    for (char c = 0; c < 128; c++) {
      chars.append(c);
    }
    chars.append("\u00a0\u00b2\u00b9\u00bd\u00c0\u00e9\u00ff"); // NBSP, superscripts, Latin-1
    chars.append("\uff10\uff19\uff21\uff3a\uff41\uff5a\uff0b\uff0d"); // full-width 0 9 A Z a z + -
    chars.append("\u0660\u0669\u06f0\u0966\u1040\u17e0\uabf0"); // Arabic-Indic, Devanagari, ...
    chars.append("\u212a\u0131\u0130\u017f\u2160"); // Kelvin, dotless i, dotted I, long s, Roman I
    chars.append("\u2000\u2028\u3000\u200b\ufeff"); // spaces, line separator, ZWSP, BOM
    chars.append("\u6f22\ud800\udbff\udc00\udfff\ufffd\uffff");
    SUBSTITUTES = chars.toString();
  }

  /** Valid texts per parser, chosen to sit at the edges (max values, aliases, unchecked EUID). */
  static final List<String> SCRU128_VALID =
      List.of(
          "0372hg16csmsm50l8dikcvukc", "F5LXX1ZZ5PNORYNQGLHZMSP33", "0000000000000000000000000");

  static final List<String> SCRU64_VALID = List.of("0u2r85hm2pt3", "ZZZZZZZZZZZZ");
  static final List<String> SCRU160_VALID =
      List.of("05TTUP1HNCPNH30VEK64KDQT9BSNU4C4", "017bdf6431bb33788c1f750c4a375d4af97f1184");
  static final List<String> ULID_VALID =
      List.of(
          "01ARZ3NDEKTSV4RRFFQ69G5FAV", "7zzzzzzzzzzzzzzzzzzzzzzzzz", "OIL0000000000000000000000l");
  static final List<String> EUID_VALID =
      List.of(
          "ZZZZZZZZZZZZZZZZZZZZZZZZZW3", "00000000000000000000000003Z", eu(0x0123456789abcdefL));
  static final List<String> UUIDV7_VALID =
      List.of(
          "017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
          "FFFFFFFF-FFFF-7FFF-BFFF-FFFFFFFFFFFF",
          "00000000-0000-7000-8000-000000000000");
  static final List<String> NODE_SPEC_VALID =
      List.of("42/8", "0xb/8", "0u2r85hm2pt3/16", "8388607/23", "0X7FFFFF/023");

  private static final java.util.Map<String, Long> TRIED = new java.util.TreeMap<>();

  private static String eu(long bits) {
    return Euid.fromLongBits(bits, ~bits).toString();
  }

  static Stream<Arguments> validTexts() {
    List<Arguments> rows = new ArrayList<>();
    SCRU128_VALID.forEach(s -> rows.add(Arguments.of(Codec.SCRU128, s)));
    SCRU64_VALID.forEach(s -> rows.add(Arguments.of(Codec.SCRU64, s)));
    SCRU160_VALID.forEach(s -> rows.add(Arguments.of(Codec.SCRU160, s)));
    ULID_VALID.forEach(s -> rows.add(Arguments.of(Codec.ULID, s)));
    EUID_VALID.forEach(s -> rows.add(Arguments.of(Codec.EUID, s)));
    UUIDV7_VALID.forEach(s -> rows.add(Arguments.of(Codec.UUIDV7, s)));
    return rows.stream();
  }

  /** Every single-char substitution, deletion, insertion and the whitespace/sign wrappings. */
  static Set<String> mutants(String valid) {
    Set<String> out = new LinkedHashSet<>();
    for (int i = 0; i < valid.length(); i++) {
      for (int k = 0; k < SUBSTITUTES.length(); k++) {
        out.add(valid.substring(0, i) + SUBSTITUTES.charAt(k) + valid.substring(i + 1));
      }
      out.add(valid.substring(0, i) + valid.substring(i + 1));
      // a surrogate pair (emoji) in place of one char: one code point, two chars
      out.add(valid.substring(0, i) + "\ud83d\ude00" + valid.substring(i + 1));
    }
    for (String wrap : List.of(" ", "\t", "\n", "\r\n", "\u0000", "+", "-", "\u00a0", "\ufeff")) {
      out.add(wrap + valid);
      out.add(valid + wrap);
      out.add(wrap + valid.substring(1));
      out.add(valid.substring(0, valid.length() - 1) + wrap);
    }
    out.add(valid.toLowerCase(Locale.ROOT));
    out.add(valid.toUpperCase(Locale.ROOT));
    out.add(valid.toUpperCase(new Locale("tr"))); // i -> dotted capital I (U+0130)
    out.add("");
    out.add(valid + valid);
    return out;
  }

  @ParameterizedTest
  @MethodSource("validTexts")
  void parse_everySingleCharMutation_keepsTheContract(Codec codec, String valid) {
    assertNotNull(ParserProperties.checkText(codec, valid), "the base text must be valid");
    long tried = 0;
    for (String mutant : mutants(valid)) {
      SortableId id = ParserProperties.checkText(codec, mutant);
      if (id != null && codec == Codec.EUID) {
        checkEuidMutantAccepted(valid, mutant, (Euid) id);
      }
      ParserProperties.checkAnyScheme(mutant);
      tried++;
    }
    record(codec.name(), tried);
  }

  /**
   * The EUID check catches every single-char substitution or deletion that changes the value,
   * unless the mutant's check symbols spell 127 ("no check"): an accepted mutant is the same id, or
   * unchecked.
   */
  private static void checkEuidMutantAccepted(String valid, String mutant, Euid id) {
    if (id.equals(Euid.parse(valid))) {
      return;
    }
    String canonicalMutant = mutant.toUpperCase(Locale.ROOT).replace('O', '0').replace('I', '1');
    String unchecked = id.toUncheckedString();
    assertEquals(
        unchecked,
        canonicalMutant.replace('L', '1'),
        () -> "a mutant with a wrong check was accepted: " + mutant);
  }

  @Test
  void parseNodeSpec_everySingleCharMutation_keepsTheContract() {
    long tried = 0;
    for (String valid : NODE_SPEC_VALID) {
      assertNotNull(ParserProperties.checkNodeSpec(valid));
      for (String mutant : mutants(valid)) {
        ParserProperties.checkNodeSpec(mutant);
        tried++;
      }
    }
    record("Scru64NodeSpec", tried);
  }

  @Test
  void fromByteArray_everyLengthAndEdgeValue_keepsTheContract() {
    long tried = 0;
    for (int length = 0; length <= 32; length++) {
      for (byte fill : new byte[] {0, 1, 0x7f, (byte) 0x80, (byte) 0xff}) {
        byte[] bytes = new byte[length];
        java.util.Arrays.fill(bytes, fill);
        ParserProperties.checkBytes(bytes);
        tried += Codec.values().length;
      }
    }
    // SCRU64 around 36^12 = 0x41c21cb8e1000000, and the sign bit
    for (long value :
        new long[] {0x41c21cb8e0ffffffL, 0x41c21cb8e1000000L, Long.MAX_VALUE, Long.MIN_VALUE, -1}) {
      byte[] bytes = new byte[8];
      Bytes.putLong(bytes, 0, value);
      ParserProperties.checkBytes(bytes);
      tried += Codec.values().length;
    }
    record("fromByteArray", tried);
  }

  /** A string of 1 MB (2^20 chars) of valid digits. */
  private static final String MEGABYTE = "0".repeat(1 << 20);

  static Stream<Codec> codecs() {
    return Stream.of(Codec.values());
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void parse_oneMegabyteString_rejectedByLengthWithoutReadingOrCopyingIt(Codec codec) {
    // a CharSequence that fails the test if any char is read, and hands out the same String
    CharSequence untouchable = new Untouchable(MEGABYTE);

    IdFormatException e =
        assertThrows(IdFormatException.class, () -> codec.parse.apply(untouchable));

    assertSame(MEGABYTE, e.input(), "the input is kept by reference, not copied");
    assertEquals(-1, e.index());
    assertTrue(e.getMessage().length() <= ParserProperties.MAX_MESSAGE, e.getMessage());
    assertTrue(e.getMessage().contains("(1048576 chars)"), e.getMessage());
    assertFalse(codec.isValid.test(untouchable));
    assertFalse(codec.scheme.isValid(untouchable));
    assertThrows(IdFormatException.class, () -> codec.scheme.parse(untouchable));
  }

  @Test
  void sortableIdParse_oneMegabyteString_rejectedWithoutReadingOrCopyingIt() {
    CharSequence untouchable = new Untouchable(MEGABYTE);

    IdFormatException e =
        assertThrows(IdFormatException.class, () -> SortableId.parse(untouchable));

    assertSame(MEGABYTE, e.input());
    assertEquals(java.util.Optional.empty(), IdScheme.detect(untouchable));
  }

  @Test
  void nodeSpecParse_oneMegabyteString_rejectedWithoutCopyingIt() {
    // the node spec parser looks for the '/' first: one scan of the String, no copy
    for (String text : List.of(MEGABYTE, MEGABYTE + "/8", "1/" + MEGABYTE, "0x" + MEGABYTE)) {
      IdFormatException e = assertThrows(IdFormatException.class, () -> Scru64NodeSpec.parse(text));
      assertSame(text, e.input());
      assertTrue(e.getMessage().length() <= ParserProperties.MAX_MESSAGE, e.getMessage());
      assertNull(IdOracle.nodeSpec(text));
    }
  }

  @Test
  void fromByteArray_oneMegabyteArray_rejectedByLength() {
    byte[] megabyte = new byte[1 << 20];
    for (Codec codec : Codec.values()) {
      IdFormatException e =
          assertThrows(IdFormatException.class, () -> codec.fromByteArray.apply(megabyte));
      assertTrue(e.getMessage().length() <= ParserProperties.MAX_MESSAGE, e.getMessage());
    }
  }

  @Test
  void parse_null_throwsNullPointerExceptionAndIsValidIsFalse() {
    for (Codec codec : Codec.values()) {
      assertThrows(NullPointerException.class, () -> codec.parse.apply(null));
      assertFalse(codec.isValid.test(null));
      assertThrows(NullPointerException.class, () -> codec.fromByteArray.apply(null));
    }
    assertThrows(NullPointerException.class, () -> SortableId.parse(null));
    assertThrows(NullPointerException.class, () -> Scru64NodeSpec.parse(null));
  }

  private static synchronized void record(String parser, long tried) {
    TRIED.merge(parser, tried, Long::sum);
  }

  @AfterAll
  static void printFigures() {
    long total = TRIED.values().stream().mapToLong(Long::longValue).sum();
    System.out.println("[figures] hostile inputs tried per parser: " + TRIED + ", total " + total);
  }

  /** A CharSequence whose chars must not be read; its toString is the wrapped String itself. */
  private static final class Untouchable implements CharSequence {
    private final String text;

    Untouchable(String text) {
      this.text = text;
    }

    @Override
    public int length() {
      return text.length();
    }

    @Override
    public char charAt(int index) {
      throw new AssertionError("read char " + index + " of an input that is rejected by length");
    }

    @Override
    public CharSequence subSequence(int start, int end) {
      throw new AssertionError("copied a part of an input that is rejected by length");
    }

    @Override
    public String toString() {
      return text;
    }
  }
}
