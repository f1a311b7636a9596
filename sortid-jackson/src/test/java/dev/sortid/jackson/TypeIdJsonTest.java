package dev.sortid.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import dev.sortid.IdFormatException;
import dev.sortid.TypeId;
import dev.sortid.TypeIdPrefix;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** TypeID as a value and a map key, and {@link TypeIdPrefix} on properties. */
final class TypeIdJsonTest {
  static final TypeId USER = TypeId.parse("user_01h455vb4pex5vsknk084sn02q");
  static final TypeId ORDER = TypeId.parse("order_01h455vb4pex5vsknk084sn02q");
  static final String WRONG =
      "expected prefix \"user\", got \"order\" in \"order_01h455vb4pex5vsknk084sn02q\"";

  /** Any prefix: a value, a list, map keys and values, an Optional. */
  record Any(TypeId id, List<TypeId> ids, Map<TypeId, TypeId> byId, Optional<TypeId> maybe) {}

  /** One prefix, required by the annotation on each record component. */
  record Users(
      @TypeIdPrefix("user") TypeId owner,
      @TypeIdPrefix("user") List<TypeId> members,
      @TypeIdPrefix("user") Map<TypeId, String> names,
      @TypeIdPrefix("user") Optional<TypeId> deputy,
      TypeId anything) {}

  /** A bean with the annotation on its field. */
  static final class Bean {
    @TypeIdPrefix("order")
    public TypeId order;
  }

  record BadAnnotation(@TypeIdPrefix("User") TypeId id) {}

  private static final ObjectMapper MAPPER =
      JsonMapper.builder().addModule(new SortidModule()).addModule(new Jdk8Module()).build();

  @Test
  void typeId_roundTripsAsValueListMapKeyAndOptional() throws Exception {
    Any any = new Any(USER, List.of(USER, ORDER), Map.of(ORDER, USER), Optional.of(ORDER));

    String json = MAPPER.writeValueAsString(any);

    assertEquals(
        "{\"id\":\"user_01h455vb4pex5vsknk084sn02q\","
            + "\"ids\":[\"user_01h455vb4pex5vsknk084sn02q\",\"order_01h455vb4pex5vsknk084sn02q\"],"
            + "\"byId\":{\"order_01h455vb4pex5vsknk084sn02q\":\"user_01h455vb4pex5vsknk084sn02q\"},"
            + "\"maybe\":\"order_01h455vb4pex5vsknk084sn02q\"}",
        json);
    assertEquals(any, MAPPER.readValue(json, Any.class));
    assertEquals(USER, MAPPER.readValue("\"user_01h455vb4pex5vsknk084sn02q\"", TypeId.class));
  }

  @Test
  void annotatedProperties_readTheirPrefix() throws Exception {
    Users users = new Users(USER, List.of(USER), Map.of(USER, "ann"), Optional.of(USER), ORDER);
    String json = MAPPER.writeValueAsString(users);

    assertEquals(users, MAPPER.readValue(json, Users.class));
    Bean bean = MAPPER.readValue("{\"order\":\"order_01h455vb4pex5vsknk084sn02q\"}", Bean.class);
    assertEquals(ORDER, bean.order);
  }

  @Test
  void annotatedValue_ofAnotherPrefix_throwsInvalidFormatWithLocation() {
    String json = "{\n  \"owner\": \"order_01h455vb4pex5vsknk084sn02q\"\n}";

    InvalidFormatException e =
        assertThrows(InvalidFormatException.class, () -> MAPPER.readValue(json, Users.class));

    assertTrue(e.getOriginalMessage().contains(WRONG), e::getMessage);
    assertInstanceOf(IdFormatException.class, e.getCause());
    assertEquals("order_01h455vb4pex5vsknk084sn02q", e.getValue());
    assertEquals(TypeId.class, e.getTargetType());
    assertEquals(2, e.getLocation().getLineNr());
    assertEquals(12, e.getLocation().getColumnNr());
    assertEquals("owner", e.getPath().get(0).getFieldName());
  }

  @Test
  void annotatedCollectionsAndKeys_ofAnotherPrefix_areRefused() {
    for (String json :
        List.of(
            "{\"members\":[\"user_01h455vb4pex5vsknk084sn02q\",\"order_01h455vb4pex5vsknk084sn02q\"]}",
            "{\"names\":{\"order_01h455vb4pex5vsknk084sn02q\":\"x\"}}",
            "{\"deputy\":\"order_01h455vb4pex5vsknk084sn02q\"}")) {
      InvalidFormatException e =
          assertThrows(InvalidFormatException.class, () -> MAPPER.readValue(json, Users.class));
      assertTrue(e.getOriginalMessage().contains(WRONG), e::getMessage);
    }
    InvalidFormatException e =
        assertThrows(
            InvalidFormatException.class,
            () -> MAPPER.readValue("{\"order\":\"user_01h455vb4pex5vsknk084sn02q\"}", Bean.class));
    assertTrue(e.getOriginalMessage().contains("expected prefix \"order\", got \"user\""));
  }

  @Test
  void unannotated_readsAnyPrefix_andRefusesMalformedText() throws Exception {
    Users users =
        MAPPER.readValue("{\"anything\":\"order_01h455vb4pex5vsknk084sn02q\"}", Users.class);
    assertEquals(ORDER, users.anything());

    InvalidFormatException e =
        assertThrows(
            InvalidFormatException.class,
            () -> MAPPER.readValue("{\"id\":\"user_01H455VB4PEX5VSKNK084SN02Q\"}", Any.class));
    assertTrue(e.getOriginalMessage().contains("invalid character 'H' at index 7 in TypeID"));
    assertEquals(1, e.getLocation().getLineNr());
  }

  @Test
  void otherShapes_throwMismatchedInput() {
    assertThrows(MismatchedInputException.class, () -> MAPPER.readValue("{\"id\":5}", Any.class));
  }

  @Test
  void invalidAnnotation_throwsInvalidDefinition() {
    InvalidDefinitionException e =
        assertThrows(
            InvalidDefinitionException.class,
            () ->
                MAPPER.readValue(
                    "{\"id\":\"user_01h455vb4pex5vsknk084sn02q\"}", BadAnnotation.class));
    assertTrue(e.getMessage().contains("invalid @TypeIdPrefix on property \"id\""), e::getMessage);
  }
}
