package dev.sortid.jdbc;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.jdbc.internal.IdValues;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.util.Objects;

/**
 * Binds and reads sortid ids with plain JDBC, in the column types that keep their order.
 *
 * <table class="striped">
 *   <caption>Columns and bindings</caption>
 *   <thead><tr><th>id</th><th>column</th><th>{@link #bind bind} calls</th></tr></thead>
 *   <tbody>
 *     <tr><td>SCRU128, ULID, EUID, UUIDv7</td><td>{@code uuid} (PostgreSQL, H2)</td>
 *         <td>{@code setObject(index, id.toUuid())}</td></tr>
 *     <tr><td>SCRU64</td><td>{@code bigint}</td><td>{@code setLong(index, id.toLong())}</td></tr>
 *     <tr><td>SCRU160</td><td>{@code bytea} / {@code binary(20)}</td>
 *         <td>{@code setBytes(index, id.toByteArray())}</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>For a 128-bit id in a binary column (a database without a native uuid type whose order is
 * unsigned), bind {@code id.toByteArray()} with {@code setBytes}; {@link #read read} accepts that
 * column too. Each of these columns sorts like the ids: {@code uuid} on PostgreSQL and H2 and
 * binary columns compare bytes unsigned, in order, and SCRU64 values are never negative.
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
 * <p>{@link #read read} takes what the driver returns for the column ({@code getObject}): a {@link
 * java.util.UUID} (128-bit ids), a {@code byte[]} (the big-endian bytes), an integral number
 * (SCRU64) or text (the canonical form, or for 128-bit ids a UUID in any spelling {@link
 * IdScheme#parseUuid} reads: 36 chars, 32 hex digits, in braces or after {@code urn:uuid:}). A
 * value that is none of these, or not a valid id of the scheme (a negative {@code bigint}, 3 bytes
 * for SCRU160), is reported as a {@link SQLDataException} (SQLSTATE 22000) naming the column, the
 * value and the reason; SQL {@code NULL} reads as {@code null}, as in {@link
 * ResultSet#getObject(int)}. Null arguments throw {@link NullPointerException}.
 */
public final class SortidJdbc {
  private SortidJdbc() {}

  /**
   * Sets a parameter to an id: a 128-bit id as its {@link java.util.UUID} ({@code setObject}),
   * SCRU64 as its long value ({@code setLong}), SCRU160 as its 20 bytes ({@code setBytes}).
   *
   * @param statement the statement
   * @param index the parameter index, from 1
   * @param id the id
   * @throws SQLException as the driver's setter
   */
  public static void bind(PreparedStatement statement, int index, SortableId id)
      throws SQLException {
    Objects.requireNonNull(statement, "statement");
    Objects.requireNonNull(id, "id");
    Setter setter =
        switch (id.scheme()) {
          case SCRU64 -> () -> statement.setLong(index, ((Scru64Id) id).toLong());
          case SCRU160 -> () -> statement.setBytes(index, id.toByteArray());
          case SCRU128, ULID, EUID, UUIDV7 -> () -> statement.setObject(index, IdScheme.toUuid(id));
        };
    setter.set();
  }

  /**
   * One call of a statement's setter: what {@link #bind} does per scheme, chosen by a switch
   * expression, which (unlike a switch statement in Java 17) must name every scheme.
   */
  @FunctionalInterface
  private interface Setter {
    void set() throws SQLException;
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
