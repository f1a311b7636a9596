package dev.sortid.spring.aot;

import dev.sortid.Scru64Id;
import org.springframework.data.jpa.repository.JpaRepository;

/** The orders. */
public interface AotOrders extends JpaRepository<AotOrder, Scru64Id> {}
