package dev.sortid.hibernate.internal;

import dev.sortid.IdScheme;
import dev.sortid.jdbc.ColumnForm;
import dev.sortid.jdbc.internal.Database;
import org.hibernate.MappingException;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.mapping.BasicValue;
import org.hibernate.mapping.Property;
import org.hibernate.type.SqlTypes;

/**
 * Refuses, when the session factory starts, a {@link java.util.UUID} attribute that would hold ids
 * of a scheme in a native uuid column that refuses or misorders them: MariaDB's {@code uuid}
 * (Hibernate's column for a {@code UUID} on MariaDB 10.7 and later) takes only values with RFC
 * 9562's variant bits, so most ULIDs, SCRU128 ids and EUIDs would fail their inserts one by one, in
 * the middle of a batch; and before 10.11.5 (10.10.6, 11.0.3, 11.1.2) it stores UUIDv7s with their
 * groups reordered, out of their order.
 */
final class UuidAttributeCheck {
  private UuidAttributeCheck() {}

  /**
   * Checks the column of a {@code UUID} attribute filled with ids of a scheme.
   *
   * @param where the start of the message: the annotation and the attribute
   * @throws MappingException if the column would be a native uuid that refuses the scheme's ids,
   *     naming the attribute and the two fixes
   */
  static void check(IdScheme scheme, GeneratorCreationContext context, String where) {
    Database database = Dialects.databaseOf(context.getDatabase().getDialect());

    boolean unfit = database.hasUuidType() && database.formOf(scheme) != ColumnForm.UUID;
    if (unfit && mapsToNativeUuid(context)) {
      String why =
          scheme == IdScheme.UUIDV7
              ? "which stores UUIDv7s out of their order (before MariaDB 10.11.5)"
              : "which refuses "
                  + scheme
                  + " ids whose bits are not an RFC 9562 UUID's (most of them)";
      throw new MappingException(
          where
              + "a java.util.UUID attribute is a uuid column on "
              + database
              + ", "
              + why
              + ": annotate it @JdbcTypeCode(SqlTypes.BINARY) (16 bytes, sorted like the ids), or"
              + " make it a "
              + scheme.idClass().getName());
    }
  }

  /**
   * Whether Hibernate maps the attribute to the dialect's uuid type, as it resolved the attribute's
   * column (an {@code @JdbcTypeCode} on it, or the setting {@value
   * AvailableSettings#PREFERRED_UUID_JDBC_TYPE}, can make it another).
   */
  private static boolean mapsToNativeUuid(GeneratorCreationContext context) {
    Property property = context.getProperty();
    if (property == null || !(property.getValue() instanceof BasicValue)) {
      return true; // Hibernate's default for a UUID on this dialect
    }
    return ((BasicValue) property.getValue()).resolve().getJdbcType().getDdlTypeCode()
        == SqlTypes.UUID;
  }
}
