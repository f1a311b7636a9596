package example;

import dev.sortid.Scru64Id;
import org.springframework.data.jpa.repository.JpaRepository;

/** The orders table. */
interface Orders extends JpaRepository<Order, Scru64Id> {}
