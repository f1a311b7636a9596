package dev.sortid.spring.data.r2dbcapp;

import dev.sortid.Scru64Id;
import dev.sortid.spring.data.tests.Everything;
import dev.sortid.spring.data.tests.Order;
import dev.sortid.spring.data.tests.Store;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.data.r2dbc.core.R2dbcEntityTemplate;
import org.springframework.data.relational.core.query.Criteria;
import org.springframework.data.relational.core.query.Query;
import org.springframework.stereotype.Component;

/** A Spring Data R2DBC application: the repository and template the tests use. */
@SpringBootApplication(
    excludeName = {
      // JDBC is on the test class path too; this application has no DataSource (Boot 3.5, 4.0)
      "org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration",
      "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration"
    })
public class R2dbcApplication {
  /** The longest wait for one database operation. */
  static final Duration TIMEOUT = Duration.ofSeconds(30);

  /** Creates the application. */
  public R2dbcApplication() {}

  /** The tests' operations on Spring Data R2DBC, each waited for at most {@link #TIMEOUT}. */
  @Component
  static class R2dbcStore implements Store {
    private final R2dbcEntityTemplate template;
    private final Orders orders;

    R2dbcStore(R2dbcEntityTemplate template, Orders orders) {
      this.template = template;
      this.orders = orders;
    }

    @Override
    public <T> T insert(T aggregate) {
      return template.insert(aggregate).block(TIMEOUT);
    }

    @Override
    public Order save(Order order) {
      return orders.save(order).block(TIMEOUT);
    }

    @Override
    public Optional<Order> findOrder(Scru64Id id) {
      return orders.findById(id).blockOptional(TIMEOUT);
    }

    @Override
    public List<Order> ordersBetween(Scru64Id from, Scru64Id to) {
      return orders.findByIdBetweenOrderById(from, to).collectList().block(TIMEOUT);
    }

    @Override
    public <T> List<T> findAll(Class<T> type) {
      return template.select(type).all().collectList().block(TIMEOUT);
    }

    @Override
    public List<Everything> everythingBetween(String column, Object from, Object to) {
      return template
          .select(Everything.class)
          .matching(Query.query(Criteria.where(column).between(from, to)))
          .all()
          .collectList()
          .block(TIMEOUT);
    }
  }
}
