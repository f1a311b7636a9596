package dev.sortid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.UlidGenerator;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

/** Two generator beans of a scheme need one {@code @Primary}; other cases start. */
final class GeneratorBeansCheckTest {
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(AutoConfigurations.of(SortidAutoConfiguration.class));

  private static Scru64Generator scru64(int nodeId) {
    return Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(nodeId, 8)).build();
  }

  @Configuration(proxyBeanMethods = false)
  static class TwoUlids {
    @Bean
    UlidGenerator first() {
      return UlidGenerator.builder().build();
    }

    @Bean
    UlidGenerator second() {
      return UlidGenerator.builder().build();
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class TwoScru64OnePrimary {
    @Bean
    @Primary
    Scru64Generator orders() {
      return scru64(5);
    }

    @Bean
    Scru64Generator invoices() {
      return scru64(6);
    }
  }

  @Test
  void twoBeansNonePrimary_failsNamingThem() {
    runner
        .withUserConfiguration(TwoUlids.class)
        .run(
            context ->
                assertThat(context)
                    .getFailure()
                    .hasMessageContaining("2 UlidGenerator beans and none is @Primary")
                    .hasMessageContaining("\"first\"")
                    .hasMessageContaining("\"second\"")
                    .hasMessageContaining("@UlidGenerated"));
  }

  @Test
  void twoBeansNonePrimaryOneARegisteredSingleton_failsNamingBoth() {
    runner
        .withBean("first", UlidGenerator.class, () -> UlidGenerator.builder().build())
        .withInitializer(
            context ->
                context
                    .getBeanFactory()
                    .registerSingleton("registered", UlidGenerator.builder().build()))
        .run(
            context ->
                assertThat(context)
                    .getFailure()
                    .hasMessageContaining("\"first\"")
                    .hasMessageContaining("\"registered\""));
  }

  @Test
  void twoBeansOnePrimary_startsWithThePrimaryAsTheGenerator() {
    runner
        .withUserConfiguration(TwoScru64OnePrimary.class)
        .run(
            context ->
                assertThat(context.getBean(Scru64Generator.class).nodeSpec().nodeId())
                    .isEqualTo(5));
  }

  @Test
  void oneBeanOfEachScheme_starts() {
    runner
        .withPropertyValues("sortid.scru64.node-spec=3/8")
        .run(context -> assertThat(context).hasNotFailed().hasSingleBean(UlidGenerator.class));
  }
}
