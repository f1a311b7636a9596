package dev.sortid.nodeid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.ExponentialBackoffRetry;

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
 * ZooKeeper through a Curator client or a connect string (Curator on the class path; optional).
 *
 * <p>Realms: a realm fixes its node_id_size when first used, and a claim of another size is refused
 * ({@link NodeIdLeaseException}), because node ids of different sizes overlap in the id space
 * ({@code 3/8} and {@code 48/12} make the same ids).
 *
 * <p>Timing: each lease is renewed in the background every leaseTime / 3 (retried every leaseTime /
 * 10 after a failure); a lease is valid until its last successful renewal (as started, on {@link
 * System#nanoTime()}) + leaseTime - safetyMargin, and each renewal reserves the ticks through
 * {@code (clock.millis() + leaseTime) >> 8}. The store expires a lease leaseTime after its last
 * renewal (the database's clock, or the ZooKeeper session timeout).
 *
 * <p>Instances are thread-safe; {@link #close()} releases the leases still open and closes what
 * {@link #connect(String)} opened. Null arguments throw {@link NullPointerException}.
 */
public final class NodeIdLeases implements AutoCloseable {
  private static final Pattern REALM = Pattern.compile("[A-Za-z0-9._-]{1,100}");

  /** {@code host:port[,host:port...][/chroot]}. */
  private static final Pattern ZOOKEEPER =
      Pattern.compile("[^,/:\\s]+(:\\d{1,5})?(,[^,/:\\s]+(:\\d{1,5})?)*(/[^\\s]*)?");

  private final Backend backend;
  private final String realm;
  private final int nodeIdSize;
  private final long leaseNanos;
  private final long marginNanos;
  private final long acquireTimeoutNanos;
  private final InstantSource clock;
  private final ScheduledThreadPoolExecutor scheduler;
  private final Set<NodeIdLease> open = ConcurrentHashMap.newKeySet();
  private volatile boolean prepared;
  private volatile boolean closed;

  private NodeIdLeases(Builder builder, Backend backend) {
    this.backend = backend;
    this.realm = builder.realm;
    this.nodeIdSize = builder.nodeIdSize;
    this.leaseNanos = builder.leaseTime.toNanos();
    this.marginNanos =
        builder.safetyMargin != null ? builder.safetyMargin.toNanos() : leaseNanos / 5;
    this.acquireTimeoutNanos = builder.acquireTimeout.toNanos();
    this.clock = builder.clock;
    this.scheduler =
        new ScheduledThreadPoolExecutor(
            1,
            task -> {
              Thread thread = new Thread(task, "sortid-nodeid-leases-" + realm);
              thread.setDaemon(true);
              return thread;
            });
    scheduler.setRemoveOnCancelPolicy(true);
    backend.onReconnect(() -> open.forEach(lease -> schedule(lease, 0)));
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
   * Starts a configuration for leases in ZooKeeper through a started Curator client, which the
   * caller keeps (its session timeout is how long a crashed holder's node id stays taken). Curator
   * ({@code curator-framework}) must be on the class path.
   *
   * @param client a started Curator client
   * @return a builder
   */
  public static Builder zooKeeper(CuratorFramework client) {
    Objects.requireNonNull(client, "client");
    return new Builder(
        b ->
            new ZooKeeperBackend(
                client, false, client.getZookeeperClient().getCurrentConnectionString()));
  }

  /**
   * Starts a configuration from one string: a JDBC URL ({@code jdbc:...}, through {@link
   * java.sql.DriverManager}, so its driver must be on the class path) or a ZooKeeper connect string
   * ({@code host:port[,host:port...][/chroot]}, which needs Curator on the class path and uses the
   * lease time as session timeout). An embedded H2 file ({@code jdbc:h2:./sortid-leases}) serves
   * one process at a time (a process that opens it while another closes it retries for about 3 s);
   * for processes that run at the same time use PostgreSQL, an H2 server, or ZooKeeper. The leases
   * built close what they opened.
   *
   * @param target a JDBC URL or a ZooKeeper connect string
   * @return a builder
   * @throws IllegalArgumentException if the string is neither
   */
  public static Builder connect(String target) {
    Objects.requireNonNull(target, "target");
    if (target.regionMatches(true, 0, "jdbc:", 0, 5)) {
      return new Builder(
          b -> new JdbcBackend(new UrlDataSource(target), redact(target), b.queryTimeoutSeconds()));
    }
    if (!ZOOKEEPER.matcher(target).matches()) {
      throw new IllegalArgumentException(
          "not a lease store: \""
              + target
              + "\" (expected a JDBC URL, jdbc:..., or a ZooKeeper connect string,"
              + " host:port[,host:port...][/chroot])");
    }
    return new Builder(
        b -> {
          try {
            return ZooKeeperSupport.connect(target, b.leaseTime);
          } catch (NoClassDefFoundError e) {
            throw new NodeIdLeaseException(
                "leases on ZooKeeper ("
                    + target
                    + ") need Curator on the class path (org.apache.curator:curator-framework);"
                    + " it is an optional dependency of sortid-nodeid",
                e);
          }
        });
  }

  /** The URL without what follows '?' or ';' (passwords), for messages. */
  private static String redact(String url) {
    int cut = url.length();
    for (char c : new char[] {'?', ';'}) {
      int i = url.indexOf(c);
      if (i >= 0 && i < cut) {
        cut = i;
      }
    }
    return url.substring(0, cut);
  }

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

  /**
   * Acquires a node id: claims one that no live lease of the realm holds (reusing released and
   * expired ones first), records its reservation, and starts renewing it in the background. If
   * every node id is held it tries again until the acquire timeout (default zero: at once) and then
   * throws.
   *
   * @return the lease; close it to release the node id
   * @throws NodeIdLeaseException if every node id stays held, the realm has another node_id_size,
   *     or the store fails
   */
  public NodeIdLease acquire() {
    ensureOpen();
    if (!prepared) {
      backend.prepare(realm, nodeIdSize);
      prepared = true;
    }
    long start = System.nanoTime();
    while (true) {
      String holder = ProcessHandle.current().pid() + "-" + UUID.randomUUID();
      long epoch = backend.epoch();
      long renewedNanos = System.nanoTime();
      long millis = clock.millis();
      Backend.Handle handle =
          backend.claim(
              realm, nodeIdSize, holder, reserveTick(millis), millis >>> 8, leaseMillis());
      if (handle != null) {
        NodeIdLease lease = new NodeIdLease(this, handle, holder, renewedNanos, epoch);
        open.add(lease);
        if (closed) {
          lease.close();
          ensureOpen();
        }
        schedule(lease, leaseNanos / 3);
        return lease;
      }
      long waited = System.nanoTime() - start;
      if (waited >= acquireTimeoutNanos) {
        throw new NodeIdLeaseException(
            String.format(
                Locale.ROOT,
                "all %d node ids of realm \"%s\" (node_id_size %d) at %s are held by live leases"
                    + "%s; wait for one to be released or to expire (acquireTimeout), or use a"
                    + " new realm with a larger node_id_size",
                1 << nodeIdSize,
                realm,
                nodeIdSize,
                backend.describe(),
                acquireTimeoutNanos > 0
                    ? " after waiting " + Duration.ofNanos(acquireTimeoutNanos)
                    : ""));
      }
      sleepNanos(Math.min(acquireTimeoutNanos - waited, Math.max(leaseNanos / 10, 1_000_000)));
    }
  }

  private static void sleepNanos(long nanos) {
    try {
      TimeUnit.NANOSECONDS.sleep(nanos);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new NodeIdLeaseException("interrupted while waiting for a free node id", e);
    }
  }

  long reserveTick(long millis) {
    return (millis + leaseMillis()) >>> 8;
  }

  long leaseMillis() {
    return TimeUnit.NANOSECONDS.toMillis(leaseNanos);
  }

  long validNanos() {
    return leaseNanos - marginNanos;
  }

  void schedule(NodeIdLease lease, long delayNanos) {
    if (!closed && !lease.isClosed()) {
      try {
        scheduler.schedule(lease::renew, delayNanos, TimeUnit.NANOSECONDS);
      } catch (java.util.concurrent.RejectedExecutionException e) {
        // closing
      }
    }
  }

  /** Called by a lease after each renewal attempt. */
  void renewed(NodeIdLease lease, boolean ok) {
    schedule(lease, ok ? leaseNanos / 3 : Math.max(leaseNanos / 10, 10_000_000));
  }

  void forget(NodeIdLease lease) {
    open.remove(lease);
  }

  Backend backend() {
    return backend;
  }

  InstantSource clock() {
    return clock;
  }

  private void ensureOpen() {
    if (closed) {
      throw new NodeIdLeaseException("these node-id leases of realm \"" + realm + "\" are closed");
    }
  }

  /**
   * Returns the realm.
   *
   * @return the realm's name
   */
  public String realm() {
    return realm;
  }

  /**
   * Returns the node id size of the realm.
   *
   * @return 1..23
   */
  public int nodeIdSize() {
    return nodeIdSize;
  }

  /**
   * Returns the lease time.
   *
   * @return the lease time
   */
  public Duration leaseTime() {
    return Duration.ofNanos(leaseNanos);
  }

  /**
   * Releases every lease still open, stops renewing, and closes the store connection if {@link
   * #connect(String)} opened it. Idempotent.
   */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    for (NodeIdLease lease : open) {
      lease.close();
    }
    scheduler.shutdownNow();
    backend.close();
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
    private Duration leaseTime = Duration.ofSeconds(30);
    private Duration safetyMargin;
    private Duration acquireTimeout = Duration.ZERO;
    private InstantSource clock = InstantSource.system();

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
      if (nodeIdSize < 1 || nodeIdSize > 23) {
        throw new IllegalArgumentException("nodeIdSize must be in 1..23, got " + nodeIdSize);
      }
      this.nodeIdSize = nodeIdSize;
      return this;
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
     * Sets how long {@link NodeIdLeases#acquire()} waits for a node id to be released or expire
     * when every one is held (default zero: it throws at once).
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

    int queryTimeoutSeconds() {
      return (int) Math.max(1, leaseTime.toSeconds());
    }

    Duration leaseTime() {
      return leaseTime;
    }

    /**
     * Builds the leases, connecting to the store if it was given as a string. Nothing is claimed
     * until {@link NodeIdLeases#acquire()}.
     *
     * @return the leases
     * @throws IllegalArgumentException if the safety margin is out of range
     * @throws NodeIdLeaseException if the store cannot be reached (ZooKeeper connect string)
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
      return new NodeIdLeases(this, factory.create(this));
    }
  }

  /** Creates an owned Curator client; in its own class so JDBC users never load Curator. */
  private static final class ZooKeeperSupport {
    static Backend connect(String connectString, Duration leaseTime) {
      int session = (int) leaseTime.toMillis();
      CuratorFramework client =
          CuratorFrameworkFactory.builder()
              .connectString(connectString)
              .sessionTimeoutMs(session)
              .connectionTimeoutMs(Math.min(session, 15_000))
              .retryPolicy(new ExponentialBackoffRetry(100, 10, 2_000))
              .build();
      client.start();
      try {
        if (!client.blockUntilConnected(Math.max(session, 15_000), TimeUnit.MILLISECONDS)) {
          client.close();
          throw new NodeIdLeaseException("could not connect to ZooKeeper " + connectString);
        }
      } catch (InterruptedException e) {
        client.close();
        Thread.currentThread().interrupt();
        throw new NodeIdLeaseException(
            "interrupted while connecting to ZooKeeper " + connectString, e);
      }
      return new ZooKeeperBackend(client, true, connectString);
    }
  }
}
