package dev.sortid.nodeid;

import java.io.Serial;

/**
 * The store failed or could not be reached (as opposed to a refusal such as another node_id_size):
 * {@link NodeIdLeases#acquire()} tries again while its acquire timeout lasts.
 */
final class StoreFailure extends NodeIdLeaseException {
  @Serial private static final long serialVersionUID = 1L;

  StoreFailure(String message, Throwable cause) {
    super(message, cause);
  }
}
