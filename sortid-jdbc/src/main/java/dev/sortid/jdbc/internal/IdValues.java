package dev.sortid.jdbc.internal;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.UUID;

/**
 * The conversions from the values of database columns to ids, shared by {@code SortidJdbc}, the
 * Hibernate column types of sortid-hibernate and the Spring Data converters of sortid-spring-data.
 * Exported to those modules only.
 */
public final class IdValues {
  /** SQLSTATE of a data exception (SQL standard class 22, no subclass). */
  public static final String DATA_EXCEPTION = "22000";

  /** How much of a bad value a message shows. */
  private static final int MAX_SHOWN = 64;

  private IdValues() {}

  /**
   * The scheme of an id class ({@link IdScheme#ofIdClass}), or the {@link IllegalArgumentException}
   * that {@code SortidJdbc.read} and the Hibernate column types document for another class.
   */
  public static IdScheme schemeOf(Class<?> type) {
    return IdScheme.ofIdClass(type)
        .orElseThrow(
            () -> new IllegalArgumentException("not a sortid id class: " + type.getName()));
  }

  /** The 128-bit id of the scheme with the bits of a UUID. */
  public static SortableId fromUuid(IdScheme scheme, UUID uuid) {
    if (!scheme.hasUuidForm()) {
      throw new IllegalArgumentException(
          "a UUID, but " + scheme + " ids have no UUID form (only 128-bit schemes do)");
    }
    return scheme.fromUuid(uuid);
  }

  /**
   * Converts a column value, as a JDBC driver returns it, to an id of the scheme: a {@link UUID}
   * (128-bit schemes), a {@code byte[]} (the big-endian bytes), an integral number (SCRU64; also a
   * whole {@link Double}, as SQLite returns numbers beyond 64 bits) or a {@link CharSequence} (the
   * canonical text, or for 128-bit schemes UUID text in any spelling: {@link
   * IdScheme#parseTextOrUuid}).
   *
   * @throws IllegalArgumentException (often an {@link dev.sortid.IdFormatException}) if the value
   *     is not an id of the scheme
   */
  public static SortableId toId(IdScheme scheme, Object value) {
    if (value instanceof UUID) {
      return fromUuid(scheme, (UUID) value);
    } else if (value instanceof byte[]) {
      return scheme.fromByteArray((byte[]) value);
    } else if (value instanceof CharSequence) {
      return scheme.parseTextOrUuid((CharSequence) value);
    } else if (value instanceof Long
        || value instanceof Integer
        || value instanceof Short
        || value instanceof BigInteger
        || value instanceof BigDecimal
        || value instanceof Double) {
      if (scheme != IdScheme.SCRU64) {
        throw new IllegalArgumentException(
            "a number, but " + scheme + " ids are stored as bytes, text or (128-bit) UUIDs");
      }
      return Scru64Id.fromLong(exactLong((Number) value));
    }
    throw new IllegalArgumentException(
        "a value of type "
            + value.getClass().getName()
            + " (expected a UUID, byte[], integral number or text)");
  }

  /** The value of an integral number that fits a long. */
  private static long exactLong(Number number) {
    try {
      if (number instanceof BigDecimal) {
        return ((BigDecimal) number).longValueExact();
      } else if (number instanceof Double) { // SQLite's numeric columns beyond 64 bits
        return new BigDecimal((Double) number).longValueExact();
      } else if (number instanceof BigInteger) {
        return ((BigInteger) number).longValueExact();
      }
      return number.longValue();
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException("not an integer within 64 bits: " + number, e);
    }
  }

  /**
   * The exception for a column value that is not an id of the scheme, naming the column (and its
   * table where the driver knows it), the value and the reason.
   */
  public static SQLDataException badColumn(
      ResultSet resultSet, int column, IdScheme scheme, Object value, RuntimeException cause) {
    return new SQLDataException(
        describeColumn(resultSet, column)
            + " holds "
            + show(value)
            + ", which is not a "
            + scheme
            + " id: "
            + cause.getMessage(),
        DATA_EXCEPTION,
        cause);
  }

  /** The same for a value read by name from a stored procedure's parameter. */
  public static SQLDataException badParameter(
      String parameter, IdScheme scheme, Object value, RuntimeException cause) {
    return new SQLDataException(
        "parameter "
            + parameter
            + " holds "
            + show(value)
            + ", which is not a "
            + scheme
            + " id: "
            + cause.getMessage(),
        DATA_EXCEPTION,
        cause);
  }

  /** {@code column "id" (1) of table "orders"}, with what the driver's metadata tells. */
  public static String describeColumn(ResultSet resultSet, int column) {
    String name = null;
    String table = null;
    try {
      ResultSetMetaData metaData = resultSet.getMetaData();
      name = metaData.getColumnLabel(column);
      table = metaData.getTableName(column);
    } catch (SQLException | RuntimeException e) {
      // the message then names the column by its index only
    }
    StringBuilder text = new StringBuilder("column ");
    if (name != null && !name.isEmpty()) {
      text.append('"').append(name).append("\" (").append(column).append(')');
    } else {
      text.append(column);
    }
    if (table != null && !table.isEmpty()) {
      text.append(" of table \"").append(table).append('"');
    }
    return text.toString();
  }

  /** A short, quoted rendering of a column value; bytes as hex. */
  public static String show(Object value) {
    String text;
    if (value instanceof byte[]) {
      byte[] bytes = (byte[]) value;
      text = bytes.length + " bytes 0x" + HexFormat.of().formatHex(bytes);
      return text.length() > MAX_SHOWN + 16 ? text.substring(0, MAX_SHOWN + 16) + "..." : text;
    } else if (value instanceof CharSequence) {
      String string = value.toString();
      text = string.length() > MAX_SHOWN ? string.substring(0, MAX_SHOWN) + "..." : string;
      return '"' + text + '"';
    }
    text = String.valueOf(value);
    return text.length() > MAX_SHOWN ? text.substring(0, MAX_SHOWN) + "..." : text;
  }
}
