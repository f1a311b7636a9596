package dev.sortid.nodeid;

import dev.sortid.nodeid.zookeeper.ZooKeeperStore;
import java.time.Duration;
import java.util.regex.Pattern;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.ExponentialBackoffRetry;

/**
 * Reads the one string of {@link NodeIdLeases#connect(String)}: a JDBC URL or a ZooKeeper connect
 * string, refusing H2 databases private to one JVM; the store is opened when the builder builds.
 * Also makes the backend of an application's Curator client. Only the nested class that makes
 * ZooKeeper backends names Curator's types.
 */
final class StoreTargets {
  /** {@code host:port[,host:port...][/chroot]}. */
  private static final Pattern ZOOKEEPER =
      Pattern.compile("[^,/:\\s]+(:\\d{1,5})?(,[^,/:\\s]+(:\\d{1,5})?)*(/[^\\s]*)?");

  private StoreTargets() {}

  /**
   * Opens the store {@code target} names, when the builder builds.
   *
   * @throws IllegalArgumentException if the string is neither a JDBC URL nor a ZooKeeper connect
   *     string, or is an H2 database private to one JVM
   */
  static NodeIdLeasesBuilder.BackendFactory parse(String target) {
    if (H2Urls.isJvmPrivate(target)) {
      throw new IllegalArgumentException("not a lease store: " + H2Urls.refusal(target));
    }
    if (target.regionMatches(true, 0, "jdbc:", 0, 5)) {
      return builder -> {
        UrlDataSource dataSource = new UrlDataSource(target);
        // half the lease time: a file kept open longer fails with H2's own message, before the
        // call's deadline (the lease time) would end it with "did not answer"
        dataSource.setLoginTimeout(Math.max(1, builder.queryTimeoutSeconds() / 2));
        return new JdbcBackend(dataSource, redact(target), builder.queryTimeoutSeconds());
      };
    }
    if (!ZOOKEEPER.matcher(target).matches()) {
      throw new IllegalArgumentException(
          "not a lease store: \""
              + target
              + "\" (expected a JDBC URL, jdbc:..., or a ZooKeeper connect string,"
              + " host:port[,host:port...][/chroot])");
    }
    return builder -> {
      try {
        return ZooKeeperSupport.connect(target, builder.leaseTime());
      } catch (NoClassDefFoundError e) {
        throw new NodeIdLeaseException(
            "leases on ZooKeeper ("
                + target
                + ") need Curator on the class path (org.apache.curator:curator-framework);"
                + " it is an optional dependency of sortid-nodeid",
            e);
      }
    };
  }

  /** The URL without what follows '?' or ';' (passwords), for messages. */
  static String redact(String url) {
    int cut = url.length();
    for (char c : new char[] {'?', ';'}) {
      int i = url.indexOf(c);
      if (i >= 0 && i < cut) {
        cut = i;
      }
    }
    return url.substring(0, cut);
  }

  /** The backend of an application's Curator client (kept by the application). */
  static Backend zooKeeper(ZooKeeperStore store) {
    return ZooKeeperSupport.of(store);
  }

  /** Makes ZooKeeper backends; in its own class so JDBC users never load Curator. */
  private static final class ZooKeeperSupport {
    static Backend of(ZooKeeperStore store) {
      CuratorFramework client = store.client();
      return new ZooKeeperBackend(
          client, false, client.getZookeeperClient().getCurrentConnectionString());
    }

    /** A Curator client of its own, closed with the leases. */
    static Backend connect(String connectString, Duration leaseTime) {
      int session = (int) leaseTime.toMillis();
      CuratorFramework client =
          CuratorFrameworkFactory.builder()
              .connectString(connectString)
              .sessionTimeoutMs(session)
              .connectionTimeoutMs(Math.min(session, 15_000))
              .retryPolicy(new ExponentialBackoffRetry(100, 10, 2_000))
              .build();
      client.start(); // connects in the background: acquire() waits for it within its deadline
      return new ZooKeeperBackend(client, true, connectString);
    }
  }
}
