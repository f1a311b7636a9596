package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.nodeid.NodeIdRange;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The defaults, and the node spec, node id range and per-thread schemes checked as they are set.
 */
final class SortidPropertiesTest {

  @Test
  void defaults() {
    SortidProperties properties = new SortidProperties();
    assertNull(properties.getScru64().getNodeSpec());
    assertNull(properties.getScru64().getLease().getUrl());
    assertEquals("default", properties.getScru64().getLease().getRealm());
    assertEquals(8, properties.getScru64().getLease().getNodeSize());
    assertEquals(Duration.ofSeconds(30), properties.getScru64().getLease().getLeaseTime());
    assertNull(properties.getScru64().getLease().getNodeIds());
    assertEquals(Duration.ZERO, properties.getScru64().getLease().getAcquireTimeout());
    assertEquals(Duration.ofSeconds(3), properties.getScru64().getLease().getCloseTimeout());
    assertFalse(properties.getScru64().getStatefulSet().isEnabled());
    assertEquals(0, properties.getScru64().getStatefulSet().getOffset());
    assertEquals(8, properties.getScru64().getStatefulSet().getNodeSize());
    assertNull(properties.getScru64().getStatefulSet().getOrdinal());
    assertFalse(properties.getJackson().isScru64AsNumber());
    assertEquals(List.of(), properties.getPerThread());
    for (IdScheme scheme : IdScheme.values()) {
      assertFalse(properties.perThread(scheme), scheme.toString());
    }
  }

  @Test
  void perThread_namesInAnyCase_selectTheirSchemes() {
    SortidProperties properties = new SortidProperties();
    properties.setPerThread(List.of("Ulid", " UUIDv7 "));
    assertEquals(List.of("Ulid", " UUIDv7 "), properties.getPerThread());
    assertTrue(properties.perThread(IdScheme.ULID));
    assertTrue(properties.perThread(IdScheme.UUIDV7));
    assertFalse(properties.perThread(IdScheme.SCRU128));
    assertFalse(properties.perThread(IdScheme.EUID));
  }

  @ParameterizedTest
  @ValueSource(strings = {"scru64", "scru160", "uuid", ""})
  void perThread_noSchemeWithAPerThreadGenerator_throwsQuotingIt_keepsThePrevious(String name) {
    SortidProperties properties = new SortidProperties();
    properties.setPerThread(List.of("euid"));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> properties.setPerThread(List.of("ulid", name)));
    assertTrue(e.getMessage().startsWith("sortid.per-thread: "), e.getMessage());
    assertTrue(e.getMessage().contains("\"" + name + "\""), e.getMessage());
    assertTrue(e.getMessage().endsWith(": SCRU128, ULID, EUID, UUIDv7)"), e.getMessage());
    assertEquals(List.of("euid"), properties.getPerThread());
    assertTrue(properties.perThread(IdScheme.EUID));
    assertFalse(properties.perThread(IdScheme.ULID));
  }

  @Test
  void nodeSpec_malformed_throwsTheParsersException_null_unsets() {
    SortidProperties.Scru64 scru64 = new SortidProperties().getScru64();
    scru64.setNodeSpec("42/8");
    assertEquals("42/8", scru64.getNodeSpec());
    assertThrows(IdFormatException.class, () -> scru64.setNodeSpec("42/99"));
    assertEquals("42/8", scru64.getNodeSpec());
    scru64.setNodeSpec(null);
    assertNull(scru64.getNodeSpec());
  }

  @ParameterizedTest
  @CsvSource({"0-15, 0, 15", "7, 7, 7", "8-8, 8, 8", "0-8388607, 0, 8388607"})
  void nodeIds_rangeOrOneNodeId(String text, int from, int to) {
    SortidProperties.Lease lease = new SortidProperties().getScru64().getLease();
    lease.setNodeIds(text);
    assertEquals(text, lease.getNodeIds());
    assertEquals(NodeIdRange.of(from, to), lease.nodeIdRange());
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "3..5", "-1", "1-", " 1-2", "a-b", "1-2-3", "9999999999", "5-3"})
  void nodeIds_malformed_throwsQuotingIt_keepsThePrevious(String text) {
    SortidProperties.Lease lease = new SortidProperties().getScru64().getLease();
    lease.setNodeIds("1-2");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> lease.setNodeIds(text));
    assertTrue(e.getMessage().contains("\"" + text + "\""), e.getMessage());
    assertEquals("1-2", lease.getNodeIds());
    assertEquals(NodeIdRange.of(1, 2), lease.nodeIdRange());
  }
}
