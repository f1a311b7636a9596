package dev.sortid.nodeid;

import java.util.Optional;

/**
 * What keeps one {@link NodeIdLease} going: the node id it holds, its renewals (each one
 * conditional on still holding the node id, its validity counted from when it was sent) and, when a
 * renewal finds the node id taken over, its replacement by another node id of the range.
 */
final class LeaseRenewal {
  /** What the guard reads: one volatile snapshot per renewal. */
  record State(long validUntilNanos, long reservedThrough, long epoch) {}

  private final NodeIdLease lease;
  private final NodeIdLeases leases;
  private final LeaseSettings settings;
  private final Backend backend;

  /** The node id held and its holder name: replaced together, under the lease's monitor. */
  private volatile Backend.Handle handle;

  private volatile String holder;

  /** Held by a renewal and a release: a release waits for a renewal in progress to end. */
  private final Object lock = new Object();

  private final RenewalDelays delays;
  private volatile State state;
  private volatile RuntimeException lastFailure;

  /** The node id held was lost: no ids until it is replaced (or for good without replacement). */
  private volatile boolean lost;

  /** {@link System#nanoTime()} when the loss was found (for the replacement's log line). */
  private volatile long lostAtNanos;

  /** Whether the lease's expiry was logged since its last successful renewal (scheduler only). */
  private boolean expiryLogged;

  /** Counts for monitoring; the renewal counts are written under {@link #lock} only. */
  private volatile long renewals;

  private volatile long lateRenewals;
  private volatile long failedRenewals;
  private volatile long replacements;

  LeaseRenewal(
      NodeIdLease lease,
      NodeIdLeases leases,
      Backend.Handle handle,
      String holder,
      long sentNanos,
      long epoch) {
    this.lease = lease;
    this.leases = leases;
    this.settings = leases.settings();
    this.backend = leases.backend();
    this.handle = handle;
    this.holder = holder;
    this.state = new State(sentNanos + settings.validNanos(), handle.reservedThrough, epoch);
    this.delays = new RenewalDelays(settings.leaseNanos());
  }

  /**
   * One renewal, now, in the calling thread: its validity counts from when it was sent.
   *
   * @return how long it took in ns, or -1 when the lease is closed or was found lost
   * @throws NodeIdLeaseException if the store failed (the lease is then valid as before)
   */
  long renewNow() {
    synchronized (lock) {
      if (lease.isClosed() || lost) {
        return -1;
      }
      long epoch = backend.epoch();
      long sent = System.nanoTime();
      long tick = settings.reserveTick(settings.clock().millis());
      try {
        if (!backend.renew(settings.realm(), handle, holder, tick, settings.leaseMillis())) {
          lostAtNanos = System.nanoTime();
          lost = true;
          LeaseEvents.lost(lease, settings.replaceLost());
          return -1;
        }
      } catch (RuntimeException e) {
        lastFailure = e;
        failedRenewals++; // under lock
        throw e;
      }
      long late = System.nanoTime() - state.validUntilNanos();
      if (late >= 0) {
        lateRenewals++; // the lease refused ids until now
        LeaseEvents.renewedLate(lease, late / 1_000_000);
      }
      renewals++;
      state = new State(sent + settings.validNanos(), handle.reservedThrough, epoch);
      lastFailure = null;
      return System.nanoTime() - sent;
    }
  }

  /**
   * One renewal attempt, from the scheduler (or at once after a reconnection); for a lease that
   * lost its node id, one attempt to replace it. Schedules the next.
   */
  void renew() {
    long took = -1;
    if (!lost) {
      try {
        took = renewNow();
        expiryLogged = false;
      } catch (RuntimeException e) {
        // kept in lastFailure for the refusal's message; retried soon
        if (!expiryLogged && remainingNanos() <= 0) {
          expiryLogged = true;
          LeaseEvents.expired(lease, e);
        }
      }
    }
    if (lease.isClosed() || lost && !settings.replaceLost()) {
      return; // nothing more to renew
    }
    if (lost) {
      took = replace();
    }
    leases.renewals().renewed(lease, took);
  }

  /**
   * Claims another node id for the lease and moves to it, on the scheduler (one attempt).
   *
   * @return how long the claim took in ns, or -1 when it did not give a node id (the store failed,
   *     or every node id is held: kept in lastFailure for the refusal's message, tried again on the
   *     renewal schedule) or the lease was closed meanwhile (the new node id is released unused)
   */
  private long replace() {
    long sent = System.nanoTime();
    Optional<NodeIdLease> claimed;
    try {
      claimed = leases.acquisition().claim();
    } catch (RuntimeException e) {
      lastFailure = e;
      return -1;
    }
    if (claimed.isEmpty()) {
      lastFailure = leases.acquisition().allHeld();
      return -1;
    }
    LeaseRenewal fresh = claimed.get().renewal();
    int lostNodeId = handle.nodeId;
    long refusingSince = Math.min(state.validUntilNanos(), lostAtNanos);
    if (!adopt(fresh)) {
      fresh.releaseUnused();
      return -1;
    }
    LeaseEvents.replaced(lease, lostNodeId, (System.nanoTime() - refusingSince) / 1_000_000);
    return System.nanoTime() - sent;
  }

  /**
   * Takes the node id, holder and reservation of a lease just claimed, and moves the generator to
   * it, unless the lease was closed meanwhile. The guard refuses ({@link #lost}) until the end, and
   * reads {@link #lost} before {@link #state}: a thread that sees the lease no longer lost sees the
   * new state and the moved generator.
   *
   * @return false when the lease is closed (the caller releases {@code fresh})
   */
  private boolean adopt(LeaseRenewal fresh) {
    synchronized (lease) {
      if (lease.isClosed()) {
        return false;
      }
      handle = fresh.handle;
      holder = fresh.holder;
      lease.moveGenerator();
      state = fresh.state;
      lastFailure = null;
      expiryLogged = false;
      replacements++; // under the lease's monitor
      lost = false;
      return true;
    }
  }

  /** Releases a node id claimed for a replacement that was not needed (the lease closed). */
  private void releaseUnused() {
    try {
      backend.release(
          settings.realm(), handle, holder, handle.previousReservedThrough, handle.previousLastId);
    } catch (RuntimeException e) {
      // best effort: the claim expires in the store after the lease time
    }
  }

  /**
   * Releases the node id in the store, recording ids through {@code lastId} (exact, or -1) in
   * {@code tick}; after a renewal in progress, and not when the node id was lost.
   *
   * @return whether it released
   */
  boolean release(long tick, long lastId) {
    synchronized (lock) {
      if (lost) {
        return false;
      }
      backend.release(settings.realm(), handle, holder, tick, lastId);
      return true;
    }
  }

  /** Nanoseconds of local validity left (negative once expired), as of now. */
  long remainingNanos() {
    return state.validUntilNanos() - System.nanoTime();
  }

  RenewalDelays delays() {
    return delays;
  }

  Backend.Handle handle() {
    return handle;
  }

  State state() {
    return state;
  }

  boolean lost() {
    return lost;
  }

  RuntimeException lastFailure() {
    return lastFailure;
  }

  long renewals() {
    return renewals;
  }

  long lateRenewals() {
    return lateRenewals;
  }

  long failedRenewals() {
    return failedRenewals;
  }

  long replacements() {
    return replacements;
  }
}
