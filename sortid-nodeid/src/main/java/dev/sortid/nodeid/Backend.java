package dev.sortid.nodeid;

import java.util.Locale;
import java.util.Optional;

/**
 * A store of node-id leases: JDBC or ZooKeeper. Every write that takes or keeps a node id is one
 * atomic, conditional operation, so two holders can never hold one node id, and a holder's
 * reservation can only be extended while it still holds the id.
 *
 * <p>A node id's position in the store is "ids through tick T": while held, T is the holder's
 * reservation; a release lowers it to the last id issued, recorded exactly (tick and counter) when
 * the holder knows it, else as a whole tick.
 */
interface Backend extends AutoCloseable {
  /** A claimed node id and what the backend needs to renew and release it. */
  abstract class Handle {
    final int nodeId;

    /** The previous holder's reservation (a tick), or -1 when the node id was never used. */
    final long previousReservedThrough;

    /**
     * The last id (its 63-bit value) the previous holder issued, as its release recorded it, or -1
     * when the whole tick {@link #previousReservedThrough} counts as used.
     */
    final long previousLastId;

    /** The reservation this holder wrote: the last tick it may issue ids with. */
    volatile long reservedThrough;

    Handle(int nodeId, long previousReservedThrough, long previousLastId, long reservedThrough) {
      this.nodeId = nodeId;
      this.previousReservedThrough = previousReservedThrough;
      this.previousLastId = previousLastId;
      this.reservedThrough = reservedThrough;
    }
  }

  /** Creates what the store needs (tables, nodes) and records the realm's size; refuses another. */
  void prepare(String realm, int nodeIdSize);

  /**
   * Claims a node id as {@code claim} describes, or returns empty when every node id of its range
   * is held.
   */
  Optional<Handle> claim(Claim claim);

  /**
   * Renews the lease and extends the reservation to at least {@code reserveThroughTick}; returns
   * false when the node id is no longer this holder's (lost for good), throws when the store cannot
   * tell now (try again).
   */
  boolean renew(
      String realm, Handle handle, String holder, long reserveThroughTick, long leaseMillis);

  /**
   * Frees the node id and lowers its reservation to {@code throughTick} (at most this holder's
   * reservation), recording {@code lastId}, the last id issued in that tick, or -1 when the whole
   * tick counts as used; so the next holder starts right after the ids actually issued. Best
   * effort: where the store cannot lower it in the same step, it keeps the full reservation, which
   * is safe.
   */
  void release(String realm, Handle handle, String holder, long throughTick, long lastId);

  /**
   * True when a thread blocked in a call of this store may be interrupted to end the call (Curator
   * ends its retry loop); false where an interrupt could harm the store (an embedded H2 database
   * closes its file on an interrupted read).
   */
  boolean interruptible();

  /** True while the connection to the store is known to be unusable (ZooKeeper's SUSPENDED). */
  boolean suspended();

  /** Counts suspensions: a renewal that began in an earlier epoch does not make a lease valid. */
  long epoch();

  /** Calls {@code task} whenever the connection comes back, so leases renew at once. */
  void onReconnect(Runnable task);

  /** What the store is, for messages (a JDBC URL or a ZooKeeper connect string). */
  String describe();

  @Override
  void close();

  /** The refusal of a claim whose node id size is not the one the realm recorded. */
  static NodeIdLeaseException sizeRefused(String realm, int recorded, int requested) {
    return new NodeIdLeaseException(
        String.format(
            Locale.ROOT,
            "realm \"%s\" uses node_id_size %d; a claim with node_id_size %d is refused: node ids of"
                + " different sizes overlap in the id space (3/8 and 48/12 make the same ids), so"
                + " a realm keeps one size. Use another realm for another size.",
            realm,
            recorded,
            requested));
  }
}
