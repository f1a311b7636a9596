package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

final class Scru64NodeSpecTest {

  /** The position each rejected vector reports: its first offending char, or -1. */
  private static final Map<String, Integer> REJECTED_INDEX =
      Map.ofEntries(
          Map.entry("", -1),
          Map.entry("42", -1),
          Map.entry("/8", 0),
          Map.entry("42/", -1),
          Map.entry(" 42/8", 0),
          Map.entry("42/8 ", 4),
          Map.entry(" 42/8 ", 0),
          Map.entry("42 / 8", 2),
          Map.entry("+42/8", 0),
          Map.entry("42/+8", 3),
          Map.entry("-42/8", 0),
          Map.entry("42/-8", 3),
          Map.entry("ab/8", 0),
          Map.entry("1/2/3", 3),
          Map.entry("0/0", -1),
          Map.entry("0/24", -1),
          Map.entry("8/1", -1),
          Map.entry("1024/8", -1),
          Map.entry("0000000000001/8", -1),
          Map.entry("1/0016", -1),
          Map.entry("42/800", -1),
          Map.entry("0x+1/8", 2));

  static Stream<Map<String, String>> specs() {
    return Vectors.csv("scru64_node_specs.csv").stream();
  }

  static Stream<String> rejected() {
    JsonNode json = Vectors.json("scru64_invalid.json");
    List<String> texts = new ArrayList<>();
    json.get("node_specs_must_be_rejected").get("cases").forEach(n -> texts.add(n.asText()));
    // sortid follows the regex of the JavaScript, Python and Go references here
    json.get("node_specs_divergent_between_implementations")
        .get("cases")
        .forEach(n -> texts.add(n.get("input").asText()));
    return texts.stream();
  }

  @ParameterizedTest
  @MethodSource("specs")
  void parse_vector_returnsCanonicalFormAndFields(Map<String, String> row) {
    Scru64NodeSpec spec = Scru64NodeSpec.parse(row.get("node_spec"));

    assertEquals(row.get("canonical"), spec.toString());
    assertEquals(Integer.parseInt(row.get("node_id")), spec.nodeId());
    assertEquals(Integer.parseInt(row.get("node_id_size")), spec.nodeIdSize());
    Scru64Id prev = Scru64Id.parse(row.get("node_prev_string"));
    assertEquals(row.get("node_prev_hex"), prev.toHexString());
    assertEquals(prev.timestamp() > 0 ? Optional.of(prev) : Optional.empty(), spec.previous());
    if (!row.get("node_prev_counter").isEmpty()) {
      int counterSize = Integer.parseInt(row.get("counter_size"));
      assertEquals(
          Integer.parseInt(row.get("node_prev_counter")),
          prev.nodeCtr() & ((1 << counterSize) - 1));
    }
  }

  @ParameterizedTest
  @MethodSource("specs")
  void parse_canonicalOfVector_returnsEqualSpec(Map<String, String> row) {
    Scru64NodeSpec spec = Scru64NodeSpec.parse(row.get("node_spec"));
    Scru64NodeSpec canonical = Scru64NodeSpec.parse(row.get("canonical"));

    assertEquals(spec, canonical);
    assertEquals(spec.hashCode(), canonical.hashCode());
    int size = spec.nodeIdSize();
    Scru64NodeSpec rebuilt =
        spec.previous()
            .map(prev -> Scru64NodeSpec.of(prev, size))
            .orElseGet(() -> Scru64NodeSpec.of(spec.nodeId(), size));
    assertEquals(spec, rebuilt);
    assertEquals(row.get("canonical"), rebuilt.toString());
  }

  @ParameterizedTest
  @MethodSource("rejected")
  void parse_invalidVector_throwsWithInputAndIndex(String text) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> Scru64NodeSpec.parse(text));

    assertSame(text, e.input());
    assertEquals(REJECTED_INDEX.get(text), e.index(), e.getMessage());
    assertTrue(e.getMessage().contains('"' + text + '"'), e.getMessage());
    assertTrue(e.getMessage().contains("node spec"), e.getMessage());
  }

  @Test
  void rejectedVectors_allHaveAnExpectedIndex() {
    assertEquals(REJECTED_INDEX.keySet(), Set.copyOf(rejected().toList()));
  }

  @ParameterizedTest
  @CsvSource({
    "0x/8, 2",
    "0x1234567/8, -1",
    "0xg/8, 2",
    "123456789/8, -1",
    "12345678901/8, -1",
    "0u375nxqh5c_/8, 11",
    "0u375nxqh5cq/, -1",
    "0u375nxqh5cq/0, -1",
    "0u375nxqh5cq/24, -1",
    "0X/8, 2",
    "\u00e9/8, 0",
    "4/2\u0660, 3"
  })
  void parse_otherInvalid_throwsWithIndex(String text, int index) {
    IdFormatException e = assertThrows(IdFormatException.class, () -> Scru64NodeSpec.parse(text));

    assertEquals(index, e.index(), e.getMessage());
    assertSame(text, e.input());
  }

  @ParameterizedTest
  @CsvSource({
    "0XFF/8, 255/8",
    "0xFfFfF/23, 1048575/23",
    "0xFfFfFf/23, ",
    "0x7FfFfF/23, 8388607/23",
    "8/24x, ",
    "00000042/8, 42/8",
    "8388607/023, 8388607/23",
    "0U375NXQH5CQ/8, 0u375nxqh5cq/8",
    "00000001mzup/8, 42/8",
    "0x01234567/8, "
  })
  void parse_edgeForms_returnCanonical(String text, String canonical) {
    if (canonical == null) {
      assertThrows(IdFormatException.class, () -> Scru64NodeSpec.parse(text));
    } else {
      assertEquals(canonical, Scru64NodeSpec.parse(text).toString());
    }
  }

  @Test
  void parse_twelveCharsStartingWith0x_isAPreviousId() {
    // the 12-char alternative of the grammar wins: 0x1234567890 is a Base36 id
    Scru64NodeSpec spec = Scru64NodeSpec.parse("0x1234567890/8");

    assertEquals(Optional.of(Scru64Id.parse("0x1234567890")), spec.previous());
  }

  @Test
  void parse_previousWithTimestampZero_keepsOnlyTheNodeId() {
    Scru64NodeSpec spec = Scru64NodeSpec.parse("00000001mzup/8"); // 42 << 16 | 1

    assertEquals(Scru64NodeSpec.of(42, 8), spec);
    assertEquals(Optional.empty(), spec.previous());
    assertEquals(Scru64NodeSpec.of(42, 8), Scru64NodeSpec.of(Scru64Id.fromLong(42 << 16 | 1), 8));
  }

  @ParameterizedTest
  @CsvSource({
    "0, 0, nodeIdSize",
    "0, 24, nodeIdSize",
    "-1, 8, nodeId",
    "256, 8, nodeId",
    "2, 1, nodeId",
    "8388608, 23, nodeId"
  })
  void of_outOfRange_throwsNamingParameter(int nodeId, int size, String name) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.of(nodeId, size));

    assertTrue(e.getMessage().startsWith(name + " must be in "), e.getMessage());
  }

  @Test
  void ofPrevious_outOfRangeSizeOrNull_throws() {
    Scru64Id prev = Scru64Id.parse("0u375nxqh5cq");

    assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.of(prev, 0));
    assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.of(prev, 24));
    assertThrows(NullPointerException.class, () -> Scru64NodeSpec.of(null, 8));
    assertThrows(NullPointerException.class, () -> Scru64NodeSpec.parse(null));
  }

  @Test
  void nodeIdSizeRange_isWhatOfAndParseAccept() {
    int min = Scru64NodeSpec.MIN_NODE_ID_SIZE;
    int max = Scru64NodeSpec.MAX_NODE_ID_SIZE;

    assertEquals(min, Scru64NodeSpec.of(0, min).nodeIdSize());
    assertEquals(max, Scru64NodeSpec.of(0, max).nodeIdSize());
    assertEquals(max, Scru64NodeSpec.parse("0/" + max).nodeIdSize());
    assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.of(0, min - 1));
    assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.of(0, max + 1));
    assertThrows(IdFormatException.class, () -> Scru64NodeSpec.parse("0/" + (max + 1)));
  }

  @Test
  void equals_differentSizeOrPrevious_areNotEqual() {
    Scru64NodeSpec spec = Scru64NodeSpec.of(0, 8);

    assertNotEquals(spec, Scru64NodeSpec.of(0, 9));
    assertNotEquals(spec, Scru64NodeSpec.of(1, 8));
    assertNotEquals(spec, Scru64NodeSpec.parse("000100000000/8"));
    assertNotEquals(spec, "0/8");
    assertEquals(spec, spec);
  }

  // ---- fromEnvironment

  @Test
  void fromEnvironment_propertyWinsOverVariable() {
    assertEquals(
        Optional.of(Scru64NodeSpec.of(42, 8)), Scru64NodeSpec.fromEnvironment("42/8", "0x1/1"));
  }

  @Test
  void fromEnvironment_propertyUnsetOrEmpty_fallsBackToVariable() {
    assertEquals(
        Optional.of(Scru64NodeSpec.of(1, 1)), Scru64NodeSpec.fromEnvironment(null, "0x1/1"));
    assertEquals(Optional.of(Scru64NodeSpec.of(1, 1)), Scru64NodeSpec.fromEnvironment("", "0x1/1"));
  }

  @Test
  void fromEnvironment_bothUnsetOrEmpty_isEmpty() {
    assertEquals(Optional.empty(), Scru64NodeSpec.fromEnvironment(null, null));
    assertEquals(Optional.empty(), Scru64NodeSpec.fromEnvironment("", null));
    assertEquals(Optional.empty(), Scru64NodeSpec.fromEnvironment(null, ""));
    assertEquals(Optional.empty(), Scru64NodeSpec.fromEnvironment("", ""));
  }

  @Test
  void fromEnvironment_invalidProperty_throwsNamingItEvenWithAValidVariable() {
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> Scru64NodeSpec.fromEnvironment("42/24", "1/8"));
    assertTrue(
        e.getMessage()
            .startsWith(
                "the system property sortid.scru64.nodeSpec is not a valid SCRU64 node spec ("),
        e.getMessage());
    assertTrue(e.getMessage().contains("\"42/24\""), e.getMessage());
    assertTrue(e.getMessage().contains("node_id_size 24 is out of range 1..23"), e.getMessage());
    assertTrue(e.getMessage().endsWith(Scru64NodeSpec.HOW_TO_SET), e.getMessage());
    IdFormatException cause = assertInstanceOf(IdFormatException.class, e.getCause());
    assertEquals("42/24", cause.input());
  }

  @Test
  void fromEnvironment_invalidVariable_throwsNamingIt() {
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> Scru64NodeSpec.fromEnvironment(null, "0x+1/8"));
    assertTrue(
        e.getMessage()
            .startsWith(
                "the environment variable SCRU64_NODE_SPEC is not a valid SCRU64 node spec"),
        e.getMessage());
    assertTrue(e.getMessage().contains("-Dsortid.scru64.nodeSpec=42/8"), e.getMessage());
    assertTrue(e.getMessage().contains("export SCRU64_NODE_SPEC=42/8"), e.getMessage());
    IdFormatException cause = assertInstanceOf(IdFormatException.class, e.getCause());
    assertEquals(2, cause.index());
  }

  @Test
  void fromEnvironment_readsTheSystemProperty() {
    String before = System.getProperty(Scru64NodeSpec.SYSTEM_PROPERTY);
    // the same value as the default generator's test, in case that generator is created meanwhile
    System.setProperty(Scru64NodeSpec.SYSTEM_PROPERTY, "0xb/8");
    try {
      assertEquals(Optional.of(Scru64NodeSpec.of(11, 8)), Scru64NodeSpec.fromEnvironment());
    } finally {
      if (before == null) {
        System.clearProperty(Scru64NodeSpec.SYSTEM_PROPERTY);
      } else {
        System.setProperty(Scru64NodeSpec.SYSTEM_PROPERTY, before);
      }
    }
    assertEquals("sortid.scru64.nodeSpec", Scru64NodeSpec.SYSTEM_PROPERTY);
    assertEquals("SCRU64_NODE_SPEC", Scru64NodeSpec.ENVIRONMENT_VARIABLE);
  }

  // ---- StatefulSet ordinals

  @ParameterizedTest
  @CsvSource({
    "3, 0, 8, 3",
    "orders-3, 0, 8, 3",
    "orders-api-12, 100, 8, 112",
    "5, -5, 1, 0",
    "0, 255, 8, 255",
    "web-7, 0, 3, 7"
  })
  void ofOrdinal_addsTheOffset(String text, int offset, int size, int nodeId) {
    assertEquals(Scru64NodeSpec.of(nodeId, size), Scru64NodeSpec.ofOrdinal(text, offset, size));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "orders| no StatefulSet ordinal in \"orders\"",
        "''| no StatefulSet ordinal in \"\"",
        "orders3| no StatefulSet ordinal in \"orders3\"",
        "3-| no StatefulSet ordinal in \"3-\"",
        "web-1234567890| no StatefulSet ordinal in \"web-1234567890\"",
        "web-256| node id 256 (ordinal 256 of \"web-256\" + offset 0) does not fit in"
            + " node_id_size 8 (0..255)"
      })
  void ofOrdinal_noOrdinalOrOutOfRange_throwsQuotingTheText(String text, String message) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.ofOrdinal(text, 0, 8));
    assertTrue(e.getMessage().startsWith(message), e::getMessage);
  }

  @Test
  void ofOrdinal_negativeResultOrBadSize_throws() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.ofOrdinal("2", -3, 8));
    assertTrue(e.getMessage().contains("node id -1"), e::getMessage);
    assertThrows(IllegalArgumentException.class, () -> Scru64NodeSpec.ofOrdinal("2", 0, 24));
  }

  @Test
  void fromStatefulSet_podIndexWinsOverHostname() {
    assertEquals(Scru64NodeSpec.of(12, 8), Scru64NodeSpec.fromStatefulSet("2", "orders-5", 10, 8));
    assertEquals(Scru64NodeSpec.of(15, 8), Scru64NodeSpec.fromStatefulSet("", "orders-5", 10, 8));
    assertEquals(Scru64NodeSpec.of(15, 8), Scru64NodeSpec.fromStatefulSet(null, "orders-5", 10, 8));
  }

  @Test
  void fromStatefulSet_nothingOrNoOrdinal_throwsNamingTheVariableAndHowToSetIt() {
    IllegalStateException none =
        assertThrows(
            IllegalStateException.class, () -> Scru64NodeSpec.fromStatefulSet(null, "", 0, 8));
    assertTrue(none.getMessage().startsWith("no StatefulSet ordinal"), none::getMessage);
    assertTrue(none.getMessage().contains("apps.kubernetes.io/pod-index"), none::getMessage);
    IllegalStateException host =
        assertThrows(
            IllegalStateException.class,
            () -> Scru64NodeSpec.fromStatefulSet(null, "laptop", 0, 8));
    assertTrue(
        host.getMessage().startsWith("the environment variable HOSTNAME gives no SCRU64 node id"),
        host::getMessage);
    assertInstanceOf(IllegalArgumentException.class, host.getCause());
    IllegalStateException index =
        assertThrows(
            IllegalStateException.class, () -> Scru64NodeSpec.fromStatefulSet("300", "x-1", 0, 8));
    assertTrue(index.getMessage().contains("SCRU64_POD_INDEX"), index::getMessage);
    for (String podIndex :
        new String[] {"-1", "x-1", "orders-3", "abc", " 3", "+3", "1234567890"}) {
      IllegalStateException wrong =
          assertThrows(
              IllegalStateException.class,
              () -> Scru64NodeSpec.fromStatefulSet(podIndex, "orders-5", 0, 8),
              podIndex);
      assertTrue(
          wrong
              .getMessage()
              .startsWith(
                  "the environment variable SCRU64_POD_INDEX is \"" + podIndex + "\", not a pod"),
          wrong::getMessage);
    }
    // the public form reads the process's environment: here neither gives node id 999999
    assertThrows(RuntimeException.class, () -> Scru64NodeSpec.fromStatefulSet(999_999, 1));
  }
}
