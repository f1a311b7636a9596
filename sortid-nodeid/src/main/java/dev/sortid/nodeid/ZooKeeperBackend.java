package dev.sortid.nodeid;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.api.transaction.CuratorOp;
import org.apache.curator.framework.api.transaction.CuratorTransactionResult;
import org.apache.curator.framework.state.ConnectionState;
import org.apache.curator.framework.state.ConnectionStateListener;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.data.Stat;

/**
 * Leases in ZooKeeper through Curator. Under {@code /sortid/scru64/<realm>} (whose data is the
 * node_id_size): {@code live/<node id>}, an ephemeral node whose presence is the live lease, and
 * {@code reserved/<node id>}, a persistent node holding "{@code <tick> <holder>}" (after a release
 * that knew the last id issued, "{@code <tick> <holder> <last id>}", the id as its 63-bit decimal
 * value). A claim is one multi-operation transaction (create the ephemeral node, and set the
 * reservation at the version just read, or create it); a renewal sets the reservation at the
 * version this holder last wrote, so it fails once anyone else has claimed the id.
 *
 * <p>On a SUSPENDED or LOST connection, {@link #suspended()} turns true at once and the epoch
 * moves, so leases stop before the session can expire and another process take the id; when the
 * connection is back, leases renew (re-creating the ephemeral node after a new session) and become
 * valid again only if the reservation is still theirs.
 */
final class ZooKeeperBackend implements Backend {
  private static final String ROOT = "/sortid/scru64/";

  private final CuratorFramework client;
  private final boolean owned;
  private final String description;
  private final AtomicLong epoch = new AtomicLong();
  private final List<Runnable> reconnectTasks = new CopyOnWriteArrayList<>();
  private final ConnectionStateListener listener = this::stateChanged;
  private volatile boolean suspended;

  /** False until the client first connects: until then it has no session to end. */
  private volatile boolean connectedOnce;

  /** Uses a started client; closes it on {@link #close()} only if {@code owned}. */
  ZooKeeperBackend(CuratorFramework client, boolean owned, String description) {
    this.client = client;
    this.owned = owned;
    this.description = description;
    client.getConnectionStateListenable().addListener(listener);
    this.suspended = !client.getZookeeperClient().isConnected();
    this.connectedOnce = !suspended;
  }

  private void stateChanged(CuratorFramework c, ConnectionState state) {
    if (state == ConnectionState.SUSPENDED || state == ConnectionState.LOST) {
      epoch.incrementAndGet();
      if (!suspended) {
        LeaseEvents.suspended(describe());
      }
      suspended = true;
    } else if (state.isConnected()) {
      connectedOnce = true;
      suspended = false;
      reconnectTasks.forEach(Runnable::run);
    }
  }

  /** A claimed node id and the version of its reservation node this holder last wrote. */
  static final class ZooKeeperHandle extends Handle {
    volatile int version;

    ZooKeeperHandle(
        int nodeId, long previous, long previousLastId, long reservedThrough, int version) {
      super(nodeId, previous, previousLastId, reservedThrough);
      this.version = version;
    }
  }

  private static String realmPath(String realm) {
    return ROOT + realm;
  }

  private static String live(String realm, int nodeId) {
    return ROOT + realm + "/live/" + nodeId;
  }

  private static String reserved(String realm, int nodeId) {
    return ROOT + realm + "/reserved/" + nodeId;
  }

  private static byte[] reservation(long tick, String holder) {
    return (tick + " " + holder).getBytes(StandardCharsets.UTF_8);
  }

  /** The fields of a reservation node: tick, holder and, after some releases, the last id. */
  private static String[] fields(byte[] data) {
    return new String(data, StandardCharsets.UTF_8).split(" ", 3);
  }

  private static long tickOf(byte[] data) {
    return Long.parseLong(fields(data)[0]);
  }

  private static String holderOf(byte[] data) {
    String[] fields = fields(data);
    return fields.length < 2 ? "" : fields[1];
  }

  /** The last id a release recorded, or -1 when the whole tick counts (or it does not parse). */
  private static long lastIdOf(byte[] data) {
    String[] fields = fields(data);
    if (fields.length < 3) {
      return -1;
    }
    try {
      return Long.parseLong(fields[2]);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  @Override
  public void prepare(String realm, int nodeIdSize) {
    try {
      byte[] size = Integer.toString(nodeIdSize).getBytes(StandardCharsets.UTF_8);
      try {
        client.create().creatingParentsIfNeeded().forPath(realmPath(realm), size);
      } catch (KeeperException.NodeExistsException e) {
        String text =
            new String(client.getData().forPath(realmPath(realm)), StandardCharsets.UTF_8);
        int recorded;
        try {
          recorded = Integer.parseInt(text);
        } catch (NumberFormatException notOurs) {
          throw new NodeIdLeaseException(
              "the node "
                  + realmPath(realm)
                  + " at ZooKeeper "
                  + description
                  + " exists but does not record a node_id_size (it holds \""
                  + text
                  + "\"); it was not made by sortid: use another realm or remove the node");
        }
        if (recorded != nodeIdSize) {
          throw Backend.sizeRefused(realm, recorded, nodeIdSize);
        }
      }
      for (String child : new String[] {"/live", "/reserved"}) {
        try {
          client.create().forPath(realmPath(realm) + child);
        } catch (KeeperException.NodeExistsException e) {
          // there already
        }
      }
    } catch (NodeIdLeaseException e) {
      throw e;
    } catch (Exception e) {
      throw failure("could not prepare realm \"" + realm + "\"", e);
    }
  }

  @Override
  public Optional<Handle> claim(Claim claim) {
    String realm = claim.realm();
    String holder = claim.holder();
    long reserveThroughTick = claim.reserveThroughTick();
    try {
      while (true) {
        Set<Integer> live = ids(client.getChildren().forPath(realmPath(realm) + "/live"));
        OptionalInt free = Candidates.freeId(claim.from(), claim.to(), live);
        if (free.isEmpty()) {
          return Optional.empty();
        }
        int nodeId = free.getAsInt();
        Stat stat = new Stat();
        byte[] data;
        try {
          data = client.getData().storingStatIn(stat).forPath(reserved(realm, nodeId));
        } catch (KeeperException.NoNodeException e) {
          data = null;
        }
        try {
          if (data == null) {
            client
                .transaction()
                .forOperations(
                    liveNode(live(realm, nodeId), holder),
                    client
                        .transactionOp()
                        .create()
                        .forPath(reserved(realm, nodeId), reservation(reserveThroughTick, holder)));
            return Optional.of(new ZooKeeperHandle(nodeId, -1, -1, reserveThroughTick, 0));
          }
          long previous = tickOf(data);
          long reserved = Math.max(previous, reserveThroughTick);
          List<CuratorTransactionResult> results =
              client
                  .transaction()
                  .forOperations(
                      liveNode(live(realm, nodeId), holder),
                      client
                          .transactionOp()
                          .setData()
                          .withVersion(stat.getVersion())
                          .forPath(reserved(realm, nodeId), reservation(reserved, holder)));
          return Optional.of(
              new ZooKeeperHandle(
                  nodeId,
                  previous,
                  lastIdOf(data),
                  reserved,
                  results.get(1).getResultStat().getVersion()));
        } catch (KeeperException.NodeExistsException | KeeperException.BadVersionException e) {
          // another claimer was faster for that id: look again
        }
      }
    } catch (Exception e) {
      throw failure("could not claim a node id in realm \"" + realm + "\"", e);
    }
  }

  /** The transaction step that creates the ephemeral node of a live lease. */
  private CuratorOp liveNode(String path, String holder) throws Exception {
    return client
        .transactionOp()
        .create()
        .withMode(CreateMode.EPHEMERAL)
        .forPath(path, holder.getBytes(StandardCharsets.UTF_8));
  }

  private static Set<Integer> ids(List<String> children) {
    Set<Integer> ids = new HashSet<>();
    for (String child : children) {
      try {
        ids.add(Integer.parseInt(child));
      } catch (NumberFormatException e) {
        // not ours
      }
    }
    return ids;
  }

  @Override
  public boolean renew(
      String realm, Handle handle, String holder, long reserveThroughTick, long leaseMillis) {
    ZooKeeperHandle h = (ZooKeeperHandle) handle;
    long reserved = Math.max(h.reservedThrough, reserveThroughTick);
    byte[] data = reservation(reserved, holder);
    String live = live(realm, h.nodeId);
    String path = reserved(realm, h.nodeId);
    try {
      long session = client.getZookeeperClient().getZooKeeper().getSessionId();
      Stat liveStat = client.checkExists().forPath(live);
      try {
        if (liveStat == null) {
          // a new session: take the ephemeral node again, if the reservation is still ours
          List<CuratorTransactionResult> results =
              client
                  .transaction()
                  .forOperations(
                      liveNode(live, holder),
                      client.transactionOp().setData().withVersion(h.version).forPath(path, data));
          h.version = results.get(1).getResultStat().getVersion();
        } else if (liveStat.getEphemeralOwner() != session) {
          Stat stat = new Stat();
          byte[] current = client.getData().storingStatIn(stat).forPath(path);
          if (!holder.equals(holderOf(current)) || stat.getVersion() != h.version) {
            return false; // someone else claimed it
          }
          throw new NodeIdLeaseException(
              "the ephemeral node of node id "
                  + h.nodeId
                  + " still belongs to this process's previous ZooKeeper session; retrying");
        } else {
          h.version = client.setData().withVersion(h.version).forPath(path, data).getVersion();
        }
      } catch (KeeperException.BadVersionException e) {
        Stat stat = new Stat();
        byte[] current = client.getData().storingStatIn(stat).forPath(path);
        if (!holder.equals(holderOf(current))) {
          return false;
        }
        h.version = stat.getVersion(); // our own write whose answer was lost: retry soon
        throw e;
      } catch (KeeperException.NoNodeException e) {
        return false; // the reservation was deleted: treat the id as lost
      } catch (KeeperException.NodeExistsException e) {
        throw e; // someone's ephemeral node appeared meanwhile: decide on the next renewal
      }
      h.reservedThrough = reserved;
      return true;
    } catch (NodeIdLeaseException e) {
      throw e;
    } catch (Exception e) {
      throw failure(
          "could not renew the lease of node id " + h.nodeId + " in realm \"" + realm + "\"", e);
    }
  }

  @Override
  public void release(String realm, Handle handle, String holder, long throughTick, long lastId) {
    ZooKeeperHandle h = (ZooKeeperHandle) handle;
    try {
      String live = live(realm, h.nodeId);
      Stat stat = client.checkExists().forPath(live);
      if (stat != null
          && stat.getEphemeralOwner()
              == client.getZookeeperClient().getZooKeeper().getSessionId()) {
        long tick = Math.min(throughTick, h.reservedThrough);
        byte[] data =
            (tick + " " + holder + (lastId >= 0 && tick == throughTick ? " " + lastId : ""))
                .getBytes(StandardCharsets.UTF_8);
        try {
          // one step: the reservation this holder last wrote is lowered as the id is freed
          client
              .transaction()
              .forOperations(
                  client
                      .transactionOp()
                      .setData()
                      .withVersion(h.version)
                      .forPath(reserved(realm, h.nodeId), data),
                  client.transactionOp().delete().withVersion(stat.getVersion()).forPath(live));
        } catch (KeeperException.BadVersionException e) {
          // a renewal whose answer was lost moved the version: free it, keeping the reservation
          client.delete().withVersion(stat.getVersion()).forPath(live);
        }
      }
    } catch (Exception e) {
      throw failure("could not release node id " + h.nodeId + " in realm \"" + realm + "\"", e);
    }
  }

  private NodeIdLeaseException failure(String what, Exception e) {
    if (e instanceof InterruptedException) {
      Thread.currentThread().interrupt();
    }
    return new StoreFailure(what + " at ZooKeeper " + description + ": " + e, e);
  }

  @Override
  public boolean interruptible() {
    return true; // an interrupt ends Curator's retry loop and ZooKeeper's wait for an answer
  }

  @Override
  public boolean suspended() {
    return suspended;
  }

  @Override
  public long epoch() {
    return epoch.get();
  }

  @Override
  public void onReconnect(Runnable task) {
    reconnectTasks.add(task);
  }

  @Override
  public String describe() {
    return "ZooKeeper " + description;
  }

  /**
   * Closes an owned client. One that never connected has no session to end, but ZooKeeper's close
   * waits for its connect loop (up to a second between tries), so it is closed on a daemon thread
   * and this returns at once: a holder that could not reach ZooKeeper ends by its acquire timeout.
   */
  @Override
  public void close() {
    client.getConnectionStateListenable().removeListener(listener);
    if (owned && connectedOnce) {
      client.close();
    } else if (owned) {
      Thread closing = new Thread(client::close, "sortid-nodeid-zookeeper-close");
      closing.setDaemon(true);
      closing.start();
    }
  }
}
