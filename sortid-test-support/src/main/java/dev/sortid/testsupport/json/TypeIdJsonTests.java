package dev.sortid.testsupport.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdFormatException;
import dev.sortid.TypeId;
import dev.sortid.TypeIdPrefix;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * TypeID as a value and a map key, and {@link TypeIdPrefix} on properties, with the sortid module
 * of one Jackson generation. Each Jackson module runs it with a {@link Jackson} of its generation.
 */
public abstract class TypeIdJsonTests {
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

  private final Jackson jackson;
  private final Jackson.Mapper mapper;

  /**
   * Runs the suite on a generation.
   *
   * @param jackson the generation
   */
  protected TypeIdJsonTests(Jackson jackson) {
    this.jackson = jackson;
    this.mapper = jackson.mapper(false);
  }

  @Test
  void typeId_roundTripsAsValueListMapKeyAndOptional() throws Exception {
    Any any = new Any(USER, List.of(USER, ORDER), Map.of(ORDER, USER), Optional.of(ORDER));

    String json = mapper.write(any);

    assertEquals(
        "{\"id\":\"user_01h455vb4pex5vsknk084sn02q\","
            + "\"ids\":[\"user_01h455vb4pex5vsknk084sn02q\",\"order_01h455vb4pex5vsknk084sn02q\"],"
            + "\"byId\":{\"order_01h455vb4pex5vsknk084sn02q\":\"user_01h455vb4pex5vsknk084sn02q\"},"
            + "\"maybe\":\"order_01h455vb4pex5vsknk084sn02q\"}",
        json);
    assertEquals(any, mapper.read(json, Any.class));
    assertEquals(USER, mapper.read("\"user_01h455vb4pex5vsknk084sn02q\"", TypeId.class));
  }

  @Test
  void annotatedProperties_readTheirPrefix() throws Exception {
    Users users = new Users(USER, List.of(USER), Map.of(USER, "ann"), Optional.of(USER), ORDER);
    String json = mapper.write(users);

    assertEquals(users, mapper.read(json, Users.class));
    Bean bean = mapper.read("{\"order\":\"order_01h455vb4pex5vsknk084sn02q\"}", Bean.class);
    assertEquals(ORDER, bean.order);
  }

  @Test
  void annotatedValue_ofAnotherPrefix_throwsInvalidFormatWithLocation() {
    String json = "{\n  \"owner\": \"order_01h455vb4pex5vsknk084sn02q\"\n}";

    Jackson.InvalidFormat e = jackson.assertInvalidFormat(() -> mapper.read(json, Users.class));

    assertTrue(e.originalMessage().contains(WRONG), e::message);
    assertInstanceOf(IdFormatException.class, e.cause());
    assertEquals("order_01h455vb4pex5vsknk084sn02q", e.value());
    assertEquals(TypeId.class, e.targetType());
    assertEquals(2, e.line());
    assertEquals(12, e.column());
    assertEquals("owner", e.path().get(0));
  }

  @Test
  void annotatedCollectionsAndKeys_ofAnotherPrefix_areRefused() {
    for (String json :
        List.of(
            "{\"members\":[\"user_01h455vb4pex5vsknk084sn02q\",\"order_01h455vb4pex5vsknk084sn02q\"]}",
            "{\"names\":{\"order_01h455vb4pex5vsknk084sn02q\":\"x\"}}",
            "{\"deputy\":\"order_01h455vb4pex5vsknk084sn02q\"}")) {
      Jackson.InvalidFormat e = jackson.assertInvalidFormat(() -> mapper.read(json, Users.class));
      assertTrue(e.originalMessage().contains(WRONG), e::message);
    }
    Jackson.InvalidFormat e =
        jackson.assertInvalidFormat(
            () -> mapper.read("{\"order\":\"user_01h455vb4pex5vsknk084sn02q\"}", Bean.class));
    assertTrue(e.originalMessage().contains("expected prefix \"order\", got \"user\""));
  }

  @Test
  void unannotated_readsAnyPrefix_andRefusesMalformedText() throws Exception {
    Users users = mapper.read("{\"anything\":\"order_01h455vb4pex5vsknk084sn02q\"}", Users.class);
    assertEquals(ORDER, users.anything());

    Jackson.InvalidFormat e =
        jackson.assertInvalidFormat(
            () -> mapper.read("{\"id\":\"user_01H455VB4PEX5VSKNK084SN02Q\"}", Any.class));
    assertTrue(e.originalMessage().contains("invalid character 'H' at index 7 in TypeID"));
    assertEquals(1, e.line());
  }

  @Test
  void otherShapes_throwMismatchedInput() {
    jackson.assertMismatchedInput(() -> mapper.read("{\"id\":5}", Any.class));
  }

  @Test
  void invalidAnnotation_throwsInvalidDefinition() {
    String message =
        jackson.assertInvalidDefinition(
            () -> mapper.read("{\"id\":\"user_01h455vb4pex5vsknk084sn02q\"}", BadAnnotation.class));
    assertTrue(message.contains("invalid @TypeIdPrefix on property \"id\""), message);
  }
}
