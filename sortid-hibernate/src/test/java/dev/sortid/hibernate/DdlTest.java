package dev.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sortid.hibernate.Entities.EuidEntity;
import dev.sortid.hibernate.Entities.Scru128Entity;
import dev.sortid.hibernate.Entities.Scru160Entity;
import dev.sortid.hibernate.Entities.Scru64Entity;
import dev.sortid.hibernate.Entities.UlidEntity;
import dev.sortid.hibernate.Entities.UuidV7Entity;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.model.naming.Identifier;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.junit.jupiter.api.Test;

/** The SQL types Hibernate gives the id columns, per dialect, without a database. */
final class DdlTest {
  private static final List<Class<?>> ENTITIES =
      List.of(
          Scru128Entity.class,
          UlidEntity.class,
          EuidEntity.class,
          UuidV7Entity.class,
          Scru64Entity.class,
          Scru160Entity.class);

  /** Entity simple name to the SQL type of its id column. */
  private static Map<String, String> idColumnTypes(String dialect) {
    StandardServiceRegistry registry =
        new StandardServiceRegistryBuilder()
            .applySetting("hibernate.dialect", dialect)
            .applySetting("hibernate.boot.allow_jdbc_metadata_access", "false")
            .build();
    try {
      MetadataSources sources = new MetadataSources(registry);
      ENTITIES.forEach(sources::addAnnotatedClass);
      Metadata metadata = sources.buildMetadata();
      Map<String, String> types = new LinkedHashMap<>();
      for (Class<?> entity : ENTITIES) {
        types.put(
            entity.getSimpleName(),
            metadata
                .getEntityBinding(entity.getName())
                .getTable()
                .getColumn(Identifier.toIdentifier("id"))
                .getSqlType(metadata)
                .toLowerCase(Locale.ROOT));
      }
      return types;
    } finally {
      StandardServiceRegistryBuilder.destroy(registry);
    }
  }

  @Test
  void mysql_128BitIdsAreBinary16() {
    assertEquals(
        Map.of(
            "Scru128Entity", "binary(16)",
            "UlidEntity", "binary(16)",
            "EuidEntity", "binary(16)",
            "UuidV7Entity", "binary(16)",
            "Scru64Entity", "bigint",
            "Scru160Entity", "binary(20)"),
        idColumnTypes("org.hibernate.dialect.MySQLDialect"));
  }

  @Test
  void sqlServer_128BitIdsAreBinary16NotUniqueidentifier() {
    assertEquals(
        Map.of(
            "Scru128Entity", "binary(16)",
            "UlidEntity", "binary(16)",
            "EuidEntity", "binary(16)",
            "UuidV7Entity", "binary(16)",
            "Scru64Entity", "bigint",
            "Scru160Entity", "binary(20)"),
        idColumnTypes("org.hibernate.dialect.SQLServerDialect"));
  }

  @Test
  void postgres_128BitIdsAreUuid() {
    assertEquals(
        Map.of(
            "Scru128Entity", "uuid",
            "UlidEntity", "uuid",
            "EuidEntity", "uuid",
            "UuidV7Entity", "uuid",
            "Scru64Entity", "bigint",
            "Scru160Entity", "bytea"),
        idColumnTypes("org.hibernate.dialect.PostgreSQLDialect"));
  }

  @Test
  void h2_128BitIdsAreUuid() {
    assertEquals(
        Map.of(
            "Scru128Entity", "uuid",
            "UlidEntity", "uuid",
            "EuidEntity", "uuid",
            "UuidV7Entity", "uuid",
            "Scru64Entity", "bigint",
            "Scru160Entity", "binary(20)"),
        idColumnTypes("org.hibernate.dialect.H2Dialect"));
  }
}
