package dev.sortid.hibernate;

import dev.sortid.IdScheme;

/** The mapping tests on SQLite (a new database file), with Hibernate's community dialect. */
final class SqliteMappingTest extends MappingTests {
  @Override
  Databases.Database database() {
    return Databases::sqlite;
  }

  @Override
  String columnTypeQuery() {
    return "select type from pragma_table_info(:table) where name = 'id'";
  }

  @Override
  String columnType(IdScheme scheme) {
    return scheme == IdScheme.SCRU64 ? "bigint" : "blob";
  }
}
