package dev.sortid.spring.example;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class OrdersApplication {
  public static void main(String[] args) {
    SpringApplication.run(OrdersApplication.class, args);
  }

  public record Order(Scru64Id id, Ulid customer, String item) {}

  @RestController
  static class OrderController {
    private final Scru64Generator ids;
    private final Map<Scru64Id, Order> orders = new ConcurrentHashMap<>();

    OrderController(Scru64Generator ids) {
      this.ids = ids;
    }

    @PostMapping("/orders")
    Order create(@RequestBody Order order) {
      Order created = new Order(ids.generate(), order.customer(), order.item());
      orders.put(created.id(), created);
      return created;
    }

    @GetMapping("/orders/{id}")
    ResponseEntity<Order> find(@PathVariable Scru64Id id) {
      return ResponseEntity.of(Optional.ofNullable(orders.get(id)));
    }

    @GetMapping("/orders")
    List<Order> byCustomer(@RequestParam Ulid customer) {
      return orders.values().stream()
          .filter(order -> order.customer().equals(customer))
          .sorted(Comparator.comparing(Order::id))
          .toList();
    }
  }
}
