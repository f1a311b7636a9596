package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.sortid.IdFormatException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The defaults, and the node spec checked as it is set. */
final class SortidPropertiesTest {

  @Test
  void defaults() {
    SortidProperties properties = new SortidProperties();
    assertNull(properties.getScru64().getNodeSpec());
    assertNull(properties.getScru64().getLease().getUrl());
    assertEquals("default", properties.getScru64().getLease().getRealm());
    assertEquals(8, properties.getScru64().getLease().getNodeSize());
    assertEquals(Duration.ofSeconds(30), properties.getScru64().getLease().getLeaseTime());
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
}
