package dev.sortid.jdbc;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.jdbc.internal.Database;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Objects;

/**
 * How a column holds ids: the value {@link SortidJdbc#bind(PreparedStatement, int, SortableId,
 * ColumnForm) bind} sends for an id, and the column types it fits.
 *
 * <p>{@link #of(IdScheme, DatabaseMetaData)} is the one place that decides which form sortid uses
 * for a scheme on a database; sortid's JDBC, Hibernate, jOOQ and MyBatis integrations all take it
 * from there, so a value one of them writes is found by the others:
 *
 * <table class="striped">
 *   <caption>The form of each scheme per database</caption>
 *   <thead><tr><th>database</th><th>SCRU128, ULID, EUID</th><th>UUIDv7</th><th>SCRU64</th>
 *       <th>SCRU160</th></tr></thead>
 *   <tbody>
 *     <tr><td>PostgreSQL, H2</td><td>{@link #UUID} ({@code uuid})</td><td>{@link #UUID}</td>
 *         <td>{@link #BIGINT}</td><td>{@link #BYTES} ({@code bytea}, {@code binary(20)})</td></tr>
 *     <tr><td>MariaDB 10.11.5 and later (10.10.6, 11.0.3, 11.1.2)</td><td>{@link #BYTES} ({@code binary(16)})</td>
 *         <td>{@link #UUID} ({@code uuid})</td><td>{@link #BIGINT}</td><td>{@link #BYTES}</td></tr>
 *     <tr><td>MySQL, older MariaDB</td><td>{@link #BYTES} ({@code binary(16)})</td>
 *         <td>{@link #BYTES}</td><td>{@link #BIGINT}</td><td>{@link #BYTES}</td></tr>
 *     <tr><td>SQLite</td><td>{@link #BYTES} ({@code blob})</td><td>{@link #BYTES}</td>
 *         <td>{@link #BIGINT}</td><td>{@link #BYTES}</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Native uuid types are used only where they take every id of the scheme and sort them like the
 * ids: MariaDB's {@code uuid} refuses values whose version nibble is 8 to f while the variant
 * nibble is 0 to 7 (most ULIDs, SCRU128 ids and EUIDs), but takes UUIDv7s and, from 10.11.5, stores
 * them in their own order. In every form of the table the database's order of the column is the
 * order of the ids: binary columns compare bytes unsigned, SCRU64 values are never negative.
 */
public enum ColumnForm {
  /**
   * A native uuid column ({@code uuid}): the id's 128 bits as a {@link java.util.UUID}, bound with
   * {@code setObject}, or as its 36-char text on MariaDB and MySQL, whose drivers would otherwise
   * send a UUID object's serialized bytes. Only the 128-bit schemes.
   */
  UUID,
  /**
   * A binary column ({@code binary(16)}, {@code binary(20)}, {@code bytea}, {@code blob}): the id's
   * big-endian bytes, bound with {@code setBytes}. Every scheme.
   */
  BYTES,
  /** A {@code bigint} column: a SCRU64 id's value, bound with {@code setLong}. Only SCRU64. */
  BIGINT,
  /**
   * A text column ({@code char}, {@code varchar}): the id's canonical text, bound with {@code
   * setString}. Every scheme; the order of the text is the order of the ids in a binary collation
   * (such as {@code "C"} on PostgreSQL or {@code ascii_bin} on MariaDB).
   */
  TEXT;

  /**
   * Tells whether columns of this form hold every id of a scheme.
   *
   * @param scheme the scheme
   * @return false for {@link #UUID} and a scheme without a UUID form, and for {@link #BIGINT} and
   *     any scheme but SCRU64
   */
  public boolean holds(IdScheme scheme) {
    Objects.requireNonNull(scheme, "scheme");
    return switch (this) {
      case UUID -> scheme.hasUuidForm();
      case BIGINT -> scheme == IdScheme.SCRU64;
      case BYTES, TEXT -> true;
    };
  }

  /**
   * The form sortid uses for a scheme on a database (the table above), from the database's product
   * name and version.
   *
   * @param scheme the scheme
   * @param database the metadata of a connection to the database
   * @return the form
   * @throws SQLFeatureNotSupportedException for a 128-bit scheme on a database other than
   *     PostgreSQL, H2, MariaDB, MySQL and SQLite, where sortid cannot tell whether a column is a
   *     native uuid type or binary: name the form with {@link SortidJdbc#bind(PreparedStatement,
   *     int, SortableId, ColumnForm)}
   * @throws SQLException as the metadata's getters
   */
  public static ColumnForm of(IdScheme scheme, DatabaseMetaData database) throws SQLException {
    Objects.requireNonNull(scheme, "scheme");
    return Database.of(Objects.requireNonNull(database, "database")).knownFormOf(scheme);
  }
}
