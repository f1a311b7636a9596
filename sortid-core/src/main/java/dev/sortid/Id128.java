package dev.sortid;

import java.util.UUID;

/**
 * The plumbing shared by the 128-bit value classes ({@link Scru128Id}, {@link Ulid}, {@link Euid},
 * {@link UuidV7}), each a final class over two longs: building from bytes and from a UUID, the
 * unsigned order, the hash and the serial form. Each class keeps its public methods and delegates
 * here, so they agree by construction (UUIDv7 checks its version and variant bits besides); {@link
 * Bytes} holds the byte and hex conversions.
 */
final class Id128 {
  private Id128() {}

  /** The id of exactly 16 big-endian bytes, or an {@link IdFormatException} naming the scheme. */
  static <T> T fromByteArray(String scheme, byte[] bytes, LongPairFunction<T> id) {
    Bytes.checkLength(scheme, bytes, 16);
    return id.apply(Bytes.getLong(bytes, 0), Bytes.getLong(bytes, 8));
  }

  /** The id with the 128 bits of a UUID. */
  static <T> T fromUuid(UUID uuid, LongPairFunction<T> id) {
    return id.apply(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
  }

  /** The order of two 128-bit values as unsigned numbers: negative, zero or positive. */
  static int compare(long msb, long lsb, long otherMsb, long otherLsb) {
    int order = Long.compareUnsigned(msb, otherMsb);
    return order != 0 ? order : Long.compareUnsigned(lsb, otherLsb);
  }

  /** The hash code of a 128-bit value (as {@link UUID#hashCode()} computes it). */
  static int hashCode(long msb, long lsb) {
    return Long.hashCode(msb ^ lsb);
  }

  /** The serialization proxy of an id: its scheme and its 16 bytes. */
  static Object serialForm(IdScheme scheme, long msb, long lsb) {
    return new SerializedId(scheme, Bytes.of128(msb, lsb));
  }
}
