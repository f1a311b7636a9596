package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.spring.fleet.FleetApplication;
import dev.sortid.spring.fleet.FleetOrder;
import dev.sortid.spring.fleet.FleetOrders;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

/**
 * An application with two SCRU64 generator beans of its own: with none {@code @Primary} the start
 * fails naming both (no integration may take the process-wide default instead); with one primary,
 * Hibernate's {@code @Scru64Generated} ids come from it. Each Boot module runs this on its
 * generation.
 */
public abstract class GeneratorBeansTests {

  /** Creates the tests. */
  protected GeneratorBeansTests() {}

  /** Two generators, node ids 5 and 6, neither primary. */
  @Configuration(proxyBeanMethods = false)
  static class TwoGenerators {
    @Bean
    Scru64Generator orderIds() {
      return Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(5, 8)).build();
    }

    @Bean
    Scru64Generator invoiceIds() {
      return Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(6, 8)).build();
    }
  }

  /** Two generators, node ids 5 (primary) and 6. */
  @Configuration(proxyBeanMethods = false)
  static class PrimaryGenerator {
    @Bean
    @Primary
    Scru64Generator orderIds() {
      return Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(5, 8)).build();
    }

    @Bean
    Scru64Generator invoiceIds() {
      return Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(6, 8)).build();
    }
  }

  private static ConfigurableApplicationContext run(Class<?> generators) {
    SpringApplication app = new SpringApplication(FleetApplication.class, generators);
    return app.run(
        "--spring.main.web-application-type=none",
        "--spring.main.banner-mode=off",
        "--logging.level.root=off",
        "--spring.datasource.url=jdbc:h2:mem:generator-beans-" + UUID.randomUUID(),
        "--spring.jpa.hibernate.ddl-auto=create",
        // what the process-wide default would use: ids with it would have node id 99
        "--sortid.scru64.node-spec=99/8");
  }

  @Test
  void twoGeneratorBeansNonePrimary_startFailsNamingBoth() {
    RuntimeException e = assertThrows(RuntimeException.class, () -> run(TwoGenerators.class));
    String message = e.getMessage();
    assertTrue(message.contains("2 Scru64Generator beans and none is @Primary"), message);
    assertTrue(message.contains("\"orderIds\"") && message.contains("\"invoiceIds\""), message);
    assertTrue(message.contains("mark one @Primary"), message);
  }

  @Test
  void twoGeneratorBeansOnePrimary_entityIdsComeFromThePrimary() {
    try (ConfigurableApplicationContext context = run(PrimaryGenerator.class)) {
      FleetOrder saved = context.getBean(FleetOrders.class).save(new FleetOrder("a"));
      assertEquals(5, saved.getId().nodeCtr() >>> 16);
    }
  }
}
