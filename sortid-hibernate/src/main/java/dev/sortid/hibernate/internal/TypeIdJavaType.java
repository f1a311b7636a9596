package dev.sortid.hibernate.internal;

import dev.sortid.IdScheme;
import dev.sortid.TypeId;
import dev.sortid.jdbc.ColumnForm;
import java.io.Serial;
import java.nio.ByteBuffer;
import java.util.UUID;
import org.hibernate.MappingException;
import org.hibernate.dialect.Dialect;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * Hibernate's view of {@link TypeId} for the attributes of one prefix: a column of the 128 bits
 * ({@code uuid} on PostgreSQL and H2, whose order is the bits' unsigned order, {@code binary(16)}
 * elsewhere), the prefix coming from the mapping. Converting to the column checks the prefix;
 * converting from it puts the prefix back.
 *
 * <p>The instance without a prefix ({@link #UNMAPPED}) is registered for the class, so that an
 * attribute of type {@code TypeId} that lacks {@code @TypeIdColumn} or {@code @TypeIdGenerated}
 * fails the start of the session factory instead of being stored as a serialized Java object.
 */
final class TypeIdJavaType extends AbstractClassJavaType<TypeId> {
  @Serial private static final long serialVersionUID = 1L;

  /** The class's registration: maps nothing, and says which annotation an attribute needs. */
  static final TypeIdJavaType UNMAPPED = new TypeIdJavaType(null);

  /** The type of the attribute's TypeIDs, or null for {@link #UNMAPPED}. */
  private final TypeId.Type type;

  TypeIdJavaType(TypeId.Type type) {
    super(TypeId.class);
    this.type = type;
  }

  @Override
  public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
    if (type == null) {
      throw unmapped();
    }
    return indicators.getJdbcType(
        Dialects.databaseOf(indicators.getDialect()).formOf(IdScheme.UUIDV7) == ColumnForm.UUID
            ? SqlTypes.UUID
            : SqlTypes.BINARY);
  }

  @Override
  public long getDefaultSqlLength(Dialect dialect, JdbcType jdbcType) {
    return 16;
  }

  @Override
  public TypeId fromString(CharSequence text) {
    return type().parse(text);
  }

  @Override
  public String toString(TypeId value) {
    return value.toString();
  }

  @Override
  @SuppressWarnings("unchecked")
  public <X> X unwrap(TypeId value, Class<X> type, WrapperOptions options) {
    if (value == null) {
      return null;
    }
    checkPrefix(value);
    if (type.isInstance(value)) {
      return (X) value;
    } else if (type == UUID.class) {
      return (X) value.toUuid();
    } else if (type == byte[].class) {
      UUID uuid = value.toUuid();
      return (X)
          ByteBuffer.allocate(16)
              .putLong(uuid.getMostSignificantBits())
              .putLong(uuid.getLeastSignificantBits())
              .array();
    } else if (type == String.class) {
      return (X) value.toString();
    }
    throw unknownUnwrap(type);
  }

  @Override
  public <X> TypeId wrap(X value, WrapperOptions options) {
    if (value == null) {
      return null;
    } else if (value instanceof TypeId id) {
      checkPrefix(id);
      return id;
    } else if (value instanceof UUID uuid) {
      return type().of(uuid);
    } else if (value instanceof byte[] bytes && bytes.length == 16) {
      ByteBuffer buffer = ByteBuffer.wrap(bytes);
      return type().of(new UUID(buffer.getLong(), buffer.getLong()));
    } else if (value instanceof String text) {
      return type().parse(text);
    }
    throw unknownWrap(value.getClass());
  }

  /**
   * Refuses a TypeID of another prefix with {@link TypeId.Type#parse}'s error: {@code expected
   * prefix "user", got "order" in "order_01h..."}.
   */
  private void checkPrefix(TypeId id) {
    if (!id.prefix().equals(type().prefix())) {
      type().parse(id.toString()); // throws the IdFormatException naming both prefixes
      throw new IllegalStateException("unreachable: " + id);
    }
  }

  /** The attribute's type; {@link #UNMAPPED} has none and says which annotation is missing. */
  private TypeId.Type type() {
    if (type == null) {
      throw unmapped();
    }
    return type;
  }

  private static MappingException unmapped() {
    return new MappingException(
        "a TypeId attribute needs its prefix from the mapping: annotate it"
            + " @TypeIdColumn(\"user\") (a uuid column) or @TypeIdGenerated(\"user\")"
            + " (dev.sortid.hibernate)");
  }
}
