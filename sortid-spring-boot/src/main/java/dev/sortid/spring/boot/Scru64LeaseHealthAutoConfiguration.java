package dev.sortid.spring.boot;

import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.spring.Scru64LeaseStatus;
import dev.sortid.spring.SortidAutoConfiguration;
import org.springframework.boot.actuate.autoconfigure.health.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * An Actuator health indicator of the leased SCRU64 node id, named {@code scru64Lease}, when
 * Actuator is present and there is a {@link NodeIdLease} bean: UP while the lease is valid, DOWN
 * otherwise, with the details of {@link Scru64LeaseStatus}. {@code
 * management.health.scru64-lease.enabled=false} turns it off.
 */
@AutoConfiguration(after = SortidAutoConfiguration.class)
@ConditionalOnClass(HealthIndicator.class)
@ConditionalOnBean(NodeIdLease.class)
@ConditionalOnEnabledHealthIndicator("scru64-lease")
public class Scru64LeaseHealthAutoConfiguration {

  /** Creates the configuration. */
  public Scru64LeaseHealthAutoConfiguration() {}

  /**
   * The health indicator of the lease.
   *
   * @param lease the lease
   * @return the indicator
   */
  @Bean
  @ConditionalOnMissingBean(name = "scru64LeaseHealthIndicator")
  public HealthIndicator scru64LeaseHealthIndicator(NodeIdLease lease) {
    return () -> {
      Scru64LeaseStatus status = Scru64LeaseStatus.of(lease);
      return (status.up() ? Health.up() : Health.down()).withDetails(status.details()).build();
    };
  }
}
