package dev.sortid.spring.data.tests;

import dev.sortid.spring.data.jdbcapp.JdbcApplication;
import java.util.List;

/** Spring Data JDBC on MariaDB, through the MariaDB driver. */
public abstract class MariaDbJdbcTests extends MariaDbTests {

  /** Creates the tests. */
  protected MariaDbJdbcTests() {
    super(JdbcApplication.class);
  }

  @Override
  protected List<String> connectionProperties() {
    return List.of("--spring.datasource.url=" + jdbcUrl());
  }
}
