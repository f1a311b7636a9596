package dev.sortid.spring.data.tests;

import dev.sortid.spring.data.r2dbcapp.R2dbcApplication;
import java.util.List;

/**
 * Spring Data R2DBC through r2dbc-postgresql on embedded PostgreSQL, with a SCRU64 node id leased
 * over JDBC from the same server.
 */
public abstract class PostgresR2dbcTests extends PostgresTests {

  /** Creates the tests. */
  protected PostgresR2dbcTests() {}

  @Override
  protected Class<?> application() {
    return R2dbcApplication.class;
  }

  @Override
  protected List<String> properties() {
    return List.of(
        "--spring.r2dbc.url=r2dbc:postgresql://localhost:" + port() + "/postgres",
        "--spring.r2dbc.username=postgres",
        "--sortid.scru64.lease.url=" + jdbcUrl(),
        "--sortid.scru64.lease.node-size=10");
  }
}
