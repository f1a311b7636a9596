package dev.sortid.jooq;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import dev.sortid.jdbc.ColumnForm;
import dev.sortid.testsupport.TestIds;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.jooq.SQLDialect;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

final class SortidConverterTest {

  /** Every scheme with every column type: whether the pair is allowed. */
  static Stream<Arguments> pairs() {
    List<Arguments> pairs = new ArrayList<>();
    for (IdScheme scheme : IdScheme.values()) {
      for (ColumnForm form : ColumnForm.values()) {
        pairs.add(Arguments.of(scheme, form));
      }
    }
    return pairs.stream();
  }

  private static SortableId sample(IdScheme scheme) {
    return TestIds.generator(scheme, () -> Instant.parse("2026-05-01T12:00:00Z")).generate();
  }

  @ParameterizedTest(name = "{0} in {1}")
  @MethodSource("pairs")
  void converter_everySchemeAndColumnType_roundTripsOrRefusesAtConstruction(
      IdScheme scheme, ColumnForm form) {
    boolean allowed =
        switch (form) {
          case UUID -> scheme.hasUuidForm();
          case BIGINT -> scheme == IdScheme.SCRU64;
          case BYTES, TEXT -> true;
        };
    Class<?> columnType =
        switch (form) {
          case UUID -> UUID.class;
          case BIGINT -> Long.class;
          case BYTES -> byte[].class;
          case TEXT -> String.class;
        };
    if (!allowed) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> new SortidConverter<>(columnType, scheme.idClass()));
      assertTrue(e.getMessage().contains("cannot hold " + scheme + " ids ("), e.getMessage());
      return;
    }
    roundTrip(columnType, scheme.idClass(), sample(scheme));
    assertSame(form, new SortidConverter<>(columnType, scheme.idClass()).form());
  }

  private static <T, U extends SortableId> void roundTrip(
      Class<T> columnType, Class<U> idType, SortableId id) {
    SortidConverter<T, U> converter = new SortidConverter<>(columnType, idType);
    assertSame(columnType, converter.fromType());
    assertSame(idType, converter.toType());
    T column = converter.to(idType.cast(id));
    assertTrue(columnType.isInstance(column));
    assertEquals(id, converter.from(column));
    assertNull(converter.from(null));
    assertNull(converter.to(null));
  }

  @Test
  void to_writesTheColumnForms() {
    Scru128Id id = Scru128Id.generate();
    assertEquals(id.toUuid(), new SortidConverter<>(UUID.class, Scru128Id.class).to(id));
    assertArrayEquals(
        id.toByteArray(), new SortidConverter<>(byte[].class, Scru128Id.class).to(id));
    assertEquals(id.toString(), new SortidConverter<>(String.class, Scru128Id.class).to(id));
    Scru64Id small = Scru64Id.fromLong(12345);
    assertEquals(12345L, new SortidConverter<>(Long.class, Scru64Id.class).to(small));
  }

  @Test
  void from_uuidTextForA128BitId_isRead() {
    Ulid id = Ulid.generate();
    assertEquals(id, new SortidConverter<>(String.class, Ulid.class).from(id.toUuid().toString()));
  }

  @Test
  void from_badText_throwsIdFormatException() {
    IdFormatException e =
        assertThrows(
            IdFormatException.class,
            () -> new SortidConverter<>(String.class, Ulid.class).from("not-an-id"));
    assertEquals("not-an-id", e.input());
  }

  @Test
  void from_badBytesOrValues_throwIllegalArgumentException() {
    assertThrows(
        IdFormatException.class,
        () -> new SortidConverter<>(byte[].class, Scru160Id.class).from(new byte[3]));
    assertThrows(
        IllegalArgumentException.class,
        () -> new SortidConverter<>(Long.class, Scru64Id.class).from(-5L));
    assertThrows(
        IllegalArgumentException.class,
        () -> new SortidConverter<>(UUID.class, UuidV7.class).from(new UUID(0, 0)));
  }

  @Test
  void constructor_otherTypes_areRefusedNamingThem() {
    IllegalArgumentException column =
        assertThrows(
            IllegalArgumentException.class, () -> new SortidConverter<>(Integer.class, Ulid.class));
    assertTrue(column.getMessage().contains("java.lang.Integer"), column.getMessage());
    IllegalArgumentException id =
        assertThrows(
            IllegalArgumentException.class,
            () -> new SortidConverter<>(UUID.class, SortableId.class));
    assertTrue(id.getMessage().contains("dev.sortid.SortableId"), id.getMessage());
    assertThrows(NullPointerException.class, () -> new SortidConverter<>(null, Ulid.class));
    assertThrows(NullPointerException.class, () -> new SortidConverter<>(UUID.class, null));
  }

  @Test
  void binding_carriesTheConverterAndSerializes() throws IOException, ClassNotFoundException {
    SortidBinding<UUID, Ulid> binding = new SortidBinding<>(UUID.class, Ulid.class);
    assertSame(Ulid.class, binding.converter().toType());
    assertEquals("SortidBinding[UUID <-> Ulid]", binding.toString());
    assertEquals("SortidConverter[UUID <-> Ulid]", binding.converter().toString());
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(binding);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      @SuppressWarnings("unchecked")
      SortidBinding<UUID, Ulid> copy = (SortidBinding<UUID, Ulid>) in.readObject();
      Ulid id = Ulid.generate();
      assertEquals(id, copy.converter().from(copy.converter().to(id)));
    }
  }

  @Test
  void dataType_everyScheme_isItsSortidColumnType() {
    for (IdScheme scheme : IdScheme.values()) {
      var dataType = SortidJooq.dataType(scheme.idClass());
      assertSame(scheme.idClass(), dataType.getType());
      Class<?> column = dataType.getBinding().converter().fromType();
      Class<?> expected =
          switch (scheme) {
            case SCRU128, ULID, EUID, UUIDV7 -> UUID.class;
            case SCRU64 -> Long.class;
            case SCRU160 -> byte[].class;
          };
      assertSame(expected, column, scheme.toString());
    }
    assertEquals(
        SQLDataType.BINARY(20).getSQLDataType(),
        SortidJooq.dataType(Scru160Id.class).getSQLDataType());
    assertThrows(IllegalArgumentException.class, () -> SortidJooq.dataType(SortableId.class));
  }

  @Test
  void dataType_perDialect_isTheColumnFormOfItsDatabase() {
    for (SQLDialect dialect :
        List.of(
            SQLDialect.POSTGRES,
            SQLDialect.YUGABYTEDB,
            SQLDialect.H2,
            SQLDialect.MARIADB,
            SQLDialect.MYSQL,
            SQLDialect.SQLITE,
            SQLDialect.DERBY)) {
      boolean anyUuid =
          dialect == SQLDialect.POSTGRES
              || dialect == SQLDialect.YUGABYTEDB
              || dialect == SQLDialect.H2;
      for (IdScheme scheme : IdScheme.values()) {
        var dataType = SortidJooq.dataType(scheme.idClass(), dialect);
        assertSame(scheme.idClass(), dataType.getType());
        Class<?> expected =
            switch (scheme) {
              case SCRU128, ULID, EUID -> anyUuid ? UUID.class : byte[].class;
              case UUIDV7 -> anyUuid || dialect == SQLDialect.MARIADB ? UUID.class : byte[].class;
              case SCRU64 -> Long.class;
              case SCRU160 -> byte[].class;
            };
        assertSame(
            expected, dataType.getBinding().converter().fromType(), scheme + " on " + dialect);
        if (expected == byte[].class) {
          assertEquals(scheme.byteLength(), dataType.length(), scheme + " on " + dialect);
        }
      }
    }
    assertThrows(NullPointerException.class, () -> SortidJooq.dataType(Ulid.class, null));
  }
}
