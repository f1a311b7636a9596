package dev.sortid;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serial;
import java.io.Serializable;
import java.util.UUID;

/**
 * The serial form of every id type: the scheme and the canonical bytes, or for a {@link TypeId},
 * which names no scheme, its prefix and the 16 bytes of its UUID. {@link #readResolve} rebuilds the
 * id through the validating {@code fromByteArray} (for a TypeID {@link TypeId#type(String)}), so a
 * forged stream can never make an invalid id; the id classes themselves refuse to be read without
 * this proxy.
 *
 * <p>Exactly one of {@code scheme} and {@code prefix} is set: a proxy without a scheme is a
 * TypeID's. A stream whose class descriptor lacks the {@code prefix} field reads as the id of its
 * scheme (the field is null there).
 */
final class SerializedId implements Serializable {
  @Serial private static final long serialVersionUID = 1L;

  /** The scheme of the id; null for a TypeID. */
  private IdScheme scheme;

  /** A TypeID's prefix (empty for none); null for the id of a scheme. */
  private String prefix;

  /** The id's big-endian bytes. */
  private byte[] bytes;

  SerializedId(IdScheme scheme, byte[] bytes) {
    this.scheme = scheme;
    this.bytes = bytes;
  }

  SerializedId(String prefix, byte[] bytes) {
    this.prefix = prefix;
    this.bytes = bytes;
  }

  /**
   * Reads the fields and checks their types: a scheme or a TypeID's prefix, and bytes. A stream
   * that holds something else in them, or whose fields are corrupt, fails with an exception of the
   * {@link ObjectStreamException} family: {@link InvalidObjectException} from this method for wrong
   * types and for the unchecked exceptions that some JDK readers throw on a corrupt field (JDK 17:
   * {@link NegativeArraySizeException} for a negative array length), or the subclass that the JDK's
   * own reader throws when it detects the corruption first (JDK 25: {@link
   * java.io.StreamCorruptedException}). Callers catch {@link ObjectStreamException}; which subclass
   * a given corruption gives depends on the JDK.
   *
   * @param in the stream
   * @throws ObjectStreamException if the stream does not hold a scheme and bytes, or is corrupt
   * @throws IOException if the stream cannot be read
   * @throws ClassNotFoundException if a class in the stream cannot be found
   */
  @Serial
  private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
    ObjectInputStream.GetField fields;
    try {
      fields = in.readFields();
    } catch (RuntimeException e) {
      // the JDK's reader throws some unchecked exceptions on corrupt streams (seen on JDK 17: a
      // negative array length gives NegativeArraySizeException): report them as what they are
      InvalidObjectException invalid = new InvalidObjectException("invalid serialized id: " + e);
      invalid.initCause(e);
      throw invalid;
    }
    Object scheme = fields.get("scheme", null);
    Object prefix = fields.get("prefix", null);
    Object bytes = fields.get("bytes", null);
    if (scheme == null) {
      if (!(prefix instanceof String) || !(bytes instanceof byte[])) {
        throw new InvalidObjectException(
            "invalid serialized TypeID: expected a prefix and bytes, got "
                + typeOf(prefix)
                + " and "
                + typeOf(bytes));
      }
    } else if (!(scheme instanceof IdScheme) || prefix != null || !(bytes instanceof byte[])) {
      throw new InvalidObjectException(
          "invalid serialized id: expected a scheme, no prefix and bytes, got "
              + typeOf(scheme)
              + ", "
              + typeOf(prefix)
              + " and "
              + typeOf(bytes));
    }
    this.scheme = (IdScheme) scheme;
    this.prefix = (String) prefix;
    this.bytes = (byte[]) bytes;
  }

  private static String typeOf(Object value) {
    return value == null ? "null" : value.getClass().getName();
  }

  @Serial
  private Object readResolve() throws ObjectStreamException {
    if (scheme == null && bytes.length != 16) {
      throw new InvalidObjectException(
          "invalid serialized TypeID: expected 16 bytes, got " + bytes.length);
    }
    try {
      return scheme == null
          ? TypeId.type(prefix).of(new UUID(Bytes.getLong(bytes, 0), Bytes.getLong(bytes, 8)))
          : scheme.fromByteArray(bytes);
    } catch (RuntimeException e) {
      InvalidObjectException invalid =
          new InvalidObjectException(
              (scheme == null ? "invalid serialized TypeID: " : "invalid serialized id: ") + e);
      invalid.initCause(e);
      throw invalid;
    }
  }

  static InvalidObjectException proxyRequired() {
    return new InvalidObjectException("proxy required");
  }
}
