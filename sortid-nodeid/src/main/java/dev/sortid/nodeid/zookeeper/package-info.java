/**
 * The ZooKeeper lease store of an application's own Curator client: {@link
 * dev.sortid.nodeid.zookeeper.ZooKeeperStore}, for {@code NodeIdLeases.zooKeeper(ZooKeeperStore)}.
 * Apart from {@code dev.sortid.nodeid} because it names Curator's types: Curator is an optional
 * dependency, used on the class path only (ZooKeeper's jars split packages, so they cannot be
 * modules), and the module does not export this package.
 */
package dev.sortid.nodeid.zookeeper;
