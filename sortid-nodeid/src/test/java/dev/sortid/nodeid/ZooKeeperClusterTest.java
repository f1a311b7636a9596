package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.nodeid.zookeeper.ZooKeeperStore;
import dev.sortid.testsupport.ZooKeeperEnsemble;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.test.InstanceSpec;
import org.apache.curator.test.TestingCluster;
import org.junit.jupiter.api.Test;

/** Leases on a real three-server ZooKeeper ensemble (curator-test TestingCluster). */
final class ZooKeeperClusterTest {
  @Test
  void ensemble_oneServerKilled_resumes_allKilled_stops_restarted_resumes() throws Exception {
    try (TestingCluster cluster = ZooKeeperEnsemble.cluster(3, ZooKeepers.TICK_MS)) {
      cluster.start();
      CuratorFramework client = ZooKeepers.client(cluster.getConnectString());
      try (client;
          NodeIdLeases leases =
              NodeIdLeases.zooKeeper(ZooKeeperStore.of(client))
                  .realm("ensemble")
                  .nodeIdSize(8)
                  .leaseTime(Duration.ofSeconds(2))
                  .build()) {
        assertTrue(client.blockUntilConnected(60, TimeUnit.SECONDS));
        NodeIdLease lease = leases.acquire();
        Scru64Generator generator = lease.generator();
        Scru64Id last = generator.generate();

        // the server this client talks to dies: the client moves to another, the lease holds
        InstanceSpec connected =
            cluster.findConnectionInstance(client.getZookeeperClient().getZooKeeper());
        cluster.killServer(connected);
        Await.until("generation resumes", () -> generator.generateOrAbort().isPresent());
        Scru64Id next = generator.generate();
        assertTrue(next.compareTo(last) > 0);
        last = next;

        // every server dies: generation stops
        for (InstanceSpec spec : cluster.getInstances()) {
          cluster.killServer(spec);
        }
        Await.until("generation stops", () -> generator.generateOrAbort().isEmpty());

        // they come back: generation resumes under a lease
        for (InstanceSpec spec : cluster.getInstances()) {
          cluster.restartServer(spec);
        }
        Await.until("generation resumes", () -> generator.generateOrAbort().isPresent());
        assertTrue(lease.isValid());
        assertTrue(generator.generate().compareTo(last) > 0);
      }
    }
  }
}
