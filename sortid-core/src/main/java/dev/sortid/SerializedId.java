package dev.sortid;

import java.io.InvalidObjectException;
import java.io.ObjectStreamException;
import java.io.Serializable;

/**
 * The serial form of every id type: the scheme and the canonical bytes. {@link #readResolve}
 * rebuilds the id through the validating {@code fromByteArray}, so a forged stream can never make
 * an invalid id; the id classes themselves refuse to be read without this proxy.
 */
final class SerializedId implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The scheme of the id. */
  private final IdScheme scheme;

  /** The id's big-endian bytes. */
  private final byte[] bytes;

  SerializedId(IdScheme scheme, byte[] bytes) {
    this.scheme = scheme;
    this.bytes = bytes;
  }

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
