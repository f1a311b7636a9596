package dev.sortid.spring.boot4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sortid.jackson3.SortidModule;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.beans.factory.aot.AotServices;

final class SortidJacksonRuntimeHintsTest {

  @Test
  void aotFactories_registerTheHints() {
    List<RuntimeHintsRegistrar> registrars =
        AotServices.factories().load(RuntimeHintsRegistrar.class).asList();
    assertThat(registrars).hasAtLeastOneElementOfType(SortidJacksonRuntimeHints.class);
  }

  @Test
  void hints_coverTheVersionResourceTheModuleReads() {
    RuntimeHints hints = new RuntimeHints();
    new SortidJacksonRuntimeHints().registerHints(hints, getClass().getClassLoader());
    assertThat(SortidModule.class.getResource("version.properties"))
        .as("the resource the module reads")
        .isNotNull();
    assertThat(
            RuntimeHintsPredicates.resource()
                .forResource(SortidJacksonRuntimeHints.VERSION_RESOURCE))
        .accepts(hints);
    assertThat(
            RuntimeHintsPredicates.resource()
                .forResource(
                    SortidModule.class.getPackageName().replace('.', '/') + "/version.properties"))
        .accepts(hints);
  }
}
