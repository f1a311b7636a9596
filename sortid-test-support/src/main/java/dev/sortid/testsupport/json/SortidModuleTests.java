package dev.sortid.testsupport.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/**
 * The sortid module of one Jackson generation: every id type read and written in fields, lists, map
 * keys and Optionals, SCRU64 as a number, polymorphic typing, the JSON Schema format, the module's
 * version. Each Jackson module runs it with a {@link Jackson} of its generation; what only one
 * generation has (how a mapper registers modules) stays in that module's test.
 */
public abstract class SortidModuleTests {
  protected static final Scru128Id SCRU128 = Scru128Id.parse("03hae3fojn31kv0633k6mjsiy");
  protected static final Scru64Id SCRU64 = Scru64Id.parse("0u375nxqh5cq");
  protected static final Scru160Id SCRU160 = Scru160Id.parse("06H0F89EGHJLGPDS6ESM9CIOKVBAV8NN");
  protected static final Ulid ULID = Ulid.parse("01M83T2BPB50P1PF2MKEAET0KT");
  protected static final Euid EUID = Euid.parse("1M83T2BP7DN918DV8EJ7VNE6JST");
  protected static final UuidV7 UUIDV7 = UuidV7.parse("017f22e2-79b0-7cc3-98c4-dc0c0c07398f");

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

  private final Jackson jackson;

  /**
   * Runs the suite on a generation.
   *
   * @param jackson the generation
   */
  protected SortidModuleTests(Jackson jackson) {
    this.jackson = jackson;
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
    Jackson.Mapper mapper = jackson.mapper(false);
    Everything before = everything();

    String json = mapper.write(before);
    Everything after = mapper.read(json, Everything.class);

    assertEquals(before, after);
    assertInstanceOf(Euid.class, after.any());
    assertEquals(before.anyOfEach(), after.anyOfEach());
  }

  @Test
  void roundTrip_freshIdsOfEveryScheme_returnsEqualRecord() throws Exception {
    Jackson.Mapper mapper = jackson.mapper(false);
    for (int i = 0; i < 100; i++) {
      List<SortableId> ids =
          List.of(
              Scru128Id.generate(),
              Scru64Id.of(SCRU64.timestamp() + i, i),
              Scru160Id.generate(),
              Ulid.generate(),
              Euid.generate(),
              UuidV7.generate());
      String json = mapper.write(ids);
      assertEquals(ids, mapper.read(json, new TypeOf<List<SortableId>>() {}.type()));
    }
  }

  @Test
  void write_everyType_writesCanonicalStrings() throws Exception {
    Jackson.Mapper mapper = jackson.mapper(false);

    assertEquals(
        "[\"03hae3fojn31kv0633k6mjsiy\",\"0u375nxqh5cq\",\"06H0F89EGHJLGPDS6ESM9CIOKVBAV8NN\","
            + "\"01M83T2BPB50P1PF2MKEAET0KT\",\"1M83T2BP7DN918DV8EJ7VNE6JST\","
            + "\"017f22e2-79b0-7cc3-98c4-dc0c0c07398f\"]",
        mapper.write(List.of(SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDV7)));
    assertEquals(
        "{\"scru64\":\"0u375nxqh5cq\",\"any\":\"03hae3fojn31kv0633k6mjsiy\"}",
        mapper.write(new Pair(SCRU64, SCRU128)));
    assertEquals(
        "{\"0u375nxqh5cq\":\"06H0F89EGHJLGPDS6ESM9CIOKVBAV8NN\"}",
        mapper.write(Map.of(SCRU64, SCRU160)));
  }

  @Test
  void read_anyLetterCase_returnsTheId() throws Exception {
    Jackson.Mapper mapper = jackson.mapper(false);

    assertEquals(SCRU128, mapper.read("\"03HAE3FOJN31KV0633K6MJSIY\"", Scru128Id.class));
    assertEquals(ULID, mapper.read("\"01m83t2bpb50p1pf2mkeaet0kt\"", Ulid.class));
    assertEquals(UUIDV7, mapper.read("\"017F22E2-79B0-7CC3-98C4-DC0C0C07398F\"", UuidV7.class));
    assertEquals(UUIDV7, mapper.read("\"017F22E2-79B0-7CC3-98C4-DC0C0C07398F\"", SortableId.class));
    assertEquals(SCRU64, mapper.read("\"0U375NXQH5CQ\"", SortableId.class));
    assertEquals(
        Map.of(SCRU160, "s"),
        mapper.read(
            "{\"06h0f89eghjlgpds6esm9ciokvbav8nn\":\"s\"}",
            new TypeOf<Map<Scru160Id, String>>() {}.type()));
  }

  @Test
  void read_sortableId_detectsEachScheme() throws Exception {
    Jackson.Mapper mapper = jackson.mapper(false);
    for (SortableId id : List.of(SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDV7)) {
      SortableId read = mapper.read('"' + id.toString() + '"', SortableId.class);
      assertEquals(id, read);
      assertEquals(id.getClass(), read.getClass());
    }
    // SCRU160 also has a 40-char hex form
    assertEquals(SCRU160, mapper.read('"' + SCRU160.toHexString() + '"', SortableId.class));
  }

  @Test
  void read_jsonNull_returnsNull() throws Exception {
    Jackson.Mapper mapper = jackson.mapper(false);

    assertNull(mapper.read("null", Ulid.class));
    assertNull(mapper.read("{\"scru64\":null,\"any\":null}", Pair.class).any());
  }

  @Test
  void scru64AsNumber_on_writesNumbersForValuesAndStringsForKeys() throws Exception {
    Jackson.Mapper mapper = jackson.mapper(true);

    assertEquals("110009624767914842", mapper.write(SCRU64));
    assertEquals(
        "{\"scru64\":110009624767914842,\"any\":110009624767914842}",
        mapper.write(new Pair(SCRU64, SCRU64)));
    assertEquals(
        "{\"0u375nxqh5cq\":4738381338321616895}", mapper.write(Map.of(SCRU64, Scru64Id.MAX)));
    assertEquals("\"01M83T2BPB50P1PF2MKEAET0KT\"", mapper.write(ULID));
  }

  @Test
  void scru64AsNumber_on_readsNumbersAndStrings() throws Exception {
    Jackson.Mapper mapper = jackson.mapper(true);

    assertEquals(SCRU64, mapper.read("110009624767914842", Scru64Id.class));
    assertEquals(SCRU64, mapper.read("\"0u375nxqh5cq\"", Scru64Id.class));
    assertEquals(Scru64Id.MIN, mapper.read("0", Scru64Id.class));
    assertEquals(Scru64Id.MAX, mapper.read("4738381338321616895", SortableId.class));
    assertEquals(
        new Pair(SCRU64, SCRU64),
        mapper.read("{\"scru64\":110009624767914842,\"any\":110009624767914842}", Pair.class));

    Everything before = everything();
    assertEquals(before, mapper.read(mapper.write(before), Everything.class));
  }

  @Test
  void roundTrip_polymorphicTyping_writesTypeIdsAndReadsThemBack() throws Exception {
    for (boolean asNumber : new boolean[] {false, true}) {
      Jackson.Mapper mapper = jackson.polymorphicMapper(asNumber);
      List<Object> before = List.of(SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDV7);

      String json = mapper.write(before, new TypeOf<List<Object>>() {}.type());
      assertTrue(
          json.contains(
              asNumber
                  ? "[\"dev.sortid.Scru64Id\",110009624767914842]"
                  : "[\"dev.sortid.Scru64Id\",\"0u375nxqh5cq\"]"),
          json);
      assertEquals(before, mapper.read(json, new TypeOf<List<Object>>() {}.type()));
    }
  }

  @Test
  void acceptJsonFormatVisitor_scru64_isStringOrLongNumber() throws Exception {
    assertEquals("string", jackson.format(false, Scru64Id.class));
    assertEquals("string", jackson.format(false, Ulid.class));
    assertEquals("string", jackson.format(false, UuidV7.class));
    assertEquals("integer LONG", jackson.format(true, Scru64Id.class));
  }

  @Test
  void scru64AsNumber_default_isOff() {
    Jackson.Scru64AsNumber modules = jackson.scru64AsNumber();

    assertFalse(modules.newModule());
    assertFalse(modules.built());
    assertTrue(modules.builtOn());
  }

  @Test
  void version_isTheArtifactVersion() {
    Jackson.ModuleVersion module = jackson.moduleVersion();

    assertEquals("sortid", module.moduleName());
    assertEquals("dev.sortid", module.groupId());
    assertEquals(jackson.artifactId(), module.artifactId());
    assertFalse(module.unknownVersion());
  }
}
