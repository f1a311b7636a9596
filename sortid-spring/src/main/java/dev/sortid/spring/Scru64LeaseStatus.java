package dev.sortid.spring;

import dev.sortid.nodeid.NodeIdLease;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the health indicators of both Boot generations report about a leased SCRU64 node id: up
 * while the lease is valid, and the details realm, nodeId, nodeIdSize, state ({@code valid}, {@code
 * invalid}: not renewed in time, its store connection suspended, or its node id lost and another
 * being claimed to replace it, or {@code lost}: another process holds the node id now and the lease
 * does not replace it), validUntil (ISO-8601) and reservedThroughTick.
 *
 * <p>Immutable and thread-safe.
 */
public final class Scru64LeaseStatus {
  private final boolean up;
  private final Map<String, Object> details;

  private Scru64LeaseStatus(boolean up, Map<String, Object> details) {
    this.up = up;
    this.details = Collections.unmodifiableMap(details);
  }

  /**
   * Tells whether the lease was valid when read.
   *
   * @return true if valid
   */
  public boolean up() {
    return up;
  }

  /**
   * Returns the details, in the order listed above.
   *
   * @return an unmodifiable map
   */
  public Map<String, Object> details() {
    return details;
  }

  /**
   * Reads the status of a lease now.
   *
   * @param lease the lease
   * @return its status
   */
  public static Scru64LeaseStatus of(NodeIdLease lease) {
    boolean valid = lease.isValid();
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("realm", lease.realm());
    details.put("nodeId", lease.nodeId());
    details.put("nodeIdSize", lease.nodeIdSize());
    details.put("state", valid ? "valid" : lease.isLost() ? "lost" : "invalid");
    details.put("validUntil", lease.validUntil().toString());
    details.put("reservedThroughTick", lease.reservedThroughTick());
    return new Scru64LeaseStatus(valid, details);
  }
}
