package dev.sortid.jdbc;

import dev.sortid.IdScheme;

/** The forms the Javadoc of {@link ColumnForm} documents, written out for the tests. */
final class ColumnFormTable {
  private ColumnFormTable() {}

  /** PostgreSQL and H2: a native uuid for every 128-bit scheme. */
  static ColumnForm postgresOrH2(IdScheme scheme) {
    return switch (scheme) {
      case SCRU64 -> ColumnForm.BIGINT;
      case SCRU160 -> ColumnForm.BYTES;
      case SCRU128, ULID, EUID, UUIDV7 -> ColumnForm.UUID;
    };
  }

  /** MariaDB 10.11.5 and later: a native uuid for UUIDv7 only. */
  static ColumnForm mariaDb(IdScheme scheme) {
    return switch (scheme) {
      case SCRU64 -> ColumnForm.BIGINT;
      case SCRU128, SCRU160, ULID, EUID -> ColumnForm.BYTES;
      case UUIDV7 -> ColumnForm.UUID;
    };
  }

  /** MySQL, SQLite: no uuid type. */
  static ColumnForm withoutUuid(IdScheme scheme) {
    return scheme == IdScheme.SCRU64 ? ColumnForm.BIGINT : ColumnForm.BYTES;
  }
}
