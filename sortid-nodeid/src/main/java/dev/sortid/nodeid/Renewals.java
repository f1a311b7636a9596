package dev.sortid.nodeid;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The open leases of one {@link NodeIdLeases} and their background renewals, on one daemon thread:
 * each lease is renewed when {@link RenewalDelays} says, and every open lease at once when the
 * store's connection comes back.
 */
final class Renewals {
  private final ScheduledThreadPoolExecutor scheduler;
  private final Set<NodeIdLease> open = ConcurrentHashMap.newKeySet();
  private volatile boolean stopped;

  Renewals(String realm, Backend backend) {
    this.scheduler =
        new ScheduledThreadPoolExecutor(
            1,
            task -> {
              Thread thread = new Thread(task, "sortid-nodeid-leases-" + realm);
              thread.setDaemon(true);
              return thread;
            });
    scheduler.setRemoveOnCancelPolicy(true);
    backend.onReconnect(() -> open.forEach(lease -> schedule(lease, 0)));
  }

  /** Counts the lease as open: {@link #stop()} hands it over to be released. */
  void add(NodeIdLease lease) {
    open.add(lease);
  }

  /** Runs the lease's next renewal in {@code delayNanos}, unless it or these renewals stopped. */
  void schedule(NodeIdLease lease, long delayNanos) {
    if (!stopped && !lease.isClosed()) {
      try {
        scheduler.schedule(lease::renew, delayNanos, TimeUnit.NANOSECONDS);
      } catch (RejectedExecutionException e) {
        // closing
      }
    }
  }

  /**
   * Called by a lease after each renewal attempt: schedules the next as {@link RenewalDelays} says.
   *
   * @param tookNanos how long the renewal took, or -1 when it failed
   */
  void renewed(NodeIdLease lease, long tookNanos) {
    schedule(lease, lease.delays().next(tookNanos, lease.remainingNanos() <= 0));
  }

  /** Forgets a lease that closed (or was abandoned). */
  void forget(NodeIdLease lease) {
    open.remove(lease);
  }

  /** Schedules nothing more, and returns the leases still open, to release. */
  List<NodeIdLease> stop() {
    stopped = true;
    return List.copyOf(open);
  }

  /** Ends the renewal thread (after {@link #stop()} and the releases). */
  void shutdown() {
    scheduler.shutdownNow();
  }
}
