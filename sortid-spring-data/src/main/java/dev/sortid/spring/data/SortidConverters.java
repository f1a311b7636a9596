package dev.sortid.spring.data;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.jdbc.ColumnForm;
import dev.sortid.jdbc.internal.Database;
import dev.sortid.jdbc.internal.IdValues;
import java.nio.ByteBuffer;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;
import org.springframework.data.convert.ReadingConverter;
import org.springframework.data.convert.WritingConverter;

/**
 * The Spring Data converters of every id type ({@link IdScheme#values()}) to and from the column
 * values of sortid-jdbc, which sort like the ids. {@link #converters(DatabaseMetaData)} (JDBC) and
 * {@link #converters(String, String)} (a product name and version, as R2DBC reports them) write
 * each id in the {@link ColumnForm} sortid uses for its scheme on the database ({@link
 * ColumnForm#of}); {@link #converters()} in the forms of PostgreSQL and H2:
 *
 * <table class="striped">
 *   <caption>Columns on PostgreSQL and H2</caption>
 *   <thead><tr><th>id</th><th>written as</th><th>column</th></tr></thead>
 *   <tbody>
 *     <tr><td>SCRU128, ULID, EUID, UUIDv7</td><td>{@link UUID}</td><td>{@code uuid}</td></tr>
 *     <tr><td>SCRU64</td><td>{@link Long}</td><td>{@code bigint}</td></tr>
 *     <tr><td>SCRU160</td><td>{@code byte[]}</td><td>{@code bytea} / {@code binary(20)}</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>On MariaDB, MySQL and SQLite the 128-bit ids are written as their 16 bytes ({@code
 * binary(16)}, {@code blob}), but UUIDv7 on MariaDB 10.11.5 and later as its UUID text ({@code
 * uuid}).
 *
 * <p>Reading takes the written type, and also {@code byte[]} (the big-endian bytes) and text (the
 * canonical text, or for 128-bit ids a UUID in any spelling {@link IdScheme#parseUuid} reads). The
 * {@link ByteBuffer} an R2DBC driver returns for {@code bytea} reaches the reading converter as
 * {@code byte[]}, through the {@code ByteBuffer} conversion of Spring's {@code
 * DefaultConversionService}, which Spring Data's converters use. Each type a converter reads from
 * is a type that both Spring Data JDBC and R2DBC read from their drivers, so that neither warns
 * about the converters when it registers them. A value that is not an id of the property's scheme
 * (a negative {@code bigint}, a UUID of version 4 for a {@code UuidV7}, 3 bytes for SCRU160) fails
 * the read with an {@link IllegalArgumentException} whose message names the value and the parser's
 * reason, {@code a column holds -5, which is not a SCRU64 id: ...}, the cause of Spring's {@code
 * ConversionFailedException}.
 *
 * <p>The sortid Spring Boot auto-configuration registers them (see {@link
 * SortidDataJdbcAutoConfiguration}, {@link SortidDataR2dbcAutoConfiguration}). An application that
 * builds its own {@code JdbcCustomConversions} or {@code R2dbcCustomConversions} adds the
 * converters for its database to its own ({@link #converters()} on PostgreSQL and H2):
 *
 * <pre>{@code
 * @Override
 * protected List<?> userConverters() {   // in a subclass of AbstractJdbcConfiguration
 *   return SortidConverters.converters();
 * }
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
public final class SortidConverters {
  private SortidConverters() {}

  /** The database whose forms {@link #converters()} writes: those of PostgreSQL and H2. */
  private static final Database POSTGRESQL = new Database(Database.Product.POSTGRESQL, 0, 0);

  /**
   * Returns the writing and the reading converter of every id type, writing the forms of PostgreSQL
   * and H2.
   *
   * @return two {@link GenericConverter}s, annotated {@link WritingConverter} and {@link
   *     ReadingConverter}
   */
  public static List<GenericConverter> converters() {
    return List.of(new Writer(POSTGRESQL), Reader.INSTANCE);
  }

  /**
   * Returns the writing and the reading converter of every id type, writing the forms sortid uses
   * on a database (on a database sortid does not know, the 128-bit ids as 16 bytes, as Hibernate's
   * {@code binary(16)} columns hold them).
   *
   * @param database the metadata of a connection to the database
   * @return two {@link GenericConverter}s, annotated {@link WritingConverter} and {@link
   *     ReadingConverter}
   * @throws SQLException as the metadata's getters
   */
  public static List<GenericConverter> converters(DatabaseMetaData database) throws SQLException {
    return List.of(new Writer(Database.of(database)), Reader.INSTANCE);
  }

  /**
   * Returns the writing and the reading converter of every id type, writing the forms sortid uses
   * on the database of a product name and version as a driver reports them: JDBC's {@code
   * DatabaseMetaData.getDatabaseProductName()} and {@code getDatabaseProductVersion()}, or R2DBC's
   * {@code ConnectionMetadata.getDatabaseProductName()} and {@code getDatabaseVersion()} ({@code
   * MariaDB}, {@code 11.4.5-MariaDB}). The forms are those of {@link #converters(DatabaseMetaData)}
   * for the same name and version.
   *
   * @param productName the database's product name, or null where unknown
   * @param productVersion the database's version, or null where unknown (on MariaDB, UUIDv7 is then
   *     written as bytes, the form of the versions before 10.11.5)
   * @return two {@link GenericConverter}s, annotated {@link WritingConverter} and {@link
   *     ReadingConverter}
   */
  public static List<GenericConverter> converters(String productName, String productVersion) {
    return List.of(new Writer(Database.of(productName, productVersion)), Reader.INSTANCE);
  }

  /** Each id class to its column type on a database. */
  @WritingConverter
  private static final class Writer implements GenericConverter {
    private final Database database;
    private final Set<ConvertiblePair> pairs;

    Writer(Database database) {
      this.database = database;
      this.pairs =
          Arrays.stream(IdScheme.values())
              .map(
                  scheme ->
                      new ConvertiblePair(
                          scheme.idClass(), database.valueType(database.formOf(scheme))))
              .collect(Collectors.toUnmodifiableSet());
    }

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
      return pairs;
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
      if (source == null) {
        return null;
      }
      SortableId id = (SortableId) source;
      return database.value(id, database.formOf(id.scheme()));
    }
  }

  /** Column values of each kind to each id class. */
  @ReadingConverter
  private enum Reader implements GenericConverter {
    INSTANCE;

    private static final Set<ConvertiblePair> PAIRS =
        Arrays.stream(IdScheme.values())
            .flatMap(
                scheme ->
                    Stream.of(
                            POSTGRESQL.valueType(POSTGRESQL.formOf(scheme)),
                            byte[].class,
                            String.class)
                        .map(source -> new ConvertiblePair(source, scheme.idClass())))
            .collect(Collectors.toUnmodifiableSet());

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
      return PAIRS;
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
      if (source == null) {
        return null;
      }
      IdScheme scheme = IdValues.schemeOf(targetType.getObjectType());
      try {
        return IdValues.toId(scheme, source);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "a column holds "
                + IdValues.show(source)
                + ", which is not a "
                + scheme
                + " id: "
                + e.getMessage(),
            e);
      }
    }
  }
}
