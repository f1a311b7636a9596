package dev.sortid.jooq;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.jdbc.internal.IdValues;
import java.util.UUID;
import org.jooq.DataType;
import org.jooq.impl.SQLDataType;

/**
 * The jOOQ data types of the id types in the columns sortid-jdbc uses for them: {@code uuid} for
 * SCRU128, ULID, EUID and UUIDv7, {@code bigint} for SCRU64, {@code binary(20)} ({@code bytea} on
 * PostgreSQL) for SCRU160, each with a {@link SortidBinding}. Each of these columns sorts like the
 * ids.
 *
 * <pre>{@code
 * Field<Scru128Id> id = DSL.field(DSL.name("id"), SortidJooq.dataType(Scru128Id.class));
 * List<Scru128Id> lastHour = dsl.select(id).from("orders")
 *     .where(id.between(Scru128Id.min(now.minus(Duration.ofHours(1))), Scru128Id.max(now)))
 *     .orderBy(id)
 *     .fetch(id);
 * }</pre>
 */
public final class SortidJooq {
  private SortidJooq() {}

  /**
   * Returns the data type of an id class in its sortid column type, bound with a {@link
   * SortidBinding}.
   *
   * @param <U> the id class
   * @param idType the id class, such as {@code Scru128Id.class}
   * @return the data type: {@code UUID}, {@code BIGINT} or {@code BINARY(20)} converted to the id
   *     class
   * @throws IllegalArgumentException if {@code idType} is not the id class of a scheme
   * @throws NullPointerException if {@code idType} is null
   */
  public static <U extends SortableId> DataType<U> dataType(Class<U> idType) {
    return switch (IdValues.schemeOf(idType)) {
      case SCRU128, ULID, EUID, UUIDV7 ->
          SQLDataType.UUID.asConvertedDataType(new SortidBinding<>(UUID.class, idType));
      case SCRU64 ->
          SQLDataType.BIGINT.asConvertedDataType(new SortidBinding<>(Long.class, idType));
      case SCRU160 ->
          SQLDataType.BINARY(IdScheme.SCRU160.byteLength())
              .asConvertedDataType(new SortidBinding<>(byte[].class, idType));
    };
  }
}
