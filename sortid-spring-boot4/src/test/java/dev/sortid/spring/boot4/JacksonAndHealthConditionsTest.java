package dev.sortid.spring.boot4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import dev.sortid.jackson3.SortidModule;
import dev.sortid.spring.SortidAutoConfiguration;
import dev.sortid.spring.tests.H2;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.json.JsonMapper;

/** The Boot 4.0 parts under each condition: Jackson 3 present or not, Actuator and a lease. */
final class JacksonAndHealthConditionsTest {
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(
                  JacksonAutoConfiguration.class,
                  SortidAutoConfiguration.class,
                  SortidJacksonAutoConfiguration.class,
                  Scru64LeaseHealthAutoConfiguration.class));

  @Test
  void jackson_bootsJsonMapperReadsAndWritesIds() {
    runner.run(
        context -> {
          JsonMapper mapper = context.getBean(JsonMapper.class);
          Ulid ulid = Ulid.generate();
          assertEquals('"' + ulid.toString() + '"', mapper.writeValueAsString(ulid));
          assertEquals(ulid, mapper.readValue('"' + ulid.toString() + '"', Ulid.class));
        });
  }

  @Test
  void scru64AsNumber_writesNumbers() {
    runner
        .withPropertyValues("sortid.jackson.scru64-as-number=true")
        .run(
            context -> {
              Scru64Id id = Scru64Id.of(123_456_789L, 42);
              assertEquals(
                  Long.toString(id.toLong()),
                  context.getBean(JsonMapper.class).writeValueAsString(id));
            });
  }

  @Test
  void noJackson_noModuleAndTheContextStarts() {
    runner
        .withClassLoader(new FilteredClassLoader(JsonMapper.class))
        .run(
            context -> {
              assertTrue(context.getBeansOfType(SortidModule.class).isEmpty());
              assertFalse(context.containsBean("sortidJacksonModule"));
            });
  }

  @Test
  void userModule_replacesOurs() {
    runner
        .withUserConfiguration(UserModule.class)
        .run(context -> assertSame(UserModule.MODULE, context.getBean(SortidModule.class)));
  }

  @Test
  void lease_healthIndicator() {
    runner
        .withPropertyValues("sortid.scru64.lease.url=" + H2.newUrl())
        .run(
            context ->
                assertEquals(
                    "UP",
                    context
                        .getBean("scru64LeaseHealthIndicator", HealthIndicator.class)
                        .health()
                        .getStatus()
                        .getCode()));
  }

  @Test
  void noLease_noHealthIndicator() {
    runner.run(context -> assertFalse(context.containsBean("scru64LeaseHealthIndicator")));
  }

  @Test
  void leaseWithoutActuator_noHealthIndicator() {
    runner
        .withPropertyValues("sortid.scru64.lease.url=" + H2.newUrl())
        .withClassLoader(new FilteredClassLoader(HealthIndicator.class))
        .run(context -> assertFalse(context.containsBean("scru64LeaseHealthIndicator")));
  }

  @Test
  void healthIndicatorDisabled_noHealthIndicator() {
    runner
        .withPropertyValues(
            "sortid.scru64.lease.url=" + H2.newUrl(),
            "management.health.scru64-lease.enabled=false")
        .run(context -> assertFalse(context.containsBean("scru64LeaseHealthIndicator")));
  }

  /** An application's own module. */
  @Configuration(proxyBeanMethods = false)
  static class UserModule {
    static final SortidModule MODULE = SortidModule.builder().scru64AsNumber(true).build();

    @Bean
    SortidModule mySortidModule() {
      return MODULE;
    }
  }
}
