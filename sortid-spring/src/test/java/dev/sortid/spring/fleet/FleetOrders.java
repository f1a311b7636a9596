package dev.sortid.spring.fleet;

import dev.sortid.Scru64Id;
import org.springframework.data.jpa.repository.JpaRepository;

/** The orders. */
public interface FleetOrders extends JpaRepository<FleetOrder, Scru64Id> {}
