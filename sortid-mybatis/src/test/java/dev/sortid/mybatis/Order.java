package dev.sortid.mybatis;

import dev.sortid.Scru128Id;

/** The example's entity (docs/mybatis.md). */
public class Order {
  private Scru128Id id;
  private String customer;

  public Order() {}

  public Order(String customer) {
    this.customer = customer;
  }

  public Scru128Id getId() {
    return id;
  }

  public void setId(Scru128Id id) {
    this.id = id;
  }

  public String getCustomer() {
    return customer;
  }

  public void setCustomer(String customer) {
    this.customer = customer;
  }
}
