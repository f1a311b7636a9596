package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Euid;
import dev.sortid.IdFormatException;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.TypeId;
import dev.sortid.TypeIdPrefix;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.core.MethodParameter;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.support.DefaultConversionService;

/** The converter inside Spring's own conversion service, as MVC and WebFlux use it. */
final class IdConverterTest {
  private static final DefaultConversionService SERVICE = new DefaultConversionService();

  static {
    SERVICE.addConverter(new IdConverter());
  }

  static List<SortableId> ids() {
    return List.of(
        Scru128Id.generate(),
        Scru64Id.of(123_456_789L, 42),
        Scru160Id.generate(),
        Ulid.generate(),
        Euid.generate(),
        UuidV7.generate());
  }

  @ParameterizedTest
  @MethodSource("ids")
  void convert_canonicalText_returnsTheId(SortableId id) {
    assertEquals(id, SERVICE.convert(id.toString(), id.getClass()));
    assertEquals(id, SERVICE.convert(id.toString(), SortableId.class));
  }

  @Test
  void convert_emptyText_returnsNull() {
    assertNull(SERVICE.convert("", Ulid.class));
  }

  @Test
  void convert_nullSource_returnsNull() {
    assertNull(
        new IdConverter()
            .convert(
                null, TypeDescriptor.valueOf(String.class), TypeDescriptor.valueOf(Ulid.class)));
  }

  @Test
  void convert_toAnotherType_failsNamingTheTypes() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                new IdConverter()
                    .convert(
                        "42",
                        TypeDescriptor.valueOf(String.class),
                        TypeDescriptor.valueOf(Integer.class)));
    assertTrue(e.getMessage().contains("java.lang.Integer"), e.getMessage());
  }

  @Test
  void convert_malformedText_failsWithTheParsersException() {
    String text = "01ARZ3NUEKTSV4RRFFQ69G5FAU";
    ConversionFailedException e =
        assertThrows(ConversionFailedException.class, () -> SERVICE.convert(text, Ulid.class));
    IdFormatException cause = (IdFormatException) e.getCause();
    assertEquals(7, cause.index());
    assertTrue(cause.getMessage().contains(text), cause.getMessage());
  }

  @ParameterizedTest
  @ValueSource(classes = {UuidV7.class, SortableId.class})
  void convert_uuidOfAnotherVersion_failsNamingTheVersion(Class<?> target) {
    String text = "f81d4fae-7dec-41d0-a765-00a0c91e6bf6";
    ConversionFailedException e =
        assertThrows(ConversionFailedException.class, () -> SERVICE.convert(text, target));
    IdFormatException cause = (IdFormatException) e.getCause();
    assertEquals(14, cause.index());
    assertTrue(cause.getMessage().contains("version 4, expected 7"), cause.getMessage());
    assertTrue(cause.getMessage().contains(text), cause.getMessage());
  }

  @Test
  void typeId_bindsAnyPrefix_orTheAnnotatedOne() throws NoSuchMethodException {
    String user = "user_01h455vb4pex5vsknk084sn02q";
    String order = "order_01h455vb4pex5vsknk084sn02q";
    assertEquals(TypeId.parse(order), SERVICE.convert(order, TypeId.class));
    TypeDescriptor annotated =
        new TypeDescriptor(
            MethodParameter.forExecutable(
                IdConverterTest.class.getDeclaredMethod("userParameter", TypeId.class), 0));

    assertEquals(
        TypeId.parse(user), SERVICE.convert(user, TypeDescriptor.valueOf(String.class), annotated));
    ConversionFailedException e =
        assertThrows(
            ConversionFailedException.class,
            () -> SERVICE.convert(order, TypeDescriptor.valueOf(String.class), annotated));
    assertEquals(
        "expected prefix \"user\", got \"order\" in \"" + order + "\"", e.getCause().getMessage());
    assertNull(SERVICE.convert("", annotated.getObjectType()));
  }

  @SuppressWarnings("unused")
  private static void userParameter(@TypeIdPrefix("user") TypeId id) {}

  @Test
  void convertibleTypes_areTextToEachIdType() {
    assertEquals(8, new IdConverter().getConvertibleTypes().size());
    new IdConverter()
        .getConvertibleTypes()
        .forEach(pair -> assertEquals(String.class, pair.getSourceType()));
  }
}
