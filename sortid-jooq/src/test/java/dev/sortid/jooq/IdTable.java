package dev.sortid.jooq;

import static dev.sortid.jooq.generated.Tables.IDS;

import dev.sortid.Euid;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import java.util.List;
import java.util.stream.Stream;
import org.jooq.DataType;
import org.jooq.Field;
import org.jooq.SQLDialect;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;

/**
 * The tests' {@code ids} table as jOOQ sees it: one column per id type and column type, and {@code
 * seq}, which keeps the order of insertion.
 *
 * @param table the table
 * @param seq the order of insertion
 * @param ids the id columns
 */
record IdTable(Table<?> table, Field<Integer> seq, List<Field<? extends SortableId>> ids) {
  /** The table of the code jOOQ's generator wrote from the H2 schema (uuid columns). */
  static IdTable generated() {
    return new IdTable(
        IDS,
        IDS.SEQ,
        Stream.of(IDS.fields()).filter(field -> field != IDS.SEQ).map(IdTable::idField).toList());
  }

  /**
   * The table written by hand with the data types of {@link SortidJooq#dataType(Class,
   * SQLDialect)}, plus a ULID in 16 bytes and in text.
   */
  static IdTable of(SQLDialect dialect) {
    return new IdTable(
        DSL.table(DSL.name("ids")),
        DSL.field(DSL.name("seq"), Integer.class),
        List.of(
            DSL.field(DSL.name("scru128"), SortidJooq.dataType(Scru128Id.class, dialect)),
            DSL.field(DSL.name("ulid"), SortidJooq.dataType(Ulid.class, dialect)),
            DSL.field(DSL.name("euid"), SortidJooq.dataType(Euid.class, dialect)),
            DSL.field(DSL.name("uuidv7"), SortidJooq.dataType(UuidV7.class, dialect)),
            DSL.field(DSL.name("scru64"), SortidJooq.dataType(Scru64Id.class, dialect)),
            DSL.field(DSL.name("scru160"), SortidJooq.dataType(Scru160Id.class, dialect)),
            DSL.field(DSL.name("ulid_bytes"), bound(SQLDataType.BINARY(16), byte[].class)),
            DSL.field(DSL.name("ulid_text"), bound(SQLDataType.VARCHAR(36), String.class))));
  }

  private static <T> DataType<Ulid> bound(DataType<T> column, Class<T> columnType) {
    return column.asConvertedDataType(new SortidBinding<>(columnType, Ulid.class));
  }

  @SuppressWarnings("unchecked")
  private static Field<? extends SortableId> idField(Field<?> field) {
    if (IdScheme.ofIdClass(field.getType()).isEmpty()) {
      throw new IllegalStateException(field + " holds no ids");
    }
    return (Field<? extends SortableId>) field;
  }

  /** The id column of a name, of the id class. */
  @SuppressWarnings("unchecked")
  <U extends SortableId> Field<U> id(String name, Class<U> type) {
    for (Field<? extends SortableId> field : ids) {
      if (field.getName().equals(name) && field.getType() == type) {
        return (Field<U>) field;
      }
    }
    throw new IllegalArgumentException("no column " + name + " of " + type.getSimpleName());
  }

  /** Every column: {@code seq}, then the ids. */
  List<Field<?>> fields() {
    return Stream.concat(Stream.of(seq), ids.stream()).toList();
  }
}
