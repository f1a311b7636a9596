package dev.sortid.nodeid;

import dev.sortid.nodeid.zookeeper.ZooKeeperStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
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
 * NodeIdLeasesBuilder#nodeIds(int, int)} restricts the ids these leases claim to a range of them (a
 * small fleet, a test with one node id, or ranges split between groups of processes).
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
  private final Backend backend;
  private final LeaseSettings settings;
  private final StoreCalls calls;
  private final Acquisition acquisition;
  private final Renewals renewals;
  private volatile boolean closed;

  NodeIdLeases(LeaseSettings settings, Backend backend) {
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
  public static NodeIdLeasesBuilder jdbc(DataSource dataSource) {
    Objects.requireNonNull(dataSource, "dataSource");
    return new NodeIdLeasesBuilder(
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
  public static NodeIdLeasesBuilder zooKeeper(ZooKeeperStore store) {
    Objects.requireNonNull(store, "store");
    return new NodeIdLeasesBuilder(builder -> StoreTargets.zooKeeper(store));
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
  public static NodeIdLeasesBuilder connect(String target) {
    Objects.requireNonNull(target, "target");
    return new NodeIdLeasesBuilder(StoreTargets.parse(target));
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
}
