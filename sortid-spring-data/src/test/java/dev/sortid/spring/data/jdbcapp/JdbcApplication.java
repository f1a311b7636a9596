package dev.sortid.spring.data.jdbcapp;

import dev.sortid.Scru64Id;
import dev.sortid.spring.data.tests.Everything;
import dev.sortid.spring.data.tests.Order;
import dev.sortid.spring.data.tests.Store;
import java.util.List;
import java.util.Optional;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.data.jdbc.core.JdbcAggregateTemplate;
import org.springframework.data.relational.core.query.Criteria;
import org.springframework.data.relational.core.query.Query;
import org.springframework.stereotype.Component;

/** A Spring Data JDBC application: the repository and template the tests use. */
@SpringBootApplication(
    excludeName = {
      // R2DBC is on the test class path too; this application has none (Boot 3.5, Boot 4.0)
      "org.springframework.boot.autoconfigure.r2dbc.R2dbcAutoConfiguration",
      "org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration"
    })
public class JdbcApplication {

  /** Creates the application. */
  public JdbcApplication() {}

  /** The tests' operations on Spring Data JDBC. */
  @Component
  static class JdbcStore implements Store {
    private final JdbcAggregateTemplate template;
    private final Orders orders;

    JdbcStore(JdbcAggregateTemplate template, Orders orders) {
      this.template = template;
      this.orders = orders;
    }

    @Override
    public <T> T insert(T aggregate) {
      return template.insert(aggregate);
    }

    @Override
    public Order save(Order order) {
      return orders.save(order);
    }

    @Override
    public Optional<Order> findOrder(Scru64Id id) {
      return orders.findById(id);
    }

    @Override
    public List<Order> ordersBetween(Scru64Id from, Scru64Id to) {
      return orders.findByIdBetweenOrderById(from, to);
    }

    @Override
    public <T> List<T> findAll(Class<T> type) {
      return template.findAll(type);
    }

    @Override
    public List<Everything> everythingBetween(String column, Object from, Object to) {
      return template.findAll(
          Query.query(Criteria.where(column).between(from, to)), Everything.class);
    }
  }
}
