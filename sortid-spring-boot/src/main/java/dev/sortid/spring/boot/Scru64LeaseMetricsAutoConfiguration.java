package dev.sortid.spring.boot;

import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.spring.Scru64LeaseMetrics;
import dev.sortid.spring.SortidAutoConfiguration;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.actuate.autoconfigure.metrics.MetricsAutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * The Micrometer meters of the leased SCRU64 node id ({@link Scru64LeaseMetrics}), when the
 * application has a {@link MeterRegistry} (Actuator) and a {@link NodeIdLease} bean. Boot binds
 * them to every registry; {@code management.metrics.enable.sortid=false} turns them off.
 */
@AutoConfiguration(
    after = {
      MetricsAutoConfiguration.class,
      CompositeMeterRegistryAutoConfiguration.class,
      SortidAutoConfiguration.class
    })
@ConditionalOnClass({MeterRegistry.class, MetricsAutoConfiguration.class})
@ConditionalOnBean({MeterRegistry.class, NodeIdLease.class})
public class Scru64LeaseMetricsAutoConfiguration {

  /** Creates the configuration. */
  public Scru64LeaseMetricsAutoConfiguration() {}

  /**
   * The meters of the lease.
   *
   * @param lease the lease
   * @return its meters, which Boot binds to the registries
   */
  @Bean
  @ConditionalOnMissingBean
  public Scru64LeaseMetrics scru64LeaseMetrics(NodeIdLease lease) {
    return new Scru64LeaseMetrics(lease);
  }
}
