package dev.sortid.jdbc;

import dev.sortid.IdScheme;
import dev.sortid.testsupport.TestDatabase;
import java.sql.DriverManager;
import java.util.UUID;

/** {@link SortidJdbc} on H2 (in memory). */
final class H2JdbcTest extends JdbcTests {
  @Override
  TestDatabase database() {
    return () -> DriverManager.getConnection("jdbc:h2:mem:" + UUID.randomUUID(), "sa", "");
  }

  @Override
  ColumnForm expectedForm(IdScheme scheme) {
    return ColumnFormTable.postgresOrH2(scheme);
  }

  @Override
  String columnType(ColumnForm form, IdScheme scheme) {
    return switch (form) {
      case UUID -> "uuid";
      case BYTES -> "binary(" + scheme.byteLength() + ")";
      case BIGINT -> "bigint";
      case TEXT -> "varchar(64)";
    };
  }
}
