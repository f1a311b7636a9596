package dev.sortid.spring.boot4;

import dev.sortid.jackson3.SortidModule;
import dev.sortid.spring.SortidAutoConfiguration;
import dev.sortid.spring.tests.Generation;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.context.ApplicationContext;
import tools.jackson.databind.json.JsonMapper;

/** Spring Boot 4.0: Jackson 3 and the health API of spring-boot-health. */
final class Boot4 implements Generation {

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
    return JsonMapper.class;
  }

  @Override
  public String toJson(ApplicationContext context, Object value) throws Exception {
    return context.getBean(JsonMapper.class).writeValueAsString(value);
  }

  @Override
  public <T> T fromJson(ApplicationContext context, String json, Class<T> type) throws Exception {
    return context.getBean(JsonMapper.class).readValue(json, type);
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
