package dev.sortid;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serial;
import java.io.Serializable;
import java.util.UUID;

/**
 * The serial form of a {@link TypeId}: its prefix and its 16 bytes. It is {@link SerializedId}'s
 * counterpart for the one id type that is not a scheme (a TypeID has a prefix besides its bits),
 * and keeps its rules: the fields' types are checked, {@link #readResolve} rebuilds the TypeID
 * through the validating {@link TypeId#prefix(String)}, and every failure is an {@link
 * InvalidObjectException}, so a forged stream can never make an invalid TypeID.
 */
final class SerializedTypeId implements Serializable {
  @Serial private static final long serialVersionUID = 1L;

  /** The TypeID's prefix. */
  private String prefix;

  /** The TypeID's 128 bits, big-endian. */
  private byte[] bytes;

  SerializedTypeId(String prefix, byte[] bytes) {
    this.prefix = prefix;
    this.bytes = bytes;
  }

  /**
   * Reads the two fields and checks their types, as {@link SerializedId} does.
   *
   * @param in the stream
   * @throws ObjectStreamException if the stream does not hold a prefix and bytes, or is corrupt
   * @throws IOException if the stream cannot be read
   * @throws ClassNotFoundException if a class in the stream cannot be found
   */
  @Serial
  private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
    ObjectInputStream.GetField fields;
    try {
      fields = in.readFields();
    } catch (RuntimeException e) {
      InvalidObjectException invalid =
          new InvalidObjectException("invalid serialized TypeID: " + e);
      invalid.initCause(e);
      throw invalid;
    }
    Object prefix = fields.get("prefix", null);
    Object bytes = fields.get("bytes", null);
    if (!(prefix instanceof String) || !(bytes instanceof byte[])) {
      throw new InvalidObjectException(
          "invalid serialized TypeID: expected a prefix and bytes, got "
              + typeOf(prefix)
              + " and "
              + typeOf(bytes));
    }
    this.prefix = (String) prefix;
    this.bytes = (byte[]) bytes;
  }

  private static String typeOf(Object value) {
    return value == null ? "null" : value.getClass().getName();
  }

  @Serial
  private Object readResolve() throws ObjectStreamException {
    if (bytes.length != 16) {
      throw new InvalidObjectException(
          "invalid serialized TypeID: expected 16 bytes, got " + bytes.length);
    }
    try {
      return TypeId.prefix(prefix).of(new UUID(Bytes.getLong(bytes, 0), Bytes.getLong(bytes, 8)));
    } catch (RuntimeException e) {
      InvalidObjectException invalid =
          new InvalidObjectException("invalid serialized TypeID: " + e);
      invalid.initCause(e);
      throw invalid;
    }
  }
}
