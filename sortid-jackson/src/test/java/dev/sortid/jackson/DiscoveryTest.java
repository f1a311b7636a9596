package dev.sortid.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The module is found by discovery. Surefire runs this class on the module path (found through the
 * {@code provides} clause of module-info); failsafe runs it again against the packaged jar on the
 * plain class path (found through {@code META-INF/services}).
 */
final class DiscoveryTest {

  @Test
  void findModules_includesSortidModuleWithDefaults() {
    List<Module> modules = ObjectMapper.findModules();

    List<SortidModule> sortid =
        modules.stream()
            .filter(SortidModule.class::isInstance)
            .map(SortidModule.class::cast)
            .toList();
    assertEquals(1, sortid.size(), modules.toString());
    assertEquals(false, sortid.get(0).scru64AsNumber());
  }

  @Test
  void findAndRegisterModules_readsAndWritesIds() throws Exception {
    ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
    Ulid ulid = Ulid.parse("01M83T2BPB50P1PF2MKEAET0KT");

    assertTrue(mapper.getRegisteredModuleIds().contains(SortidModule.class.getName()));
    assertEquals("\"01M83T2BPB50P1PF2MKEAET0KT\"", mapper.writeValueAsString(ulid));
    assertEquals(ulid, mapper.readValue("\"01M83T2BPB50P1PF2MKEAET0KT\"", SortableId.class));
    assertEquals(
        Scru64Id.parse("0u375nxqh5cq"),
        JsonMapper.builder()
            .findAndAddModules()
            .build()
            .readValue("\"0u375nxqh5cq\"", Scru64Id.class));
  }

  @Test
  void module_isNamedOnTheModulePath_andComesFromTheJarOnTheClassPath() {
    java.lang.Module ours = SortidModule.class.getModule();
    assertEquals(!Boolean.getBoolean("sortid.test.classPath"), ours.isNamed());
    if (ours.isNamed()) {
      assertEquals("dev.sortid.jackson", ours.getName());
      assertTrue(
          ours.getDescriptor().provides().stream()
              .anyMatch(p -> p.service().equals(Module.class.getName())));
    } else {
      String location =
          SortidModule.class.getProtectionDomain().getCodeSource().getLocation().getPath();
      assertTrue(location.endsWith(".jar"), location);
    }
  }
}
