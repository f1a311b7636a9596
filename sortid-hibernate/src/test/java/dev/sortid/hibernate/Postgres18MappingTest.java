package dev.sortid.hibernate;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.Postgres;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.util.Map;

/** The mapping tests on PostgreSQL 18 (embedded, started for this class). */
final class Postgres18MappingTest extends MappingTests {
  private EmbeddedPostgres postgres;

  @Override
  Map<String, Object> startDatabase() {
    postgres = Postgres.start(Postgres.Version.V18);
    return Databases.postgres(postgres);
  }

  @Override
  void stopDatabase() {
    Postgres.stop(postgres);
  }

  @Override
  String columnType(IdScheme scheme) {
    return switch (scheme) {
      case SCRU64 -> "bigint";
      case SCRU160 -> "bytea";
      case SCRU128, ULID, EUID, UUIDV7 -> "uuid";
    };
  }
}
