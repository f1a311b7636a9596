package dev.sortid.jdbc.internal;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.jdbc.ColumnForm;
import java.sql.CallableStatement;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A database product and version, as far as the column forms of the ids depend on them: the one
 * place that decides which {@link ColumnForm} a scheme takes on a database ({@link #formOf}), and
 * how a value of a form is bound there ({@link #bind}). {@code SortidJdbc}, the Hibernate column
 * types, the jOOQ data types and the MyBatis type handlers all ask it.
 *
 * @param product the product
 * @param major the major version, 0 where unknown
 * @param minor the minor version, 0 where unknown
 * @param patch the patch version, 0 where unknown
 */
public record Database(Product product, int major, int minor, int patch) {
  /** The products whose columns sortid knows. */
  public enum Product {
    /** PostgreSQL: a native {@code uuid} that sorts like the ids. */
    POSTGRESQL("PostgreSQL"),
    /** H2: a native {@code uuid} that sorts like the ids. */
    H2("H2"),
    /**
     * MariaDB: a native {@code uuid} from 10.7 that takes only RFC 9562 variant values, and keeps
     * UUIDv7s in their order from 10.10.6, 10.11.5, 11.0.3 and 11.1.2 (before, it reorders every
     * UUID's groups as UUIDv1's).
     */
    MARIADB("MariaDB"),
    /** MySQL: no uuid type. */
    MYSQL("MySQL"),
    /** SQLite: no uuid type; blobs compare as unsigned bytes. */
    SQLITE("SQLite"),
    /** Any other database. */
    OTHER("a database other than PostgreSQL, H2, MariaDB, MySQL and SQLite");

    private final String displayName;

    Product(String displayName) {
      this.displayName = displayName;
    }
  }

  /** Per MariaDB release series before 11.2, the first patch that stores UUIDv7s unchanged. */
  private static final Map<String, Integer> MARIADB_UUIDV7_ORDER_FROM =
      Map.of("10.10", 6, "10.11", 5, "11.0", 3, "11.1", 2);

  /** The first two or three numbers of a version string. */
  private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)(?:\\.(\\d+))?");

  /**
   * Creates the value.
   *
   * @throws NullPointerException if {@code product} is null
   */
  public Database {
    Objects.requireNonNull(product, "product");
  }

  /**
   * The database of a product and a major and minor version, patch 0.
   *
   * @throws NullPointerException if {@code product} is null
   */
  public Database(Product product, int major, int minor) {
    this(product, major, minor, 0);
  }

  /**
   * The database of a connection, from its product name and version.
   *
   * @throws SQLException as the metadata's getters
   */
  public static Database of(DatabaseMetaData metaData) throws SQLException {
    return of(metaData.getDatabaseProductName(), metaData.getDatabaseProductVersion());
  }

  /**
   * The database with a product name and version as JDBC drivers report them. MySQL Connector/J
   * reports a MariaDB server as {@code MySQL} with a version such as {@code 11.4.5-MariaDB} (or
   * {@code 5.5.5-10.11.5-MariaDB} before 11), so the version string decides that case.
   */
  public static Database of(String productName, String productVersion) {
    String name = productName == null ? "" : productName.toLowerCase(Locale.ROOT);
    String version = productVersion == null ? "" : productVersion;
    Product product;
    if (name.contains("mariadb") || version.toLowerCase(Locale.ROOT).contains("mariadb")) {
      product = Product.MARIADB;
      if (version.startsWith("5.5.5-")) {
        version = version.substring("5.5.5-".length());
      }
    } else if (name.contains("postgresql")) {
      product = Product.POSTGRESQL;
    } else if (name.equals("h2")) {
      product = Product.H2;
    } else if (name.contains("mysql")) {
      product = Product.MYSQL;
    } else if (name.contains("sqlite")) {
      product = Product.SQLITE;
    } else {
      product = Product.OTHER;
    }
    Matcher numbers = VERSION.matcher(version);
    if (numbers.find()) {
      return new Database(
          product,
          Integer.parseInt(numbers.group(1)),
          Integer.parseInt(numbers.group(2)),
          numbers.group(3) == null ? 0 : Integer.parseInt(numbers.group(3)));
    }
    return new Database(product, 0, 0);
  }

  /** Tells whether the product is one whose columns sortid knows (not {@link Product#OTHER}). */
  public boolean isKnown() {
    return product != Product.OTHER;
  }

  /**
   * The form sortid uses for a scheme here: a native uuid where the database has one that takes
   * every id of the scheme and sorts them like the ids, else bytes; {@code bigint} for SCRU64.
   * Other databases get bytes ({@code binary(16)}), as no native uuid type is known to sort like
   * the ids.
   */
  public ColumnForm formOf(IdScheme scheme) {
    return switch (scheme) {
      case SCRU64 -> ColumnForm.BIGINT;
      case SCRU160 -> ColumnForm.BYTES;
      case UUIDV7 -> uuidTypeKeepsUuidV7Order() ? ColumnForm.UUID : ColumnForm.BYTES;
      case SCRU128, ULID, EUID -> uuidTypeTakesEveryId() ? ColumnForm.UUID : ColumnForm.BYTES;
    };
  }

  /**
   * The form of a scheme here, as {@link #formOf}, but refusing a 128-bit scheme on a database
   * sortid does not know, where a column may be a native uuid type or binary.
   *
   * @throws SQLFeatureNotSupportedException for a 128-bit scheme on {@link Product#OTHER}
   */
  public ColumnForm knownFormOf(IdScheme scheme) throws SQLFeatureNotSupportedException {
    if (!isKnown() && scheme.hasUuidForm()) {
      throw new SQLFeatureNotSupportedException(
          "sortid does not know how "
              + this
              + " stores "
              + scheme
              + " ids (a native uuid type or binary): bind them with a ColumnForm, such as"
              + " ColumnForm.BYTES for a binary(16) column");
    }
    return formOf(scheme);
  }

  /**
   * Tells whether the database has a native uuid type (the column Hibernate makes for a {@link
   * java.util.UUID}): PostgreSQL, H2, MariaDB from 10.7.
   */
  public boolean hasUuidType() {
    return switch (product) {
      case POSTGRESQL, H2 -> true;
      case MARIADB -> isAtLeast(10, 7, 0);
      case MYSQL, SQLITE, OTHER -> false;
    };
  }

  /** A uuid type that takes every 128-bit value and sorts it unsigned: PostgreSQL's and H2's. */
  private boolean uuidTypeTakesEveryId() {
    return switch (product) {
      case POSTGRESQL, H2 -> true;
      case MARIADB, MYSQL, SQLITE, OTHER -> false;
    };
  }

  /**
   * A uuid type that takes UUIDv7s and sorts them in their order: MariaDB's stores UUIDs of version
   * 6 and later unchanged from 10.10.6, 10.11.5, 11.0.3 and 11.1.2.
   */
  private boolean uuidTypeKeepsUuidV7Order() {
    return switch (product) {
      case POSTGRESQL, H2 -> true;
      case MARIADB ->
          isAtLeast(11, 2, 0)
              || patch
                  >= MARIADB_UUIDV7_ORDER_FROM.getOrDefault(major + "." + minor, Integer.MAX_VALUE);
      case MYSQL, SQLITE, OTHER -> false;
    };
  }

  /** Tells whether this version is at least the given one. */
  private boolean isAtLeast(int otherMajor, int otherMinor, int otherPatch) {
    if (major != otherMajor) {
      return major > otherMajor;
    }
    return minor != otherMinor ? minor > otherMinor : patch >= otherPatch;
  }

  /**
   * Whether a {@link ColumnForm#UUID} value is bound as its text: MariaDB's and MySQL's drivers
   * send a {@link java.util.UUID} object as text (MariaDB) or as its Java serialization (MySQL
   * Connector/J), and SQLite has no uuid type.
   */
  private boolean takesUuidAsText() {
    return switch (product) {
      case MARIADB, MYSQL, SQLITE -> true;
      case POSTGRESQL, H2, OTHER -> false;
    };
  }

  /** The class of {@link #value}'s result for a form: what a converter writes for it. */
  public Class<?> valueType(ColumnForm form) {
    return switch (form) {
      case UUID -> takesUuidAsText() ? String.class : java.util.UUID.class;
      case BYTES -> byte[].class;
      case BIGINT -> Long.class;
      case TEXT -> String.class;
    };
  }

  /**
   * The value of an id in a form, as it is bound here: a {@link java.util.UUID} or its text, bytes,
   * a {@link Long} or the canonical text.
   *
   * @throws IllegalArgumentException if the form does not hold the id's scheme
   */
  public Object value(SortableId id, ColumnForm form) {
    checkHolds(form, id.scheme());
    return switch (form) {
      case UUID -> takesUuidAsText() ? IdScheme.toUuid(id).toString() : IdScheme.toUuid(id);
      case BYTES -> id.toByteArray();
      case BIGINT -> ((Scru64Id) id).toLong();
      case TEXT -> id.toString();
    };
  }

  /**
   * Binds an id in a form, with {@code setObject} of its {@link #value}: JDBC maps a {@code byte[]}
   * to {@code VARBINARY}, a {@link Long} to {@code BIGINT} and a {@link String} to {@code VARCHAR}
   * on every driver.
   *
   * @throws IllegalArgumentException if the form does not hold the id's scheme
   * @throws SQLException as the statement's setter
   */
  public void bind(PreparedStatement statement, int index, SortableId id, ColumnForm form)
      throws SQLException {
    statement.setObject(index, value(id, form));
  }

  /** The same for a named parameter of a stored procedure. */
  public void bind(CallableStatement statement, String name, SortableId id, ColumnForm form)
      throws SQLException {
    statement.setObject(name, value(id, form));
  }

  /**
   * Checks that a form holds the ids of a scheme.
   *
   * @throws IllegalArgumentException if it does not, saying why
   */
  public static void checkHolds(ColumnForm form, IdScheme scheme) {
    if (!form.holds(scheme)) {
      String requirement =
          switch (form) {
            case UUID -> "only the 128-bit schemes have a UUID form";
            case BIGINT -> "only SCRU64 ids are integers";
            case BYTES, TEXT -> "every scheme fits";
          };
      throw new IllegalArgumentException(
          form + " columns cannot hold " + scheme + " ids (" + requirement + ")");
    }
  }

  @Override
  public String toString() {
    if (major == 0 && minor == 0) {
      return product.displayName;
    }
    return product.displayName + " " + major + "." + minor + (patch == 0 ? "" : "." + patch);
  }
}
