package dev.sortid.nodeid;

/**
 * One claim of a node id, as {@link Backend#claim(Claim)} takes it: a node id of {@code from..to}
 * (inclusive) in {@code realm} that no live lease holds, for {@code holder}, reserving the ticks
 * through {@code max(previous reservation, reserveThroughTick)} and leased for {@code leaseMillis}.
 * {@code clockTick} (the claimer's clock) lets the store prefer ids whose last reservation has
 * passed.
 */
record Claim(
    String realm,
    int nodeIdSize,
    int from,
    int to,
    String holder,
    long reserveThroughTick,
    long clockTick,
    long leaseMillis) {}
