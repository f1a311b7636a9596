package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Bounds, backfills, JSON output, SCRU64 splitting, help, version and completion. */
final class FeaturesTest {
  private static final Instant NEW_YEAR = Instant.parse("2026-01-01T00:00:00Z");

  @Test
  void bounds_areTheLibrarysMinAndMax() {
    Cli.Result result = Cli.run("bounds", "ulid", "--at", "2026-01-01T00:00:00Z");
    assertEquals(0, result.status(), result.err());
    assertEquals(
        List.of(Ulid.min(NEW_YEAR).toString(), Ulid.max(NEW_YEAR).toString()), result.lines());
    Cli.Result json = Cli.run("bounds", "--at", "2026-01-01", "--json");
    assertEquals(
        "{\"scheme\":\"SCRU128\",\"at\":\"2026-01-01T00:00:00Z\",\"min\":\""
            + Scru128Id.min(NEW_YEAR)
            + "\",\"max\":\""
            + Scru128Id.max(NEW_YEAR)
            + "\"}",
        json.out().strip());
    assertEquals(json.out(), Cli.run("bounds", "--at", "2026-01-01", "--format", "json").out());
    Cli.Result offset =
        Cli.run("bounds", "scru64", "--at", "2026-01-01T01:00:00+01:00", "--format", "int");
    assertEquals(Long.toString(Scru64Id.min(NEW_YEAR).toLong()), offset.lines().get(0));
    assertEquals(2, Cli.run("bounds", "--at", "yesterday").status());
    assertEquals(2, Cli.run("bounds", "scru64", "--at", "2026-01-01", "--format", "uuid").status());
  }

  @Test
  void generateAt_makesDistinctOrderedIdsOfThatTime() {
    Cli.Result result = Cli.run("generate", "ulid", "--at", "2026-01-01T00:00:00Z", "-n", "1000");
    assertEquals(0, result.status(), result.err());
    String previous = "";
    for (String line : result.lines()) {
      assertEquals(NEW_YEAR, Ulid.parse(line).instant());
      assertTrue(line.compareTo(previous) > 0);
      previous = line;
    }
    Cli.Result scru64 =
        Cli.run("generate", "scru64", "--node-spec", "1/8", "--at", "2026-01-01", "-n", "5");
    assertEquals(0, scru64.status(), scru64.err());
    assertEquals(
        2, Cli.run("generate", "--at", "2026-01-01", "--lease", "jdbc:h2:./unused").status());
  }

  @Test
  void generateAt_scru64BeyondWhatATimeHolds_failsAtOnceSayingWhy() {
    Cli.Result result =
        Cli.run("generate", "scru64", "--node-spec", "1/23", "--at", "2026-01-01", "-n", "100");
    assertEquals(ExitStatus.NOT_NOW, result.status());
    assertTrue(result.err().contains("ran out of SCRU64 ids for that time"), result.err());
    assertEquals(1, result.err().lines().count(), result.err());
  }

  @Test
  void node_previousIdFarAhead_failsAtOnceSayingHowFar() {
    Cli.Result result = Cli.run("generate", "scru64", "--node-spec", "z0jndjt42op2/23", "-n", "1");
    assertEquals(ExitStatus.NOT_NOW, result.status());
    assertEquals("", result.out());
    assertEquals(1, result.err().lines().count(), result.err());
    assertTrue(result.err().contains("4198-"), result.err());
    assertTrue(result.err().contains("years ahead of this clock"), result.err());
    assertTrue(result.err().contains("Give a previous id from the past"), result.err());
  }

  @Test
  void stream_withCount_isAUsageError() {
    Cli.Result result = Cli.run("generate", "--stream", "-n", "5");
    assertEquals(2, result.status());
    assertTrue(result.err().contains("give one of them"), result.err());
  }

  @Test
  void json_onGenerateConvertAndValidate() {
    assertEquals(
        Cli.run("generate", "ulid", "--at", "2026-01-01", "--json").lines().get(0).charAt(0), '"');
    Cli.Result convert = Cli.run("convert", "--to", "uuid", "--json", "01ARZ3NDEKTSV4RRFFQ69G5FAV");
    assertEquals(
        "{\"input\":\"01ARZ3NDEKTSV4RRFFQ69G5FAV\",\"scheme\":\"ULID\",\"to\":\"uuid\","
            + "\"value\":\"01563e3a-b5d3-d676-4c61-efb99302bd5b\"}",
        convert.out().strip());
    assertEquals(
        2, Cli.run("convert", "--to", "bytes", "--json", "01ARZ3NDEKTSV4RRFFQ69G5FAV").status());
    Cli.Result validate =
        Cli.runWithInput(
            "0372hg16csmsm50l8dikcvukc\nnope\n", "validate", "--ordered", "--json", "-q");
    assertEquals(1, validate.status());
    assertEquals("{\"valid\":1,\"invalid\":1,\"ordered\":false}", validate.out().strip());
  }

  @Test
  void inspect_nodeSize_splitsScru64NodeCtr() {
    String id = Scru64Id.of(1_000_000, 42 << 16 | 7).toString();
    Cli.Result result = Cli.run("inspect", "--json", "--node-size", "8", id);
    assertTrue(result.out().contains("\"node_id\":42,\"counter\":7"), result.out());
    Cli.Result human = Cli.run("inspect", "--node-size", "8", id);
    assertTrue(human.out().contains("node_id       42  0x2a"), human.out());
    assertEquals(2, Cli.run("inspect", "--node-size", "24", id).status());
  }

  @Test
  void generateScru160_nodeIdBits_fillTheTopOfRandom16_andInspectSplitsThem() {
    Cli.Result result = Cli.run("generate", "scru160", "--node-id", "5/4", "-n", "50");
    assertEquals(0, result.status(), result.err());
    for (String line : result.lines()) {
      assertEquals(5, Scru160Id.parse(line).random16() >>> 12, line);
    }
    String id = result.lines().get(0);
    Cli.Result inspected = Cli.run("inspect", "--json", "--node-size", "4", id);
    assertTrue(inspected.out().contains("\"node_id\":5,"), inspected.out());
    assertEquals(2, Cli.run("generate", "scru160", "--node-id", "16/4").status());
    assertEquals(2, Cli.run("generate", "scru160", "--node-id", "5").status());
    assertEquals(2, Cli.run("generate", "scru160", "--node-id", "5/17").status());
  }

  @Test
  void helpVersionAndStatuses_everywhere() {
    assertEquals(0, Cli.run("help").status());
    Cli.Result help = Cli.run("help", "generate");
    assertTrue(help.out().contains("--wait"), help.out());
    for (String command : new String[] {"generate", "bounds", "inspect", "convert", "validate"}) {
      Cli.Result version = Cli.run(command, "-V");
      assertEquals(0, version.status(), command);
      assertTrue(version.out().startsWith("sortid "), command + ": " + version.out());
    }
    Cli.Result top = Cli.run("--help");
    assertTrue(top.out().contains("Exit status:"), top.out());
    assertTrue(top.out().contains("  3   I/O error"), top.out());
    assertTrue(top.out().contains("ULID, EUID and UUIDv7."), top.out());
    assertTrue(Cli.run("generate", "--help").out().contains("use --lease"));
  }

  @Test
  void completion_offersEachOptionsOwnValues() {
    String script = Cli.run("generate-completion").out();
    // each option its own variable: one per paramLabel, so --to and --from must not share one
    assertTrue(
        script.contains("TARGET_option_args=(\"canonical\" \"hex\" \"uuid\" \"int\""), "--to");
    assertTrue(script.contains("SOURCE_option_args=(\"text\" \"hex\""), "--from");
    assertTrue(script.contains("scru160"), "scheme names");
  }

  /**
   * SCHEME offers what each command takes: typeid for generate, inspect, convert and validate, not
   * for bounds, which refuses it naming the ones it takes. Help lists the same names.
   */
  @Test
  void schemeNames_completionHelpAndMessagesListWhatEachCommandTakes() {
    String script = Cli.run("generate-completion").out();
    String schemes = "(\"scru128\" \"scru64\" \"scru160\" \"ulid\" \"euid\" \"uuidv7\"";
    assertEquals(4, script.split(Pattern.quote(schemes + " \"typeid\")"), -1).length - 1);
    assertEquals(1, script.split(Pattern.quote(schemes + ")"), -1).length - 1);

    String generateHelp = Cli.run("generate", "--help").out().replaceAll("\\s+", " ");
    assertTrue(
        generateHelp.contains("scru128 (default), scru64, scru160, ulid, euid, uuidv7 or typeid"));
    String boundsHelp = Cli.run("bounds", "--help").out().replaceAll("\\s+", " ");
    assertTrue(boundsHelp.contains("scru128 (default), scru64, scru160, ulid, euid or uuidv7"));
    assertTrue(!boundsHelp.contains("typeid"), boundsHelp);
    assertEquals(0, Cli.run("generate", "typeid", "-n", "1").status());
    Cli.Result bounds = Cli.run("bounds", "typeid", "--at", "2026-01-01");
    assertEquals(2, bounds.status());
    assertTrue(
        bounds
            .err()
            .contains(
                "unknown scheme 'typeid' (expected scru128, scru64, scru160, ulid, euid or"
                    + " uuidv7)"),
        bounds.err());
    for (List<String> command :
        List.of(List.of("inspect"), List.of("validate"), List.of("convert", "--to", "hex"))) {
      List<String> args = new ArrayList<>(command);
      args.addAll(List.of("--scheme", "typid", "x"));
      Cli.Result result = Cli.run(args.toArray(String[]::new));
      assertTrue(result.err().contains("euid, uuidv7 or typeid)"), command + ": " + result.err());
    }
  }

  /**
   * An argument that starts with @ is an argument like any other (no argument files): a folder, a
   * missing file or one after -- gives the command's own one-line message, never a trace.
   */
  @Test
  void atArguments_areArguments() {
    for (String[] args :
        List.of(
            new String[] {"@/tmp"},
            new String[] {"generate", "@/tmp"},
            new String[] {"@/no/such/file"},
            new String[] {"inspect", "--", "@/tmp"})) {
      Cli.Result result = Cli.run(args);
      assertTrue(result.status() == 1 || result.status() == 2, List.of(args) + ": " + result.err());
      assertEquals(1, result.err().lines().count(), result.err());
      assertTrue(result.err().startsWith("sortid: "), result.err());
    }
    assertTrue(Cli.run("inspect", "--", "@/tmp").err().contains("\"@/tmp\""));
  }

  /** Option values that do not parse: the message lists the values as the help does. */
  @Test
  void optionValues_messagesInTheHelpsTerms() {
    assertTrue(
        Cli.run("generate", "--format", "foo")
            .err()
            .contains("expected text, hex, uuid, int or json, got \"foo\""));
    assertTrue(
        Cli.run("convert", "--to", "x", "y")
            .err()
            .contains("expected canonical, hex, uuid, int, base32hex, bytes or typeid, got \"x\""));
    assertTrue(Cli.run("generate", "-n", "abc").err().contains("expected a whole number, got"));
    assertTrue(
        Cli.run("generate", "-n", "9223372036854775808")
            .err()
            .contains("expected at most 9223372036854775807, got \"9223372036854775808\""));
    assertTrue(
        Cli.run("generate", "euid", "--extension", "4294967296")
            .err()
            .contains("expected at most 2147483647"));
    Cli.Result both = Cli.run("generate", "--json", "--format", "hex");
    assertEquals(ExitStatus.USAGE, both.status());
    assertTrue(both.err().contains("--json is --format json, not --format hex"), both.err());
    assertEquals(0, Cli.run("generate", "--json", "--format", "json").status());
    assertTrue(
        Cli.run("generate", "typeid", "--format", "int").err().contains("TypeID has no int form"));
  }

  /** Hex input that is not hex: the position of the first wrong character, and what hex is. */
  @Test
  void hexInput_wrongCharacterNamedWithItsPosition() {
    Cli.Result prefixed = ulidFromHex("0x01a2183b5660c0f297a98461ff81ccd7");
    assertEquals(ExitStatus.INVALID_INPUT, prefixed.status());
    assertTrue(
        prefixed.err().contains("character \"x\" at index 1 is not a hex digit"), prefixed.err());
    Cli.Result odd = ulidFromHex("01a2183b5660c0f297a98461ff81ccd");
    assertTrue(odd.err().contains("an odd number of digits (31)"), odd.err());
    String hex = "01a2183b5660c0f297a98461ff81ccd7";
    String canonical = ulidFromHex(hex).out().strip();
    assertEquals(hex, Cli.run("convert", "--to", "hex", canonical).out().strip());
  }

  private static Cli.Result ulidFromHex(String hex) {
    return Cli.run("convert", "--from", "hex", "--scheme", "ulid", "--to", "canonical", hex);
  }

  /** --to typeid of an id without a UUID form says why a TypeID needs one. */
  @Test
  void convertToTypeId_ofSchemeWithoutUuidForm_saysTypeIdHoldsAUuid() {
    Cli.Result result = Cli.run("convert", "--to", "typeid", "0w6r7g3eqcv4");
    assertTrue(
        result.err().contains("a TypeID holds a UUID, and SCRU64 has no uuid form"), result.err());
  }

  /** A message never repeats a 100,000-char argument in full. */
  @Test
  void longArguments_areCutInMessages() {
    String longText = "x".repeat(100_000);
    for (String[] args :
        List.of(
            new String[] {"generate", longText},
            new String[] {"generate", "--format", longText},
            new String[] {"generate", "--" + longText},
            new String[] {longText})) {
      Cli.Result result = Cli.run(args);
      assertEquals(ExitStatus.USAGE, result.status());
      assertTrue(result.err().length() < 400, () -> result.err().substring(0, 400));
      assertTrue(result.err().contains("(100000 chars)") || result.err().contains("..."));
    }
  }

  /** picocli's help command writes its line breaks as %n; the help shows them as breaks. */
  @Test
  void helpCommand_helpHasNoFormatSpecifiers() {
    String help = Cli.run("help", "--help").out();
    assertTrue(!help.contains("%n"), help);
    assertTrue(help.contains("When no COMMAND is given"), help);
  }

  @Test
  void debug_printsTheTrace() {
    Cli.Result result =
        Cli.run(
            "generate",
            "scru64",
            "--node-spec",
            "1/23",
            "--at",
            "2026-01-01",
            "-n",
            "100",
            "--debug");
    assertTrue(result.err().contains("\tat dev.sortid."), result.err());
    assertTrue(
        result.err().strip().lines().reduce((a, b) -> b).orElseThrow().startsWith("sortid: "));
  }
}
