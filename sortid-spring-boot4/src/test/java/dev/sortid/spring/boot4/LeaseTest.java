package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.LeaseTests;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.ConfigurableApplicationContext;

/** {@link LeaseTests} on Spring Boot 4.0. */
final class LeaseTest extends LeaseTests {
  @Override
  protected Map<String, Object> health(ConfigurableApplicationContext context) {
    Health health = context.getBean("scru64LeaseHealthIndicator", HealthIndicator.class).health();
    Map<String, Object> map = new LinkedHashMap<>(health.getDetails());
    map.put("status", health.getStatus().getCode());
    return map;
  }
}
