package dev.sortid.jooq;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.jdbc.ColumnForm;
import dev.sortid.jdbc.internal.Database;
import dev.sortid.jdbc.internal.IdValues;
import java.util.Objects;
import java.util.UUID;
import org.jooq.DataType;
import org.jooq.SQLDialect;
import org.jooq.impl.SQLDataType;

/**
 * The jOOQ data types of the id types in the columns sortid uses for them on each database ({@link
 * ColumnForm#of}), each with a {@link SortidBinding}. Each of these columns sorts like the ids.
 *
 * <table class="striped">
 *   <caption>Data types per dialect</caption>
 *   <thead><tr><th>dialect</th><th>SCRU128, ULID, EUID</th><th>UUIDv7</th><th>SCRU64</th>
 *       <th>SCRU160</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@code POSTGRES}, {@code YUGABYTEDB}, {@code H2}; {@link #dataType(Class)}</td>
 *         <td>{@code UUID}</td><td>{@code UUID}</td><td>{@code BIGINT}</td>
 *         <td>{@code BINARY(20)} ({@code bytea} on PostgreSQL)</td></tr>
 *     <tr><td>{@code MARIADB} (10.11.5 and later)</td><td>{@code BINARY(16)}</td>
 *         <td>{@code UUID}</td><td>{@code BIGINT}</td><td>{@code BINARY(20)}</td></tr>
 *     <tr><td>{@code MYSQL}, other dialects</td><td>{@code BINARY(16)}</td>
 *         <td>{@code BINARY(16)}</td><td>{@code BIGINT}</td><td>{@code BINARY(20)}</td></tr>
 *     <tr><td>{@code SQLITE}</td><td>{@code BINARY(16)} ({@code blob(16)})</td>
 *         <td>{@code BINARY(16)}</td><td>{@code BIGINT} ({@code int8})</td>
 *         <td>{@code BINARY(20)} ({@code blob(20)})</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>{@code BINARY(n)} binds the id's bytes ({@code byte[]}), {@code BIGINT} a SCRU64 id's value
 * ({@code Long}), {@code UUID} the id's 128 bits ({@link UUID}; as text on MariaDB, whose {@code
 * uuid} columns take it). jOOQ 3.19 writes {@code varchar(36)} for a {@code UUID} data type in the
 * DDL of the MariaDB dialect: create a UUIDv7 column there as {@code uuid} by hand.
 *
 * <pre>{@code
 * Field<Scru128Id> id = DSL.field(DSL.name("id"), SortidJooq.dataType(Scru128Id.class, dsl.dialect()));
 * List<Scru128Id> lastHour = dsl.select(id).from("orders")
 *     .where(id.between(Scru128Id.min(now.minus(Duration.ofHours(1))), Scru128Id.max(now)))
 *     .orderBy(id)
 *     .fetch(id);
 * }</pre>
 */
public final class SortidJooq {
  /** The database whose forms {@link #dataType(Class)} gives: native uuid, bigint, bytes. */
  private static final Database UUID_DATABASE = new Database(Database.Product.POSTGRESQL, 0, 0);

  /**
   * MariaDB as {@link SQLDialect#MARIADB} stands for it: a current version (the LTS release the
   * tests run), whose {@code uuid} type stores UUIDv7s in their order.
   */
  private static final Database MARIADB = new Database(Database.Product.MARIADB, 11, 4);

  private SortidJooq() {}

  /**
   * Returns the data type of an id class in its column type on PostgreSQL and H2, bound with a
   * {@link SortidBinding}: {@code dataType(idType, SQLDialect.POSTGRES)}.
   *
   * @param <U> the id class
   * @param idType the id class, such as {@code Scru128Id.class}
   * @return the data type: {@code UUID}, {@code BIGINT} or {@code BINARY(20)} converted to the id
   *     class
   * @throws IllegalArgumentException if {@code idType} is not the id class of a scheme
   * @throws NullPointerException if {@code idType} is null
   */
  public static <U extends SortableId> DataType<U> dataType(Class<U> idType) {
    return dataType(idType, UUID_DATABASE);
  }

  /**
   * Returns the data type of an id class in the column type sortid uses for it on a dialect's
   * database (the table above), bound with a {@link SortidBinding}, so that the fields write what
   * {@link dev.sortid.jdbc.SortidJdbc#bind(java.sql.PreparedStatement, int, SortableId)} binds
   * there and {@code dsl.createTable(...).column(...)} creates that column type. {@code MARIADB}
   * stands for MariaDB 10.11.5 or later, whose {@code uuid} type stores UUIDv7s in their order
   * (MariaDB 10.7 to 10.11.4 store every UUID with its groups reordered for UUIDv1, which does not
   * keep the order of UUIDv7s); for an older MariaDB give {@code MYSQL}, whose columns are bytes.
   *
   * @param <U> the id class
   * @param idType the id class, such as {@code Scru128Id.class}
   * @param dialect the dialect of the database
   * @return the data type: {@code UUID}, {@code BINARY(16)}, {@code BIGINT} or {@code BINARY(20)}
   *     converted to the id class
   * @throws IllegalArgumentException if {@code idType} is not the id class of a scheme
   * @throws NullPointerException if an argument is null
   */
  public static <U extends SortableId> DataType<U> dataType(Class<U> idType, SQLDialect dialect) {
    return dataType(idType, database(Objects.requireNonNull(dialect, "dialect")));
  }

  /** The database of a dialect, as far as the column forms go. */
  private static Database database(SQLDialect dialect) {
    return switch (dialect.family()) {
      case POSTGRES, YUGABYTEDB -> UUID_DATABASE;
      case H2 -> new Database(Database.Product.H2, 0, 0);
      case MARIADB -> MARIADB;
      case MYSQL -> new Database(Database.Product.MYSQL, 0, 0);
      case SQLITE -> new Database(Database.Product.SQLITE, 0, 0);
      default -> new Database(Database.Product.OTHER, 0, 0);
    };
  }

  private static <U extends SortableId> DataType<U> dataType(Class<U> idType, Database database) {
    IdScheme scheme = IdValues.schemeOf(idType);
    return switch (database.formOf(scheme)) {
      case UUID -> SQLDataType.UUID.asConvertedDataType(new SortidBinding<>(UUID.class, idType));
      case BIGINT ->
          SQLDataType.BIGINT.asConvertedDataType(new SortidBinding<>(Long.class, idType));
      case BYTES ->
          SQLDataType.BINARY(scheme.byteLength())
              .asConvertedDataType(new SortidBinding<>(byte[].class, idType));
      case TEXT -> throw new IllegalStateException("no database stores ids as text by default");
    };
  }
}
