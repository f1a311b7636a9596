package dev.sortid.spring.data.tests;

import dev.sortid.Scru64NodeSpec;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import javax.sql.DataSource;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * An embedded PostgreSQL per class, which also holds the lease of the application's SCRU64 node id
 * ({@code sortid.scru64.lease.url}).
 */
public abstract class PostgresTests extends SpringDataTests {
  private EmbeddedPostgres postgres;

  /** Creates the tests. */
  protected PostgresTests() {}

  @Override
  protected DataSource startDatabase() throws IOException {
    postgres = EmbeddedPostgres.builder().setServerConfig("fsync", "off").start();
    return postgres.getPostgresDatabase();
  }

  @Override
  protected void stopDatabase() throws IOException {
    if (postgres != null) {
      postgres.close();
    }
  }

  @Override
  protected String binaryType() {
    return "bytea";
  }

  /**
   * Returns the port of the server.
   *
   * @return the port
   */
  protected int port() {
    return postgres.getPort();
  }

  /**
   * Returns the JDBC URL of the {@code postgres} database.
   *
   * @return the URL
   */
  protected String jdbcUrl() {
    return postgres.getJdbcUrl("postgres", "postgres");
  }

  @Override
  protected Scru64NodeSpec expectedNodeSpec(ConfigurableApplicationContext context) {
    return leasedNodeSpec(context);
  }
}
