package dev.sortid.spring.data.tests;

import dev.sortid.IdScheme;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.spring.data.jdbcapp.JdbcApplication;
import dev.sortid.testsupport.MariaDb;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * Spring Data JDBC on MariaDB (the tests' server, a database per class, the MariaDB driver), SCRU64
 * ids from {@code sortid.scru64.node-spec}: the 128-bit ids in {@code binary(16)}, UUIDv7 in
 * MariaDB's {@code uuid}, as sortid-jdbc's column forms say. The server quotes identifiers with
 * {@code "} too ({@code ANSI_QUOTES}), as the tests' SQL does.
 */
public abstract class MariaDbJdbcTests extends SpringDataTests {
  private String url;

  /** Creates the tests. */
  protected MariaDbJdbcTests() {}

  @Override
  protected DataSource startDatabase() throws Exception {
    url = MariaDb.url(MariaDb.Driver.MARIADB, MariaDb.newDatabase());
    DataSource dataSource = new DriverManagerDataSource(url);
    try (Connection connection = dataSource.getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("set global sql_mode = concat(@@global.sql_mode, ',ANSI_QUOTES')");
    }
    return dataSource;
  }

  @Override
  protected void stopDatabase() {}

  @Override
  protected String binaryType() {
    return "binary(20)";
  }

  @Override
  protected String columnType(IdScheme scheme) {
    return switch (scheme) {
      case SCRU64 -> "bigint";
      case SCRU160 -> binaryType();
      case SCRU128, ULID, EUID -> "binary(16)";
      case UUIDV7 -> "uuid";
    };
  }

  @Override
  protected Object uuidParameter(UUID uuid) {
    return uuid.toString();
  }

  @Override
  protected Class<?> application() {
    return JdbcApplication.class;
  }

  @Override
  protected List<String> properties() {
    return List.of("--spring.datasource.url=" + url, "--sortid.scru64.node-spec=42/8");
  }

  @Override
  protected Scru64NodeSpec expectedNodeSpec(ConfigurableApplicationContext context) {
    return Scru64NodeSpec.of(42, 8);
  }
}
