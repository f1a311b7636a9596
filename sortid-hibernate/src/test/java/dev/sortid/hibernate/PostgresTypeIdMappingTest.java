package dev.sortid.hibernate;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

/** The TypeID mapping tests on PostgreSQL 17 (embedded, started for this class). */
final class PostgresTypeIdMappingTest extends TypeIdMappingTests {
  private EmbeddedPostgres postgres;

  @Override
  Map<String, Object> startDatabase() {
    postgres = Databases.startPostgres();
    return Databases.postgres(postgres);
  }

  @Override
  void stopDatabase() {
    if (postgres != null) {
      try {
        postgres.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
