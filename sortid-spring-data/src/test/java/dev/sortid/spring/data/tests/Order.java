package dev.sortid.spring.data.tests;

import dev.sortid.Scru64Id;
import dev.sortid.spring.data.SortidGenerated;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** An order whose SCRU64 id comes from the application's {@code Scru64Generator} bean. */
@Table("orders")
public class Order {
  @Id @SortidGenerated public Scru64Id id;
  public String item;

  /** For Spring Data. */
  public Order() {}

  /**
   * A new order.
   *
   * @param item what is ordered
   */
  public Order(String item) {
    this.item = item;
  }
}
