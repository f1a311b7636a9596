package dev.sortid.nodeid.zookeeper;

import java.util.Objects;
import org.apache.curator.framework.CuratorFramework;

/**
 * A ZooKeeper lease store reached through a Curator client of the application's, for {@link
 * dev.sortid.nodeid.NodeIdLeases#zooKeeper(ZooKeeperStore)}: the client's connect string, session
 * timeout (how long a crashed holder's node id stays taken), ACLs, authorization and retry policy
 * are the application's. The application starts the client and keeps it: closing the leases does
 * not close it.
 *
 * <pre>{@code
 * CuratorFramework client = CuratorFrameworkFactory.builder()
 *     .connectString("zk1:2181,zk2:2181/apps")
 *     .sessionTimeoutMs(30_000)
 *     .authorization("digest", "app:secret".getBytes(StandardCharsets.UTF_8))
 *     .aclProvider(new CreatorAclProvider())
 *     .retryPolicy(new ExponentialBackoffRetry(100, 10))
 *     .build();
 * client.start();
 * NodeIdLeases leases =
 *     NodeIdLeases.zooKeeper(ZooKeeperStore.of(client)).realm("orders").build();
 * }</pre>
 *
 * <p>Curator ({@code org.apache.curator:curator-framework} 5.x) is an optional dependency of
 * sortid-nodeid, and ZooKeeper cannot be on the module path (its two jars split packages), so this
 * class is used on the class path; the module {@code dev.sortid.nodeid} does not export its
 * package, and {@link dev.sortid.nodeid.NodeIdLeases} names no Curator type, so code that uses only
 * JDBC never needs Curator. For a client that sortid-nodeid creates and closes itself, give {@link
 * dev.sortid.nodeid.NodeIdLeases#connect(String)} a connect string.
 */
public final class ZooKeeperStore {
  private final CuratorFramework client;

  private ZooKeeperStore(CuratorFramework client) {
    this.client = client;
  }

  /**
   * Wraps a Curator client for {@link dev.sortid.nodeid.NodeIdLeases#zooKeeper(ZooKeeperStore)}.
   *
   * @param client a started Curator client, which the caller keeps and closes
   * @return the store
   * @throws NullPointerException if {@code client} is null
   */
  public static ZooKeeperStore of(CuratorFramework client) {
    return new ZooKeeperStore(Objects.requireNonNull(client, "client"));
  }

  /**
   * Returns the Curator client.
   *
   * @return the client given to {@link #of(CuratorFramework)}
   */
  public CuratorFramework client() {
    return client;
  }

  @Override
  public String toString() {
    return "ZooKeeper " + client.getZookeeperClient().getCurrentConnectionString();
  }
}
