package dev.sortid.nodeid;

import dev.sortid.Scru64NodeSpec;
import dev.sortid.nodeid.zookeeper.ZooKeeperStore;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import javax.sql.DataSource;

/**
 * Hands out SCRU64 node ids under leases from one store, for one realm: every process (or
 * generator) that {@link #acquire() acquires} a lease holds a node id no other live lease of the
 * realm holds, and a generator built from the lease issues ids only while the lease is valid and
 * only inside the ticks the lease reserved in the store. See {@code docs/node-ids.md} for the model
 * and the failure table.
 *
 * <pre>{@code
 * try (NodeIdLeases leases = NodeIdLeases.connect("jdbc:postgresql://db/app?user=app")
 *         .realm("orders").nodeIdSize(10).build();
 *     NodeIdLease lease = leases.acquire()) {
 *   Scru64Generator generator = lease.generator();
 *   Scru64Id id = generator.generate();
 * }
 * }</pre>
 *
 * <p>Stores: a JDBC {@link DataSource} or URL (PostgreSQL, H2; two tables created if absent), or
 * ZooKeeper through the application's Curator client ({@code ZooKeeperStore}) or a connect string
 * (Curator on the class path; optional).
 *
 * <p>Realms: a realm fixes its node_id_size when first used, and a claim of another size is refused
 * ({@link NodeIdLeaseException}), because node ids of different sizes overlap in the id space
 * ({@code 3/8} and {@code 48/12} make the same ids).
 *
 * <p>Node ids: a realm of node_id_size n has the node ids 0..2<sup>n</sup>-1; {@link
 * Builder#nodeIds(int, int)} restricts the ids these leases claim to a range of them (a small
 * fleet, a test with one node id, or ranges split between groups of processes).
 *
 * <p>Timing: each lease is renewed in the background every leaseTime / 3 (after a failure, retried
 * in 100 ms, doubling up to leaseTime / 10, and every 500 ms at most once the lease has expired
 * locally; at once after a renewal that took more than leaseTime / 10); a lease is valid until its
 * last successful claim or renewal (as sent, on {@link System#nanoTime()}) + leaseTime -
 * safetyMargin, and each renewal reserves the ticks through {@code (clock.millis() + leaseTime) >>
 * 8}. The store expires a lease leaseTime after its last renewal (the database's clock, or the
 * ZooKeeper session timeout).
 *
 * <p>Deadlines: {@link #acquire()} returns or throws within its acquire timeout (a claim in
 * progress included), and {@link NodeIdLease#close()} and {@link #close()} return within the close
 * timeout (default 3 s) even when the store does not answer: the store calls run on worker threads
 * (daemon threads; a ZooKeeper call given up is interrupted), and a lease not released in time is
 * given up locally and expires in the store.
 *
 * <p>Instances are thread-safe; {@link #close()} releases the leases still open and closes what
 * {@link #connect(String)} opened. Null arguments throw {@link NullPointerException}.
 */
public final class NodeIdLeases implements AutoCloseable {
  private static final Pattern REALM = Pattern.compile("[A-Za-z0-9._-]{1,100}");

  private final Backend backend;
  private final LeaseSettings settings;
  private final StoreCalls calls;
  private final Acquisition acquisition;
  private final Renewals renewals;
  private volatile boolean closed;

  private NodeIdLeases(LeaseSettings settings, Backend backend) {
    this.backend = backend;
    this.settings = settings;
    this.calls = new StoreCalls("sortid-nodeid-store-" + settings.realm(), backend.interruptible());
    this.acquisition = new Acquisition(this, settings, backend, calls);
    this.renewals = new Renewals(settings.realm(), backend);
  }

  /**
   * Starts a configuration for leases in a JDBC database. The caller keeps the data source; each
   * operation takes one connection from it (autocommit) and closes it.
   *
   * @param dataSource the database (PostgreSQL and H2 are tested)
   * @return a builder
   */
  public static Builder jdbc(DataSource dataSource) {
    Objects.requireNonNull(dataSource, "dataSource");
    return new Builder(
        b -> new JdbcBackend(dataSource, "data source " + dataSource, b.queryTimeoutSeconds()));
  }

  /**
   * Starts a configuration for leases in ZooKeeper through the application's own Curator client
   * (started, and kept by the caller: its session timeout is how long a crashed holder's node id
   * stays taken; its ACLs and authorization apply to the lease nodes). Curator ({@code
   * curator-framework}) must be on the class path; see {@code ZooKeeperStore}.
   *
   * @param store the Curator client, as {@code ZooKeeperStore.of(client)}
   * @return a builder
   */
  public static Builder zooKeeper(ZooKeeperStore store) {
    Objects.requireNonNull(store, "store");
    return new Builder(builder -> StoreTargets.zooKeeper(store));
  }

  /**
   * Starts a configuration from one string: a JDBC URL ({@code jdbc:...}, through {@link
   * java.sql.DriverManager}, so its driver must be on the class path) or a ZooKeeper connect string
   * ({@code host:port[,host:port...][/chroot]}, which needs Curator on the class path and uses the
   * lease time as session timeout). An embedded H2 file ({@code jdbc:h2:./sortid-leases}) serves
   * the processes of one machine, also at the same time: each operation opens it and closes it
   * again, and a process that finds it open in another tries again for up to half the lease time.
   * For processes on several machines use PostgreSQL, an H2 server, or ZooKeeper. An H2 database
   * private to one JVM ({@code jdbc:h2:mem:}, and the in-memory file systems {@code memFS:}, {@code
   * memLZF:}, {@code nioMemFS:}, {@code nioMemLZF:}, in any case) is refused: it cannot keep
   * processes apart; for leases inside one JVM (tests) give such a database to {@link
   * #jdbc(DataSource)}. The leases built close what they opened.
   *
   * @param target a JDBC URL or a ZooKeeper connect string
   * @return a builder
   * @throws IllegalArgumentException if the string is neither, or is an H2 database private to one
   *     JVM
   */
  public static Builder connect(String target) {
    Objects.requireNonNull(target, "target");
    return new Builder(StoreTargets.parse(target));
  }

  /**
   * Acquires a node id: claims one of the realm's node ids (of the configured range) that no live
   * lease holds (reusing released and expired ones first), records its reservation, and starts
   * renewing it in the background. If every node id is held it tries again until the acquire
   * timeout (default zero: at once) and then throws.
   *
   * <p>The lease returned is valid for most of the lease time: its validity counts from when the
   * claim was sent, and when the claim took more than leaseTime / 10 (a slow or frozen store) it is
   * renewed before it is returned, until one renewal is quick.
   *
   * <p>The whole call ends by its deadline: the acquire timeout, or when that is zero, the lease
   * time (for the one claim it then makes), waiting for the first connect to ZooKeeper included. A
   * claim still in progress at the deadline is given up (and released, if it succeeds later). While
   * the acquire timeout lasts, a store that fails or cannot be reached is tried again (every
   * leaseTime / 10), as a realm whose node ids are all held is.
   *
   * @return the lease; close it to release the node id
   * @throws NodeIdLeaseException if every node id stays held, the realm has another node_id_size,
   *     the store fails or does not answer by the deadline, or the thread is interrupted (its
   *     interrupt flag is then set again)
   */
  public NodeIdLease acquire() {
    ensureOpen();
    NodeIdLease lease = acquisition.acquire();
    renewals.add(lease);
    if (closed) {
      lease.close();
      ensureOpen();
    }
    renewals.schedule(lease, settings.leaseNanos() / 3);
    LeaseEvents.taken(lease, backend.describe());
    return lease;
  }

  LeaseSettings settings() {
    return settings;
  }

  Backend backend() {
    return backend;
  }

  StoreCalls calls() {
    return calls;
  }

  Acquisition acquisition() {
    return acquisition;
  }

  Renewals renewals() {
    return renewals;
  }

  private void ensureOpen() {
    if (closed) {
      throw new NodeIdLeaseException(
          "these node-id leases of realm \"" + settings.realm() + "\" are closed");
    }
  }

  /**
   * Returns the realm.
   *
   * @return the realm's name
   */
  public String realm() {
    return settings.realm();
  }

  /**
   * Returns the node id size of the realm.
   *
   * @return 1..23
   */
  public int nodeIdSize() {
    return settings.nodeIdSize();
  }

  /**
   * Returns the lease time.
   *
   * @return the lease time
   */
  public Duration leaseTime() {
    return Duration.ofNanos(settings.leaseNanos());
  }

  /**
   * Returns the acquire timeout: the deadline of {@link #acquire()}.
   *
   * @return the acquire timeout (zero: no waiting for a free node id)
   */
  public Duration acquireTimeout() {
    return Duration.ofNanos(settings.acquireTimeoutNanos());
  }

  /**
   * Returns the close timeout: how long {@link NodeIdLease#close()} and {@link #close()} may take.
   *
   * @return the close timeout
   */
  public Duration closeTimeout() {
    return Duration.ofNanos(settings.closeTimeoutNanos());
  }

  /**
   * Releases every lease still open (as {@link NodeIdLease#close()} does, all at once), stops
   * renewing, and closes the store connection if {@link #connect(String)} opened it; returns within
   * the close timeout (default 3 s) whatever the store does, leaving what did not finish in time to
   * daemon threads (leases not released then expire in the store). Idempotent.
   */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    long deadline = System.nanoTime() + settings.closeTimeoutNanos();
    List<StoreCalls.Call<Boolean>> releases = new ArrayList<>();
    for (NodeIdLease lease : renewals.stop()) {
      releases.add(lease.startClose(deadline));
    }
    for (StoreCalls.Call<Boolean> release : releases) {
      NodeIdLease.awaitRelease(release, deadline);
    }
    renewals.shutdown();
    NodeIdLease.awaitRelease(
        calls.submit(
            () -> {
              backend.close();
              return Boolean.TRUE;
            },
            done -> {}),
        deadline);
    calls.shutdown();
  }

  /**
   * Configures {@link NodeIdLeases}: realm, node id size and timing; every setting has a default.
   */
  public static final class Builder {
    /** Creates the backend when {@link #build()} runs. */
    interface BackendFactory {
      Backend create(Builder builder);
    }

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

    private Builder(BackendFactory factory) {
      this.factory = factory;
    }

    /**
     * Sets the realm (default {@code "default"}): the set of processes whose ids must not collide.
     *
     * @param realm 1 to 100 characters of {@code A-Z a-z 0-9 . _ -}
     * @return this builder
     * @throws IllegalArgumentException if the name has other characters or length
     */
    public Builder realm(String realm) {
      Objects.requireNonNull(realm, "realm");
      if (!REALM.matcher(realm).matches()) {
        throw new IllegalArgumentException(
            "invalid realm \"" + realm + "\" (expected 1 to 100 characters of A-Z a-z 0-9 . _ -)");
      }
      this.realm = realm;
      return this;
    }

    /**
     * Sets the node_id_size of the realm (default 8: 256 node ids, 65536 ids a tick each); the
     * realm keeps the size it was first used with.
     *
     * @param nodeIdSize 1..23
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder nodeIdSize(int nodeIdSize) {
      if (nodeIdSize < Scru64NodeSpec.MIN_NODE_ID_SIZE
          || nodeIdSize > Scru64NodeSpec.MAX_NODE_ID_SIZE) {
        throw new IllegalArgumentException(
            "nodeIdSize must be in "
                + Scru64NodeSpec.MIN_NODE_ID_SIZE
                + ".."
                + Scru64NodeSpec.MAX_NODE_ID_SIZE
                + ", got "
                + nodeIdSize);
      }
      this.nodeIdSize = nodeIdSize;
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
    public Builder nodeIds(int from, int to) {
      if (from < 0 || to < from) {
        throw new IllegalArgumentException(
            "nodeIds must be a range from..to with 0 <= from <= to, got " + from + ".." + to);
      }
      this.fromId = from;
      this.toId = to;
      return this;
    }

    /**
     * Restricts the node ids these leases claim to {@code range}, as {@link #nodeIds(int, int)}
     * does with its ends.
     *
     * @param range the node ids, such as {@code NodeIdRange.parse("0-15")}
     * @return this builder
     */
    public Builder nodeIds(NodeIdRange range) {
      return nodeIds(range.from(), range.to());
    }

    /**
     * Sets the lease time (default 30 s): how long a lease lasts in the store after its last
     * renewal, and how far ahead each renewal reserves ticks. A node id of a crashed process is
     * free again after about this long.
     *
     * @param leaseTime 1 s or more
     * @return this builder
     * @throws IllegalArgumentException if shorter than 1 s
     */
    public Builder leaseTime(Duration leaseTime) {
      Objects.requireNonNull(leaseTime, "leaseTime");
      if (leaseTime.compareTo(Duration.ofSeconds(1)) < 0
          || leaseTime.compareTo(Duration.ofDays(1)) > 0) {
        throw new IllegalArgumentException(
            "leaseTime must be between 1 s and 1 day, got " + leaseTime);
      }
      this.leaseTime = leaseTime;
      return this;
    }

    /**
     * Sets how long before the lease time runs out a lease stops being valid locally (default
     * leaseTime / 5), to allow for a slow renewal and clock rate differences.
     *
     * @param safetyMargin 0 to leaseTime / 2
     * @return this builder
     * @throws IllegalArgumentException if out of range (checked at {@link #build()})
     */
    public Builder safetyMargin(Duration safetyMargin) {
      Objects.requireNonNull(safetyMargin, "safetyMargin");
      this.safetyMargin = safetyMargin;
      return this;
    }

    /**
     * Sets the deadline of {@link NodeIdLeases#acquire()} (default zero): how long it may wait for
     * a node id to be released or expire when every one is held, and in all, a claim in progress
     * and the connect to ZooKeeper (a connect string) included. Zero: it throws at once when every
     * node id is held, and gives its one claim up to the lease time.
     *
     * @param acquireTimeout zero or more
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public Builder acquireTimeout(Duration acquireTimeout) {
      Objects.requireNonNull(acquireTimeout, "acquireTimeout");
      if (acquireTimeout.isNegative()) {
        throw new IllegalArgumentException(
            "acquireTimeout must be zero or more, got " + acquireTimeout);
      }
      this.acquireTimeout = acquireTimeout;
      return this;
    }

    /**
     * Sets how long {@link NodeIdLease#close()} and {@link NodeIdLeases#close()} may take (default
     * 3 s): after it, a lease whose release the store has not confirmed is given up locally (its
     * generator stopped at the start of the close) and expires in the store after the lease time,
     * keeping its whole reservation. Zero gives every lease up at once, without waiting for the
     * store.
     *
     * @param closeTimeout zero or more
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public Builder closeTimeout(Duration closeTimeout) {
      Objects.requireNonNull(closeTimeout, "closeTimeout");
      if (closeTimeout.isNegative()) {
        throw new IllegalArgumentException(
            "closeTimeout must be zero or more, got " + closeTimeout);
      }
      this.closeTimeout = closeTimeout;
      return this;
    }

    /**
     * Sets the clock of the reservations and of the generators built from the leases (default: the
     * system clock).
     *
     * @param clock the clock
     * @return this builder
     */
    public Builder clock(InstantSource clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /**
     * Sets what a lease does when it loses its node id to another process (its renewal finds the
     * node id taken over after the lease expired in the store: a process paused past the lease
     * time, a store away for longer): claim another node id of the range and go on with it, the
     * same generator issuing ids with the new node id (default: true), or refuse ids for good
     * (false), so that the process must acquire a new lease and build a new generator. A
     * replacement keeps ids unique and strictly increasing and changes only the node id in the ids
     * after it; turn it off when something else relies on the node id staying the same for the life
     * of the lease. See {@link NodeIdLease} and {@code docs/node-ids.md}.
     *
     * @param replaceLost true to replace a lost node id, false to stop for good
     * @return this builder
     */
    public Builder replaceLost(boolean replaceLost) {
      this.replaceLost = replaceLost;
      return this;
    }

    int queryTimeoutSeconds() {
      return (int) Math.max(1, leaseTime.toSeconds());
    }

    Duration leaseTime() {
      return leaseTime;
    }

    /**
     * Builds the leases, starting to connect to the store if it was given as a string (without
     * waiting for the connection). Nothing is claimed until {@link NodeIdLeases#acquire()}.
     *
     * @return the leases
     * @throws IllegalArgumentException if the safety margin is out of range, or the node id range
     *     does not fit in the node id size
     * @throws NodeIdLeaseException if Curator is missing (ZooKeeper connect string); a store that
     *     cannot be reached is found by {@link NodeIdLeases#acquire()}, within its deadline
     */
    public NodeIdLeases build() {
      if (safetyMargin != null
          && (safetyMargin.isNegative() || safetyMargin.compareTo(leaseTime.dividedBy(2)) > 0)) {
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
  }
}
