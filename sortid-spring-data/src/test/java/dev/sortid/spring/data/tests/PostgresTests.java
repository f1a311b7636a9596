package dev.sortid.spring.data.tests;

import dev.sortid.Scru64NodeSpec;
import dev.sortid.testsupport.Postgres;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
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
  protected DataSource startDatabase() {
    postgres = Postgres.start(Postgres.Version.V17);
    return postgres.getPostgresDatabase();
  }

  @Override
  protected void stopDatabase() {
    Postgres.stop(postgres);
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
