package dev.sortid.nodeid;

/**
 * A store of node-id leases: JDBC or ZooKeeper. Every write that takes or keeps a node id is one
 * atomic, conditional operation, so two holders can never hold one node id, and a holder's
 * reservation can only be extended while it still holds the id.
 */
interface Backend extends AutoCloseable {
  /** A claimed node id and what the backend needs to renew and release it. */
  abstract class Handle {
    final int nodeId;

    /** The previous holder's reservation (a tick), or -1 when the node id was never used. */
    final long previousReservedThrough;

    /** The reservation this holder wrote: the last tick it may issue ids with. */
    volatile long reservedThrough;

    Handle(int nodeId, long previousReservedThrough, long reservedThrough) {
      this.nodeId = nodeId;
      this.previousReservedThrough = previousReservedThrough;
      this.reservedThrough = reservedThrough;
    }
  }

  /** Creates what the store needs (tables, nodes) and records the realm's size; refuses another. */
  void prepare(String realm, int nodeIdSize);

  /**
   * Claims a node id no live lease holds, reserving the ticks through {@code max(previous
   * reservation, reserveThroughTick)} for {@code holder}, or returns null when every node id is
   * held. {@code clockTick} (the caller's clock) lets it prefer ids whose last reservation has
   * passed.
   */
  Handle claim(
      String realm,
      int nodeIdSize,
      String holder,
      long reserveThroughTick,
      long clockTick,
      long leaseMillis);

  /**
   * Renews the lease and extends the reservation to at least {@code reserveThroughTick}; returns
   * false when the node id is no longer this holder's (lost for good), throws when the store cannot
   * tell now (try again).
   */
  boolean renew(
      String realm, Handle handle, String holder, long reserveThroughTick, long leaseMillis);

  /**
   * Frees the node id and lowers its reservation to {@code issuedThroughTick} (at most this
   * holder's reservation: the last tick its ids may have), so that the next holder starts right
   * after the ids actually issued; best effort. Where the store cannot lower it in the same step,
   * it keeps the full reservation, which is safe.
   */
  void release(String realm, Handle handle, String holder, long issuedThroughTick);

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
}
