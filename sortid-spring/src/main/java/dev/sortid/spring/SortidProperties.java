package dev.sortid.spring;

import dev.sortid.Scru64NodeSpec;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code sortid.*} configuration properties. A malformed {@code sortid.scru64.node-spec} fails
 * the binding at start, with the parser's message.
 *
 * <pre>
 * sortid.scru64.node-spec=42/8              # a fixed node id and its size, or:
 * sortid.scru64.lease.url=jdbc:postgresql://db/app?user=app
 * sortid.scru64.lease.realm=orders          # default "default"
 * sortid.scru64.lease.node-size=10          # default 8
 * sortid.scru64.lease.lease-time=30s        # default 30s
 * sortid.jackson.scru64-as-number=false     # default false
 * </pre>
 */
@ConfigurationProperties("sortid")
public class SortidProperties {
  private final Scru64 scru64 = new Scru64();
  private final Jackson jackson = new Jackson();

  /** Creates the properties with their defaults. */
  public SortidProperties() {}

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
     * or a previous id and the size ("0u2r85hm2pt3/16"). Excludes sortid.scru64.lease.url.
     */
    private String nodeSpec;

    private final Lease lease = new Lease();

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
  }

  /** {@code sortid.scru64.lease.*}: a node id leased through sortid-nodeid. */
  public static class Lease {
    /**
     * Lease store: a JDBC URL (jdbc:..., its driver on the class path) or a ZooKeeper connect
     * string (host:port[,host:port...][/chroot], Curator on the class path). Setting it leases the
     * SCRU64 node id at start and releases it at shutdown. Excludes sortid.scru64.node-spec.
     */
    private String url;

    /** Realm: the set of processes whose SCRU64 ids must not collide. */
    private String realm = "default";

    /**
     * Node id size in bits (1 to 23) of the realm; a realm keeps the size it was first used with.
     */
    private int nodeSize = 8;

    /**
     * Lease time: renewed every third of it; a crashed holder's node id stays taken this long
     * (ZooKeeper: the session timeout). At least 1 s.
     */
    private Duration leaseTime = Duration.ofSeconds(30);

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
     * @param leaseTime at least 1 s
     */
    public void setLeaseTime(Duration leaseTime) {
      this.leaseTime = leaseTime;
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
