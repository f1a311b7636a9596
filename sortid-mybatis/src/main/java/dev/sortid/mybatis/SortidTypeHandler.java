package dev.sortid.mybatis;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.jdbc.ColumnForm;
import dev.sortid.jdbc.SortidJdbc;
import dev.sortid.jdbc.internal.IdValues;
import java.sql.CallableStatement;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Objects;
import org.apache.ibatis.type.BaseTypeHandler;
import org.apache.ibatis.type.JdbcType;

/**
 * The MyBatis type handler of one id class: binds ids with {@link SortidJdbc#bind} in the column
 * form sortid uses for their scheme on the statement's database ({@link ColumnForm#of}), or in the
 * form a parameter's {@code jdbcType} names, and reads them back with {@link
 * SortidJdbc#read(ResultSet, int, Class)}.
 *
 * <table class="striped">
 *   <caption>Parameters</caption>
 *   <thead><tr><th>{@code jdbcType} of the parameter</th><th>bound as</th></tr></thead>
 *   <tbody>
 *     <tr><td>none (the usual case), or any other</td>
 *         <td>the form of the database, as {@link SortidJdbc#bind(PreparedStatement, int,
 *             SortableId)}: SCRU128, ULID, EUID and UUIDv7 as a {@link java.util.UUID}
 *             ({@code uuid}) on PostgreSQL and H2, as 16 bytes ({@code binary(16)}, {@code blob})
 *             on MariaDB, MySQL and SQLite (UUIDv7 as UUID text in the {@code uuid} of MariaDB
 *             10.11.5 and later);
 *             SCRU64 as a long ({@code bigint}); SCRU160 as 20 bytes ({@code bytea},
 *             {@code binary(20)})</td></tr>
 *     <tr><td>{@code BINARY}, {@code VARBINARY}, {@code LONGVARBINARY}, {@code BLOB}</td>
 *         <td>the big-endian bytes ({@link ColumnForm#BYTES}), such as a ULID in
 *             {@code binary(16)} on PostgreSQL: {@code #{id,jdbcType=BINARY}}</td></tr>
 *     <tr><td>{@code CHAR}, {@code VARCHAR}, {@code LONGVARCHAR} and their {@code N} forms,
 *         {@code CLOB}</td><td>the canonical text ({@link ColumnForm#TEXT})</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>A plain {@code #{id}} therefore writes and finds the rows that sortid's JDBC, Hibernate and
 * jOOQ integrations store on the same database. On a database other than PostgreSQL, H2, MariaDB,
 * MySQL and SQLite a 128-bit id needs a {@code jdbcType}: without one the statement fails, MyBatis'
 * exception carrying the {@link java.sql.SQLFeatureNotSupportedException} of {@link
 * SortidJdbc#bind(PreparedStatement, int, SortableId)}.
 *
 * <p>Results accept what the driver returns for any of these columns: a {@code UUID}, bytes, an
 * integral number or text (for 128-bit ids also UUID text in any spelling). A column value that is
 * not an id of the class fails the read with a {@link java.sql.SQLDataException} (SQLSTATE 22000)
 * naming the column, the value and the reason, which MyBatis passes on as a cause of its {@code
 * PersistenceException}; SQL {@code NULL} reads as {@code null}.
 *
 * <p>{@link SortidTypeHandlers#register(org.apache.ibatis.type.TypeHandlerRegistry)} registers a
 * handler for every id class. The public constructor also serves MyBatis' XML configuration, which
 * passes the {@code javaType}: {@code <typeHandler javaType="dev.sortid.Ulid"
 * handler="dev.sortid.mybatis.SortidTypeHandler"/>}.
 *
 * <p>Instances are immutable and thread-safe.
 *
 * @param <T> the id class
 */
public final class SortidTypeHandler<T extends SortableId> extends BaseTypeHandler<T> {
  private final Class<T> type;
  private final IdScheme scheme;

  /**
   * Creates the handler of an id class.
   *
   * @param type the id class, such as {@code Ulid.class}
   * @throws IllegalArgumentException if {@code type} is not the id class of a scheme
   * @throws NullPointerException if {@code type} is null
   */
  public SortidTypeHandler(Class<T> type) {
    this.type = Objects.requireNonNull(type, "type");
    this.scheme = IdValues.schemeOf(type);
  }

  /**
   * Returns the id class this handler reads.
   *
   * @return the id class
   */
  public Class<T> type() {
    return type;
  }

  @Override
  public void setNonNullParameter(PreparedStatement ps, int i, T parameter, JdbcType jdbcType)
      throws SQLException {
    if (jdbcType == null) {
      SortidJdbc.bind(ps, i, parameter);
      return;
    }
    switch (jdbcType) {
      case BINARY, VARBINARY, LONGVARBINARY, BLOB ->
          SortidJdbc.bind(ps, i, parameter, ColumnForm.BYTES);
      case CHAR, VARCHAR, LONGVARCHAR, NCHAR, NVARCHAR, LONGNVARCHAR, CLOB, NCLOB ->
          SortidJdbc.bind(ps, i, parameter, ColumnForm.TEXT);
      default -> SortidJdbc.bind(ps, i, parameter);
    }
  }

  @Override
  public T getNullableResult(ResultSet rs, String columnName) throws SQLException {
    return SortidJdbc.read(rs, columnName, type);
  }

  @Override
  public T getNullableResult(ResultSet rs, int columnIndex) throws SQLException {
    return SortidJdbc.read(rs, columnIndex, type);
  }

  @Override
  public T getNullableResult(CallableStatement cs, int columnIndex) throws SQLException {
    Object value = cs.getObject(columnIndex);
    if (value == null) {
      return null;
    }
    try {
      return type.cast(IdValues.toId(scheme, value));
    } catch (IllegalArgumentException e) {
      throw IdValues.badParameter(String.valueOf(columnIndex), scheme, value, e);
    }
  }

  @Override
  public String toString() {
    return "SortidTypeHandler[" + type.getSimpleName() + "]";
  }
}
