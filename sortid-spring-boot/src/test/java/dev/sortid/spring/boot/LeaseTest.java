package dev.sortid.spring.boot;

import dev.sortid.spring.tests.LeaseTests;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.context.ConfigurableApplicationContext;

/** {@link LeaseTests} on Spring Boot 3.5. */
final class LeaseTest extends LeaseTests {
  @Override
  protected Map<String, Object> health(ConfigurableApplicationContext context) {
    Health health = context.getBean("scru64LeaseHealthIndicator", HealthIndicator.class).health();
    Map<String, Object> map = new LinkedHashMap<>(health.getDetails());
    map.put("status", health.getStatus().getCode());
    return map;
  }
}
