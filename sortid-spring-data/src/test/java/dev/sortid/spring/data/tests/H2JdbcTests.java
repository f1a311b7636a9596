package dev.sortid.spring.data.tests;

import dev.sortid.Scru64NodeSpec;
import dev.sortid.spring.data.jdbcapp.JdbcApplication;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/** Spring Data JDBC on H2, SCRU64 ids from {@code sortid.scru64.node-spec}. */
public abstract class H2JdbcTests extends SpringDataTests {
  private static final AtomicInteger DATABASES = new AtomicInteger();
  private String url;

  /** Creates the tests. */
  protected H2JdbcTests() {}

  @Override
  protected DataSource startDatabase() {
    url = "jdbc:h2:mem:spring-data-" + DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1";
    return new DriverManagerDataSource(url, "sa", "");
  }

  @Override
  protected void stopDatabase() {}

  @Override
  protected String binaryType() {
    return "binary(20)";
  }

  @Override
  protected Class<?> application() {
    return JdbcApplication.class;
  }

  @Override
  protected List<String> properties() {
    return List.of(
        "--spring.datasource.url=" + url,
        "--spring.datasource.username=sa",
        "--sortid.scru64.node-spec=42/8");
  }

  @Override
  protected Scru64NodeSpec expectedNodeSpec(ConfigurableApplicationContext context) {
    return Scru64NodeSpec.of(42, 8);
  }
}
