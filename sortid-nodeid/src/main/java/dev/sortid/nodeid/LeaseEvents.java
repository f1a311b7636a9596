package dev.sortid.nodeid;

import java.lang.System.Logger.Level;

/**
 * The lease events an operator sees in the log, through {@link System.Logger} (logger {@value
 * #NAME}; Spring Boot and SLF4J route it): INFO when a lease is taken or released; WARNING when a
 * lease stops allowing ids (expired locally while its store is away, or its ZooKeeper connection
 * suspended) and when a renewal comes late, after the lease had expired locally; when a lease loses
 * its node id to another process, WARNING when it replaces the node id (and WARNING again, {@code
 * replaced}, naming the realm, the lost and the new node id, once it holds another) and ERROR when
 * it does not (lost for good). One line each, not one per renewal: a store that stays away logs one
 * WARNING per lease until it is back.
 */
final class LeaseEvents {
  static final String NAME = "dev.sortid.nodeid";

  private static final System.Logger LOG = System.getLogger(NAME);

  private LeaseEvents() {}

  static void taken(Object lease, String store) {
    LOG.log(Level.INFO, () -> "took " + lease + " at " + store);
  }

  static void expired(Object lease, Throwable cause) {
    LOG.log(
        Level.WARNING,
        () ->
            lease
                + " expired locally: it was not renewed in time, and refuses ids until a renewal"
                + " succeeds"
                + (cause == null ? "" : " (" + cause.getMessage() + ")"));
  }

  static void suspended(String store) {
    LOG.log(
        Level.WARNING,
        () ->
            "the connection to "
                + store
                + " is suspended: its leases refuse ids until it is back and each lease is"
                + " confirmed");
  }

  static void renewedLate(Object lease, long lateMillis) {
    LOG.log(
        Level.WARNING,
        () ->
            lease
                + " was renewed "
                + lateMillis
                + " ms after it had expired locally, and allows ids again");
  }

  static void lost(Object lease, boolean replacing) {
    LOG.log(
        replacing ? Level.WARNING : Level.ERROR,
        () ->
            lease
                + " was lost: another process claimed the node id after this lease expired in the"
                + " store; "
                + (replacing
                    ? "it refuses ids until it has claimed another node id"
                    : "it refuses ids for good"));
  }

  static void replaced(NodeIdLease lease, int lostNodeId, long refusedMillis) {
    LOG.log(
        Level.WARNING,
        () ->
            "replaced lost SCRU64 node id "
                + lostNodeId
                + "/"
                + lease.nodeIdSize()
                + " in realm \""
                + lease.realm()
                + "\" with node id "
                + lease.nodeId()
                + "/"
                + lease.nodeIdSize()
                + ": ids were refused for "
                + refusedMillis
                + " ms and go on with node id "
                + lease.nodeId()
                + ", in later ticks than every id of node id "
                + lostNodeId
                + " ("
                + lease
                + ")");
  }

  static void released(Object lease) {
    LOG.log(Level.INFO, () -> "released " + lease);
  }
}
