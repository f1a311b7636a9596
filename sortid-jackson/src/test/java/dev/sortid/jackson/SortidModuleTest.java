package dev.sortid.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsonFormatVisitors.JsonFormatVisitorWrapper;
import com.fasterxml.jackson.databind.jsonFormatVisitors.JsonIntegerFormatVisitor;
import com.fasterxml.jackson.databind.jsonFormatVisitors.JsonStringFormatVisitor;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

final class SortidModuleTest {
  static final Scru128Id SCRU128 = Scru128Id.parse("03hae3fojn31kv0633k6mjsiy");
  static final Scru64Id SCRU64 = Scru64Id.parse("0u375nxqh5cq");
  static final Scru160Id SCRU160 = Scru160Id.parse("06H0F89EGHJLGPDS6ESM9CIOKVBAV8NN");
  static final Ulid ULID = Ulid.parse("01M83T2BPB50P1PF2MKEAET0KT");
  static final Euid EUID = Euid.parse("1M83T2BP7DN918DV8EJ7VNE6JST");
  static final UuidV7 UUIDV7 = UuidV7.parse("017f22e2-79b0-7cc3-98c4-dc0c0c07398f");

  /** Every id type as a field, in lists, as map keys and in Optionals. */
  record Everything(
      Scru128Id scru128,
      Scru64Id scru64,
      Scru160Id scru160,
      Ulid ulid,
      Euid euid,
      UuidV7 uuidV7,
      SortableId any,
      List<SortableId> anyOfEach,
      List<Ulid> ulids,
      Map<Scru128Id, Euid> euidByScru128,
      Map<Scru64Id, Scru160Id> scru160ByScru64,
      Map<Ulid, String> byUlid,
      Map<Euid, String> byEuid,
      Map<UuidV7, String> byUuidV7,
      Map<Scru160Id, String> byScru160,
      Map<SortableId, String> byAny,
      Optional<Scru128Id> present,
      Optional<Ulid> absent) {}

  record Pair(Scru64Id scru64, SortableId any) {}

  private static ObjectMapper mapper(SortidModule module) {
    return JsonMapper.builder().addModule(module).addModule(new Jdk8Module()).build();
  }

  private static Everything everything() {
    Map<SortableId, String> byAny = new LinkedHashMap<>();
    for (SortableId id : List.of(SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDV7)) {
      byAny.put(id, id.scheme().name());
    }
    return new Everything(
        SCRU128,
        SCRU64,
        SCRU160,
        ULID,
        EUID,
        UUIDV7,
        EUID,
        List.of(SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDV7),
        List.of(ULID, Ulid.MIN, Ulid.MAX),
        Map.of(SCRU128, EUID),
        Map.of(SCRU64, SCRU160),
        Map.of(ULID, "u"),
        Map.of(EUID, "e"),
        Map.of(UUIDV7, "v"),
        Map.of(SCRU160, "s"),
        byAny,
        Optional.of(SCRU128),
        Optional.empty());
  }

  @Test
  void roundTrip_everyTypeInFieldsListsKeysAndOptionals_returnsEqualRecord() throws Exception {
    ObjectMapper mapper = mapper(new SortidModule());
    Everything before = everything();

    String json = mapper.writeValueAsString(before);
    Everything after = mapper.readValue(json, Everything.class);

    assertEquals(before, after);
    assertInstanceOf(Euid.class, after.any());
    assertEquals(before.anyOfEach(), after.anyOfEach());
  }

  @Test
  void roundTrip_freshIdsOfEveryScheme_returnsEqualRecord() throws Exception {
    ObjectMapper mapper = mapper(new SortidModule());
    for (int i = 0; i < 100; i++) {
      List<SortableId> ids =
          List.of(
              Scru128Id.generate(),
              Scru64Id.of(SCRU64.timestamp() + i, i),
              Scru160Id.generate(),
              Ulid.generate(),
              Euid.generate(),
              UuidV7.generate());
      String json = mapper.writeValueAsString(ids);
      assertEquals(ids, mapper.readValue(json, new TypeReference<List<SortableId>>() {}));
    }
  }

  @Test
  void write_everyType_writesCanonicalStrings() throws Exception {
    ObjectMapper mapper = mapper(new SortidModule());

    assertEquals(
        "[\"03hae3fojn31kv0633k6mjsiy\",\"0u375nxqh5cq\",\"06H0F89EGHJLGPDS6ESM9CIOKVBAV8NN\","
            + "\"01M83T2BPB50P1PF2MKEAET0KT\",\"1M83T2BP7DN918DV8EJ7VNE6JST\","
            + "\"017f22e2-79b0-7cc3-98c4-dc0c0c07398f\"]",
        mapper.writeValueAsString(List.of(SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDV7)));
    assertEquals(
        "{\"scru64\":\"0u375nxqh5cq\",\"any\":\"03hae3fojn31kv0633k6mjsiy\"}",
        mapper.writeValueAsString(new Pair(SCRU64, SCRU128)));
    assertEquals(
        "{\"0u375nxqh5cq\":\"06H0F89EGHJLGPDS6ESM9CIOKVBAV8NN\"}",
        mapper.writeValueAsString(Map.of(SCRU64, SCRU160)));
  }

  @Test
  void read_anyLetterCase_returnsTheId() throws Exception {
    ObjectMapper mapper = mapper(new SortidModule());

    assertEquals(SCRU128, mapper.readValue("\"03HAE3FOJN31KV0633K6MJSIY\"", Scru128Id.class));
    assertEquals(ULID, mapper.readValue("\"01m83t2bpb50p1pf2mkeaet0kt\"", Ulid.class));
    assertEquals(
        UUIDV7, mapper.readValue("\"017F22E2-79B0-7CC3-98C4-DC0C0C07398F\"", UuidV7.class));
    assertEquals(
        UUIDV7, mapper.readValue("\"017F22E2-79B0-7CC3-98C4-DC0C0C07398F\"", SortableId.class));
    assertEquals(SCRU64, mapper.readValue("\"0U375NXQH5CQ\"", SortableId.class));
    assertEquals(
        Map.of(SCRU160, "s"),
        mapper.readValue(
            "{\"06h0f89eghjlgpds6esm9ciokvbav8nn\":\"s\"}",
            new TypeReference<Map<Scru160Id, String>>() {}));
  }

  @Test
  void read_sortableId_detectsEachScheme() throws Exception {
    ObjectMapper mapper = mapper(new SortidModule());
    for (SortableId id : List.of(SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDV7)) {
      SortableId read = mapper.readValue('"' + id.toString() + '"', SortableId.class);
      assertEquals(id, read);
      assertEquals(id.getClass(), read.getClass());
    }
    // SCRU160 also has a 40-char hex form
    assertEquals(SCRU160, mapper.readValue('"' + SCRU160.toHexString() + '"', SortableId.class));
  }

  @Test
  void read_jsonNull_returnsNull() throws Exception {
    ObjectMapper mapper = mapper(new SortidModule());

    assertNull(mapper.readValue("null", Ulid.class));
    assertNull(mapper.readValue("{\"scru64\":null,\"any\":null}", Pair.class).any());
  }

  @Test
  void scru64AsNumber_default_isOff() {
    assertFalse(new SortidModule().scru64AsNumber());
    assertFalse(SortidModule.builder().build().scru64AsNumber());
    assertTrue(SortidModule.builder().scru64AsNumber(true).build().scru64AsNumber());
  }

  @Test
  void scru64AsNumber_on_writesNumbersForValuesAndStringsForKeys() throws Exception {
    ObjectMapper mapper = mapper(SortidModule.builder().scru64AsNumber(true).build());

    assertEquals("110009624767914842", mapper.writeValueAsString(SCRU64));
    assertEquals(
        "{\"scru64\":110009624767914842,\"any\":110009624767914842}",
        mapper.writeValueAsString(new Pair(SCRU64, SCRU64)));
    assertEquals(
        "{\"0u375nxqh5cq\":4738381338321616895}",
        mapper.writeValueAsString(Map.of(SCRU64, Scru64Id.MAX)));
    assertEquals("\"01M83T2BPB50P1PF2MKEAET0KT\"", mapper.writeValueAsString(ULID));
  }

  @Test
  void scru64AsNumber_on_readsNumbersAndStrings() throws Exception {
    ObjectMapper mapper = mapper(SortidModule.builder().scru64AsNumber(true).build());

    assertEquals(SCRU64, mapper.readValue("110009624767914842", Scru64Id.class));
    assertEquals(SCRU64, mapper.readValue("\"0u375nxqh5cq\"", Scru64Id.class));
    assertEquals(Scru64Id.MIN, mapper.readValue("0", Scru64Id.class));
    assertEquals(Scru64Id.MAX, mapper.readValue("4738381338321616895", SortableId.class));
    assertEquals(
        new Pair(SCRU64, SCRU64),
        mapper.readValue("{\"scru64\":110009624767914842,\"any\":110009624767914842}", Pair.class));

    Everything before = everything();
    assertEquals(before, mapper.readValue(mapper.writeValueAsString(before), Everything.class));
  }

  @Test
  void roundTrip_polymorphicTyping_writesTypeIdsAndReadsThemBack() throws Exception {
    for (boolean asNumber : new boolean[] {false, true}) {
      ObjectMapper mapper =
          JsonMapper.builder()
              .addModule(SortidModule.builder().scru64AsNumber(asNumber).build())
              .activateDefaultTyping(
                  BasicPolymorphicTypeValidator.builder().allowIfBaseType(Object.class).build(),
                  ObjectMapper.DefaultTyping.JAVA_LANG_OBJECT)
              .build();
      List<Object> before = List.of(SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDV7);

      String json =
          mapper.writerFor(new TypeReference<List<Object>>() {}).writeValueAsString(before);
      assertTrue(
          json.contains(
              asNumber
                  ? "[\"dev.sortid.Scru64Id\",110009624767914842]"
                  : "[\"dev.sortid.Scru64Id\",\"0u375nxqh5cq\"]"),
          json);
      assertEquals(before, mapper.readValue(json, new TypeReference<List<Object>>() {}));
    }
  }

  @Test
  void acceptJsonFormatVisitor_scru64_isStringOrLongNumber() throws Exception {
    assertEquals("string", format(new SortidModule(), Scru64Id.class));
    assertEquals("string", format(new SortidModule(), Ulid.class));
    assertEquals("string", format(new SortidModule(), UuidV7.class));
    assertEquals(
        "integer LONG",
        format(SortidModule.builder().scru64AsNumber(true).build(), Scru64Id.class));
  }

  /** The JSON Schema format that the module's serializer reports for a type. */
  private static String format(SortidModule module, Class<?> type) throws Exception {
    StringBuilder seen = new StringBuilder();
    mapper(module)
        .acceptJsonFormatVisitor(
            type,
            new JsonFormatVisitorWrapper.Base() {
              @Override
              public JsonStringFormatVisitor expectStringFormat(JavaType t) {
                seen.append("string");
                return null;
              }

              @Override
              public JsonIntegerFormatVisitor expectIntegerFormat(JavaType t) {
                return new JsonIntegerFormatVisitor.Base() {
                  @Override
                  public void numberType(JsonParser.NumberType numberType) {
                    seen.append("integer ").append(numberType);
                  }
                };
              }
            });
    return seen.toString();
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

  @Test
  void version_isTheArtifactVersion() {
    SortidModule module = new SortidModule();

    assertEquals("sortid", module.getModuleName());
    assertEquals("dev.sortid", module.version().getGroupId());
    assertEquals("sortid-jackson", module.version().getArtifactId());
    assertFalse(module.version().isUnknownVersion());
  }
}
