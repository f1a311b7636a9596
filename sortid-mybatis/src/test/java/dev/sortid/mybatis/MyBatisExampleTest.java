package dev.sortid.mybatis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sortid.Scru128Generator;
import dev.sortid.Scru128Id;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.apache.ibatis.datasource.unpooled.UnpooledDataSource;
import org.apache.ibatis.mapping.Environment;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactory;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.apache.ibatis.transaction.jdbc.JdbcTransactionFactory;
import org.junit.jupiter.api.Test;

/**
 * The example of docs/mybatis.md, run as written, with {@link Order} and {@link OrderMapper} (the
 * table is {@code orders (id uuid primary key, customer varchar(100))}).
 */
final class MyBatisExampleTest {

  @Test
  void example_insertWithGeneratedKeyAndRangeQuery() {
    String url =
        "jdbc:h2:mem:example;DB_CLOSE_DELAY=-1;INIT=RUNSCRIPT FROM 'classpath:schema-h2.sql'";
    // the example
    Scru128Generator ids = Scru128Generator.builder().build(); // the application's generator

    Configuration configuration =
        new Configuration(
            new Environment(
                "example",
                new JdbcTransactionFactory(),
                new UnpooledDataSource("org.h2.Driver", url, "sa", "")));
    SortidTypeHandlers.register(configuration.getTypeHandlerRegistry());
    configuration.addInterceptor(SortidKeyInterceptor.of(ids));
    configuration.addMapper(OrderMapper.class);
    SqlSessionFactory sessions = new SqlSessionFactoryBuilder().build(configuration);

    try (SqlSession session = sessions.openSession(true)) {
      OrderMapper orders = session.getMapper(OrderMapper.class);
      Order order = new Order("Ada");
      orders.insert(order); // order.getId() is now a new Scru128Id from ids

      Instant now = Instant.now();
      List<Order> lastHour =
          orders.findBetween(Scru128Id.min(now.minus(Duration.ofHours(1))), Scru128Id.max(now));
      // end of the example

      assertEquals(1, lastHour.size());
      assertEquals(order.getId(), lastHour.get(0).getId());
      assertEquals("Ada", lastHour.get(0).getCustomer());
    }
  }
}
