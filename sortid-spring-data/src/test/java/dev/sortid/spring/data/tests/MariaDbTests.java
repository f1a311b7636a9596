package dev.sortid.spring.data.tests;

import dev.sortid.IdScheme;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.testsupport.MariaDb;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * MariaDB (the tests' server, a database per class), SCRU64 ids from {@code
 * sortid.scru64.node-spec}: the 128-bit ids in {@code binary(16)}, UUIDv7 in MariaDB's {@code
 * uuid}, as sortid-jdbc's column forms say. The server quotes identifiers with {@code "} too
 * ({@code ANSI_QUOTES}), as the tests' SQL does.
 */
public abstract class MariaDbTests extends SpringDataTests {
  /** The node spec of the application's SCRU64 generator. */
  private static final Scru64NodeSpec NODE_SPEC = Scru64NodeSpec.of(42, 8);

  private final Class<?> application;
  private String database;

  /**
   * Creates the tests.
   *
   * @param application the JDBC or the R2DBC application
   */
  protected MariaDbTests(Class<?> application) {
    this.application = application;
  }

  /**
   * Returns the application's properties of its connection to the class's database.
   *
   * @return {@code --name=value} arguments
   */
  protected abstract List<String> connectionProperties();

  @Override
  protected Class<?> application() {
    return application;
  }

  @Override
  protected List<String> properties() {
    List<String> properties = new ArrayList<>(connectionProperties());
    properties.add("--sortid.scru64.node-spec=" + NODE_SPEC);
    return properties;
  }

  @Override
  protected DataSource startDatabase() throws Exception {
    database = MariaDb.newDatabase();
    DataSource dataSource = new DriverManagerDataSource(jdbcUrl());
    try (Connection connection = dataSource.getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("set global sql_mode = concat(@@global.sql_mode, ',ANSI_QUOTES')");
    }
    return dataSource;
  }

  @Override
  protected void stopDatabase() {}

  /**
   * Returns the name of the class's database.
   *
   * @return the name
   */
  protected String database() {
    return database;
  }

  /**
   * Returns the JDBC URL of the class's database, for the MariaDB driver.
   *
   * @return the URL
   */
  protected String jdbcUrl() {
    return MariaDb.url(MariaDb.Driver.MARIADB, database);
  }

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
  protected Scru64NodeSpec expectedNodeSpec(ConfigurableApplicationContext context) {
    return NODE_SPEC;
  }
}
