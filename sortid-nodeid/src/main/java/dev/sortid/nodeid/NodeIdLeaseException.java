package dev.sortid.nodeid;

import java.io.Serial;

/**
 * A node-id lease could not be acquired, renewed or used: every node id of the realm is held, the
 * realm has another node_id_size, the store failed, or the lease is not valid now (not renewed in
 * time, its ZooKeeper connection is suspended, it was lost to another process, or it was closed).
 *
 * <p>It is an {@link IllegalStateException} because a generator built from a lease throws it from
 * {@link dev.sortid.Scru64Generator#generate()} while the lease is not valid, and the generator's
 * failures are {@code IllegalStateException}s.
 */
public class NodeIdLeaseException extends IllegalStateException {
  @Serial private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message.
   *
   * @param message what failed, naming the realm and node id where there is one
   */
  public NodeIdLeaseException(String message) {
    super(message);
  }

  /**
   * Creates an exception with a message and a cause.
   *
   * @param message what failed, naming the realm and node id where there is one
   * @param cause the store's exception
   */
  public NodeIdLeaseException(String message, Throwable cause) {
    super(message, cause);
  }
}
