package dev.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.sortid.hibernate.Entities.UlidUuidIdEntity;
import dev.sortid.testsupport.MariaDb;
import java.util.List;
import org.hibernate.MappingException;
import org.junit.jupiter.api.Test;

/**
 * A {@code UUID} attribute of ULIDs on MariaDB: its uuid column would refuse most of them, insert
 * by insert, so the session factory refuses to start and says how to map it. With the MariaDB
 * driver only: through MySQL Connector/J 9 Hibernate reads no metadata from MariaDB and takes the
 * dialect's oldest version, which has no uuid type, so the attribute is a {@code binary(16)}.
 */
final class MariaDbUuidAttributeTest {
  @Test
  void start_uuidAttributeOfUlids_isRefusedNamingTheAttributeAndTheFix() {
    Throwable e =
        assertThrows(
            Exception.class,
            () ->
                Databases.sessionFactory(
                        Databases.mariaDb(MariaDb.Driver.MARIADB), List.of(UlidUuidIdEntity.class))
                    .close());
    while (!(e instanceof MappingException) && e.getCause() != null) {
      e = e.getCause();
    }
    assertEquals(
        "@UlidGenerated on dev.sortid.hibernate.Entities$UlidUuidIdEntity.id: a java.util.UUID"
            + " attribute is a uuid column on MariaDB 11.4.5, which refuses ULID ids whose bits are"
            + " not an RFC 9562 UUID's (most of them): annotate it @JdbcTypeCode(SqlTypes.BINARY)"
            + " (16 bytes, sorted like the ids), or make it a dev.sortid.Ulid",
        e.getMessage());
  }
}
