package dev.sortid.jdbc;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.jdbc.internal.Database;
import dev.sortid.jdbc.internal.IdValues;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Objects;

/**
 * Binds and reads sortid ids with plain JDBC, in the column types that keep their order.
 *
 * <p>{@link #bind(PreparedStatement, int, SortableId) bind} sends an id in the {@link ColumnForm}
 * that sortid's integrations use for its scheme on the statement's database ({@link
 * ColumnForm#of}), so that a lookup bound with it finds the rows that Hibernate, jOOQ or MyBatis
 * stored:
 *
 * <table class="striped">
 *   <caption>Columns and bindings</caption>
 *   <thead><tr><th>id</th><th>database</th><th>column</th><th>{@code bind} sends</th></tr></thead>
 *   <tbody>
 *     <tr><td>SCRU128, ULID, EUID, UUIDv7</td><td>PostgreSQL, H2</td><td>{@code uuid}</td>
 *         <td>{@code setObject(index, id.toUuid())}</td></tr>
 *     <tr><td>UUIDv7</td><td>MariaDB 10.11.5+</td><td>{@code uuid}</td>
 *         <td>{@code setObject(index, id.toUuid().toString())}</td></tr>
 *     <tr><td>SCRU128, ULID, EUID (UUIDv7)</td><td>older MariaDB, MySQL, SQLite</td>
 *         <td>{@code binary(16)}, {@code blob}</td>
 *         <td>{@code setObject(index, id.toByteArray())}</td></tr>
 *     <tr><td>SCRU64</td><td>all</td><td>{@code bigint}</td>
 *         <td>{@code setObject(index, id.toLong())}</td></tr>
 *     <tr><td>SCRU160</td><td>all</td><td>{@code bytea} / {@code binary(20)} / {@code blob}</td>
 *         <td>{@code setObject(index, id.toByteArray())}</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>A column of another form (text, or bytes where sortid would use a native uuid) takes {@link
 * #bind(PreparedStatement, int, SortableId, ColumnForm)} with its form. On a database other than
 * PostgreSQL, H2, MariaDB, MySQL and SQLite, {@code bind} without a form refuses 128-bit ids, as it
 * cannot tell a native uuid column from a binary one there. Each form keeps the ids' order: {@code
 * uuid} on PostgreSQL and H2, and UUIDv7s in MariaDB's {@code uuid}, sort like the ids; binary
 * columns compare bytes unsigned, in order; SCRU64 values are never negative.
 *
 * <pre>{@code
 * try (PreparedStatement insert = connection.prepareStatement("insert into orders (id) values (?)")) {
 *   SortidJdbc.bind(insert, 1, Scru128Id.generate());
 *   insert.executeUpdate();
 * }
 * try (ResultSet rows = connection.createStatement().executeQuery("select id from orders order by id")) {
 *   while (rows.next()) {
 *     Scru128Id id = SortidJdbc.read(rows, 1, Scru128Id.class);
 *   }
 * }
 * }</pre>
 *
 * <p>{@link #read read} takes what the driver returns for the column ({@code getObject}), whatever
 * its form: a {@link java.util.UUID} (128-bit ids), a {@code byte[]} (the big-endian bytes), an
 * integral number (SCRU64) or text (the canonical form, or for 128-bit ids a UUID in any spelling
 * {@link IdScheme#parseUuid} reads: 36 chars, 32 hex digits, in braces or after {@code urn:uuid:}).
 * A value that is none of these, or not a valid id of the scheme (a negative {@code bigint}, 3
 * bytes for SCRU160), is reported as a {@link SQLDataException} (SQLSTATE 22000) naming the column,
 * the value and the reason; SQL {@code NULL} reads as {@code null}, as in {@link
 * ResultSet#getObject(int)}. Null arguments throw {@link NullPointerException}.
 */
public final class SortidJdbc {
  private SortidJdbc() {}

  /**
   * Sets a parameter to an id, in the form sortid uses for its scheme on the statement's database
   * ({@link ColumnForm#of}, from the connection's metadata). Each call reads the product name and
   * version from {@code statement.getConnection().getMetaData()}, which the drivers of PostgreSQL,
   * H2, MariaDB, MySQL and SQLite answer from the connection without a round trip.
   *
   * @param statement the statement
   * @param index the parameter index, from 1
   * @param id the id
   * @throws SQLFeatureNotSupportedException for a 128-bit id on a database sortid does not know
   *     (see {@link ColumnForm#of}): bind it with its form
   * @throws SQLException as the driver's metadata and setter
   */
  public static void bind(PreparedStatement statement, int index, SortableId id)
      throws SQLException {
    Objects.requireNonNull(statement, "statement");
    Objects.requireNonNull(id, "id");
    Database database = Database.of(statement.getConnection().getMetaData());
    database.bind(statement, index, id, database.knownFormOf(id.scheme()));
  }

  /**
   * Sets a parameter to an id in a given form: for a column of another form than the one {@link
   * #bind(PreparedStatement, int, SortableId)} chooses, such as a text column, or a {@code
   * binary(16)} column on a database sortid does not know.
   *
   * @param statement the statement
   * @param index the parameter index, from 1
   * @param id the id
   * @param form the form of the column
   * @throws IllegalArgumentException if the form does not hold the id's scheme ({@link
   *     ColumnForm#holds})
   * @throws SQLException as the driver's metadata and setter
   */
  public static void bind(PreparedStatement statement, int index, SortableId id, ColumnForm form)
      throws SQLException {
    Objects.requireNonNull(statement, "statement");
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(form, "form");
    Database.checkHolds(form, id.scheme());
    Database.of(statement.getConnection().getMetaData()).bind(statement, index, id, form);
  }

  /**
   * Reads a column of the current row as an id of the given class.
   *
   * @param <T> the id class
   * @param resultSet the result set, on a row
   * @param column the column index, from 1
   * @param type the id class: {@code Scru128Id.class}, {@code Scru64Id.class}, {@code
   *     Scru160Id.class}, {@code Ulid.class}, {@code Euid.class} or {@code UuidV7.class}
   * @return the id, or null if the column is SQL {@code NULL}
   * @throws SQLDataException if the column holds a value that is not an id of that class
   * @throws SQLException as the driver's {@code getObject}
   * @throws IllegalArgumentException if {@code type} is not the {@link IdScheme#idClass() id class}
   *     of a scheme
   */
  public static <T extends SortableId> T read(ResultSet resultSet, int column, Class<T> type)
      throws SQLException {
    Objects.requireNonNull(resultSet, "resultSet");
    IdScheme scheme = IdValues.schemeOf(Objects.requireNonNull(type, "type"));
    Object value = resultSet.getObject(column);
    if (value == null) {
      return null;
    }
    try {
      return type.cast(IdValues.toId(scheme, value));
    } catch (IllegalArgumentException e) {
      throw IdValues.badColumn(resultSet, column, scheme, value, e);
    }
  }

  /**
   * Reads a column of the current row, by label, as an id of the given class.
   *
   * @param <T> the id class
   * @param resultSet the result set, on a row
   * @param column the column label
   * @param type the id class
   * @return the id, or null if the column is SQL {@code NULL}
   * @throws SQLDataException if the column holds a value that is not an id of that class
   * @throws SQLException as the driver's {@code findColumn} or {@code getObject}
   */
  public static <T extends SortableId> T read(ResultSet resultSet, String column, Class<T> type)
      throws SQLException {
    Objects.requireNonNull(resultSet, "resultSet");
    Objects.requireNonNull(column, "column");
    return read(resultSet, resultSet.findColumn(column), type);
  }
}
