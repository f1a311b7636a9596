package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdFormatException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The defaults, and the node spec and node id range checked as they are set. */
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
    assertArrayEquals(new int[] {from, to}, SortidProperties.Lease.nodeIdRange(text));
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
  }
}
