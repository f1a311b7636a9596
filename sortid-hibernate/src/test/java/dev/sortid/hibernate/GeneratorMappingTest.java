package dev.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru160Id;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/** Attribute types a generator cannot fill fail the start of the session factory. */
final class GeneratorMappingTest {

  @Entity(name = "Scru160UuidEntity")
  static class Scru160UuidEntity {
    @Id @Scru160Generated UUID id;
  }

  @Entity(name = "UlidInstantEntity")
  static class UlidInstantEntity {
    @Id Long id;
    @UlidGenerated Instant created;
  }

  @Entity(name = "PropertyAccessEntity")
  static class PropertyAccessEntity {
    private Scru160Id id;

    @Id
    @Scru160Generated
    Scru160Id getId() {
      return id;
    }

    void setId(Scru160Id id) {
      this.id = id;
    }
  }

  @Test
  void build_uuidAttributeOfScru160_failsNamingTheAttribute() {
    RuntimeException e =
        assertThrows(
            RuntimeException.class,
            () -> Databases.sessionFactory(Databases.h2(), List.of(Scru160UuidEntity.class)));
    String message = MappingTests.findCause(e, MappingException.class).getMessage();
    assertTrue(
        message.contains(
            "@Scru160Generated on dev.sortid.hibernate.GeneratorMappingTest$Scru160UuidEntity.id:"
                + " unsupported attribute type java.util.UUID (supported: Scru160Id, String,"
                + " byte[])"),
        message);
  }

  @Test
  void build_instantAttributeOfUlid_failsNamingTheAttribute() {
    RuntimeException e =
        assertThrows(
            RuntimeException.class,
            () -> Databases.sessionFactory(Databases.h2(), List.of(UlidInstantEntity.class)));
    String message = MappingTests.findCause(e, MappingException.class).getMessage();
    assertTrue(message.contains("UlidInstantEntity.created"), message);
    assertTrue(message.contains("java.time.Instant"), message);
  }

  @Test
  void persist_propertyAccess_generatesThroughTheGetterType() {
    try (SessionFactory factory =
        Databases.sessionFactory(Databases.h2(), List.of(PropertyAccessEntity.class))) {
      PropertyAccessEntity row = new PropertyAccessEntity();
      factory.inTransaction(session -> session.persist(row));
      Scru160Id id = row.getId();
      assertEquals(
          id,
          factory.fromTransaction(session -> session.find(PropertyAccessEntity.class, id)).getId());
    }
  }
}
