package dev.sortid.spring.data.jdbcapp;

import dev.sortid.Scru64Id;
import dev.sortid.spring.data.tests.Order;
import java.util.List;
import org.springframework.data.repository.ListCrudRepository;

/** The orders. */
public interface Orders extends ListCrudRepository<Order, Scru64Id> {

  /**
   * Orders whose ids lie between two ids.
   *
   * @param from the smallest id
   * @param to the largest id
   * @return the orders, by id
   */
  List<Order> findByIdBetweenOrderById(Scru64Id from, Scru64Id to);
}
