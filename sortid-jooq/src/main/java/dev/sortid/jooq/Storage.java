package dev.sortid.jooq;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;

/** The column types an id can be stored in: the database side of a converter. */
enum Storage {
  /** A native uuid column: the 128 bits of the id ({@link IdScheme#toUuid}). */
  UUID(java.util.UUID.class),
  /** A bigint column: the value of a SCRU64 id. */
  BIGINT(Long.class),
  /** A binary column: the big-endian bytes of the id. */
  BINARY(byte[].class),
  /** A text column: the canonical text of the id. */
  TEXT(String.class);

  final Class<?> columnType;

  Storage(Class<?> columnType) {
    this.columnType = columnType;
  }

  /**
   * The storage for a column type and a scheme.
   *
   * @throws IllegalArgumentException if the column type is none of {@code UUID}, {@code Long},
   *     {@code byte[]} and {@code String}, or cannot hold ids of the scheme
   */
  static Storage of(Class<?> columnType, IdScheme scheme) {
    for (Storage storage : values()) {
      if (storage.columnType == columnType) {
        if (!storage.holds(scheme)) {
          throw new IllegalArgumentException(
              columnType.getSimpleName()
                  + " columns cannot hold "
                  + scheme
                  + " ids ("
                  + storage.requirement()
                  + ")");
        }
        return storage;
      }
    }
    throw new IllegalArgumentException(
        "no sortid conversion for columns of "
            + columnType.getName()
            + " (expected java.util.UUID, Long, byte[] or String)");
  }

  /** What this storage needs of a scheme, for messages. */
  private String requirement() {
    return switch (this) {
      case UUID -> "only the 128-bit schemes have a UUID form";
      case BIGINT -> "only SCRU64 ids are integers";
      case BINARY, TEXT -> "every scheme fits";
    };
  }

  /** Tells whether columns of this storage can hold every id of the scheme. */
  boolean holds(IdScheme scheme) {
    return switch (this) {
      case UUID -> scheme.hasUuidForm();
      case BIGINT -> isInteger(scheme);
      case BINARY, TEXT -> true;
    };
  }

  /** Tells whether the ids of a scheme are integers that fit a {@code bigint}. */
  private static boolean isInteger(IdScheme scheme) {
    return switch (scheme) {
      case SCRU64 -> true;
      case SCRU128, SCRU160, ULID, EUID, UUIDV7 -> false;
    };
  }

  /** The column value of an id of a scheme this storage {@link #holds}. */
  Object toColumn(SortableId id) {
    return switch (this) {
      case UUID -> IdScheme.toUuid(id);
      case BIGINT -> ((Scru64Id) id).toLong();
      case BINARY -> id.toByteArray();
      case TEXT -> id.toString();
    };
  }
}
