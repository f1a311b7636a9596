package dev.sortid.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sortid.Scru64Id;
import dev.sortid.testsupport.json.SortidModuleTests;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@link SortidModuleTests} on Jackson 3, and what only Jackson 3 has: how a mapper registers the
 * module beside discovered ones.
 */
final class SortidModuleTest extends SortidModuleTests {
  SortidModuleTest() {
    super(new Jackson3());
  }

  @Test
  void addModule_configuredAfterDiscovered_replacesIt() throws Exception {
    JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
    assertEquals("\"0u375nxqh5cq\"", mapper.writeValueAsString(SCRU64));

    JsonMapper numbers =
        JsonMapper.builder()
            .findAndAddModules()
            .addModule(SortidModule.builder().scru64AsNumber(true).build())
            .build();
    assertEquals("110009624767914842", numbers.writeValueAsString(SCRU64));
    assertEquals(SCRU64, numbers.readValue("110009624767914842", Scru64Id.class));
    assertEquals(
        1, numbers.registeredModules().stream().filter(SortidModule.class::isInstance).count());
  }

  @Test
  void addModule_twice_keepsOne() {
    JsonMapper mapper =
        JsonMapper.builder().addModule(new SortidModule()).addModule(new SortidModule()).build();

    assertEquals(1, mapper.registeredModules().size());
  }
}
