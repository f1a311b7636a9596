package dev.sortid;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serial;
import java.io.Serializable;

/**
 * The serial form of every id type: the scheme and the canonical bytes. {@link #readResolve}
 * rebuilds the id through the validating {@code fromByteArray}, so a forged stream can never make
 * an invalid id; the id classes themselves refuse to be read without this proxy.
 */
final class SerializedId implements Serializable {
  @Serial private static final long serialVersionUID = 1L;

  /** The scheme of the id. */
  private IdScheme scheme;

  /** The id's big-endian bytes. */
  private byte[] bytes;

  SerializedId(IdScheme scheme, byte[] bytes) {
    this.scheme = scheme;
    this.bytes = bytes;
  }

  /**
   * Reads the two fields and checks their types, so that a stream holding something else in them
   * fails with {@link InvalidObjectException}: the default field assignment would throw an
   * unchecked {@link ClassCastException} instead, and a corrupt field (a negative array length) an
   * unchecked exception of the JDK's reader.
   *
   * @param in the stream
   * @throws IOException if the stream cannot be read or does not hold a scheme and bytes
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
    Object bytes = fields.get("bytes", null);
    if (!(scheme instanceof IdScheme) || !(bytes instanceof byte[])) {
      throw new InvalidObjectException(
          "invalid serialized id: expected a scheme and bytes, got "
              + typeOf(scheme)
              + " and "
              + typeOf(bytes));
    }
    this.scheme = (IdScheme) scheme;
    this.bytes = (byte[]) bytes;
  }

  private static String typeOf(Object value) {
    return value == null ? "null" : value.getClass().getName();
  }

  @Serial
  private Object readResolve() throws ObjectStreamException {
    try {
      return scheme.fromByteArray(bytes);
    } catch (RuntimeException e) {
      InvalidObjectException invalid = new InvalidObjectException("invalid serialized id: " + e);
      invalid.initCause(e);
      throw invalid;
    }
  }

  static InvalidObjectException proxyRequired() {
    return new InvalidObjectException("proxy required");
  }
}
