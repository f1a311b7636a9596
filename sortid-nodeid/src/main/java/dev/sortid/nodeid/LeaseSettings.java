package dev.sortid.nodeid;

import java.time.InstantSource;
import java.util.concurrent.TimeUnit;

/**
 * The settings of one {@link NodeIdLeases}, as its builder gave them, and the figures derived from
 * them. The builder checks each setting alone (and the safety margin against the lease time); this
 * checks the node id range against the node id size.
 *
 * @param toId the largest node id claimed (inclusive), resolved against the node id size
 * @param leaseNanos the lease time
 * @param marginNanos the safety margin
 * @param acquireTimeoutNanos the deadline of an acquire (zero: one claim, up to the lease time)
 * @param closeTimeoutNanos how long a close may take
 */
record LeaseSettings(
    String realm,
    int nodeIdSize,
    int fromId,
    int toId,
    long leaseNanos,
    long marginNanos,
    long acquireTimeoutNanos,
    long closeTimeoutNanos,
    InstantSource clock,
    boolean replaceLost) {

  /**
   * Checks the node id range against the node id size.
   *
   * @throws IllegalArgumentException if the node id range does not fit in the node id size
   */
  LeaseSettings {
    if (toId >= 1 << nodeIdSize) {
      throw new IllegalArgumentException(
          "nodeIds "
              + fromId
              + ".."
              + toId
              + " do not fit in nodeIdSize "
              + nodeIdSize
              + " (node ids 0.."
              + ((1 << nodeIdSize) - 1)
              + ")");
    }
  }

  /** The tick a claim or renewal made at {@code millis} reserves through. */
  long reserveTick(long millis) {
    return (millis + leaseMillis()) >>> 8;
  }

  long leaseMillis() {
    return TimeUnit.NANOSECONDS.toMillis(leaseNanos);
  }

  /** How long a lease stays valid locally after a claim or renewal was sent. */
  long validNanos() {
    return leaseNanos - marginNanos;
  }

  /** A claim or renewal slower than this is followed by a renewal at once. */
  long slowNanos() {
    return leaseNanos / 10;
  }

  /** The pause between two claims while every node id is held or the store fails. */
  long retryNanos() {
    return Math.max(leaseNanos / 10, 1_000_000);
  }

  /** {@code "8..11 "} when the ids are a range of the realm's, else empty. */
  String describeRange() {
    return fromId == 0 && toId == (1 << nodeIdSize) - 1 ? "" : fromId + ".." + toId + " ";
  }
}
