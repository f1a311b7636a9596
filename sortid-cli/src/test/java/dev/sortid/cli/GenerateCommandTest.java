package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sortid.Euid;
import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

final class GenerateCommandTest {

  /** The extra options each scheme needs to generate here. */
  static String[] args(IdScheme scheme, String... more) {
    List<String> args =
        new java.util.ArrayList<>(List.of("generate", scheme.name().toLowerCase(Locale.ROOT)));
    if (scheme == IdScheme.SCRU64) {
      args.addAll(List.of("--node-spec", "42/8"));
    }
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void text_manyIds_areValidAndIncreasing(IdScheme scheme) {
    Cli.Result result = Cli.run(args(scheme, "-n", "2000"));
    assertEquals(0, result.status(), result.err());
    List<String> lines = result.lines();
    assertEquals(2000, lines.size());
    SortableId previous = null;
    for (String line : lines) {
      SortableId id = scheme.parse(line);
      assertEquals(line, id.toString());
      if (previous != null) {
        assertTrue(previous.toString().compareTo(line) < 0, previous + " then " + line);
      }
      previous = id;
    }
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void hexIntAndJson_roundTripToTheSameId(IdScheme scheme) {
    for (String format : new String[] {"hex", "int", "json"}) {
      Cli.Result result = Cli.run(args(scheme, "-n", "3", "--format", format));
      assertEquals(0, result.status(), result.err());
      for (String line : result.lines()) {
        SortableId id;
        switch (format) {
          case "hex":
            id = scheme.fromByteArray(java.util.HexFormat.of().parseHex(line));
            assertEquals(line, id.toHexString());
            break;
          case "int":
            id = Forms.fromInteger(scheme, line);
            assertEquals(new BigInteger(1, id.toByteArray()), new BigInteger(line));
            break;
          default:
            assertTrue(line.startsWith("\"") && line.endsWith("\""), line);
            id = scheme.parse(line.substring(1, line.length() - 1));
        }
        assertEquals(scheme, id.scheme());
      }
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = IdScheme.class,
      names = {"SCRU128", "ULID", "EUID"})
  void uuid_128BitSchemes_writeBitCopies(IdScheme scheme) {
    Cli.Result result = Cli.run(args(scheme, "-n", "3", "--format", "uuid"));
    assertEquals(0, result.status(), result.err());
    for (String line : result.lines()) {
      SortableId id = Forms.fromUuid(scheme, line);
      assertEquals(UUID.fromString(line), Forms.uuid(id));
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = IdScheme.class,
      names = {"SCRU64", "SCRU160"})
  void uuid_otherSchemes_isAUsageError(IdScheme scheme) {
    Cli.Result result = Cli.run(args(scheme, "--format", "uuid"));
    assertEquals(2, result.status());
    assertTrue(result.err().contains("has no uuid form"), result.err());
    assertEquals("", result.out());
  }

  /** The usage error names exactly the schemes that have a uuid form. */
  @Test
  void noUuidForm_namesTheSchemesThatHaveOne() {
    String message = Forms.noUuidForm(IdScheme.SCRU64).getMessage();
    String named = message.substring(message.indexOf("(only ")).toUpperCase(Locale.ROOT);
    for (IdScheme scheme : IdScheme.values()) {
      assertEquals(scheme.hasUuidForm(), named.contains(scheme.name()), scheme + ": " + message);
    }
  }

  @Test
  void defaults_oneScru128Id() {
    Cli.Result result = Cli.run("generate");
    assertEquals(0, result.status());
    assertEquals(1, result.lines().size());
    assertEquals(IdScheme.SCRU128, SortableId.parse(result.lines().get(0)).scheme());
  }

  @Test
  void lowerAndUpper_changeTheLetterCase() {
    String lower = Cli.run("generate", "ulid", "--lower").lines().get(0);
    assertEquals(lower.toLowerCase(Locale.ROOT), lower);
    String upper = Cli.run("generate", "scru128", "--upper").lines().get(0);
    assertEquals(upper.toUpperCase(Locale.ROOT), upper);
    assertEquals(2, Cli.run("generate", "--lower", "--upper").status());
  }

  @Test
  void scru64_nodeBitsAreInEveryId() {
    for (String line :
        Cli.run("generate", "scru64", "--node-spec", "0x2a/8", "-n", "100").lines()) {
      assertEquals(42, Scru64Id.parse(line).nodeCtr() >>> 16);
    }
  }

  @Test
  void euid_extensionIsInEveryId() {
    for (String line : Cli.run("generate", "euid", "--extension", "300", "-n", "10").lines()) {
      assertEquals(300, Euid.parse(line).extension().orElseThrow());
    }
  }

  @Test
  void usageErrors_exitWith2AndSayWhy() {
    assertUsage("unknown scheme 'uuid'", "generate", "uuid");
    assertUsage(
        "unknown scheme 'x' (expected scru128, scru64, scru160, ulid, euid, uuidv7 or typeid)",
        "generate",
        "x");
    assertUsage("-n must be 0 or more", "generate", "-n", "-1");
    assertUsage("--node-spec is for scru64 only", "generate", "ulid", "--node-spec", "1/8");
    assertUsage("--extension is for euid only", "generate", "--extension", "3");
    assertUsage("invalid --extension", "generate", "euid", "--extension", "40000");
    assertUsage("invalid node spec from --node-spec", "generate", "scru64", "--node-spec", "300/8");
    assertEquals(2, Cli.run("generate", "--format", "xml").status());
    assertEquals(2, Cli.run("generate", "--no-such-option").status());
    assertEquals(2, Cli.run().status());
  }

  /** One option per grammar: each names its own scheme and form when misused. */
  @Test
  void nodeOptions_eachForItsScheme_eachWithItsForm() {
    assertUsage("--node-id is for scru160 only", "generate", "ulid", "--node-id", "1/4");
    assertUsage(
        "--node-id is for scru160 only (scru64 takes --node-spec)",
        "generate",
        "scru64",
        "--node-id",
        "1/4");
    assertUsage("--stateful-set is for scru64 only", "generate", "euid", "--stateful-set", "0/8");
    assertUsage("--node-spec is for scru64 only", "generate", "scru160", "--node-spec", "5/4");
    assertUsage(
        "invalid --node-id \"5\": expected NODE_ID/BITS, for example 5/4",
        "generate",
        "scru160",
        "--node-id",
        "5");
    assertUsage(
        "invalid --node-id \"statefulset/4\"", "generate", "scru160", "--node-id", "statefulset/4");
    assertUsage(
        "invalid node spec from --node-spec",
        "generate",
        "scru64",
        "--node-spec",
        "statefulset+16/8");
  }

  /** As bounds says it, for one id: the time, not a lack of ids, is the problem. */
  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void at_outOfTheSchemesRange_saysSo(IdScheme scheme) {
    for (String at : new String[] {"9999-12-31", "1970-01-01T00:00:00Z", "0001-01-01"}) {
      if (scheme != IdScheme.SCRU64 && at.equals("9999-12-31")) {
        continue; // within the 48-bit millisecond schemes' range
      }
      Cli.Result result = Cli.run(args(scheme, "--at", at));
      assertEquals(ExitStatus.USAGE, result.status(), at);
      assertTrue(result.err().startsWith("sortid: --at " + at + ": out of "), result.err());
      assertTrue(result.err().contains("'s range"), result.err());
      assertEquals(1, result.err().lines().count(), result.err());
    }
    assertEquals(0, Cli.run(args(scheme, "--at", "1970-01-01T00:00:01Z")).status());
  }

  @Test
  void scru64_withoutAnyNodeSpec_saysHowToGiveOne() {
    assumeTrue(System.getenv(Scru64NodeSpec.ENVIRONMENT_VARIABLE) == null);
    assumeTrue(System.getProperty(Scru64NodeSpec.SYSTEM_PROPERTY) == null);
    Cli.Result result = Cli.run("generate", "scru64");
    assertEquals(2, result.status());
    assertTrue(result.err().contains("--node-spec"), result.err());
    assertTrue(result.err().contains("SCRU64_NODE_SPEC"), result.err());
  }

  @Test
  void scru64_nodeSpecFromSystemProperty() {
    withNodeSpecProperty(
        "7/4",
        () -> {
          String line = Cli.run("generate", "scru64").lines().get(0);
          assertEquals(7, Scru64Id.parse(line).nodeCtr() >>> 20);
        });
  }

  @Test
  void scru64_emptySystemProperty_countsAsUnset() {
    assumeTrue(System.getenv(Scru64NodeSpec.ENVIRONMENT_VARIABLE) == null);
    withNodeSpecProperty(
        "",
        () -> {
          assertUsage("scru64 needs a node spec: give --node-spec", "generate", "scru64");
          String line = Cli.run("generate", "scru64", "--node-spec", "5/4").lines().get(0);
          assertEquals(5, Scru64Id.parse(line).nodeCtr() >>> 20);
        });
  }

  @Test
  void scru64_invalidSystemProperty_namesItAndHowToSetIt() {
    withNodeSpecProperty(
        "300/8",
        () -> {
          assertUsage(
              "the system property sortid.scru64.nodeSpec is not a valid SCRU64 node spec",
              "generate",
              "scru64");
          assertUsage("export SCRU64_NODE_SPEC=42/8", "generate", "scru64");
          assertUsage("; or give --node-spec", "generate", "scru64");
        });
  }

  /** Runs {@code body} with the node spec system property set (skipped if it is set already). */
  private static void withNodeSpecProperty(String value, Runnable body) {
    assumeTrue(System.getProperty(Scru64NodeSpec.SYSTEM_PROPERTY) == null);
    System.setProperty(Scru64NodeSpec.SYSTEM_PROPERTY, value);
    try {
      body.run();
    } finally {
      System.clearProperty(Scru64NodeSpec.SYSTEM_PROPERTY);
    }
  }

  @Test
  void countZero_writesNothing() {
    Cli.Result result = Cli.run("generate", "-n", "0");
    assertEquals(0, result.status());
    assertEquals("", result.out());
  }

  /**
   * The stream ends only because its reader went away: the stream refused a write (how many bytes
   * it took before depends on when the output was flushed, so that is not asserted), and what it
   * took is whole ids.
   */
  @Test
  void stream_writesUntilTheReaderGoesAway_thenStopsCleanly() {
    ClosingStream out = new ClosingStream(200_000);
    Cli.Result result = Cli.runTo(out, "", "generate", "ulid", "--stream");
    assertEquals(0, result.status());
    assertEquals("", result.err());
    assertTrue(out.refused, "stopped on its own after " + out.written + " bytes");
    String taken = out.taken.toString(StandardCharsets.US_ASCII);
    assertTrue(taken.endsWith("\n"), "ends mid-line");
    taken.lines().forEach(Ulid::parse);
  }

  @Test
  void count_readerGoesAway_stopsQuietly() {
    Cli.Result result = Cli.runTo(new ClosingStream(1000), "", "generate", "-n", "100000");
    assertEquals(0, result.status());
    assertEquals("", result.err());
  }

  @Test
  void helpAndVersion_exitZero() {
    for (String command : new String[] {"generate", "inspect", "convert", "validate"}) {
      Cli.Result help = Cli.run(command, "--help");
      assertEquals(0, help.status());
      assertTrue(help.out().contains("Examples:"), command);
    }
    Cli.Result top = Cli.run("--help");
    assertEquals(0, top.status());
    assertTrue(top.out().contains("generate"));
    Cli.Result version = Cli.run("--version");
    assertEquals(0, version.status());
    assertTrue(version.out().startsWith("sortid "), version.out());
    assertTrue(!version.out().contains("unknown"), version.out());
  }

  @Test
  void completionScript_isGenerated() {
    Cli.Result result = Cli.run("generate-completion");
    assertEquals(0, result.status());
    assertTrue(result.out().contains("complete -F"), result.out().substring(0, 200));
  }

  @Test
  void bytes_areNotATextFormat() {
    assertArrayEquals(new byte[0], Cli.run("generate", "--format", "bytes").outBytes());
  }

  private static void assertUsage(String message, String... args) {
    Cli.Result result = Cli.run(args);
    assertEquals(2, result.status(), String.join(" ", args));
    assertTrue(result.err().contains(message), result.err());
  }

  /**
   * An output whose reader goes away after {@code limit} bytes: the write that would pass the limit
   * fails, as on a closed pipe, and the bytes taken before are kept.
   */
  static final class ClosingStream extends OutputStream {
    private final int limit;
    final ByteArrayOutputStream taken = new ByteArrayOutputStream();
    int written;
    boolean refused;

    ClosingStream(int limit) {
      this.limit = limit;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      if (written + length > limit) {
        refused = true;
        throw new IOException("Broken pipe");
      }
      taken.write(bytes, offset, length);
      written += length;
    }
  }

  @Test
  void scru64Lease_h2File_generatesIdsOfTheLeasedNodeId(@TempDir Path dir) {
    String url = "jdbc:h2:" + dir.resolve("sortid-leases").toAbsolutePath();
    for (int run = 0; run < 2; run++) {
      Cli.Result result = Cli.run("generate", "scru64", "--lease", url, "-n", "5");
      assertEquals(0, result.status(), result.err());
      List<String> lines = result.lines();
      assertEquals(5, lines.size());
      int node = Scru64Id.parse(lines.get(0)).nodeCtr() >>> 16;
      for (String line : lines) {
        assertEquals(node, Scru64Id.parse(line).nodeCtr() >>> 16, line);
      }
    }
    Cli.Result sized =
        Cli.run("generate", "scru64", "--lease", url, "--realm", "wide", "--node-size", "12");
    assertEquals(0, sized.status(), sized.err());
    Cli.Result refused =
        Cli.run("generate", "scru64", "--lease", url, "--realm", "wide", "--node-size", "10");
    assertEquals(ExitStatus.USAGE, refused.status());
    assertTrue(refused.err().contains("uses node_id_size 12; --node-size 10 is refused"));
    assertTrue(refused.err().contains("Use another --realm for it."), refused.err());
  }

  @Test
  void lease_misused_isAUsageError(@TempDir Path dir) {
    String url = "jdbc:h2:" + dir.resolve("misused").toAbsolutePath();
    assertEquals(2, Cli.run("generate", "ulid", "--lease", url).status());
    assertEquals(2, Cli.run("generate", "scru64", "--lease", url, "--node-spec", "42/8").status());
    assertEquals(
        2, Cli.run("generate", "scru64", "--node-spec", "42/8", "--node-size", "8").status());
    Cli.Result bad = Cli.run("generate", "scru64", "--lease", "not a store");
    assertEquals(2, bad.status());
    assertTrue(bad.err().contains("--lease"), bad.err());
  }

  @Test
  void lease_allHeld_failsAtOnce_orWithWaitTakesTheOneReleased(@TempDir Path dir) throws Exception {
    String url = "jdbc:h2:" + dir.resolve("wait").toAbsolutePath();
    try (dev.sortid.nodeid.NodeIdLeases holders =
        dev.sortid.nodeid.NodeIdLeases.connect(url).realm("w").nodeIdSize(1).build()) {
      dev.sortid.nodeid.NodeIdLease a = holders.acquire();
      holders.acquire();
      String[] args = {
        "generate", "scru64", "--lease", url, "--realm", "w", "--node-size", "1", "-n", "3"
      };
      Cli.Result refused = Cli.run(args);
      assertEquals(ExitStatus.NOT_NOW, refused.status());
      assertTrue(refused.err().contains("all 2 node ids"), refused.err());
      assertTrue(refused.err().contains("(--wait)"), refused.err()); // the CLI's names
      assertTrue(refused.err().contains("--realm with a larger --node-size"), refused.err());
      assertTrue(!refused.err().contains("acquireTimeout"), refused.err());

      java.util.concurrent.CompletableFuture<Cli.Result> waiting =
          java.util.concurrent.CompletableFuture.supplyAsync(
              () ->
                  Cli.run(
                      java.util.stream.Stream.concat(
                              java.util.Arrays.stream(args),
                              java.util.stream.Stream.of("--wait", "5m"))
                          .toArray(String[]::new)));
      a.close();
      Cli.Result taken = waiting.get();
      assertEquals(0, taken.status(), taken.err());
      assertEquals(3, taken.lines().size());
      assertEquals(a.nodeId(), Scru64Id.parse(taken.lines().get(0)).nodeCtr() >>> 23);
    }
    assertEquals(2, Cli.run("generate", "scru64", "--lease", url, "--wait", "soon").status());
  }

  @Test
  void lease_reservedFarAheadByAVanishedHolder_failsAtOnceSayingHowFar(@TempDir Path dir)
      throws Exception {
    String url = "jdbc:h2:" + dir.resolve("ahead").toAbsolutePath();
    try (dev.sortid.nodeid.NodeIdLeases leases =
            dev.sortid.nodeid.NodeIdLeases.connect(url).realm("ahead").nodeIdSize(1).build();
        java.sql.Connection c = java.sql.DriverManager.getConnection(url)) {
      // both node ids held at once, so that each has a row (a released node id is taken again)
      try (dev.sortid.nodeid.NodeIdLease a = leases.acquire();
          dev.sortid.nodeid.NodeIdLease b = leases.acquire()) {
        assertTrue(a.nodeId() != b.nodeId());
      }
      // both node ids free, reserved 60 s ahead: what holders that died leave behind
      long ahead = (System.currentTimeMillis() + 60_000) >>> 8;
      c.createStatement()
          .executeUpdate(
              "UPDATE sortid_scru64_lease SET holder = NULL, expires_at = 0, reserved_through = "
                  + ahead
                  + " WHERE realm = 'ahead'");
    }
    Cli.Result result =
        Cli.run(
            "generate",
            "scru64",
            "--lease",
            url,
            "--realm",
            "ahead",
            "--node-size",
            "1",
            "-n",
            "1");
    assertEquals(ExitStatus.NOT_NOW, result.status());
    assertEquals("", result.out());
    assertEquals(1, result.err().lines().count(), result.err());
    assertTrue(result.err().contains("s ahead of this clock"), result.err());
    assertTrue(result.err().contains("--wait"), result.err());
  }
}
