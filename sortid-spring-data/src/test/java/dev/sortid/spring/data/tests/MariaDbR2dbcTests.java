package dev.sortid.spring.data.tests;

import dev.sortid.spring.data.r2dbcapp.R2dbcApplication;
import dev.sortid.testsupport.MariaDb;
import java.util.List;
import java.util.UUID;

/**
 * Spring Data R2DBC on MariaDB, through r2dbc-mariadb: the same columns as {@link
 * MariaDbJdbcTests}. The driver reads a {@code uuid} column as its text.
 */
public abstract class MariaDbR2dbcTests extends MariaDbTests {

  /** Creates the tests. */
  protected MariaDbR2dbcTests() {
    super(R2dbcApplication.class);
  }

  @Override
  protected List<String> connectionProperties() {
    return List.of(
        "--spring.r2dbc.url=r2dbc:mariadb://127.0.0.1:" + MariaDb.port() + "/" + database(),
        "--spring.r2dbc.username=root");
  }

  @Override
  protected String shownUuid(UUID uuid) {
    return "\"" + uuid + "\"";
  }
}
