package dev.sortid.hibernate;

import dev.sortid.testsupport.Postgres;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
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
    Postgres.stop(postgres);
  }
}
