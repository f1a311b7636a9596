package dev.sortid.spring;

import dev.sortid.IdScheme;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.nodeid.NodeIdRange;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code sortid.*} configuration properties; the table "Properties" of docs/spring-boot.md
 * lists each with its default. A malformed {@code sortid.scru64.node-spec} or {@code
 * sortid.scru64.lease.node-ids}, or a name in {@code sortid.per-thread} that is no scheme with a
 * per-thread generator, fails the binding at start with a message quoting it.
 *
 * <pre>
 * sortid.per-thread=ulid,uuidv7             # default none: every default generator is shared
 * sortid.scru64.node-spec=42/8              # a fixed node id and its size, or:
 * sortid.scru64.lease.url=jdbc:postgresql://db/app?user=app
 * sortid.scru64.lease.realm=orders          # and the other sortid.scru64.lease.*, or:
 * sortid.scru64.stateful-set.enabled=true   # the ordinal of a Kubernetes StatefulSet pod, and
 * sortid.scru64.stateful-set.offset=16      # the other sortid.scru64.stateful-set.*
 * sortid.jackson.scru64-as-number=false     # default false
 * </pre>
 *
 * <p>Exactly one of {@code node-spec}, {@code lease.url} and {@code stateful-set.enabled=true} may
 * be set: the start fails when two are.
 */
@ConfigurationProperties("sortid")
public class SortidProperties {
  /**
   * Schemes whose auto-configured generator keeps one state per thread (the builder's perThread()):
   * each thread's ids strictly increase, ids of different threads are not ordered against each
   * other and are kept apart by their random bits only. Names in any case: scru128, ulid, euid,
   * uuidv7 (scru64 and scru160 have no per-thread generator). None by default.
   */
  private List<String> perThread = List.of();

  private Set<IdScheme> perThreadSchemes = Set.of();

  private final Scru64 scru64 = new Scru64();
  private final Jackson jackson = new Jackson();

  /** Creates the properties with their defaults. */
  public SortidProperties() {}

  /**
   * Returns the names of the schemes whose default generator is per-thread.
   *
   * @return the names as given, empty by default
   */
  public List<String> getPerThread() {
    return perThread;
  }

  /**
   * Sets the schemes whose default generator is per-thread (see {@link dev.sortid.IdGenerator}'s
   * "Per-thread generators").
   *
   * @param perThread names of {@link IdScheme} constants in any case, of schemes whose generator
   *     builder has {@code perThread()}: SCRU128, ULID, EUID, UUIDV7
   * @throws IllegalArgumentException if a name is no scheme, or one without a per-thread generator,
   *     naming the property, the name and the schemes that have one
   */
  public void setPerThread(List<String> perThread) {
    this.perThreadSchemes = PerThreadSchemes.parse(perThread);
    this.perThread = List.copyOf(perThread);
  }

  /**
   * Tells whether the auto-configured generator of a scheme is per-thread.
   *
   * @param scheme the scheme
   * @return true if {@code sortid.per-thread} names it
   */
  boolean perThread(IdScheme scheme) {
    return perThreadSchemes.contains(scheme);
  }

  /**
   * Returns the SCRU64 properties.
   *
   * @return {@code sortid.scru64.*}
   */
  public Scru64 getScru64() {
    return scru64;
  }

  /**
   * Returns the JSON properties.
   *
   * @return {@code sortid.jackson.*}
   */
  public Jackson getJackson() {
    return jackson;
  }

  /** {@code sortid.scru64.*}: where the SCRU64 generator's node id comes from. */
  public static class Scru64 {
    /**
     * Node id of the SCRU64 generator and its size in bits, as "nodeId/nodeIdSize" (e.g. "42/8"),
     * or a previous id and the size ("0u2r85hm2pt3/16"). Excludes sortid.scru64.lease.url and
     * sortid.scru64.stateful-set.enabled.
     */
    private String nodeSpec;

    private final Lease lease = new Lease();
    private final StatefulSet statefulSet = new StatefulSet();

    /** Creates the properties with their defaults. */
    public Scru64() {}

    /**
     * Returns the fixed node spec.
     *
     * @return the node spec as given, or null when not set
     */
    public String getNodeSpec() {
      return nodeSpec;
    }

    /**
     * Sets the fixed node spec.
     *
     * @param nodeSpec a node spec in the grammar of {@link Scru64NodeSpec#parse(CharSequence)}
     * @throws dev.sortid.IdFormatException if it is malformed
     */
    public void setNodeSpec(String nodeSpec) {
      if (nodeSpec != null) {
        Scru64NodeSpec.parse(nodeSpec);
      }
      this.nodeSpec = nodeSpec;
    }

    /**
     * Returns the lease properties.
     *
     * @return {@code sortid.scru64.lease.*}
     */
    public Lease getLease() {
      return lease;
    }

    /**
     * Returns the Kubernetes StatefulSet properties.
     *
     * @return {@code sortid.scru64.stateful-set.*}
     */
    public StatefulSet getStatefulSet() {
      return statefulSet;
    }
  }

  /** {@code sortid.scru64.lease.*}: a node id leased through sortid-nodeid. */
  public static class Lease {
    /**
     * Lease store: a JDBC URL (jdbc:..., its driver on the class path) or a ZooKeeper connect
     * string (host:port[,host:port...][/chroot], Curator on the class path). Setting it leases the
     * SCRU64 node id at start and releases it at shutdown. Excludes sortid.scru64.node-spec and
     * sortid.scru64.stateful-set.enabled.
     */
    private String url;

    /** Realm: the set of processes whose SCRU64 ids must not collide. */
    private String realm = "default";

    /**
     * Node id size in bits (1 to 23) of the realm; a realm keeps the size it was first used with.
     */
    private int nodeSize = 8;

    /**
     * Node ids to lease from, as "from-to" (inclusive, e.g. "0-15") or one node id ("7"); all of
     * the realm's (0 to 2^node-size - 1) when not set. A range only narrows where this application
     * looks for a free node id: the realm's history of each node id is shared, so ranges may
     * overlap or change between runs.
     */
    private String nodeIds;

    private NodeIdRange nodeIdRange;

    /**
     * Lease time: renewed every third of it; a crashed holder's node id stays taken this long
     * (ZooKeeper: the session timeout). 1 s to 1 day.
     */
    private Duration leaseTime = Duration.ofSeconds(30);

    /**
     * How long the start may wait for a node id when all are held, a claim in progress included:
     * the deadline of the acquisition. 0: the start fails at once when all are held, and its one
     * claim may take up to the lease time. At most 1 day.
     */
    private Duration acquireTimeout = Duration.ZERO;

    /**
     * How long releasing the node id may take when the context closes; a release the store has not
     * confirmed by then is given up, and the node id expires in the store after the lease time. At
     * most 1 day.
     */
    private Duration closeTimeout = Duration.ofSeconds(3);

    /**
     * Whether a lease that loses its node id to another process (this process paused, or the store
     * away, past the lease time) claims another node id and goes on with it, the SCRU64 generator
     * bean staying the same object; false: it refuses ids until the application restarts.
     */
    private boolean replaceLost = true;

    /** Creates the properties with their defaults. */
    public Lease() {}

    /**
     * Returns the lease store.
     *
     * @return a JDBC URL or a ZooKeeper connect string, or null when not set
     */
    public String getUrl() {
      return url;
    }

    /**
     * Sets the lease store.
     *
     * @param url a JDBC URL or a ZooKeeper connect string
     */
    public void setUrl(String url) {
      this.url = url;
    }

    /**
     * Returns the realm.
     *
     * @return the realm
     */
    public String getRealm() {
      return realm;
    }

    /**
     * Sets the realm.
     *
     * @param realm 1 to 100 of {@code [A-Za-z0-9._-]}
     */
    public void setRealm(String realm) {
      this.realm = realm;
    }

    /**
     * Returns the node id size.
     *
     * @return bits, 1 to 23
     */
    public int getNodeSize() {
      return nodeSize;
    }

    /**
     * Sets the node id size.
     *
     * @param nodeSize bits, 1 to 23
     */
    public void setNodeSize(int nodeSize) {
      this.nodeSize = nodeSize;
    }

    /**
     * Returns the lease time.
     *
     * @return the lease time
     */
    public Duration getLeaseTime() {
      return leaseTime;
    }

    /**
     * Sets the lease time.
     *
     * @param leaseTime 1 s to 1 day
     */
    public void setLeaseTime(Duration leaseTime) {
      this.leaseTime = leaseTime;
    }

    /**
     * Returns the node id range.
     *
     * @return the range as given ("0-15" or "7"), or null for all of the realm's node ids
     */
    public String getNodeIds() {
      return nodeIds;
    }

    /**
     * Sets the node id range. Whether it fits in the node id size is checked when the lease store
     * is built, at start.
     *
     * @param nodeIds "from-to" with 0 &lt;= from &lt;= to, or one node id, as {@link
     *     NodeIdRange#parse(CharSequence)} reads them; null for all
     * @throws IllegalArgumentException if it is neither, quoting it
     */
    public void setNodeIds(String nodeIds) {
      this.nodeIdRange = nodeIds == null ? null : NodeIdRange.parse(nodeIds);
      this.nodeIds = nodeIds;
    }

    /** The node id range of {@link #getNodeIds()}, or null for all of the realm's node ids. */
    NodeIdRange nodeIdRange() {
      return nodeIdRange;
    }

    /**
     * Returns the acquire timeout.
     *
     * @return the deadline of the acquisition at start
     */
    public Duration getAcquireTimeout() {
      return acquireTimeout;
    }

    /**
     * Sets the acquire timeout.
     *
     * @param acquireTimeout 0 to 1 day
     */
    public void setAcquireTimeout(Duration acquireTimeout) {
      this.acquireTimeout = acquireTimeout;
    }

    /**
     * Returns the close timeout.
     *
     * @return the longest the release at shutdown may take
     */
    public Duration getCloseTimeout() {
      return closeTimeout;
    }

    /**
     * Sets the close timeout.
     *
     * @param closeTimeout 0 to 1 day
     */
    public void setCloseTimeout(Duration closeTimeout) {
      this.closeTimeout = closeTimeout;
    }

    /**
     * Returns whether a lost node id is replaced.
     *
     * @return true (the default) to replace a lost node id, false to refuse ids for good
     */
    public boolean isReplaceLost() {
      return replaceLost;
    }

    /**
     * Sets whether a lost node id is replaced.
     *
     * @param replaceLost true to replace a lost node id, false to refuse ids for good
     */
    public void setReplaceLost(boolean replaceLost) {
      this.replaceLost = replaceLost;
    }
  }

  /**
   * {@code sortid.scru64.stateful-set.*}: the node id from the ordinal of a Kubernetes StatefulSet
   * pod, node id = ordinal + offset.
   */
  public static class StatefulSet {
    /**
     * Whether the SCRU64 node id is the ordinal of this Kubernetes StatefulSet pod plus the offset:
     * read from the environment variable SCRU64_POD_INDEX (fill it from the pod's label
     * apps.kubernetes.io/pod-index), else from HOSTNAME (the pod name, ending in -ordinal).
     * Excludes sortid.scru64.node-spec and sortid.scru64.lease.url.
     */
    private boolean enabled;

    /**
     * Added to the ordinal: StatefulSets (and leased processes, through lease.node-ids) that share
     * a realm's node ids each take a disjoint range.
     */
    private int offset;

    /** Node id size in bits (1 to 23): ordinal + offset must be below 2^node-size. */
    private int nodeSize = 8;

    /**
     * The pod's ordinal ("3") or name ("orders-3") when it is not to be read from SCRU64_POD_INDEX
     * or HOSTNAME, e.g. ${MY_POD_NAME}.
     */
    private String ordinal;

    /** Creates the properties with their defaults. */
    public StatefulSet() {}

    /**
     * Tells whether the node id comes from the StatefulSet ordinal.
     *
     * @return true if enabled
     */
    public boolean isEnabled() {
      return enabled;
    }

    /**
     * Sets whether the node id comes from the StatefulSet ordinal.
     *
     * @param enabled true to enable
     */
    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    /**
     * Returns the offset.
     *
     * @return added to the ordinal
     */
    public int getOffset() {
      return offset;
    }

    /**
     * Sets the offset.
     *
     * @param offset added to the ordinal (may be negative)
     */
    public void setOffset(int offset) {
      this.offset = offset;
    }

    /**
     * Returns the node id size.
     *
     * @return bits, 1 to 23
     */
    public int getNodeSize() {
      return nodeSize;
    }

    /**
     * Sets the node id size.
     *
     * @param nodeSize bits, 1 to 23
     */
    public void setNodeSize(int nodeSize) {
      this.nodeSize = nodeSize;
    }

    /**
     * Returns the ordinal given in the configuration.
     *
     * @return the ordinal or pod name, or null to read the environment variables
     */
    public String getOrdinal() {
      return ordinal;
    }

    /**
     * Sets the ordinal instead of reading the environment variables.
     *
     * @param ordinal a decimal ordinal or a pod name ending in -ordinal; null to read them
     */
    public void setOrdinal(String ordinal) {
      this.ordinal = ordinal;
    }
  }

  /** {@code sortid.jackson.*}: the JSON form of the ids. */
  public static class Jackson {
    /**
     * Whether SCRU64 ids are written as JSON numbers (their 63-bit integer) rather than strings;
     * numbers are then also accepted on input, strings always are.
     */
    private boolean scru64AsNumber;

    /** Creates the properties with their defaults. */
    public Jackson() {}

    /**
     * Tells whether SCRU64 ids are written as numbers.
     *
     * @return true for numbers
     */
    public boolean isScru64AsNumber() {
      return scru64AsNumber;
    }

    /**
     * Sets whether SCRU64 ids are written as numbers.
     *
     * @param scru64AsNumber true for numbers
     */
    public void setScru64AsNumber(boolean scru64AsNumber) {
      this.scru64AsNumber = scru64AsNumber;
    }
  }
}
