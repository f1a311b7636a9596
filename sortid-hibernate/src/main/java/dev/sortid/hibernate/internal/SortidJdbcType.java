package dev.sortid.hibernate.internal;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.jdbc.ColumnForm;
import dev.sortid.jdbc.internal.Database;
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
 * The JDBC side of a sortid column: binds ids in a {@link ColumnForm} as sortid-jdbc's {@link
 * Database} binds them there, and reads them back through {@link IdValues#toId}, so that a column
 * value that is not an id of the scheme fails with a {@link java.sql.SQLDataException} naming the
 * column.
 */
final class SortidJdbcType implements JdbcType {
  @Serial private static final long serialVersionUID = 1L;

  private final IdScheme scheme;
  private final ColumnForm form;

  /** Where the column is: how a form's value is bound there. */
  private final Database database;

  SortidJdbcType(IdScheme scheme, ColumnForm form, Database database) {
    this.scheme = Objects.requireNonNull(scheme, "scheme");
    this.form = Objects.requireNonNull(form, "form");
    this.database = Objects.requireNonNull(database, "database");
  }

  IdScheme scheme() {
    return scheme;
  }

  ColumnForm form() {
    return form;
  }

  /** Hibernate's type code of a form's columns. */
  private int sqlType() {
    return switch (form) {
      case UUID -> SqlTypes.UUID;
      case BYTES -> SqlTypes.BINARY;
      case BIGINT -> SqlTypes.BIGINT;
      case TEXT -> SqlTypes.VARCHAR;
    };
  }

  @Override
  public int getJdbcTypeCode() {
    return sqlType();
  }

  @Override
  public int getDefaultSqlTypeCode() {
    return sqlType();
  }

  @Override
  public int getDdlTypeCode() {
    return sqlType();
  }

  @Override
  public String getFriendlyName() {
    return scheme + " as " + form;
  }

  @Override
  public Class<?> getPreferredJavaTypeClass(WrapperOptions options) {
    return switch (form) {
      case UUID -> UUID.class;
      case BYTES -> byte[].class;
      case BIGINT -> Long.class;
      case TEXT -> String.class;
    };
  }

  @Override
  public <X> ValueBinder<X> getBinder(JavaType<X> javaType) {
    return new BasicBinder<>(javaType, this) {
      @Serial private static final long serialVersionUID = 1L;

      private SortableId id(X value, WrapperOptions options) {
        return (SortableId) javaType.unwrap(value, scheme.idClass(), options);
      }

      @Override
      protected void doBind(PreparedStatement statement, X value, int index, WrapperOptions options)
          throws SQLException {
        database.bind(statement, index, id(value, options), form);
      }

      @Override
      protected void doBind(
          CallableStatement statement, X value, String name, WrapperOptions options)
          throws SQLException {
        database.bind(statement, name, id(value, options), form);
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
        && ((SortidJdbcType) other).form == form
        && ((SortidJdbcType) other).database.equals(database);
  }

  @Override
  public int hashCode() {
    return Objects.hash(scheme, form, database);
  }

  @Override
  public String toString() {
    return "SortidJdbcType(" + getFriendlyName() + ")";
  }
}
