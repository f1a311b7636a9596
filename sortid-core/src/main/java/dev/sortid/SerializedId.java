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
   * Reads the two fields and checks their types. A stream that holds something else in them, or
   * whose fields are corrupt, fails with an exception of the {@link ObjectStreamException} family:
   * {@link InvalidObjectException} from this method for wrong types and for the unchecked
   * exceptions that some JDK readers throw on a corrupt field (JDK 17: {@link
   * NegativeArraySizeException} for a negative array length), or the subclass that the JDK's own
   * reader throws when it detects the corruption first (JDK 25: {@link
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
