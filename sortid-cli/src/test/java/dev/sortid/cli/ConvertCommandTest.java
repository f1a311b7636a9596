package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdScheme;
import dev.sortid.Scru128Id;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

final class ConvertCommandTest {
  private static final String SCRU128 = "0372hg16csmsm50l8dikcvukc";
  private static final String ULID = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
  private static final String SCRU64 = "0u375nxqh5cq";
  private static final String SCRU160 = "05TTUP1HNCPNH30VEK64KDQT9BSNU4C4";

  @Test
  void to_everyForm_ofScru128() {
    assertEquals(
        List.of("017fee7fef417e2b3432ac2ec553687c"),
        Cli.run("convert", "--to", "hex", SCRU128).lines());
    assertEquals(
        List.of("017fee7f-ef41-7e2b-3432-ac2ec553687c"),
        Cli.run("convert", "--to", "uuid", SCRU128).lines());
    // the spec's own example of the integer form
    assertEquals(
        List.of("1993501768880490086615869617690763354"),
        Cli.run("convert", "--to", "int", "0372ijojuxuhjsfkeryi2mrtm").lines());
    assertEquals(
        List.of(SCRU128),
        Cli.run("convert", "--to", "canonical", SCRU128.toUpperCase(java.util.Locale.ROOT))
            .lines());
    assertArrayEquals(
        Scru128Id.parse(SCRU128).toByteArray(),
        Cli.run("convert", "--to", "bytes", SCRU128).outBytes());
  }

  /** An integer above the scheme's largest id says so, with the range, for every scheme. */
  @Test
  void fromInt_aboveTheLargestId_namesTheRange() {
    Cli.Result scru64 =
        Cli.run(
            "convert",
            "--from",
            "int",
            "--scheme",
            "scru64",
            "--to",
            "canonical",
            "9223372036854775807",
            "4738381338321616895");
    assertEquals(ExitStatus.INVALID_INPUT, scru64.status());
    assertEquals(List.of("zzzzzzzzzzzz"), scru64.lines());
    assertEquals(
        "sortid: argument 1: integer 9223372036854775807 is out of SCRU64's range"
            + " (0..4738381338321616895)\n",
        scru64.err());
    for (IdScheme scheme : IdScheme.values()) {
      String largest = Forms.integer(scheme.max());
      String above = new BigInteger(largest).add(BigInteger.ONE).toString();
      Cli.Result result =
          Cli.run(
              "convert",
              "--from",
              "int",
              "--scheme",
              scheme.name(),
              "--to",
              "canonical",
              largest,
              above);
      assertEquals(List.of(scheme.max().toString()), result.lines(), scheme.name());
      assertTrue(result.err().contains(" out of " + scheme + "'s range"), result.err());
    }
    Cli.Result version =
        Cli.run("convert", "--from", "int", "--scheme", "uuidv7", "--to", "hex", "5");
    assertTrue(
        version.err().contains("integer 5 is not a valid " + IdScheme.UUIDV7 + ": "),
        version.err());
  }

  @Test
  void from_uuidHexAndInt_withScheme() {
    assertEquals(
        List.of(ULID),
        Cli.run(
                "convert",
                "--from",
                "uuid",
                "--scheme",
                "ulid",
                "--to",
                "canonical",
                "01563e3a-b5d3-d676-4c61-efb99302bd5b")
            .lines());
    assertEquals(
        List.of(SCRU64),
        Cli.run(
                "convert",
                "--from",
                "int",
                "--scheme",
                "scru64",
                "--to",
                "canonical",
                Cli.run("convert", "--to", "int", SCRU64).lines().get(0))
            .lines());
    assertEquals(
        List.of(SCRU160),
        Cli.run(
                "convert",
                "--from",
                "hex",
                "--scheme",
                "scru160",
                "--to",
                "base32hex",
                "017bdf6431bb33788c1f750c4a375d4af97f1184")
            .lines());
  }

  @Test
  void forms_theSchemeLacks_areReported() {
    Cli.Result perInput = Cli.run("convert", "--to", "uuid", SCRU64, SCRU128);
    assertEquals(1, perInput.status());
    assertEquals(List.of("017fee7f-ef41-7e2b-3432-ac2ec553687c"), perInput.lines());
    assertTrue(perInput.err().contains("SCRU64 has no uuid form"), perInput.err());
    assertEquals(2, Cli.run("convert", "--to", "uuid", "--scheme", "scru64", SCRU64).status());
    assertEquals(2, Cli.run("convert", "--to", "base32hex", "--scheme", "ulid", ULID).status());
    assertEquals(2, Cli.run("convert", "--from", "hex", "--to", "canonical", "00").status());
    assertEquals(2, Cli.run("convert", SCRU128).status()); // --to is required
  }

  @Test
  void badInputs_inOtherForms_areInvalidNotCrashes() {
    Cli.Result result =
        Cli.runWithInput(
            "xyz\n-5\n99999999999999999999999999999999999999999\n",
            "convert",
            "--from",
            "int",
            "--scheme",
            "scru64",
            "--to",
            "canonical");
    assertEquals(1, result.status());
    assertEquals("", result.out());
    assertEquals(3, result.err().lines().count(), result.err());
    assertEquals(
        1,
        Cli.run("convert", "--from", "uuid", "--scheme", "scru128", "--to", "hex", "not-a-uuid")
            .status());
    assertEquals(
        1,
        Cli.run("convert", "--from", "hex", "--scheme", "scru128", "--to", "canonical", "abc")
            .status());
  }
}
