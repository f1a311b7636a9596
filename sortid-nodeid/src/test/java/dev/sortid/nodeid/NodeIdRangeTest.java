package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

final class NodeIdRangeTest {
  @ParameterizedTest
  @CsvSource({
    "0-15, 0, 15",
    "7, 7, 7",
    "8-8, 8, 8",
    "0-8388607, 0, 8388607",
    "8388607, 8388607, 8388607",
    "007-010, 7, 10"
  })
  void parse_rangeOrOneNodeId(String text, int from, int to) {
    NodeIdRange range = NodeIdRange.parse(text);
    assertEquals(from, range.from());
    assertEquals(to, range.to());
    assertEquals(to - from + 1, range.size());
    assertEquals(NodeIdRange.of(from, to), range);
  }

  @ParameterizedTest
  @ValueSource(strings = {"0-15", "7-7", "0-8388607"})
  void toString_parsesBackToAnEqualRange(String text) {
    NodeIdRange range = NodeIdRange.parse(text);
    assertEquals(text, range.toString());
    assertEquals(range, NodeIdRange.parse(range.toString()));
    assertEquals(range.hashCode(), NodeIdRange.parse(range.toString()).hashCode());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"", "-", "3..5", "-1", "-1-3", "1-", "-3", " 1-2", "1-2 ", "a-b", "1-2-3", "+1-2"})
  void parse_notOfTheForm_saysWhatWasExpected(String text) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> NodeIdRange.parse(text));
    assertEquals(
        "invalid node id range \""
            + text
            + "\" (expected FROM-TO, such as 0-15, or one node id, such as 7)",
        e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"8388608", "0-8388608", "9999999999", "0-99999999999999999999"})
  void parse_aboveTheLargestNodeId_saysTheRange(String text) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> NodeIdRange.parse(text));
    assertTrue(e.getMessage().startsWith("invalid node id range \"" + text + "\""), e.getMessage());
    assertTrue(e.getMessage().contains("node ids are 0..8388607"), e.getMessage());
  }

  @Test
  void parse_endsBeforeItStarts_saysSo() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> NodeIdRange.parse("9-3"));
    assertEquals(
        "invalid node id range \"9-3\": the range ends before it starts (expected FROM-TO with"
            + " FROM <= TO)",
        e.getMessage());
  }

  @Test
  void parse_longOrControlInput_isQuotedCutAndEscaped() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> NodeIdRange.parse("1\n2" + "x".repeat(100)));
    assertTrue(
        e.getMessage().startsWith("invalid node id range \"1\\u000a2" + "x".repeat(61) + "\"..."),
        e.getMessage());
    assertThrows(NullPointerException.class, () -> NodeIdRange.parse(null));
  }

  @Test
  void of_outOfRange_throwsNamingBothEnds() {
    for (int[] ends : new int[][] {{-1, 3}, {4, 3}, {0, 1 << 23}}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> NodeIdRange.of(ends[0], ends[1]));
      assertTrue(e.getMessage().contains(ends[0] + ".." + ends[1]), e.getMessage());
    }
  }

  @Test
  void fits_comparesTheLargestNodeIdWithTheSize() {
    assertTrue(NodeIdRange.parse("0-255").fits(8));
    assertFalse(NodeIdRange.parse("0-256").fits(8));
    assertTrue(NodeIdRange.parse("1").fits(1));
    assertFalse(NodeIdRange.parse("2").fits(1));
    assertTrue(NodeIdRange.parse("0-8388607").fits(23));
    assertThrows(IllegalArgumentException.class, () -> NodeIdRange.parse("1").fits(0));
    assertThrows(IllegalArgumentException.class, () -> NodeIdRange.parse("1").fits(24));
  }

  @Test
  void equals_comparesBothEnds() {
    assertNotEquals(NodeIdRange.of(1, 2), NodeIdRange.of(1, 3));
    assertNotEquals(NodeIdRange.of(1, 2), NodeIdRange.of(0, 2));
    assertNotEquals(NodeIdRange.of(1, 2), "1-2");
  }

  @Test
  void builderNodeIds_leasesOnlyFromTheRange() {
    try (NodeIdLeases leases =
            NodeIdLeasesTest.inMemory("range-type")
                .nodeIdSize(4)
                .nodeIds(NodeIdRange.parse("9-10"))
                .build();
        NodeIdLease first = leases.acquire();
        NodeIdLease second = leases.acquire()) {
      assertEquals(java.util.Set.of(9, 10), java.util.Set.of(first.nodeId(), second.nodeId()));
    }
    IllegalArgumentException tooLarge =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                NodeIdLeasesTest.inMemory("x")
                    .nodeIdSize(2)
                    .nodeIds(NodeIdRange.parse("2-4"))
                    .build());
    assertTrue(tooLarge.getMessage().contains("nodeIds 2..4 do not fit in nodeIdSize 2"));
  }
}
