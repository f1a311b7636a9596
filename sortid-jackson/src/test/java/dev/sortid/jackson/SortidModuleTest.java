package dev.sortid.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sortid.Scru64Id;
import dev.sortid.testsupport.json.SortidModuleTests;
import org.junit.jupiter.api.Test;

/**
 * {@link SortidModuleTests} on Jackson 2, and what only Jackson 2 has: how a mapper registers the
 * module beside discovered ones.
 */
final class SortidModuleTest extends SortidModuleTests {
  SortidModuleTest() {
    super(new Jackson2());
  }

  @Test
  void registerModule_configuredAfterDiscovered_configuredDecides() throws Exception {
    ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
    assertEquals("\"0u375nxqh5cq\"", mapper.writeValueAsString(SCRU64));

    ObjectMapper numbers =
        new ObjectMapper()
            .findAndRegisterModules()
            .registerModule(SortidModule.builder().scru64AsNumber(true).build());
    assertEquals("110009624767914842", numbers.writeValueAsString(SCRU64));
    assertEquals(SCRU64, numbers.readValue("110009624767914842", Scru64Id.class));
  }

  @Test
  void registerModule_defaultTwice_registersOnce() {
    ObjectMapper mapper =
        new ObjectMapper().registerModule(new SortidModule()).registerModule(new SortidModule());

    assertEquals(1, mapper.getRegisteredModuleIds().size());
  }
}
