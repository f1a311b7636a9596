package dev.sortid.spring.data.r2dbcapp;

import dev.sortid.Scru64Id;
import dev.sortid.spring.data.tests.Order;
import org.springframework.data.repository.reactive.ReactiveCrudRepository;
import reactor.core.publisher.Flux;

/** The orders. */
public interface Orders extends ReactiveCrudRepository<Order, Scru64Id> {

  /**
   * Orders whose ids lie between two ids.
   *
   * @param from the smallest id
   * @param to the largest id
   * @return the orders, by id
   */
  Flux<Order> findByIdBetweenOrderById(Scru64Id from, Scru64Id to);
}
