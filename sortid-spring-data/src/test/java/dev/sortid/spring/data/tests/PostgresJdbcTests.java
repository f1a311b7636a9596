package dev.sortid.spring.data.tests;

import dev.sortid.spring.data.jdbcapp.JdbcApplication;
import java.util.List;

/** Spring Data JDBC on embedded PostgreSQL, with a leased SCRU64 node id. */
public abstract class PostgresJdbcTests extends PostgresTests {

  /** Creates the tests. */
  protected PostgresJdbcTests() {}

  @Override
  protected Class<?> application() {
    return JdbcApplication.class;
  }

  @Override
  protected List<String> properties() {
    return List.of(
        "--spring.datasource.url=" + jdbcUrl(),
        "--sortid.scru64.lease.url=" + jdbcUrl(),
        "--sortid.scru64.lease.node-size=10");
  }
}
