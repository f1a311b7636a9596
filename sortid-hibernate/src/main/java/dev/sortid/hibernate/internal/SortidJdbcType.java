package dev.sortid.hibernate.internal;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.jdbc.internal.IdValues;
import java.io.Serial;
import java.sql.CallableStatement;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Objects;
import java.util.UUID;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.ValueBinder;
import org.hibernate.type.descriptor.ValueExtractor;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.JavaType;
import org.hibernate.type.descriptor.jdbc.BasicBinder;
import org.hibernate.type.descriptor.jdbc.BasicExtractor;
import org.hibernate.type.descriptor.jdbc.JdbcType;

/**
 * The JDBC side of a sortid column: binds ids as {@link UUID}, bytes or a long, and reads them back
 * through {@link IdValues#toId}, so that a column value that is not an id of the scheme fails with
 * a {@link java.sql.SQLDataException} naming the column.
 */
final class SortidJdbcType implements JdbcType {
  @Serial private static final long serialVersionUID = 1L;

  /** How the id is stored. */
  enum Storage {
    /** A native uuid column, bound with {@code setObject(UUID)}. */
    UUID(SqlTypes.UUID),
    /** A binary column, bound with {@code setBytes}. */
    BINARY(SqlTypes.BINARY),
    /** A bigint column, bound with {@code setLong}. */
    BIGINT(SqlTypes.BIGINT);

    final int sqlType;

    Storage(int sqlType) {
      this.sqlType = sqlType;
    }
  }

  private final IdScheme scheme;
  private final Storage storage;

  SortidJdbcType(IdScheme scheme, Storage storage) {
    this.scheme = Objects.requireNonNull(scheme, "scheme");
    this.storage = Objects.requireNonNull(storage, "storage");
  }

  IdScheme scheme() {
    return scheme;
  }

  Storage storage() {
    return storage;
  }

  @Override
  public int getJdbcTypeCode() {
    return storage.sqlType;
  }

  @Override
  public int getDefaultSqlTypeCode() {
    return storage.sqlType;
  }

  @Override
  public int getDdlTypeCode() {
    return storage.sqlType;
  }

  @Override
  public String getFriendlyName() {
    return scheme + " as " + storage;
  }

  @Override
  public Class<?> getPreferredJavaTypeClass(WrapperOptions options) {
    switch (storage) {
      case UUID:
        return UUID.class;
      case BINARY:
        return byte[].class;
      default:
        return Long.class;
    }
  }

  /** The id's value in the column's JDBC form. */
  private Object toColumnValue(SortableId id) {
    switch (storage) {
      case UUID:
        return IdScheme.toUuid(id);
      case BINARY:
        return id.toByteArray();
      default:
        return ((dev.sortid.Scru64Id) id).toLong();
    }
  }

  @Override
  public <X> ValueBinder<X> getBinder(JavaType<X> javaType) {
    return new BasicBinder<>(javaType, this) {
      @Serial private static final long serialVersionUID = 1L;

      private Object columnValue(X value, WrapperOptions options) {
        return toColumnValue((SortableId) javaType.unwrap(value, scheme.idClass(), options));
      }

      @Override
      protected void doBind(PreparedStatement statement, X value, int index, WrapperOptions options)
          throws SQLException {
        Object column = columnValue(value, options);
        switch (storage) {
          case UUID:
            statement.setObject(index, column);
            break;
          case BINARY:
            statement.setBytes(index, (byte[]) column);
            break;
          default:
            statement.setLong(index, (Long) column);
        }
      }

      @Override
      protected void doBind(
          CallableStatement statement, X value, String name, WrapperOptions options)
          throws SQLException {
        Object column = columnValue(value, options);
        switch (storage) {
          case UUID:
            statement.setObject(name, column);
            break;
          case BINARY:
            statement.setBytes(name, (byte[]) column);
            break;
          default:
            statement.setLong(name, (Long) column);
        }
      }
    };
  }

  @Override
  public <X> ValueExtractor<X> getExtractor(JavaType<X> javaType) {
    return new BasicExtractor<>(javaType, this) {
      @Serial private static final long serialVersionUID = 1L;

      @Override
      protected X doExtract(ResultSet resultSet, int index, WrapperOptions options)
          throws SQLException {
        Object value = resultSet.getObject(index);
        if (value == null) {
          return null;
        }
        try {
          return javaType.wrap(IdValues.toId(scheme, value), options);
        } catch (IllegalArgumentException e) {
          throw IdValues.badColumn(resultSet, index, scheme, value, e);
        }
      }

      @Override
      protected X doExtract(CallableStatement statement, int index, WrapperOptions options)
          throws SQLException {
        return convert(statement.getObject(index), "#" + index, options);
      }

      @Override
      protected X doExtract(CallableStatement statement, String name, WrapperOptions options)
          throws SQLException {
        return convert(statement.getObject(name), name, options);
      }

      private X convert(Object value, String parameter, WrapperOptions options)
          throws SQLException {
        if (value == null) {
          return null;
        }
        try {
          return javaType.wrap(IdValues.toId(scheme, value), options);
        } catch (IllegalArgumentException e) {
          throw IdValues.badParameter(parameter, scheme, value, e);
        }
      }
    };
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof SortidJdbcType
        && ((SortidJdbcType) other).scheme == scheme
        && ((SortidJdbcType) other).storage == storage;
  }

  @Override
  public int hashCode() {
    return scheme.hashCode() * 31 + storage.hashCode();
  }

  @Override
  public String toString() {
    return "SortidJdbcType(" + getFriendlyName() + ")";
  }
}
