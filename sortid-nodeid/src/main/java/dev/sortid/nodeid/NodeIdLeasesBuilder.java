package dev.sortid.nodeid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Configures {@link NodeIdLeases}: realm, node id size and timing; every setting has a default. A
 * builder comes from {@link NodeIdLeases#jdbc(javax.sql.DataSource)}, {@link
 * NodeIdLeases#zooKeeper(dev.sortid.nodeid.zookeeper.ZooKeeperStore)} or {@link
 * NodeIdLeases#connect(String)}, which fix the store; the setters check their value at once and
 * return this builder, and {@link #build()} checks the settings that depend on each other.
 *
 * <pre>{@code
 * NodeIdLeases leases = NodeIdLeases.connect("jdbc:h2:./sortid-leases")
 *     .realm("orders")
 *     .nodeIdSize(10)
 *     .acquireTimeout(Duration.ofSeconds(30))
 *     .build();
 * }</pre>
 *
 * <p>Durations: every duration setting is at most 1 day, the longest lease time. A wait or a
 * release of more than a day is a hang to whoever waits for it, and the cap keeps every deadline
 * ({@link System#nanoTime()} plus the setting in nanoseconds) far from overflow: {@link
 * Duration#toNanos()} overflows past 292 years.
 *
 * <p>A builder is not thread-safe. Each {@link #build()} makes leases of their own, with a store
 * connection of their own when the builder came from {@link NodeIdLeases#connect(String)}. Null
 * arguments throw {@link NullPointerException}.
 */
public final class NodeIdLeasesBuilder {
  /** Creates the backend when {@link #build()} runs. */
  interface BackendFactory {
    Backend create(NodeIdLeasesBuilder builder);
  }

  private static final Pattern REALM = Pattern.compile("[A-Za-z0-9._-]{1,100}");

  /** The longest value of every duration setting. */
  private static final Duration MAX_DURATION = Duration.ofDays(1);

  private final BackendFactory factory;
  private String realm = "default";
  private int nodeIdSize = 8;
  private int fromId;
  private int toId = -1;
  private Duration leaseTime = Duration.ofSeconds(30);
  private Duration safetyMargin;
  private Duration acquireTimeout = Duration.ZERO;
  private Duration closeTimeout = Duration.ofSeconds(3);
  private InstantSource clock = InstantSource.system();
  private boolean replaceLost = true;

  NodeIdLeasesBuilder(BackendFactory factory) {
    this.factory = factory;
  }

  /**
   * Sets the realm (default {@code "default"}): the set of processes whose ids must not collide.
   *
   * @param realm 1 to 100 characters of {@code A-Z a-z 0-9 . _ -}
   * @return this builder
   * @throws IllegalArgumentException if the name has other characters or length
   */
  public NodeIdLeasesBuilder realm(String realm) {
    Objects.requireNonNull(realm, "realm");
    if (!REALM.matcher(realm).matches()) {
      throw new IllegalArgumentException(
          "invalid realm \"" + realm + "\" (expected 1 to 100 characters of A-Z a-z 0-9 . _ -)");
    }
    this.realm = realm;
    return this;
  }

  /**
   * Sets the node_id_size of the realm (default 8: 256 node ids, 65536 ids a tick each); the realm
   * keeps the size it was first used with.
   *
   * @param nodeIdSize 1..23
   * @return this builder
   * @throws IllegalArgumentException if out of range
   */
  public NodeIdLeasesBuilder nodeIdSize(int nodeIdSize) {
    this.nodeIdSize = NodeIdRange.checkSize(nodeIdSize);
    return this;
  }

  /**
   * Restricts the node ids these leases claim to {@code from..to} (inclusive; default: all of the
   * realm's, 0..2<sup>nodeIdSize</sup>-1). Processes with different ranges share the realm's
   * history of each node id, so ranges may overlap or change between runs without risk: a range
   * only narrows where a process looks for a free node id. Checked against the node id size at
   * {@link #build()}.
   *
   * @param from the smallest node id, 0 or more
   * @param to the largest node id, at least {@code from} and below 2<sup>nodeIdSize</sup>
   * @return this builder
   * @throws IllegalArgumentException if {@code from} is negative or {@code to} below it
   */
  public NodeIdLeasesBuilder nodeIds(int from, int to) {
    if (from < 0 || to < from) {
      throw new IllegalArgumentException(
          "nodeIds must be a range from..to with 0 <= from <= to, got " + from + ".." + to);
    }
    this.fromId = from;
    this.toId = to;
    return this;
  }

  /**
   * Restricts the node ids these leases claim to {@code range}, as {@link #nodeIds(int, int)} does
   * with its ends.
   *
   * @param range the node ids, such as {@code NodeIdRange.parse("0-15")}
   * @return this builder
   */
  public NodeIdLeasesBuilder nodeIds(NodeIdRange range) {
    return nodeIds(range.from(), range.to());
  }

  /**
   * Sets the lease time (default 30 s): how long a lease lasts in the store after its last renewal,
   * and how far ahead each renewal reserves ticks. A node id of a crashed process is free again
   * after about this long.
   *
   * @param leaseTime 1 s to 1 day
   * @return this builder
   * @throws IllegalArgumentException if shorter than 1 s or longer than 1 day
   */
  public NodeIdLeasesBuilder leaseTime(Duration leaseTime) {
    this.leaseTime = checked("leaseTime", leaseTime, Duration.ofSeconds(1));
    return this;
  }

  /**
   * Sets how long before the lease time runs out a lease stops being valid locally (default
   * leaseTime / 5), to allow for a slow renewal and clock rate differences.
   *
   * @param safetyMargin 0 to leaseTime / 2
   * @return this builder
   * @throws IllegalArgumentException if negative or longer than 1 day (and at {@link #build()}, if
   *     longer than leaseTime / 2)
   */
  public NodeIdLeasesBuilder safetyMargin(Duration safetyMargin) {
    this.safetyMargin = checked("safetyMargin", safetyMargin, Duration.ZERO);
    return this;
  }

  /**
   * Sets the deadline of {@link NodeIdLeases#acquire()} (default zero): how long it may wait for a
   * node id to be released or expire when every one is held, and in all, a claim in progress and
   * the connect to ZooKeeper (a connect string) included. Zero: it throws at once when every node
   * id is held, and gives its one claim up to the lease time.
   *
   * @param acquireTimeout 0 to 1 day
   * @return this builder
   * @throws IllegalArgumentException if negative or longer than 1 day
   */
  public NodeIdLeasesBuilder acquireTimeout(Duration acquireTimeout) {
    this.acquireTimeout = checked("acquireTimeout", acquireTimeout, Duration.ZERO);
    return this;
  }

  /**
   * Sets how long {@link NodeIdLease#close()} and {@link NodeIdLeases#close()} may take (default 3
   * s): after it, a lease whose release the store has not confirmed is given up locally (its
   * generator stopped at the start of the close) and expires in the store after the lease time,
   * keeping its whole reservation. Zero gives every lease up at once, without waiting for the
   * store.
   *
   * @param closeTimeout 0 to 1 day
   * @return this builder
   * @throws IllegalArgumentException if negative or longer than 1 day
   */
  public NodeIdLeasesBuilder closeTimeout(Duration closeTimeout) {
    this.closeTimeout = checked("closeTimeout", closeTimeout, Duration.ZERO);
    return this;
  }

  /**
   * Sets the clock of the reservations and of the generators built from the leases (default: the
   * system clock).
   *
   * @param clock the clock
   * @return this builder
   */
  public NodeIdLeasesBuilder clock(InstantSource clock) {
    this.clock = Objects.requireNonNull(clock, "clock");
    return this;
  }

  /**
   * Sets what a lease does when it loses its node id to another process (its renewal finds the node
   * id taken over after the lease expired in the store: a process paused past the lease time, a
   * store away for longer): claim another node id of the range and go on with it, the same
   * generator issuing ids with the new node id (default: true), or refuse ids for good (false), so
   * that the process must acquire a new lease and build a new generator. A replacement keeps ids
   * unique and strictly increasing and changes only the node id in the ids after it; turn it off
   * when something else relies on the node id staying the same for the life of the lease. See
   * {@link NodeIdLease} and {@code docs/node-ids.md}.
   *
   * @param replaceLost true to replace a lost node id, false to stop for good
   * @return this builder
   */
  public NodeIdLeasesBuilder replaceLost(boolean replaceLost) {
    this.replaceLost = replaceLost;
    return this;
  }

  /**
   * Builds the leases, starting to connect to the store if it was given as a string (without
   * waiting for the connection). Nothing is claimed until {@link NodeIdLeases#acquire()}.
   *
   * @return the leases
   * @throws IllegalArgumentException if the safety margin is longer than leaseTime / 2, or the node
   *     id range does not fit in the node id size
   * @throws NodeIdLeaseException if Curator is missing (ZooKeeper connect string); a store that
   *     cannot be reached is found by {@link NodeIdLeases#acquire()}, within its deadline
   */
  public NodeIdLeases build() {
    if (safetyMargin != null && safetyMargin.compareTo(leaseTime.dividedBy(2)) > 0) {
      throw new IllegalArgumentException(
          "safetyMargin must be between 0 and leaseTime / 2 ("
              + leaseTime.dividedBy(2)
              + "), got "
              + safetyMargin);
    }
    long leaseNanos = leaseTime.toNanos();
    LeaseSettings settings =
        new LeaseSettings(
            realm,
            nodeIdSize,
            fromId,
            toId < 0 ? (1 << nodeIdSize) - 1 : toId,
            leaseNanos,
            safetyMargin != null ? safetyMargin.toNanos() : leaseNanos / 5,
            acquireTimeout.toNanos(),
            closeTimeout.toNanos(),
            clock,
            replaceLost);
    return new NodeIdLeases(settings, factory.create(this));
  }

  int queryTimeoutSeconds() {
    return (int) Math.max(1, leaseTime.toSeconds());
  }

  Duration leaseTime() {
    return leaseTime;
  }

  /**
   * Returns {@code value} if it lies between {@code min} (zero or whole seconds) and {@link
   * #MAX_DURATION}.
   *
   * @throws IllegalArgumentException naming the setting, the value and the range
   */
  private static Duration checked(String setting, Duration value, Duration min) {
    Objects.requireNonNull(value, setting);
    if (value.compareTo(min) < 0 || value.compareTo(MAX_DURATION) > 0) {
      throw new IllegalArgumentException(
          setting
              + " must be between "
              + (min.isZero() ? "0" : min.toSeconds() + " s")
              + " and "
              + MAX_DURATION.toDays()
              + " day, got "
              + value);
    }
    return value;
  }
}
