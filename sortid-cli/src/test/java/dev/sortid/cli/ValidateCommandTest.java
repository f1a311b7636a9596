package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

final class ValidateCommandTest {

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void ordered_generatedIds_pass(IdScheme scheme) {
    String ids = Cli.run(GenerateCommandTest.args(scheme, "-n", "5000")).out();
    Cli.Result result = Cli.runWithInput(ids, "validate", "--ordered", "--scheme", scheme.name());
    assertEquals(0, result.status(), result.err());
    assertEquals("", result.out());
    assertEquals("", result.err());
  }

  @Test
  void ordered_swappedIds_failNamingTheLines() {
    Cli.Result result =
        Cli.run("validate", "--ordered", "0372hg16cy3nowracls909wcd", "0372hg16csmsm50l8dikcvukc");
    assertEquals(1, result.status());
    assertTrue(result.err().contains("argument 2: not ordered:"), result.err());
    assertTrue(result.err().contains("(argument 1)"), result.err());
  }

  @Test
  void ordered_mixedSchemes_fail() {
    Cli.Result result =
        Cli.run("validate", "--ordered", "0372hg16csmsm50l8dikcvukc", "01ARZ3NDEKTSV4RRFFQ69G5FAV");
    assertEquals(1, result.status());
    assertTrue(result.err().contains("follows SCRU128"), result.err());
  }

  @Test
  void invalid_isReportedUnlessQuiet() {
    Cli.Result loud = Cli.run("validate", "0372hg16csmsm50l8dikcvukc", "nope");
    assertEquals(1, loud.status());
    assertTrue(loud.err().contains("\"nope\""), loud.err());
    Cli.Result quiet = Cli.run("validate", "-q", "nope");
    assertEquals(1, quiet.status());
    assertEquals("", quiet.err());
    assertEquals(0, Cli.run("validate", "0372hg16csmsm50l8dikcvukc").status());
  }
}
