package dev.sortid.testsupport.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Euid;
import dev.sortid.IdFormatException;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the sortid module of one Jackson generation does with input that is no id: the exception
 * type, the value, the target type, the parser's exception as the cause, the location and the path.
 * Each Jackson module runs it with a {@link Jackson} of its generation.
 */
public abstract class InvalidInputTests {
  private final Jackson jackson;
  private final Jackson.Mapper strings;
  private final Jackson.Mapper numbers;

  /**
   * Runs the suite on a generation.
   *
   * @param jackson the generation
   */
  protected InvalidInputTests(Jackson jackson) {
    this.jackson = jackson;
    this.strings = jackson.mapper(false);
    this.numbers = jackson.mapper(true);
  }

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
      Class<?> type, String text, int index) throws Exception {
    String json = strings.write(text);

    Jackson.InvalidFormat e = jackson.assertInvalidFormat(() -> strings.read(json, type));

    assertEquals(text, e.value());
    assertEquals(type, e.targetType());
    IdFormatException cause = assertInstanceOf(IdFormatException.class, e.cause());
    assertEquals(text, cause.input());
    assertEquals(index, cause.index());
    assertTrue(e.originalMessage().endsWith(cause.getMessage()), e.originalMessage());
    assertEquals(1, e.line());
    assertEquals(1, e.column());
  }

  @ParameterizedTest
  @MethodSource("malformed")
  void read_malformedMapKey_throwsInvalidFormatWithParserCause(
      Class<?> type, String text, int index) throws Exception {
    String json = "{" + strings.write(text) + ":1}";
    Type mapType = new MapType(type, Integer.class);

    Jackson.InvalidFormat e = jackson.assertInvalidFormat(() -> strings.read(json, mapType));

    assertEquals(text, e.value());
    assertEquals(type, e.targetType());
    IdFormatException cause = assertInstanceOf(IdFormatException.class, e.cause());
    assertEquals(index, cause.index());
    assertTrue(e.originalMessage().startsWith("Cannot deserialize Map key"));
    assertTrue(e.originalMessage().endsWith(cause.getMessage()), e.originalMessage());
  }

  @Test
  void read_badSecondOfTwo_failsAsAWholeWithLocationAndPath() {
    String json =
        "{\n  \"first\": \"01M83T2BPB50P1PF2MKEAET0KT\",\n  \"second\": \"01M83T2BPB50P1PF2MKEAET0KU\"\n}";

    Jackson.InvalidFormat e = jackson.assertInvalidFormat(() -> strings.read(json, Two.class));

    assertEquals(3, e.line());
    assertEquals(13, e.column()); // the opening quote of the value
    assertEquals("second", path(e));
    assertEquals(25, ((IdFormatException) e.cause()).index());
  }

  @Test
  void read_badIdDeepInside_reportsPathAndLocation() {
    String json =
        "{\"name\":\"x\",\"any\":\"01M83T2BPB50P1PF2MKEAET0KT\",\n"
            + "\"scru128s\":[\"03hae3fojn31kv0633k6mjsiy\",\"03hae3fojn31kv0633k6mjsi\"]}";

    Jackson.InvalidFormat e = jackson.assertInvalidFormat(() -> strings.read(json, Holder.class));

    assertEquals("scru128s/1", path(e));
    assertEquals(2, e.line());
    assertEquals(41, e.column());
  }

  @Test
  void read_badMapKey_reportsPathAndLocation() {
    String json = "{\"name\":\"x\",\"byEuid\":{\n  \"1M83T2BP7DN918DV8EJ7VNE6JSA\": \"e\"}}";

    Jackson.InvalidFormat e = jackson.assertInvalidFormat(() -> strings.read(json, Holder.class));

    assertEquals("byEuid", path(e));
    assertEquals(2, e.line());
    assertEquals(3, e.column());
  }

  @Test
  void read_badElementOfList_returnsNoList() {
    List<Object> sink = new ArrayList<>();
    String json = "[\"01M83T2BPB50P1PF2MKEAET0KT\",\"not an id\",\"01M83T2BPB50P1PF2MKEAET0KT\"]";

    Jackson.InvalidFormat e =
        jackson.assertInvalidFormat(
            () -> sink.add(strings.read(json, new TypeOf<List<Ulid>>() {}.type())));

    assertEquals("1", path(e));
    assertTrue(sink.isEmpty());
  }

  @Test
  void read_numberForScru64WhileOptionOff_throwsInvalidFormatNamingTheOption() {
    for (Class<?> type : List.of(Scru64Id.class, SortableId.class)) {
      Jackson.InvalidFormat e =
          jackson.assertInvalidFormat(() -> strings.read("110009624767914842", type));

      assertEquals(110009624767914842L, e.value());
      assertEquals(type, e.targetType());
      assertTrue(e.originalMessage().contains("scru64AsNumber(true)"), e.originalMessage());
    }
  }

  @Test
  void read_numberOutOfScru64Range_throwsInvalidFormat() {
    Jackson.InvalidFormat negative =
        jackson.assertInvalidFormat(() -> numbers.read("-1", Scru64Id.class));
    assertEquals(-1L, negative.value());
    assertInstanceOf(IllegalArgumentException.class, negative.cause());
    assertTrue(negative.originalMessage().endsWith(negative.cause().getMessage()));

    Jackson.InvalidFormat above =
        jackson.assertInvalidFormat(() -> numbers.read("4738381338321616896", SortableId.class));
    assertEquals(4738381338321616896L, above.value());

    Jackson.InvalidFormat huge =
        jackson.assertInvalidFormat(() -> numbers.read("18446744073709551616", Scru64Id.class));
    assertEquals(BigInteger.ONE.shiftLeft(64), huge.value());
    assertNull(huge.cause());

    Jackson.InvalidFormat fraction =
        jackson.assertInvalidFormat(() -> numbers.read("1.5", Scru64Id.class));
    assertEquals(1.5, fraction.value());
  }

  @Test
  void read_numberInsideRecord_reportsPath() {
    String json = "{\"name\":\"x\",\n\"any\":  -7}";

    Jackson.InvalidFormat e = jackson.assertInvalidFormat(() -> numbers.read(json, Holder.class));

    assertEquals("any", path(e));
    assertEquals(2, e.line());
    assertEquals(9, e.column());
  }

  @Test
  void read_otherShapes_throwMismatchedInput() {
    for (String json : List.of("{}", "[]", "true", "12")) {
      Class<?> targetType = jackson.assertMismatchedInput(() -> numbers.read(json, Ulid.class));
      assertEquals(Ulid.class, targetType);
    }
    for (String json : List.of("{}", "[]", "false")) {
      jackson.assertMismatchedInput(() -> numbers.read(json, SortableId.class));
    }
  }

  @Test
  void read_otherShapeHandledByProblemHandler_returnsHandlersValue() throws Exception {
    Jackson.Mapper lenient = jackson.mapperReadingFalseAs(Ulid.MIN);

    assertEquals(Ulid.MIN, lenient.read("false", Ulid.class));
    jackson.assertMismatchedInput(() -> lenient.read("true", Ulid.class));
  }

  /** The exception's path from the root, as "field/index/field". */
  private static String path(Jackson.InvalidFormat e) {
    return String.join("/", e.path());
  }

  /** {@code Map<key, value>}. */
  private record MapType(Class<?> key, Class<?> value) implements ParameterizedType {
    @Override
    public Type[] getActualTypeArguments() {
      return new Type[] {key, value};
    }

    @Override
    public Type getRawType() {
      return Map.class;
    }

    @Override
    public Type getOwnerType() {
      return null;
    }
  }
}
