package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.Ulid;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Reading inputs: lines of any length, line numbers, white space, UUID text. */
final class InputTest {
  private static final String ULID = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
  private static final String UUID_TEXT = "01563e3a-b5d3-d676-4c61-efb99302bd5b";

  @Test
  void lineReader_crlfAndLf_stripOnlyTheLineEnd() throws IOException {
    LineReader reader = reader("a\r\n b \r\n\nlast");
    List<String> lines = new ArrayList<>();
    while (reader.next()) {
      lines.add(reader.text());
    }
    assertEquals(List.of("a", " b ", "", "last"), lines);
    assertEquals(4, reader.number());
  }

  @Test
  void lineReader_overlongLine_isMeasuredNotKept() throws IOException {
    // 3 MB in one line, then a short one: memory stays bounded, the next line is read
    InputStream in =
        new java.io.SequenceInputStream(
            new RepeatingStream((byte) 'x', 3_000_000),
            new ByteArrayInputStream("\r\nok\n".getBytes(StandardCharsets.US_ASCII)));
    LineReader reader = new LineReader(in);
    assertTrue(reader.next());
    assertNull(reader.text());
    assertEquals(3_000_000, reader.length());
    assertTrue(reader.next());
    assertEquals("ok", reader.text());
    assertEquals(2, reader.number());
  }

  @Test
  void validate_overlongLine_isReportedWithItsNumberAndTheOthersGoOn() {
    String big = "x".repeat(1_000_000);
    Cli.Result result = Cli.runWithInput(ULID + "\n" + big + "\n" + ULID + "\n", "validate");
    assertEquals(1, result.status());
    assertTrue(result.err().contains("line 2: 1000000 bytes, longer than any id"), result.err());
    assertEquals(1, result.err().lines().count(), result.err());
  }

  @Test
  void validate_surroundingSpace_isInvalidButCrlfIsNot() {
    assertEquals(0, Cli.runWithInput(ULID + "\r\n", "validate").status());
    for (String line : new String[] {" " + ULID, ULID + " ", ULID + "\t"}) {
      Cli.Result result = Cli.runWithInput(line + "\n", "validate");
      assertEquals(1, result.status(), line);
      assertTrue(result.err().startsWith("sortid: line 1: "), result.err());
    }
  }

  @Test
  void inspect_lineNumbers_locateEachInvalidLine() {
    Cli.Result result =
        Cli.runWithInput(ULID + "\n\nnope\n" + ULID + "\n0u375nxqh5c!\n", "inspect", "--json");
    assertEquals(1, result.status());
    assertEquals(2, result.lines().size());
    assertTrue(result.err().contains("line 3: 4 chars, a length no scheme has"), result.err());
    assertTrue(result.err().contains("line 5: 12 chars, read as SCRU64: "), result.err());
  }

  @Test
  void dash_readsStandardInputAmongTheArguments() {
    Cli.Result result =
        Cli.runWithInput(
            "0372hg16cy3nowracls909wcd\n",
            "validate",
            "--ordered",
            "0372hg16csmsm50l8dikcvukc",
            "-");
    assertEquals(0, result.status(), result.err());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        UUID_TEXT,
        "01563E3A-B5D3-D676-4C61-EFB99302BD5B",
        "{" + UUID_TEXT + "}",
        "urn:uuid:" + UUID_TEXT,
        "URN:UUID:" + UUID_TEXT,
        "01563e3ab5d3d6764c61efb99302bd5b"
      })
  void uuidForms_withA128BitScheme_readAsThatScheme(String text) {
    assertEquals(UUID.fromString(UUID_TEXT), IdScheme.parseUuid(text));
    Cli.Result result = Cli.run("inspect", "--scheme", "ulid", "--json", text);
    assertEquals(0, result.status(), result.err());
    assertTrue(result.out().contains("\"canonical\":\"" + ULID + "\""), result.out());
    Cli.Result converted = Cli.run("convert", "--scheme", "ulid", "--to", "canonical", text);
    assertEquals(ULID, converted.out().strip());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "01563e3a-b5d3-d676-4c61-efb99302bd5",
        "{01563e3a-b5d3-d676-4c61-efb99302bd5b",
        "01563e3a+b5d3-d676-4c61-efb99302bd5b",
        "01563e3a-b5d3-d676-4c61-efb99302bd5g",
        "1-2-3-4-5"
      })
  void uuidForms_malformed_areRejectedWithThePosition(String text) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> IdScheme.parseUuid(text));
    assertTrue(e.getMessage().contains(text.substring(0, 8)), e.getMessage());
    Cli.Result result = Cli.run("inspect", "--scheme", "euid", text);
    assertEquals(1, result.status());
    assertTrue(result.err().contains(text.substring(0, 8)), result.err());
  }

  @Test
  void namedScheme_36CharsThatAreNoUuid_saysItTriedTheUuidFormsToo() {
    String text = "01563e3ab5d3-d676-4c61-efb99302bd5b-";
    Cli.Result result = Cli.run("inspect", "--scheme", "ulid", text);
    assertEquals(1, result.status());
    assertTrue(
        result.err().contains("invalid length 36 for ULID (expected 26, or a UUID (36: "),
        result.err());
  }

  @Test
  void namedUuidV7_uuidOfAnotherVersion_namesTheSchemeAsWritten() {
    Cli.Result result = Cli.run("inspect", "--scheme", "uuidv7", UUID_TEXT);
    assertEquals(1, result.status());
    assertTrue(result.err().contains("invalid UUIDv7 "), result.err());
    assertFalse(result.err().contains("UUIDV7"), result.err());
  }

  @Test
  void unknownLength_listsEveryLengthFromTheRegistry() {
    Cli.Result result = Cli.run("inspect", "nope");
    assertEquals(1, result.status());
    assertTrue(
        result
            .err()
            .contains(
                "4 chars, a length no scheme has (expected "
                    + IdScheme.textLengthsDescription()
                    + ", or a UUID with --scheme): \"nope\""),
        result.err());
  }

  @Test
  void wrappedUuid_withoutScheme_namesTheSchemesWithAUuidForm() {
    Cli.Result result = Cli.run("inspect", "{" + UUID_TEXT + "}");
    assertEquals(1, result.status());
    assertTrue(
        result.err().contains("38 chars: a UUID, which several schemes share; name its scheme"),
        result.err());
    assertTrue(result.err().contains("--scheme scru128, ulid, euid or uuidv7"), result.err());
  }

  @Test
  void uuid_withoutScheme_saysToNameIt() {
    Cli.Result result = Cli.run("inspect", UUID_TEXT);
    assertEquals(1, result.status());
    assertTrue(result.err().contains("a UUID"), result.err());
    assertTrue(result.err().contains("--scheme scru128, ulid or euid"), result.err());
  }

  @Test
  void bareHex_readAsScru160_warnsOnce() {
    String hex = "01563e3ab5d3d6764c61efb99302bd5b";
    Cli.Result result = Cli.runWithInput(hex + "\n" + hex + "\n", "validate");
    assertEquals(0, result.status());
    assertEquals(1, result.err().lines().count(), result.err());
    assertTrue(result.err().contains("line 1: 32 hex digits read as SCRU160"), result.err());
    assertEquals("", Cli.runWithInput(hex + "\n", "validate", "-q").err());
  }

  @Test
  void detectedSchemes_parseAsBefore() {
    assertEquals(Ulid.parse(ULID), IdText.parse(ULID, null, w -> {}));
    assertEquals(
        IdScheme.ULID,
        IdText.parse(ULID.toLowerCase(java.util.Locale.ROOT), null, w -> {}).scheme());
  }

  /** {@code count} copies of one byte, without holding them. */
  private static final class RepeatingStream extends InputStream {
    private final byte value;
    private long left;

    RepeatingStream(byte value, long count) {
      this.value = value;
      this.left = count;
    }

    @Override
    public int read() {
      if (left == 0) {
        return -1;
      }
      left--;
      return value;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (left == 0) {
        return -1;
      }
      int n = (int) Math.min(len, left);
      java.util.Arrays.fill(b, off, off + n, value);
      left -= n;
      return n;
    }
  }

  private static LineReader reader(String text) {
    return new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
  }
}
