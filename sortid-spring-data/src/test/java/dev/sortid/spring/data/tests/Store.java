package dev.sortid.spring.data.tests;

import dev.sortid.Scru64Id;
import java.util.List;
import java.util.Optional;

/** What the tests do with Spring Data, blocking: JDBC directly, R2DBC with a bounded wait. */
public interface Store {

  /**
   * Inserts an aggregate as it is (its id set or not) with the template.
   *
   * @param <T> its type
   * @param aggregate the aggregate
   * @return the inserted aggregate
   */
  <T> T insert(T aggregate);

  /**
   * Saves an order with the repository.
   *
   * @param order the order
   * @return the saved order
   */
  Order save(Order order);

  /**
   * Finds an order with the repository.
   *
   * @param id its id
   * @return the order
   */
  Optional<Order> findOrder(Scru64Id id);

  /**
   * The repository's derived query {@code findByIdBetweenOrderById}.
   *
   * @param from the smallest id
   * @param to the largest id
   * @return the orders, by id
   */
  List<Order> ordersBetween(Scru64Id from, Scru64Id to);

  /**
   * All aggregates of a type.
   *
   * @param <T> the type
   * @param type the type
   * @return the aggregates
   */
  <T> List<T> findAll(Class<T> type);

  /**
   * The rows of {@code everything} whose column lies between two values, by the template's query
   * with a {@code Criteria}.
   *
   * @param column the column
   * @param from the smallest value
   * @param to the largest value
   * @return the rows
   */
  List<Everything> everythingBetween(String column, Object from, Object to);
}
