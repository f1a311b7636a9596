package dev.sortid.nodeid;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryForever;
import org.apache.curator.test.InstanceSpec;
import org.apache.curator.test.TestingServer;

/** Real in-JVM ZooKeeper servers with short ticks, so sessions expire in seconds, not a minute. */
final class ZooKeepers {
  /** 200 ms ticks: sessions of 0.4 s to 4 s. */
  static final int TICK_MS = 200;

  static final int SESSION_MS = 3_000;

  private ZooKeepers() {}

  static InstanceSpec spec(int serverId) {
    return new InstanceSpec(null, -1, -1, -1, true, serverId, TICK_MS, -1);
  }

  static TestingServer server() throws Exception {
    return new TestingServer(spec(1), true);
  }

  /** A started client with a short session that retries forever (as a long-running service). */
  static CuratorFramework client(String connectString) {
    CuratorFramework client =
        CuratorFrameworkFactory.builder()
            .connectString(connectString)
            .sessionTimeoutMs(SESSION_MS)
            .connectionTimeoutMs(2_000)
            .retryPolicy(new RetryForever(100))
            .build();
    client.start();
    return client;
  }
}
