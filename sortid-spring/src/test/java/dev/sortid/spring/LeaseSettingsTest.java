package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sortid.nodeid.NodeIdLeases;
import dev.sortid.spring.tests.H2;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The lease properties reach the {@link NodeIdLeases} the auto-configuration builds. */
final class LeaseSettingsTest {
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(AutoConfigurations.of(SortidAutoConfiguration.class));

  @Test
  void timeouts_reachTheLeases() {
    runner
        .withPropertyValues(
            "sortid.scru64.lease.url=" + H2.newUrl(),
            "sortid.scru64.lease.realm=settings",
            "sortid.scru64.lease.node-size=6",
            "sortid.scru64.lease.lease-time=7s",
            "sortid.scru64.lease.acquire-timeout=20s",
            "sortid.scru64.lease.close-timeout=1500ms")
        .run(
            context -> {
              NodeIdLeases leases =
                  context.getBean(SortidAutoConfiguration.LeaseStore.class).leases;
              assertEquals("settings", leases.realm());
              assertEquals(6, leases.nodeIdSize());
              assertEquals(Duration.ofSeconds(7), leases.leaseTime());
              assertEquals(Duration.ofSeconds(20), leases.acquireTimeout());
              assertEquals(Duration.ofMillis(1500), leases.closeTimeout());
            });
  }

  @Test
  void timeouts_defaults() {
    runner
        .withPropertyValues("sortid.scru64.lease.url=" + H2.newUrl())
        .run(
            context -> {
              NodeIdLeases leases =
                  context.getBean(SortidAutoConfiguration.LeaseStore.class).leases;
              assertEquals(Duration.ZERO, leases.acquireTimeout());
              assertEquals(Duration.ofSeconds(3), leases.closeTimeout());
            });
  }
}
