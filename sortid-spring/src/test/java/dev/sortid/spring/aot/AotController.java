package dev.sortid.spring.aot;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** Orders in and out as JSON, found by a path variable; the generator's next id. */
@RestController
class AotController {
  private final AotOrders orders;
  private final Scru64Generator ids;

  AotController(AotOrders orders, Scru64Generator ids) {
    this.orders = orders;
    this.ids = ids;
  }

  @PostMapping("/orders")
  AotOrder create(@RequestBody Map<String, String> body) {
    return orders.save(new AotOrder(body.get("item")));
  }

  @GetMapping("/orders/{id}")
  ResponseEntity<AotOrder> find(@PathVariable Scru64Id id) {
    return ResponseEntity.of(orders.findById(id));
  }

  @GetMapping("/ids/next")
  Map<String, Scru64Id> next() {
    return Map.of("id", ids.generate());
  }
}
