package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The process-wide SCRU64 generator behind {@link Scru64Id#generate()} reads its node spec once, at
 * its first use. Each test works on fresh copies of the classes ({@link FreshClasses}), so that the
 * first use is the test's own, whichever tests this JVM ran before.
 */
final class DefaultScru64GeneratorTest {
  private static final String PROPERTY = Scru64NodeSpec.SYSTEM_PROPERTY;

  private String saved;

  @BeforeEach
  void saveTheProperty() {
    saved = System.getProperty(PROPERTY);
  }

  @AfterEach
  void restoreTheProperty() {
    if (saved == null) {
      System.clearProperty(PROPERTY);
    } else {
      System.setProperty(PROPERTY, saved);
    }
  }

  @Test
  void firstUse_readsTheSystemProperty_once() throws Exception {
    System.setProperty(PROPERTY, "0xb/8");
    try (FreshClasses fresh = new FreshClasses()) {
      Object first = fresh.call("dev.sortid.Scru64Id", "generate");
      System.setProperty(PROPERTY, "12/8");
      Object second = fresh.call("dev.sortid.Scru64Id", "generate");

      assertEquals(11, nodeId(first));
      assertEquals(11, nodeId(second), "the property is read at the first use only");
      assertTrue(compare(first, second) < 0);
    }
  }

  @Test
  void withoutNodeSpec_everyCallThrowsSayingHowToSetOne_andReseedingSkipsIt() throws Exception {
    String environment = System.getenv(Scru64NodeSpec.ENVIRONMENT_VARIABLE);
    assumeTrue(
        environment == null || environment.isEmpty(),
        "this JVM's environment sets " + Scru64NodeSpec.ENVIRONMENT_VARIABLE);
    System.clearProperty(PROPERTY);
    try (FreshClasses fresh = new FreshClasses()) {
      IllegalStateException missing =
          assertThrows(
              IllegalStateException.class, () -> fresh.call("dev.sortid.Scru64Id", "generate"));
      assertTrue(missing.getMessage().contains("-Dsortid.scru64.nodeSpec="), missing.getMessage());
      assertTrue(missing.getMessage().contains("SCRU64_NODE_SPEC="), missing.getMessage());

      fresh.call("dev.sortid.IdScheme", "reseedDefaultGenerators");

      System.setProperty(PROPERTY, "0xb/8");
      IllegalStateException again =
          assertThrows(
              IllegalStateException.class, () -> fresh.call("dev.sortid.Scru64Id", "generate"));
      assertEquals(missing.getMessage(), again.getMessage(), "the failure is kept");
    }
  }

  /** The node id of a fresh {@code Scru64Id} with an 8-bit node id. */
  private static int nodeId(Object scru64) throws ReflectiveOperationException {
    return (Integer) scru64.getClass().getMethod("nodeCtr").invoke(scru64) >>> 16;
  }

  @SuppressWarnings("unchecked") // a fresh Scru64Id is a Comparable of its own class
  private static int compare(Object a, Object b) {
    return ((Comparable<Object>) a).compareTo(b);
  }
}
