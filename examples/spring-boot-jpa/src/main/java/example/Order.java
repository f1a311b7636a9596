package example;

import dev.sortid.Scru64Id;
import dev.sortid.hibernate.Scru64Generated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An order: its key comes from the application's Scru64Generator bean, the leased one. */
@Entity
@Table(name = "orders")
public class Order {
  @Id @Scru64Generated private Scru64Id id; // a bigint column, in creation order

  private String item;

  protected Order() {}

  Order(String item) {
    this.item = item;
  }

  Scru64Id id() {
    return id;
  }

  String item() {
    return item;
  }
}
