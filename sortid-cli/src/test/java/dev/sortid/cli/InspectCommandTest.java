package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

final class InspectCommandTest {
  private static final Pattern CANONICAL = Pattern.compile("\"canonical\":\"([^\"]+)\"");

  @Test
  void human_scru128Vector_showsEveryField() {
    Cli.Result result = Cli.run("inspect", "0372HG16CSMSM50L8DIKCVUKC");
    assertEquals(0, result.status(), result.err());
    String out = result.out();
    assertTrue(out.contains("scheme        SCRU128"), out);
    assertTrue(out.contains("canonical     0372hg16csmsm50l8dikcvukc"), out);
    assertTrue(out.contains("time (UTC)    2022-04-03T08:17:16.097Z"), out);
    assertTrue(out.contains("unix ms       1648973836097"), out);
    assertTrue(out.contains("timestamp     1648973836097  0x017fee7fef41"), out);
    assertTrue(out.contains("counter_hi    8268596  0x7e2b34"), out);
    assertTrue(out.contains("counter_lo    3320878  0x32ac2e"), out);
    assertTrue(out.contains("entropy       3310577788  0xc553687c"), out);
    assertTrue(out.contains("hex           017fee7fef417e2b3432ac2ec553687c"), out);
    assertTrue(out.contains("uuid          017fee7f-ef41-7e2b-3432-ac2ec553687c"), out);
    assertTrue(out.contains("time (local)"), out);
  }

  @Test
  void json_scru128Vector_isOneObjectPerLine() {
    Cli.Result result =
        Cli.run("inspect", "--json", "0372hg16csmsm50l8dikcvukc", "0372hg16cy3nowracls909wcd");
    assertEquals(0, result.status());
    assertEquals(2, result.lines().size());
    assertEquals(
        "{\"scheme\":\"SCRU128\",\"canonical\":\"0372hg16csmsm50l8dikcvukc\","
            + "\"epochMillis\":1648973836097,\"time\":\"2022-04-03T08:17:16.097Z\","
            + "\"fields\":{\"timestamp\":1648973836097,\"counter_hi\":8268596,"
            + "\"counter_lo\":3320878,\"entropy\":3310577788},"
            + "\"hex\":\"017fee7fef417e2b3432ac2ec553687c\","
            + "\"uuid\":\"017fee7f-ef41-7e2b-3432-ac2ec553687c\"}",
        result.lines().get(0));
  }

  /** generate -> inspect --json -> convert -> parse gives back the same ids. */
  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void roundTrip_generateInspectConvertParse(IdScheme scheme) {
    List<String> generated = Cli.run(GenerateCommandTest.args(scheme, "-n", "20")).lines();
    Cli.Result inspected =
        Cli.runWithInput(String.join("\n", generated) + "\n", "inspect", "--json");
    assertEquals(0, inspected.status(), inspected.err());
    StringBuilder canonical = new StringBuilder();
    for (String line : inspected.lines()) {
      assertTrue(line.contains("\"scheme\":\"" + scheme + "\""), line);
      Matcher matcher = CANONICAL.matcher(line);
      assertTrue(matcher.find(), line);
      canonical.append(matcher.group(1)).append('\n');
    }
    Cli.Result hex = Cli.runWithInput(canonical.toString(), "convert", "--to", "hex");
    Cli.Result back =
        Cli.runWithInput(
            hex.out(), "convert", "--from", "hex", "--scheme", scheme.name(), "--to", "canonical");
    assertEquals(0, back.status(), back.err());
    assertEquals(generated, back.lines());
    for (String line : back.lines()) {
      assertEquals(scheme, SortableId.parse(line).scheme());
    }
  }

  @Test
  void nodeSize_outsideScru64sRange_isAUsageErrorNamingTheRange() {
    for (String size : List.of("0", "24")) {
      Cli.Result result = Cli.run("inspect", "--node-size", size, "0u375nxqh5cq");
      assertEquals(ExitStatus.USAGE, result.status(), result.err());
      assertTrue(result.err().contains("--node-size must be 1..23, got " + size), result.err());
    }
    assertEquals(0, Cli.run("inspect", "--node-size", "23", "0u375nxqh5cq").status());
  }

  @Test
  void mixedValidAndInvalid_exitsOneAndStillShowsTheValidOnes() {
    Cli.Result result =
        Cli.runWithInput(
            "0372hg16csmsm50l8dikcvukc\nnot-an-id\n\n0372hg16cy3nowracls909wcd\nzzzzzzzzzzzzzzzzzzzzzzzzz\n",
            "inspect",
            "--json");
    assertEquals(1, result.status());
    assertEquals(2, result.lines().size());
    assertTrue(result.err().contains("line 2: 9 chars, a length no scheme has"), result.err());
    assertTrue(result.err().contains("\"not-an-id\""), result.err());
    assertTrue(result.err().contains("line 5: 25 chars, read as SCRU128"), result.err());
  }

  @Test
  void scheme_namedScheme_overridesDetection() {
    // 32 chars: SCRU160 base32hex by length; named as SCRU160 it parses; as ULID, a 128-bit
    // scheme, 32 chars are a UUID without hyphens, and 'T' is no hex digit
    String text = "05TTUP1HNCPNH30VEK64KDQT9BSNU4C4";
    assertEquals(0, Cli.run("inspect", "--scheme", "scru160", text).status());
    Cli.Result wrong = Cli.run("inspect", "--scheme", "ULID", text);
    assertEquals(1, wrong.status());
    assertTrue(
        wrong.err().contains("invalid character 'T' at index 2 in UUID \"" + text + "\""),
        wrong.err());
    assertEquals(2, Cli.run("inspect", "--scheme", "nope", text).status());
  }
}
