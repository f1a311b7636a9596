/**
 * Leased SCRU64 node ids: each running generator holds a node id that no other live lease of its
 * realm holds, so SCRU64 ids stay unique across a fleet of processes without configuring a node id
 * per machine.
 *
 * <p>{@link dev.sortid.nodeid.NodeIdLeases} connects to a store and hands out leases; a {@link
 * dev.sortid.nodeid.NodeIdLease} holds one node id, renews it in the background and builds the
 * {@link dev.sortid.Scru64Generator} that issues ids only while the lease is valid; {@link
 * dev.sortid.nodeid.NodeIdLeaseException} reports a lease that could not be had or was lost.
 *
 * <pre>{@code
 * try (NodeIdLeases leases = NodeIdLeases.connect("jdbc:h2:./sortid-leases").build();
 *     NodeIdLease lease = leases.acquire()) {
 *   Scru64Id id = lease.generator().generate();
 * }
 * }</pre>
 *
 * <p>Stores: a JDBC database (PostgreSQL, H2; the two tables are created if absent) through {@code
 * java.sql}, or ZooKeeper through Apache Curator, an optional dependency that works on the class
 * path only: a connect string, or the application's own Curator client as {@code
 * dev.sortid.nodeid.zookeeper.ZooKeeperStore}, the one type that names Curator's (in a package the
 * module does not export, so that this one names none). {@code docs/node-ids.md} describes the
 * model, the timing and what happens on each failure.
 */
package dev.sortid.nodeid;
