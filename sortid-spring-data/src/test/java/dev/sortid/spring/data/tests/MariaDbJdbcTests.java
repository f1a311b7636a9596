package dev.sortid.spring.data.tests;

import dev.sortid.spring.data.jdbcapp.JdbcApplication;
import java.util.List;

/** Spring Data JDBC on MariaDB, through the MariaDB driver. */
public abstract class MariaDbJdbcTests extends MariaDbTests {

  /** Creates the tests. */
  protected MariaDbJdbcTests() {}

  @Override
  protected Class<?> application() {
    return JdbcApplication.class;
  }

  @Override
  protected List<String> properties() {
    return List.of("--spring.datasource.url=" + jdbcUrl(), "--sortid.scru64.node-spec=42/8");
  }
}
