package dev.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sortid.hibernate.Entities.Scru128Entity;
import dev.sortid.hibernate.Entities.Scru64Entity;
import java.util.List;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * Runs in a JVM of its own without a SCRU64 node spec (the surefire execution missing-node-spec),
 * since the process-wide generator reads the spec once.
 */
final class MissingNodeSpecTest {

  @Test
  void build_scru64WithoutNodeSpec_failsAtStartSayingHowToSetIt() {
    assumeTrue(System.getProperty("sortid.scru64.nodeSpec") == null, "node spec property set");
    assumeTrue(System.getenv("SCRU64_NODE_SPEC") == null, "SCRU64_NODE_SPEC set");
    RuntimeException e =
        assertThrows(
            RuntimeException.class,
            () -> Databases.sessionFactory(Databases.h2(), List.of(Scru64Entity.class)));
    String message = MappingTests.findCause(e, MappingException.class).getMessage();
    assertTrue(message.contains("@Scru64Generated on "), message);
    assertTrue(message.contains("Scru64Entity.id"), message);
    assertTrue(message.contains("sortid.scru64.nodeSpec"), message);
    assertTrue(message.contains("SCRU64_NODE_SPEC"), message);
    assertTrue(message.contains("Hibernate setting sortid.hibernate.generator.scru64"), message);
    assertTrue(message.contains("define a Scru64Generator bean"), message);
  }

  @Test
  void build_otherSchemesWithoutNodeSpec_starts() {
    try (SessionFactory factory =
        Databases.sessionFactory(Databases.h2(), List.of(Scru128Entity.class))) {
      Scru128Entity row = new Scru128Entity();
      factory.inTransaction(session -> session.persist(row));
      assertNotNull(row.id);
    }
  }
}
