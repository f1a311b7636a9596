package dev.sortid.spring.data;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.jdbc.internal.IdValues;
import java.nio.ByteBuffer;
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
 * values of sortid-jdbc, which sort like the ids.
 *
 * <table class="striped">
 *   <caption>Columns</caption>
 *   <thead><tr><th>id</th><th>written as</th><th>column</th></tr></thead>
 *   <tbody>
 *     <tr><td>SCRU128, ULID, EUID, UUIDv7</td><td>{@link UUID}</td><td>{@code uuid}</td></tr>
 *     <tr><td>SCRU64</td><td>{@link Long}</td><td>{@code bigint}</td></tr>
 *     <tr><td>SCRU160</td><td>{@code byte[]}</td><td>{@code bytea} / {@code binary(20)}</td></tr>
 *   </tbody>
 * </table>
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
 * builds its own {@code JdbcCustomConversions} or {@code R2dbcCustomConversions} adds {@link
 * #converters()} to its converters:
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

  /**
   * Returns the writing and the reading converter of every id type.
   *
   * @return two {@link GenericConverter}s, annotated {@link WritingConverter} and {@link
   *     ReadingConverter}
   */
  public static List<GenericConverter> converters() {
    return List.of(Writer.INSTANCE, Reader.INSTANCE);
  }

  /** Each id class to its column type. */
  @WritingConverter
  private enum Writer implements GenericConverter {
    INSTANCE;

    private static final Set<ConvertiblePair> PAIRS =
        Arrays.stream(IdScheme.values())
            .map(scheme -> new ConvertiblePair(scheme.idClass(), IdValues.columnType(scheme)))
            .collect(Collectors.toUnmodifiableSet());

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
      return PAIRS;
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
      return source == null ? null : IdValues.columnValue((SortableId) source);
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
                    Stream.of(IdValues.columnType(scheme), byte[].class, String.class)
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
