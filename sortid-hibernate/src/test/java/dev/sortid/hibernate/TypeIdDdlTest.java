package dev.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.model.naming.Identifier;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.mapping.Table;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The SQL types Hibernate gives TypeID columns, per dialect, without a database: those of the
 * 128-bit ids.
 */
final class TypeIdDdlTest {

  @ParameterizedTest
  @CsvSource({
    "org.hibernate.dialect.PostgreSQLDialect, uuid",
    "org.hibernate.dialect.H2Dialect, uuid",
    "org.hibernate.dialect.MySQLDialect, binary(16)",
    "org.hibernate.dialect.SQLServerDialect, binary(16)"
  })
  void typeIdColumns_areThoseOfThe128BitIds(String dialect, String type) {
    StandardServiceRegistry registry =
        new StandardServiceRegistryBuilder()
            .applySetting("hibernate.dialect", dialect)
            .applySetting("hibernate.boot.allow_jdbc_metadata_access", "false")
            .build();
    try {
      Metadata metadata =
          new MetadataSources(registry)
              .addAnnotatedClass(TypeIdMappingTests.User.class)
              .addAnnotatedClass(TypeIdMappingTests.GetterUser.class)
              .buildMetadata();
      Table users = metadata.getEntityBinding(TypeIdMappingTests.User.class.getName()).getTable();
      assertEquals(type, sqlType(metadata, users, "id"));
      assertEquals(type, sqlType(metadata, users, "organisation"));
      Table getters =
          metadata.getEntityBinding(TypeIdMappingTests.GetterUser.class.getName()).getTable();
      assertEquals(type, sqlType(metadata, getters, "id"));
    } finally {
      StandardServiceRegistryBuilder.destroy(registry);
    }
  }

  private static String sqlType(Metadata metadata, Table table, String column) {
    return table
        .getColumn(Identifier.toIdentifier(column))
        .getSqlType(metadata)
        .toLowerCase(Locale.ROOT);
  }
}
