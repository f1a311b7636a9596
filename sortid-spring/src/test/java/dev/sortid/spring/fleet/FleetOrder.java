package dev.sortid.spring.fleet;

import dev.sortid.Scru64Id;
import dev.sortid.hibernate.Scru64Generated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An order whose key is a SCRU64 id from the application's generator. */
@Entity
@Table(name = "fleet_order")
public class FleetOrder {
  @Id @Scru64Generated private Scru64Id id;

  private String instance;

  /** For JPA. */
  protected FleetOrder() {}

  /**
   * A new order, its id assigned on insert.
   *
   * @param instance the name of the instance that writes it
   */
  public FleetOrder(String instance) {
    this.instance = instance;
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
   * The instance that wrote the order.
   *
   * @return its name
   */
  public String getInstance() {
    return instance;
  }
}
