package dev.sortid.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.sortid.Euid;
import dev.sortid.IdFormatException;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

final class InvalidInputTest {
  private static final ObjectMapper STRINGS =
      JsonMapper.builder().addModule(new SortidModule()).build();
  private static final ObjectMapper NUMBERS =
      JsonMapper.builder().addModule(SortidModule.builder().scru64AsNumber(true).build()).build();

  record Two(Ulid first, Ulid second) {}

  record Holder(String name, SortableId any, List<Scru128Id> scru128s, Map<Euid, String> byEuid) {}

  static Stream<Arguments> malformed() {
    return Stream.of(
        Arguments.of(Scru128Id.class, "03hae3fojn31kv0633k6mjsi", -1), // 24 chars
        Arguments.of(Scru128Id.class, "03hae3fojn31kv0633k6mjsi!", 24),
        Arguments.of(Scru128Id.class, "zzzzzzzzzzzzzzzzzzzzzzzzz", -1), // above 2^128-1
        Arguments.of(Scru64Id.class, "0u375nxqh5c", -1),
        Arguments.of(Scru64Id.class, "0u375nxqh5c-", 11),
        Arguments.of(Scru160Id.class, "06H0F89EGHJLGPDS6ESM9CIOKVBAV8NZ", 31),
        Arguments.of(Ulid.class, "01ARZ3NUEKTSV4RRFFQ69G5FAV", 7),
        Arguments.of(Ulid.class, "81ARZ3NDEKTSV4RRFFQ69G5FAV", 0), // above 2^128-1
        Arguments.of(Euid.class, "1M83T2BP7DN918DV8EJ7VNE6JSA", -1), // wrong check symbol
        Arguments.of(UuidV7.class, "017f22e2-79b0-4cc3-98c4-dc0c0c07398f", 14), // version 4
        Arguments.of(UuidV7.class, "017f22e2-79b0-7cc3-c8c4-dc0c0c07398f", 19), // variant 11
        Arguments.of(UuidV7.class, "017f22e279b07cc398c4dc0c0c07398f", -1), // no hyphens
        Arguments.of(SortableId.class, "01846f2b-8d9a-4c31-9a8b-2b0c7d5e6f70", 14), // a UUIDv4
        Arguments.of(SortableId.class, "abc", -1),
        Arguments.of(SortableId.class, "01ARZ3NUEKTSV4RRFFQ69G5FAV", 7),
        Arguments.of(Ulid.class, "", -1),
        Arguments.of(Ulid.class, " 01ARZ3NDEKTSV4RRFFQ69G5FAV", -1),
        Arguments.of(Ulid.class, "01ARZ3NDEKTSV4RRFFQ69G5FA\u00e9", 25));
  }

  @ParameterizedTest
  @MethodSource("malformed")
  void read_malformedString_throwsInvalidFormatWithParserCause(
      Class<?> type, String text, int index) {
    String json = STRINGS.valueToTree(text).toString();

    InvalidFormatException e =
        assertThrows(InvalidFormatException.class, () -> STRINGS.readValue(json, type));

    assertEquals(text, e.getValue());
    assertEquals(type, e.getTargetType());
    IdFormatException cause = assertInstanceOf(IdFormatException.class, e.getCause());
    assertEquals(text, cause.input());
    assertEquals(index, cause.index());
    assertTrue(e.getOriginalMessage().endsWith(cause.getMessage()), e.getOriginalMessage());
    assertEquals(1, e.getLocation().getLineNr());
    assertEquals(1, e.getLocation().getColumnNr());
  }

  @ParameterizedTest
  @MethodSource("malformed")
  void read_malformedMapKey_throwsInvalidFormatWithParserCause(
      Class<?> type, String text, int index) {
    String json = "{" + STRINGS.valueToTree(text) + ":1}";
    TypeReference<?> mapType =
        new TypeReference<Map<Object, Integer>>() {
          @Override
          public java.lang.reflect.Type getType() {
            return STRINGS.getTypeFactory().constructMapType(Map.class, type, Integer.class);
          }
        };

    InvalidFormatException e =
        assertThrows(InvalidFormatException.class, () -> STRINGS.readValue(json, mapType));

    assertEquals(text, e.getValue());
    assertEquals(type, e.getTargetType());
    IdFormatException cause = assertInstanceOf(IdFormatException.class, e.getCause());
    assertEquals(index, cause.index());
    assertTrue(e.getOriginalMessage().startsWith("Cannot deserialize Map key"));
    assertTrue(e.getOriginalMessage().endsWith(cause.getMessage()), e.getOriginalMessage());
  }

  @Test
  void read_badSecondOfTwo_failsAsAWholeWithLocationAndPath() {
    String json =
        "{\n  \"first\": \"01M83T2BPB50P1PF2MKEAET0KT\",\n  \"second\": \"01M83T2BPB50P1PF2MKEAET0KU\"\n}";

    InvalidFormatException e =
        assertThrows(InvalidFormatException.class, () -> STRINGS.readValue(json, Two.class));

    assertEquals(3, e.getLocation().getLineNr());
    assertEquals(13, e.getLocation().getColumnNr()); // the opening quote of the value
    assertEquals("second", path(e));
    assertEquals(25, ((IdFormatException) e.getCause()).index());
  }

  @Test
  void read_badIdDeepInside_reportsPathAndLocation() {
    String json =
        "{\"name\":\"x\",\"any\":\"01M83T2BPB50P1PF2MKEAET0KT\",\n"
            + "\"scru128s\":[\"03hae3fojn31kv0633k6mjsiy\",\"03hae3fojn31kv0633k6mjsi\"]}";

    InvalidFormatException e =
        assertThrows(InvalidFormatException.class, () -> STRINGS.readValue(json, Holder.class));

    assertEquals("scru128s/1", path(e));
    assertEquals(2, e.getLocation().getLineNr());
    assertEquals(41, e.getLocation().getColumnNr());
  }

  @Test
  void read_badMapKey_reportsPathAndLocation() {
    String json = "{\"name\":\"x\",\"byEuid\":{\n  \"1M83T2BP7DN918DV8EJ7VNE6JSA\": \"e\"}}";

    InvalidFormatException e =
        assertThrows(InvalidFormatException.class, () -> STRINGS.readValue(json, Holder.class));

    assertEquals("byEuid", path(e));
    assertEquals(2, e.getLocation().getLineNr());
    assertEquals(3, e.getLocation().getColumnNr());
  }

  @Test
  void read_badElementOfList_returnsNoList() {
    List<Object> sink = new ArrayList<>();
    String json = "[\"01M83T2BPB50P1PF2MKEAET0KT\",\"not an id\",\"01M83T2BPB50P1PF2MKEAET0KT\"]";

    InvalidFormatException e =
        assertThrows(
            InvalidFormatException.class,
            () -> sink.add(STRINGS.readValue(json, new TypeReference<List<Ulid>>() {})));

    assertEquals("1", path(e));
    assertTrue(sink.isEmpty());
  }

  @Test
  void read_numberForScru64WhileOptionOff_throwsInvalidFormatNamingTheOption() {
    for (Class<?> type : List.of(Scru64Id.class, SortableId.class)) {
      InvalidFormatException e =
          assertThrows(
              InvalidFormatException.class, () -> STRINGS.readValue("110009624767914842", type));

      assertEquals(110009624767914842L, e.getValue());
      assertEquals(type, e.getTargetType());
      assertTrue(e.getOriginalMessage().contains("scru64AsNumber(true)"), e.getOriginalMessage());
    }
  }

  @Test
  void read_numberOutOfScru64Range_throwsInvalidFormat() {
    InvalidFormatException negative =
        assertThrows(InvalidFormatException.class, () -> NUMBERS.readValue("-1", Scru64Id.class));
    assertEquals(-1L, negative.getValue());
    assertInstanceOf(IllegalArgumentException.class, negative.getCause());
    assertTrue(negative.getOriginalMessage().endsWith(negative.getCause().getMessage()));

    InvalidFormatException above =
        assertThrows(
            InvalidFormatException.class,
            () -> NUMBERS.readValue("4738381338321616896", SortableId.class));
    assertEquals(4738381338321616896L, above.getValue());

    InvalidFormatException huge =
        assertThrows(
            InvalidFormatException.class,
            () -> NUMBERS.readValue("18446744073709551616", Scru64Id.class));
    assertEquals(BigInteger.ONE.shiftLeft(64), huge.getValue());
    assertNull(huge.getCause());

    InvalidFormatException fraction =
        assertThrows(InvalidFormatException.class, () -> NUMBERS.readValue("1.5", Scru64Id.class));
    assertEquals(1.5, fraction.getValue());
  }

  @Test
  void read_numberInsideRecord_reportsPath() {
    String json = "{\"name\":\"x\",\n\"any\":  -7}";

    InvalidFormatException e =
        assertThrows(InvalidFormatException.class, () -> NUMBERS.readValue(json, Holder.class));

    assertEquals("any", path(e));
    assertEquals(2, e.getLocation().getLineNr());
    assertEquals(9, e.getLocation().getColumnNr());
  }

  @Test
  void read_otherShapes_throwMismatchedInput() {
    for (String json : List.of("{}", "[]", "true", "12")) {
      MismatchedInputException e =
          assertThrows(MismatchedInputException.class, () -> NUMBERS.readValue(json, Ulid.class));
      assertEquals(Ulid.class, e.getTargetType());
    }
    for (String json : List.of("{}", "[]", "false")) {
      assertThrows(MismatchedInputException.class, () -> NUMBERS.readValue(json, SortableId.class));
    }
  }

  @Test
  void read_otherShapeHandledByProblemHandler_returnsHandlersValue() throws Exception {
    ObjectMapper lenient =
        JsonMapper.builder()
            .addModule(new SortidModule())
            .addHandler(
                new DeserializationProblemHandler() {
                  @Override
                  public Object handleUnexpectedToken(
                      DeserializationContext ctxt,
                      JavaType targetType,
                      JsonToken t,
                      JsonParser p,
                      String failureMsg) {
                    return t == JsonToken.VALUE_FALSE ? Ulid.MIN : NOT_HANDLED;
                  }
                })
            .build();

    assertEquals(Ulid.MIN, lenient.readValue("false", Ulid.class));
    assertThrows(MismatchedInputException.class, () -> lenient.readValue("true", Ulid.class));
  }

  /** The exception's path from the root, as "field/index/field". */
  private static String path(JsonMappingException e) {
    return e.getPath().stream()
        .map(r -> r.getFieldName() != null ? r.getFieldName() : String.valueOf(r.getIndex()))
        .collect(Collectors.joining("/"));
  }
}
