/**
 * sortid node ids: leased SCRU64 node ids, so that every running generator holds a node id no other
 * holds. Backends: JDBC (PostgreSQL, H2) through {@code java.sql}, and ZooKeeper through Curator,
 * which is optional and works on the class path only (ZooKeeper's jars split packages, so they
 * cannot be modules); this module reads the class path for it.
 */
module dev.sortid.nodeid {
  requires transitive dev.sortid;
  requires transitive java.sql;

  exports dev.sortid.nodeid;
// dev.sortid.nodeid.zookeeper (ZooKeeperStore, which names Curator's types) is not exported:
// ZooKeeper works on the class path only, where every package of the jar is reachable
}
