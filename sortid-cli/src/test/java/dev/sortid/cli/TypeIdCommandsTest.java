package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.TypeId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** TypeIDs in generate, inspect, convert and validate. */
final class TypeIdCommandsTest {
  private static final String USER = "user_01h455vb4pex5vsknk084sn02q";
  private static final String UUID = "01890a5d-ac96-774b-bcce-b302099a8057";
  private static final String WRONG =
      "expected prefix \"user\", got \"order\" in \"order_01h455vb4pex5vsknk084sn02q\"";

  @Test
  void generate_typeIdsOfThePrefix_inOrder() {
    Cli.Result result = Cli.run("generate", "typeid", "--prefix", "user", "-n", "3");

    assertEquals(ExitStatus.OK, result.status(), result.err());
    List<String> lines = result.lines();
    assertEquals(3, lines.size());
    for (String line : lines) {
      TypeId id = TypeId.parse(line);
      assertEquals("user", id.prefix());
      assertTrue(id.isUuidV7());
    }
    assertTrue(
        lines.get(0).compareTo(lines.get(1)) < 0 && lines.get(1).compareTo(lines.get(2)) < 0);
  }

  @Test
  void generate_formatsAndTime() {
    String uuid =
        Cli.run("generate", "typeid", "--prefix", "user", "--format", "uuid").lines().get(0);
    assertEquals(7, java.util.UUID.fromString(uuid).version());
    String json = Cli.run("generate", "typeid", "--json").lines().get(0);
    assertTrue(json.matches("\"[0-7][0-9a-z]{25}\""), json);
    String at =
        Cli.run("generate", "typeid", "--prefix", "order_item", "--at", "2026-01-01T00:00:00Z")
            .lines()
            .get(0);
    assertEquals(java.time.Instant.parse("2026-01-01T00:00:00Z"), TypeId.parse(at).instant());
    assertEquals(32, Cli.run("generate", "typeid", "--format", "hex").lines().get(0).length());
  }

  @Test
  void generate_usageErrors() {
    assertUsage(Cli.run("generate", "typeid", "--prefix", "User"), "--prefix: invalid character");
    assertUsage(Cli.run("generate", "ulid", "--prefix", "user"), "--prefix is for typeid only");
    assertUsage(Cli.run("generate", "typeid", "--upper"), "lowercase only");
    assertUsage(Cli.run("generate", "typeid", "--format", "int"), "no int form");
    assertUsage(Cli.run("generate", "typeid", "--node-spec", "1/8"), "--node-spec is for");
  }

  @Test
  void inspect_showsPrefixUuidVersionAndTime() {
    Cli.Result result = Cli.run("inspect", USER);

    assertEquals(ExitStatus.OK, result.status(), result.err());
    assertTrue(result.out().startsWith("scheme        TypeID\n"), result.out());
    assertTrue(result.out().contains("canonical     " + USER + "\n"), result.out());
    assertTrue(result.out().contains("prefix        user\n"), result.out());
    assertTrue(result.out().contains("uuid          " + UUID + "\n"), result.out());
    assertTrue(result.out().contains("version       7\n"), result.out());
    assertTrue(result.out().contains("time (UTC)    2023-06-30T03:34:18.518Z"), result.out());
  }

  @Test
  void inspect_json_andANonV7TypeIdHasNoTime() {
    String json = Cli.run("inspect", "--json", USER).lines().get(0);
    assertTrue(
        json.startsWith(
            "{\"scheme\":\"TypeID\",\"canonical\":\""
                + USER
                + "\",\"prefix\":\"user\",\"uuid\":\""
                + UUID
                + "\",\"version\":7,\"epochMillis\":"),
        json);
    String v4 =
        Cli.run("inspect", "--json", "--scheme", "typeid", "3ysqtqcx153gfa8nr18rsfm3q7")
            .lines()
            .get(0);
    assertEquals(
        "{\"scheme\":\"TypeID\",\"canonical\":\"3ysqtqcx153gfa8nr18rsfm3q7\",\"prefix\":\"\","
            + "\"uuid\":\""
            + TypeId.parse("3ysqtqcx153gfa8nr18rsfm3q7").toUuid()
            + "\",\"version\":"
            + TypeId.parse("3ysqtqcx153gfa8nr18rsfm3q7").toUuid().version()
            + "}",
        v4);
    Cli.Result bad = Cli.run("inspect", "user_01H455VB4PEX5VSKNK084SN02Q");
    assertEquals(ExitStatus.INVALID_INPUT, bad.status());
    assertTrue(bad.err().contains("invalid character 'H' at index 7 in TypeID"), bad.err());
  }

  @Test
  void convert_toTypeId_fromUuidUuidV7AndUlid_andBack() {
    assertEquals(
        List.of(USER), Cli.run("convert", "--to", "typeid", "--prefix", "user", UUID).lines());
    assertEquals(
        List.of("user_7zzzzzzzzzzzzzzzzzzzzzzzzz"),
        Cli.run("convert", "--to", "typeid", "--prefix", "user", "{" + "f".repeat(32) + "}")
            .lines());
    assertEquals(
        List.of("user_01arz3ndektsv4rrffq69g5fav"),
        Cli.run("convert", "--to", "typeid", "--prefix", "user", "01ARZ3NDEKTSV4RRFFQ69G5FAV")
            .lines());
    assertEquals(List.of(UUID), Cli.run("convert", "--to", "uuid", USER).lines());
    assertEquals(List.of(UUID.replace("-", "")), Cli.run("convert", "--to", "hex", USER).lines());
    assertEquals(
        List.of("order_01h455vb4pex5vsknk084sn02q"),
        Cli.run("convert", "--to", "typeid", "--prefix", "order", USER).lines());
    assertEquals(
        List.of(UUID),
        Cli.run("convert", "--scheme", "typeid", "--to", "uuid", "01h455vb4pex5vsknk084sn02q")
            .lines());
    assertEquals(
        List.of(
            "{\"input\":\""
                + USER
                + "\",\"scheme\":\"TypeID\",\"to\":\"uuid\",\"value\":\""
                + UUID
                + "\"}"),
        Cli.run("convert", "--to", "uuid", "--json", USER).lines());
  }

  @Test
  void convert_errors() {
    assertUsage(Cli.run("convert", "--to", "uuid", "--prefix", "user", USER), "--to typeid only");
    Cli.Result bytes = Cli.run("convert", "--to", "int", USER);
    assertEquals(ExitStatus.INVALID_INPUT, bytes.status());
    assertTrue(bytes.err().contains("converts to uuid, hex, canonical or typeid"), bytes.err());
    Cli.Result scru64 = Cli.run("convert", "--to", "typeid", "0u375nxqh5cq");
    assertEquals(ExitStatus.INVALID_INPUT, scru64.status());
  }

  @Test
  void validate_schemeTypeId_withPrefixAndOrder() {
    Cli.Result ok =
        Cli.run(
            "validate",
            "--scheme",
            "typeid",
            "--prefix",
            "user",
            "--ordered",
            USER,
            "user_01h455vb4pex5vsknk084sn02r");
    assertEquals(ExitStatus.OK, ok.status(), ok.err());

    Cli.Result wrong =
        Cli.run(
            "validate",
            "--scheme",
            "typeid",
            "--prefix",
            "user",
            "order_01h455vb4pex5vsknk084sn02q");
    assertEquals(ExitStatus.INVALID_INPUT, wrong.status());
    assertEquals("sortid: argument 1: " + WRONG + "\n", wrong.err());

    Cli.Result unordered =
        Cli.run(
            "validate", "--scheme", "typeid", "--ordered", "user_01h455vb4pex5vsknk084sn02r", USER);
    assertEquals(ExitStatus.INVALID_INPUT, unordered.status());
    assertTrue(unordered.err().contains("not ordered"), unordered.err());

    Cli.Result invalid =
        Cli.run("validate", "--scheme", "typeid", "prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz");
    assertEquals(ExitStatus.INVALID_INPUT, invalid.status());
    assertTrue(invalid.err().contains("a first digit of at most '7'"), invalid.err());

    assertUsage(Cli.run("validate", "--prefix", "user", USER), "--prefix needs --scheme typeid");
    Cli.Result mixed = Cli.run("validate", "--ordered", USER, "01ARZ3NDEKTSV4RRFFQ69G5FAV");
    assertEquals(ExitStatus.INVALID_INPUT, mixed.status());
    assertTrue(mixed.err().contains("follows TypeID"), mixed.err());
  }

  @Test
  void generatedTypeIds_validateAndInspect_throughAPipe() {
    String ids = Cli.run("generate", "typeid", "--prefix", "user", "-n", "50").out();
    Cli.Result valid =
        Cli.runWithInput(ids, "validate", "--scheme", "typeid", "--prefix", "user", "--ordered");
    assertEquals(ExitStatus.OK, valid.status(), valid.err());
    assertEquals(50, Cli.runWithInput(ids, "inspect", "--json").lines().size());
  }

  private static void assertUsage(Cli.Result result, String message) {
    assertEquals(ExitStatus.USAGE, result.status(), result.err());
    assertTrue(result.err().contains(message), result.err());
  }
}
