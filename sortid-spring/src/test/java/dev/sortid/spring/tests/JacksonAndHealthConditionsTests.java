package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import dev.sortid.nodeid.NodeIdLease;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The generation-specific auto-configurations under each condition: Jackson present or not, a
 * module of the application's own, Actuator present or not, a lease or none. Each Boot module runs
 * these with its {@link Generation}.
 */
public abstract class JacksonAndHealthConditionsTests {
  private final Generation generation;
  private final ApplicationContextRunner runner;

  /**
   * Tests one generation.
   *
   * @param generation what differs in it
   */
  protected JacksonAndHealthConditionsTests(Generation generation) {
    this.generation = generation;
    this.runner = new ApplicationContextRunner().withConfiguration(generation.autoConfigurations());
  }

  @Test
  void jackson_bootsMapperReadsAndWritesIds() {
    runner.run(
        context -> {
          Ulid ulid = Ulid.generate();
          assertEquals('"' + ulid.toString() + '"', generation.toJson(context, ulid));
          assertEquals(ulid, generation.fromJson(context, '"' + ulid.toString() + '"', Ulid.class));
        });
  }

  @Test
  void scru64AsNumber_writesNumbers() {
    runner
        .withPropertyValues("sortid.jackson.scru64-as-number=true")
        .run(
            context -> {
              Scru64Id id = Scru64Id.of(123_456_789L, 42);
              assertEquals(Long.toString(id.toLong()), generation.toJson(context, id));
            });
  }

  @Test
  void noJackson_noModuleAndTheContextStarts() {
    runner
        .withClassLoader(new FilteredClassLoader(generation.jsonMapperType()))
        .run(
            context -> {
              assertTrue(context.getBeansOfType(generation.sortidModuleType()).isEmpty());
              assertFalse(context.containsBean("sortidJacksonModule"));
            });
  }

  @Test
  void userModule_replacesOurs() {
    Object module = generation.sortidModule(true);
    @SuppressWarnings("unchecked")
    Class<Object> type = (Class<Object>) generation.sortidModuleType();
    runner
        .withBean("mySortidModule", type, () -> module)
        .run(
            context -> {
              assertSame(module, context.getBean(type));
              assertFalse(context.containsBean("sortidJacksonModule"));
              assertEquals(
                  "123456789", generation.toJson(context, Scru64Id.fromLong(123_456_789L)));
            });
  }

  @Test
  void lease_healthIndicatorUp() {
    runner
        .withPropertyValues("sortid.scru64.lease.url=" + H2.newUrl())
        .run(context -> assertEquals("UP", generation.scru64LeaseHealth(context).get("status")));
  }

  @Test
  void leaseNoLongerValid_healthDown() {
    runner
        .withPropertyValues("sortid.scru64.lease.url=" + H2.newUrl())
        .run(
            context -> {
              context.getBean(NodeIdLease.class).close();
              Map<String, Object> health = generation.scru64LeaseHealth(context);
              assertEquals("DOWN", health.get("status"));
              assertEquals("invalid", health.get("state"));
            });
  }

  @Test
  void noLease_noHealthIndicator() {
    runner.run(context -> assertFalse(context.containsBean("scru64LeaseHealthIndicator")));
  }

  @Test
  void leaseWithoutActuator_noHealthIndicator() {
    runner
        .withPropertyValues("sortid.scru64.lease.url=" + H2.newUrl())
        .withClassLoader(new FilteredClassLoader(generation.healthIndicatorType()))
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
}
