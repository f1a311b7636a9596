package dev.sortid.nodeid;

import java.lang.System.Logger.Level;

/**
 * The lease events an operator sees in the log, through {@link System.Logger} (logger {@value
 * #NAME}; Spring Boot and SLF4J route it): INFO when a lease is taken or released; WARNING when a
 * lease stops allowing ids (expired locally while its store is away, or its ZooKeeper connection
 * suspended) and when a renewal comes late, after the lease had expired locally; ERROR when a lease
 * is lost to another process. One line each, not one per renewal: a store that stays away logs one
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

  static void lost(Object lease) {
    LOG.log(
        Level.ERROR,
        () ->
            lease
                + " was lost: another process claimed the node id after this lease expired in the"
                + " store; it refuses ids for good");
  }

  static void released(Object lease) {
    LOG.log(Level.INFO, () -> "released " + lease);
  }
}
