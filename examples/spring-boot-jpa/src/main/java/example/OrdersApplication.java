package example;

import dev.sortid.nodeid.NodeIdLease;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.domain.Sort;

/** Inserts orders whose SCRU64 keys carry this instance's leased node id, and lists them. */
@SpringBootApplication
public class OrdersApplication {

  public static void main(String[] args) {
    // closing the context releases the lease, so that the next run can take the node id at once
    try (ConfigurableApplicationContext app =
        SpringApplication.run(OrdersApplication.class, args)) {
      NodeIdLease lease = app.getBean(NodeIdLease.class);
      System.out.println("leased node id " + lease.nodeId() + "/" + lease.nodeIdSize());
      Orders orders = app.getBean(Orders.class);
      for (String item : new String[] {"tea", "cake", "jam"}) {
        orders.save(new Order(item));
      }
      for (Order order : orders.findAll(Sort.by("id"))) {
        int node = order.id().nodeCtr() >>> (24 - lease.nodeIdSize());
        System.out.println(order.id() + " node " + node + " " + order.item());
      }
    }
  }
}
