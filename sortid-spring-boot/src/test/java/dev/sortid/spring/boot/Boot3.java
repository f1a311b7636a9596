package dev.sortid.spring.boot;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sortid.jackson.SortidModule;
import dev.sortid.spring.SortidAutoConfiguration;
import dev.sortid.spring.tests.Generation;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.actuate.autoconfigure.metrics.MetricsAutoConfiguration;
import org.springframework.boot.actuate.autoconfigure.metrics.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration;
import org.springframework.context.ApplicationContext;

/** Spring Boot 3.5: Jackson 2 and the health API of spring-boot-actuator. */
final class Boot3 implements Generation {

  @Override
  public AutoConfigurations autoConfigurations() {
    return AutoConfigurations.of(
        JacksonAutoConfiguration.class,
        SortidAutoConfiguration.class,
        SortidJacksonAutoConfiguration.class,
        Scru64LeaseHealthAutoConfiguration.class);
  }

  @Override
  public Class<?> jsonMapperType() {
    return ObjectMapper.class;
  }

  @Override
  public String toJson(ApplicationContext context, Object value) throws Exception {
    return context.getBean(ObjectMapper.class).writeValueAsString(value);
  }

  @Override
  public <T> T fromJson(ApplicationContext context, String json, Class<T> type) throws Exception {
    return context.getBean(ObjectMapper.class).readValue(json, type);
  }

  @Override
  public Class<?> sortidModuleType() {
    return SortidModule.class;
  }

  @Override
  public Object sortidModule(boolean scru64AsNumber) {
    return SortidModule.builder().scru64AsNumber(scru64AsNumber).build();
  }

  @Override
  public Class<?> healthIndicatorType() {
    return HealthIndicator.class;
  }

  @Override
  public Map<String, Object> scru64LeaseHealth(ApplicationContext context) {
    Health health = context.getBean("scru64LeaseHealthIndicator", HealthIndicator.class).health();
    Map<String, Object> map = new LinkedHashMap<>(health.getDetails());
    map.put("status", health.getStatus().getCode());
    return map;
  }

  @Override
  public AutoConfigurations metricsAutoConfigurations() {
    return AutoConfigurations.of(
        MetricsAutoConfiguration.class,
        SimpleMetricsExportAutoConfiguration.class,
        CompositeMeterRegistryAutoConfiguration.class,
        SortidAutoConfiguration.class,
        Scru64LeaseMetricsAutoConfiguration.class);
  }
}
