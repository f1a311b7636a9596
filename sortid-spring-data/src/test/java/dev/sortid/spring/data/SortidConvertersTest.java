package dev.sortid.spring.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdScheme;
import dev.sortid.Scru160Id;
import dev.sortid.SortableId;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;
import org.springframework.core.convert.support.DefaultConversionService;
import org.springframework.data.convert.ReadingConverter;
import org.springframework.data.convert.WritingConverter;

/** The converters called directly: nulls, a buffer of an R2DBC driver, text and the failures. */
final class SortidConvertersTest {
  private final GenericConverter writer = SortidConverters.converters().get(0);
  private final GenericConverter reader = SortidConverters.converters().get(1);

  @Test
  void converters_areAWritingAndAReadingOne_coveringEveryScheme() {
    List<GenericConverter> converters = SortidConverters.converters();
    assertTrue(converters.get(0).getClass().isAnnotationPresent(WritingConverter.class));
    assertTrue(converters.get(1).getClass().isAnnotationPresent(ReadingConverter.class));
    assertEquals(IdScheme.values().length, writer.getConvertibleTypes().size());
    // column type, byte[] and String to each id class; SCRU160's column type is byte[]
    assertEquals(IdScheme.values().length * 3 - 1, reader.getConvertibleTypes().size());
  }

  @Test
  void null_convertsToNull() {
    TypeDescriptor ulid = TypeDescriptor.valueOf(dev.sortid.Ulid.class);
    assertNull(writer.convert(null, ulid, TypeDescriptor.valueOf(java.util.UUID.class)));
    assertNull(reader.convert(null, TypeDescriptor.valueOf(java.util.UUID.class), ulid));
  }

  /**
   * A buffer (what an R2DBC driver returns for bytea) reaches the reader as bytes, through the
   * conversion service that Spring Data's converters use.
   */
  @Test
  void read_bufferThroughTheConversionService_andText() {
    DefaultConversionService service = new DefaultConversionService();
    SortidConverters.converters().forEach(service::addConverter);
    Scru160Id id = Scru160Id.generate();
    ByteBuffer buffer = ByteBuffer.allocate(24).put(new byte[2]).put(id.toByteArray()).flip();
    buffer.position(2); // the bytes from there
    assertEquals(id, service.convert(buffer, Scru160Id.class));
    TypeDescriptor target = TypeDescriptor.valueOf(Scru160Id.class);
    assertEquals(id, reader.convert(id.toString(), TypeDescriptor.valueOf(String.class), target));
  }

  @Test
  void read_wrongValue_namesItAndTheReason() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                reader.convert(
                    new byte[3],
                    TypeDescriptor.valueOf(byte[].class),
                    TypeDescriptor.valueOf(Scru160Id.class)));
    assertTrue(
        e.getMessage().startsWith("a column holds 3 bytes 0x000000, which is not a SCRU160 id: "),
        e.getMessage());
  }

  @Test
  void write_everyScheme_toItsColumnValue() {
    for (IdScheme scheme : IdScheme.values()) {
      SortableId id = scheme == IdScheme.SCRU64 ? dev.sortid.Scru64Id.of(1, 2) : scheme.generate();
      Object value =
          writer.convert(id, TypeDescriptor.forObject(id), TypeDescriptor.valueOf(Object.class));
      assertEquals(
          id,
          reader.convert(
              value, TypeDescriptor.forObject(value), TypeDescriptor.valueOf(scheme.idClass())));
    }
  }

  /** The class of the value a writer makes for an id. */
  private static Class<?> written(List<GenericConverter> converters, SortableId id) {
    return converters
        .get(0)
        .convert(id, TypeDescriptor.forObject(id), TypeDescriptor.valueOf(Object.class))
        .getClass();
  }

  @Test
  void converters_productNameAndVersion_writeThatDatabasesForms() {
    SortableId ulid = IdScheme.ULID.generate();
    SortableId uuidV7 = IdScheme.UUIDV7.generate();
    List<GenericConverter> mariaDb = SortidConverters.converters("MariaDB", "11.4.5-MariaDB");
    assertEquals(byte[].class, written(mariaDb, ulid));
    assertEquals(String.class, written(mariaDb, uuidV7));
    // no version: UUIDv7 as the bytes that every MariaDB takes
    assertEquals(byte[].class, written(SortidConverters.converters("MariaDB", null), uuidV7));
    List<GenericConverter> postgres = SortidConverters.converters("PostgreSQL", "17.5");
    assertEquals(java.util.UUID.class, written(postgres, ulid));
    assertEquals(java.util.UUID.class, written(postgres, uuidV7));
  }
}
