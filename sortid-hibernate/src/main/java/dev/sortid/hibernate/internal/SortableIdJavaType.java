package dev.sortid.hibernate.internal;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.jdbc.internal.IdValues;
import java.io.Serial;
import java.util.UUID;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.H2Dialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * Hibernate's view of one sortid id class: which column type it gets, and how it converts to and
 * from the JDBC values.
 *
 * <p>Columns: SCRU64 is a {@code bigint}; SCRU160 a {@code binary(20)} (PostgreSQL: {@code bytea});
 * the 128-bit ids (SCRU128, ULID, EUID, UUIDv7) a native {@code uuid} on PostgreSQL and H2, whose
 * order is that of the ids (unsigned, big-endian), and {@code binary(16)} on every other database,
 * since some native uuid types sort differently (SQL Server's {@code uniqueidentifier}). An
 * attribute annotated with {@code @JdbcTypeCode} gets that type instead: this Java type converts to
 * and from {@link UUID}, {@code byte[]}, {@link String} (the canonical text) and, for SCRU64,
 * {@link Long}.
 */
final class SortableIdJavaType<T extends SortableId> extends AbstractClassJavaType<T> {
  @Serial private static final long serialVersionUID = 1L;

  private final IdScheme scheme;
  private final SortidJdbcType nativeUuid;
  private final SortidJdbcType other;

  SortableIdJavaType(Class<T> type) {
    super(type);
    this.scheme = IdValues.schemeOf(type);
    if (scheme.hasUuidForm()) {
      this.nativeUuid = new SortidJdbcType(scheme, SortidJdbcType.Storage.UUID);
      this.other = new SortidJdbcType(scheme, SortidJdbcType.Storage.BINARY);
    } else {
      this.nativeUuid = null;
      this.other =
          new SortidJdbcType(
              scheme,
              scheme == IdScheme.SCRU64
                  ? SortidJdbcType.Storage.BIGINT
                  : SortidJdbcType.Storage.BINARY);
    }
  }

  IdScheme scheme() {
    return scheme;
  }

  @Override
  public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
    return nativeUuid != null && hasSortedUuid(indicators.getDialect()) ? nativeUuid : other;
  }

  /**
   * Whether the dialect's native uuid type orders values as unsigned big-endian 128-bit numbers,
   * like the ids: PostgreSQL's and H2's do.
   */
  static boolean hasSortedUuid(Dialect dialect) {
    return dialect instanceof PostgreSQLDialect || dialect instanceof H2Dialect;
  }

  @Override
  public long getDefaultSqlLength(Dialect dialect, JdbcType jdbcType) {
    if (jdbcType.isString()) {
      // the canonical text; SCRU160's hex form (40) is longer than its base32hex one (32)
      int[] lengths = scheme.textLengths();
      return lengths[lengths.length - 1];
    }
    return scheme.byteLength();
  }

  @Override
  public T fromString(CharSequence text) {
    return getJavaTypeClass().cast(scheme.parse(text));
  }

  @Override
  public String toString(T value) {
    return value.toString();
  }

  @Override
  @SuppressWarnings("unchecked")
  public <X> X unwrap(T value, Class<X> type, WrapperOptions options) {
    if (value == null) {
      return null;
    } else if (type.isInstance(value)) {
      return (X) value;
    } else if (type == UUID.class && scheme.hasUuidForm()) {
      return (X) IdScheme.toUuid(value);
    } else if (type == byte[].class) {
      return (X) value.toByteArray();
    } else if (type == String.class) {
      return (X) value.toString();
    } else if ((type == Long.class || type == long.class) && scheme == IdScheme.SCRU64) {
      return (X) Long.valueOf(((Scru64Id) value).toLong());
    }
    throw unknownUnwrap(type);
  }

  @Override
  public <X> T wrap(X value, WrapperOptions options) {
    if (value == null) {
      return null;
    } else if (getJavaTypeClass().isInstance(value)) {
      return getJavaTypeClass().cast(value);
    }
    return getJavaTypeClass().cast(IdValues.toId(scheme, value));
  }
}
