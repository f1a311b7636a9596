package dev.sortid.jooq;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.jdbc.ColumnForm;
import dev.sortid.jdbc.internal.Database;
import dev.sortid.jdbc.internal.IdValues;
import java.io.Serial;
import java.util.Objects;
import java.util.UUID;
import org.jooq.Converter;

/**
 * A jOOQ {@link Converter} between a column value and an id of one scheme, for every id type and
 * every column type sortid uses:
 *
 * <table class="striped">
 *   <caption>Column types</caption>
 *   <thead><tr><th>{@code T}</th><th>column</th><th>ids ({@code U})</th>
 *       <th>{@link #to to} writes</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@link java.util.UUID}</td><td>{@code uuid} (PostgreSQL, H2; UUIDv7 on MariaDB)</td>
 *         <td>SCRU128, ULID, EUID, UUIDv7</td><td>the same 128 bits</td></tr>
 *     <tr><td>{@link Long}</td><td>{@code bigint}</td><td>SCRU64</td>
 *         <td>{@code toLong()}</td></tr>
 *     <tr><td>{@code byte[]}</td><td>{@code bytea}, {@code binary(n)}, {@code blob}</td>
 *         <td>every scheme</td>
 *         <td>{@code toByteArray()}</td></tr>
 *     <tr><td>{@link String}</td><td>text</td><td>every scheme</td>
 *         <td>the canonical text</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Each Java type stands for a {@link dev.sortid.jdbc.ColumnForm} ({@code UUID}, {@code BIGINT},
 * {@code BYTES}, {@code TEXT}), which a {@link SortidBinding} binds as {@code SortidJdbc} does.
 * {@link #from from} reads what sortid-jdbc reads: for a {@code String} column the canonical text,
 * or for 128-bit ids a UUID in any spelling ({@link IdScheme#parseTextOrUuid}); for a {@code Long}
 * column a value in SCRU64's range. A value that is not an id of the scheme throws an {@link
 * IllegalArgumentException}: an {@link dev.sortid.IdFormatException} for bad text or bytes. A
 * converter cannot name the column that held the value; a {@link SortidBinding} can, and reports a
 * bad column value as a {@link java.sql.SQLDataException} naming it, so use the binding for columns
 * ({@link org.jooq.DataType#asConvertedDataType(org.jooq.Binding)}, forced types) and this
 * converter where jOOQ asks for a converter only, such as {@code record.get(field, converter)}.
 *
 * <pre>{@code
 * Converter<UUID, Ulid> ulids = new SortidConverter<>(UUID.class, Ulid.class);
 * Field<Ulid> id = DSL.field(DSL.name("id"), SQLDataType.UUID.asConvertedDataType(ulids));
 * }</pre>
 *
 * <p>SQL {@code NULL} converts to {@code null} both ways. Instances are immutable, serializable and
 * thread-safe. Null arguments to the constructor throw {@link NullPointerException}.
 *
 * @param <T> the column's Java type: {@code UUID}, {@code Long}, {@code byte[]} or {@code String}
 * @param <U> the id class
 */
public final class SortidConverter<T, U extends SortableId> implements Converter<T, U> {
  @Serial private static final long serialVersionUID = 1L;

  /** The column's Java type. */
  private final Class<T> fromType;

  /** The id class. */
  private final Class<U> toType;

  /** The scheme of the id class. */
  private final IdScheme scheme;

  /** How the column holds the ids: the form of its Java type. */
  private final ColumnForm form;

  /**
   * Creates the converter between a column type and an id class. The constructor is public so that
   * jOOQ's code generator can call it for a forced type with {@code <genericConverter>true}.
   *
   * @param fromType the column's Java type: {@code UUID.class} (128-bit ids), {@code Long.class}
   *     (SCRU64), {@code byte[].class} or {@code String.class}
   * @param toType the id class, such as {@code Ulid.class}
   * @throws IllegalArgumentException if {@code toType} is not the id class of a scheme, or {@code
   *     fromType} is not one of those column types or cannot hold the scheme's ids (a {@code UUID}
   *     for SCRU64, a {@code Long} for ULID)
   */
  public SortidConverter(Class<T> fromType, Class<U> toType) {
    this.fromType = Objects.requireNonNull(fromType, "fromType");
    this.toType = Objects.requireNonNull(toType, "toType");
    this.scheme = IdValues.schemeOf(toType);
    this.form = formOf(fromType);
    Database.checkHolds(form, scheme);
  }

  /**
   * The form of a column of a Java type.
   *
   * @throws IllegalArgumentException if the type is none of {@code UUID}, {@code Long}, {@code
   *     byte[]} and {@code String}
   */
  private static ColumnForm formOf(Class<?> columnType) {
    if (columnType == UUID.class) {
      return ColumnForm.UUID;
    } else if (columnType == Long.class) {
      return ColumnForm.BIGINT;
    } else if (columnType == byte[].class) {
      return ColumnForm.BYTES;
    } else if (columnType == String.class) {
      return ColumnForm.TEXT;
    }
    throw new IllegalArgumentException(
        "no sortid conversion for columns of "
            + columnType.getName()
            + " (expected java.util.UUID, Long, byte[] or String)");
  }

  /** How the column holds the ids: the form of the column's Java type. */
  ColumnForm form() {
    return form;
  }

  /**
   * Converts a column value to an id.
   *
   * @param databaseObject the column value, or null
   * @return the id, or null for null
   * @throws IllegalArgumentException (an {@link dev.sortid.IdFormatException} for bad text or
   *     bytes) if the value is not an id of the scheme
   */
  @Override
  public U from(T databaseObject) {
    return databaseObject == null ? null : toType.cast(IdValues.toId(scheme, databaseObject));
  }

  /**
   * Converts an id to its column value.
   *
   * @param userObject the id, or null
   * @return the column value, or null for null
   */
  @Override
  public T to(U userObject) {
    if (userObject == null) {
      return null;
    }
    return fromType.cast(
        switch (form) {
          case UUID -> IdScheme.toUuid(userObject);
          case BIGINT -> ((Scru64Id) userObject).toLong();
          case BYTES -> userObject.toByteArray();
          case TEXT -> userObject.toString();
        });
  }

  @Override
  public Class<T> fromType() {
    return fromType;
  }

  @Override
  public Class<U> toType() {
    return toType;
  }

  @Override
  public String toString() {
    return "SortidConverter[" + fromType.getSimpleName() + " <-> " + toType.getSimpleName() + "]";
  }
}
