package dev.sortid.hibernate.internal;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.jdbc.internal.Database;
import dev.sortid.jdbc.internal.IdValues;
import java.io.Serial;
import java.util.UUID;
import org.hibernate.dialect.Dialect;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * Hibernate's view of one sortid id class: which column type it gets, and how it converts to and
 * from the JDBC values.
 *
 * <p>Columns: the form sortid-jdbc's {@link Database#formOf} gives the scheme on the dialect's
 * database: SCRU64 a {@code bigint}; SCRU160 a {@code binary(20)} (PostgreSQL: {@code bytea},
 * SQLite: {@code blob}); the 128-bit ids (SCRU128, ULID, EUID, UUIDv7) a native {@code uuid} on
 * PostgreSQL and H2, whose order is that of the ids (unsigned, big-endian), UUIDv7 also on MariaDB
 * 10.11.5 and later, and {@code binary(16)} ({@code blob} on SQLite) everywhere else, since other
 * native uuid types refuse some of the ids' bits or sort differently (SQL Server's {@code
 * uniqueidentifier}). An attribute annotated with {@code @JdbcTypeCode} gets that type instead:
 * this Java type converts to and from {@link UUID}, {@code byte[]}, {@link String} (the canonical
 * text) and, for SCRU64, {@link Long}.
 */
final class SortableIdJavaType<T extends SortableId> extends AbstractClassJavaType<T> {
  @Serial private static final long serialVersionUID = 1L;

  private final IdScheme scheme;

  SortableIdJavaType(Class<T> type) {
    super(type);
    this.scheme = IdValues.schemeOf(type);
  }

  IdScheme scheme() {
    return scheme;
  }

  @Override
  public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
    Database database = Dialects.databaseOf(indicators.getDialect());
    return new SortidJdbcType(scheme, database.formOf(scheme), database);
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
