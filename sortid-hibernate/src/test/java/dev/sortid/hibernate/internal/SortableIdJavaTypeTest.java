package dev.sortid.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.jdbc.ColumnForm;
import dev.sortid.jdbc.internal.Database;
import java.util.UUID;
import org.hibernate.HibernateException;
import org.hibernate.type.descriptor.jdbc.BinaryJdbcType;
import org.hibernate.type.descriptor.jdbc.VarcharJdbcType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The conversions of the Java type that an attribute with another column type
 * ({@code @JdbcTypeCode}) goes through: to and from UUID, bytes, text and (SCRU64) long. None of
 * them reads the {@code WrapperOptions} or the dialect, so the tests pass none.
 */
final class SortableIdJavaTypeTest {

  @SuppressWarnings("unchecked")
  private static SortableIdJavaType<SortableId> javaType(IdScheme scheme) {
    return new SortableIdJavaType<>((Class<SortableId>) scheme.idClass());
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void unwrapAndWrap_bytesAndText_roundTrip(IdScheme scheme) {
    SortableIdJavaType<SortableId> type = javaType(scheme);
    SortableId id = scheme.generate();
    assertSame(id, type.unwrap(id, scheme.idClass(), null));
    assertArrayEquals(id.toByteArray(), type.unwrap(id, byte[].class, null));
    assertEquals(id.toString(), type.unwrap(id, String.class, null));
    assertEquals(id, type.wrap(id.toByteArray(), null));
    assertEquals(id, type.wrap(id.toString(), null));
    assertSame(id, type.wrap(id, null));
    assertEquals(id, type.fromString(type.toString(id)));
    assertNull(type.unwrap(null, String.class, null));
    assertNull(type.wrap(null, null));
  }

  @ParameterizedTest
  @EnumSource(
      value = IdScheme.class,
      names = {"SCRU128", "ULID", "EUID"})
  void unwrapAndWrap_uuid_in128BitSchemes(IdScheme scheme) {
    SortableIdJavaType<SortableId> type = javaType(scheme);
    SortableId id = scheme.generate();
    UUID uuid = type.unwrap(id, UUID.class, null);
    assertEquals(id, scheme.fromUuid(uuid));
    assertEquals(id, type.wrap(uuid, null));
  }

  @Test
  void unwrapAndWrap_long_inScru64() {
    SortableIdJavaType<SortableId> type = javaType(IdScheme.SCRU64);
    Scru64Id id = Scru64Id.fromLong(123_456_789L);
    assertEquals(123_456_789L, type.unwrap(id, Long.class, null));
    assertEquals(123_456_789L, type.unwrap(id, long.class, null));
    assertEquals(id, type.wrap(123_456_789L, null));
  }

  @Test
  void unwrap_typeWithoutConversion_fails() {
    SortableIdJavaType<SortableId> ulid = javaType(IdScheme.ULID);
    SortableId id = IdScheme.ULID.generate();
    assertThrows(HibernateException.class, () -> ulid.unwrap(id, Integer.class, null));
    assertThrows(HibernateException.class, () -> ulid.unwrap(id, Long.class, null));
    SortableIdJavaType<SortableId> scru160 = javaType(IdScheme.SCRU160);
    SortableId other = IdScheme.SCRU160.generate();
    assertThrows(HibernateException.class, () -> scru160.unwrap(other, UUID.class, null));
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void defaultSqlLength_textIsTheLongestCanonicalForm_bytesTheByteLength(IdScheme scheme) {
    SortableIdJavaType<SortableId> type = javaType(scheme);
    // SCRU160 has two texts: 32 base32hex digits, or 40 hex digits
    int longest = scheme == IdScheme.SCRU160 ? 40 : scheme.generate().toString().length();
    assertEquals(longest, type.getDefaultSqlLength(null, VarcharJdbcType.INSTANCE));
    assertEquals(scheme.byteLength(), type.getDefaultSqlLength(null, BinaryJdbcType.INSTANCE));
  }

  @Test
  void jdbcType_equalityAndNames_followSchemeFormAndDatabase() {
    Database h2 = Database.of("H2", "2.3.232");
    SortidJdbcType uuid = new SortidJdbcType(IdScheme.ULID, ColumnForm.UUID, h2);
    assertEquals(new SortidJdbcType(IdScheme.ULID, ColumnForm.UUID, h2), uuid);
    assertEquals(
        new SortidJdbcType(IdScheme.ULID, ColumnForm.UUID, h2).hashCode(), uuid.hashCode());
    assertNotEquals(new SortidJdbcType(IdScheme.ULID, ColumnForm.BYTES, h2), uuid);
    assertNotEquals(new SortidJdbcType(IdScheme.EUID, ColumnForm.UUID, h2), uuid);
    assertNotEquals(
        new SortidJdbcType(IdScheme.ULID, ColumnForm.UUID, Database.of("MariaDB", "11.4")), uuid);
    assertEquals("SortidJdbcType(ULID as UUID)", uuid.toString());
    assertEquals(UUID.class, uuid.getPreferredJavaTypeClass(null));
    assertEquals(
        byte[].class,
        new SortidJdbcType(IdScheme.SCRU160, ColumnForm.BYTES, h2).getPreferredJavaTypeClass(null));
    assertEquals(
        Long.class,
        new SortidJdbcType(IdScheme.SCRU64, ColumnForm.BIGINT, h2).getPreferredJavaTypeClass(null));
    assertEquals(
        String.class,
        new SortidJdbcType(IdScheme.SCRU64, ColumnForm.TEXT, h2).getPreferredJavaTypeClass(null));
  }
}
