package dev.sortid.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdFormatException;
import dev.sortid.TypeId;
import java.nio.ByteBuffer;
import java.util.UUID;
import org.hibernate.HibernateException;
import org.hibernate.MappingException;
import org.junit.jupiter.api.Test;

/**
 * The conversions of the TypeID Java type: to and from UUID, bytes and text, with the prefix of the
 * mapping checked on the way to the column. None of them reads the {@code WrapperOptions}.
 */
final class TypeIdJavaTypeTest {
  private static final TypeId.Type USER = TypeId.type("user");
  private static final TypeIdJavaType TYPE = new TypeIdJavaType(USER);
  private static final TypeId ID = USER.of(UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057"));

  @Test
  void unwrapAndWrap_roundTrip() {
    UUID uuid = ID.toUuid();
    byte[] bytes =
        ByteBuffer.allocate(16)
            .putLong(uuid.getMostSignificantBits())
            .putLong(uuid.getLeastSignificantBits())
            .array();

    assertSame(ID, TYPE.unwrap(ID, TypeId.class, null));
    assertEquals(uuid, TYPE.unwrap(ID, UUID.class, null));
    assertArrayEquals(bytes, TYPE.unwrap(ID, byte[].class, null));
    assertEquals(ID.toString(), TYPE.unwrap(ID, String.class, null));
    assertSame(ID, TYPE.wrap(ID, null));
    assertEquals(ID, TYPE.wrap(uuid, null));
    assertEquals(ID, TYPE.wrap(bytes, null));
    assertEquals(ID, TYPE.wrap(ID.toString(), null));
    assertEquals(ID, TYPE.fromString(TYPE.toString(ID)));
    assertNull(TYPE.unwrap(null, UUID.class, null));
    assertNull(TYPE.wrap(null, null));
    assertEquals(16, TYPE.getDefaultSqlLength(null, null));
  }

  @Test
  void unwrapAndWrap_ofAnotherPrefix_throwIdFormatException() {
    TypeId order = TypeId.type("order").of(ID.toUuid());
    String message = "expected prefix \"user\", got \"order\" in \"" + order + "\"";

    assertEquals(
        message,
        assertThrows(IdFormatException.class, () -> TYPE.unwrap(order, UUID.class, null))
            .getMessage());
    assertEquals(
        message, assertThrows(IdFormatException.class, () -> TYPE.wrap(order, null)).getMessage());
    assertThrows(IdFormatException.class, () -> TYPE.wrap(order.toString(), null));
  }

  @Test
  void unsupportedTypes_fail() {
    assertThrows(HibernateException.class, () -> TYPE.unwrap(ID, Long.class, null));
    assertThrows(HibernateException.class, () -> TYPE.wrap(42L, null));
    assertThrows(HibernateException.class, () -> TYPE.wrap(new byte[15], null));
  }

  @Test
  void unmapped_saysWhichAnnotationIsMissing() {
    MappingException e =
        assertThrows(MappingException.class, () -> TypeIdJavaType.UNMAPPED.wrap(ID.toUuid(), null));
    assertTrue(e.getMessage().contains("@TypeIdColumn(\"user\")"), e::getMessage);
    assertThrows(
        MappingException.class, () -> TypeIdJavaType.UNMAPPED.getRecommendedJdbcType(null));
  }
}
