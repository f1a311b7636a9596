package dev.sortid.hibernate;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.Postgres;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.util.Map;

/** The mapping tests on PostgreSQL 17 (embedded, started for this class). */
final class PostgresMappingTest extends MappingTests {
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

  @Override
  String columnType(IdScheme scheme) {
    switch (scheme) {
      case SCRU64:
        return "bigint";
      case SCRU160:
        return "bytea";
      default:
        return "uuid";
    }
  }
}
