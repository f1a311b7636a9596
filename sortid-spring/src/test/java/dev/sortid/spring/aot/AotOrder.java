package dev.sortid.spring.aot;

import dev.sortid.Scru64Id;
import dev.sortid.hibernate.Scru64Generated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An order whose key is a SCRU64 id from the application's generator. */
@Entity
@Table(name = "aot_order")
public class AotOrder {
  @Id @Scru64Generated private Scru64Id id;

  private String item;

  /** For JPA. */
  protected AotOrder() {}

  /**
   * A new order, its id assigned on insert.
   *
   * @param item what is ordered
   */
  public AotOrder(String item) {
    this.item = item;
  }

  /**
   * The id, once inserted.
   *
   * @return the id, or null before the insert
   */
  public Scru64Id getId() {
    return id;
  }

  /**
   * What is ordered.
   *
   * @return the item
   */
  public String getItem() {
    return item;
  }
}
