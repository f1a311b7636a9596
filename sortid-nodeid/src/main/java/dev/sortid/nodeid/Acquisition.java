package dev.sortid.nodeid;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Claims node ids for one {@link NodeIdLeases}: the acquire loop with its deadline and retries, the
 * single claim (also a lost lease's replacement), and the confirmation of a slow claim.
 */
final class Acquisition {
  private final NodeIdLeases leases;
  private final LeaseSettings settings;
  private final Backend backend;
  private final StoreCalls calls;
  private volatile boolean prepared;

  Acquisition(NodeIdLeases leases, LeaseSettings settings, Backend backend, StoreCalls calls) {
    this.leases = leases;
    this.settings = settings;
    this.backend = backend;
    this.calls = calls;
  }

  /**
   * Claims a node id and confirms it, as {@link NodeIdLeases#acquire()} describes; the caller
   * registers the lease and starts its renewals.
   */
  NodeIdLease acquire() {
    long timeout = settings.acquireTimeoutNanos();
    long start = System.nanoTime();
    long deadline = start + (timeout > 0 ? timeout : settings.leaseNanos());
    boolean allHeld = false;
    while (true) {
      Optional<NodeIdLease> claimed;
      try {
        claimed =
            awaitStore(
                calls.submit(this::claim, late -> late.ifPresent(NodeIdLease::close)), deadline);
      } catch (NodeIdLeaseException e) {
        if (allHeld && System.nanoTime() - deadline >= 0) {
          throw allHeld(); // the deadline came during a claim after every id was seen held
        }
        long left = start + timeout - System.nanoTime();
        if (!(e instanceof StoreFailure) || left <= 0) {
          throw e;
        }
        // the store failed or was unreachable: try again while the acquire timeout lasts
        sleepNanos(Math.min(left, settings.retryNanos()));
        continue;
      }
      if (claimed.isPresent() && confirm(claimed.get(), deadline)) {
        return claimed.get();
      }
      allHeld = claimed.isEmpty();
      long waited = System.nanoTime() - start;
      if (waited >= timeout) {
        throw allHeld();
      }
      if (waited + settings.retryNanos() >= timeout) {
        sleepNanos(timeout - waited); // no time left for another claim
        throw allHeld();
      }
      sleepNanos(settings.retryNanos());
    }
  }

  /**
   * One claim (on a worker, or on the scheduler when a lease replaces its lost node id): prepares
   * the realm on first use; empty when every node id is held.
   */
  Optional<NodeIdLease> claim() {
    if (!prepared) {
      backend.prepare(settings.realm(), settings.nodeIdSize());
      prepared = true;
    }
    String holder = ProcessHandle.current().pid() + "-" + UUID.randomUUID();
    long epoch = backend.epoch();
    long sent = System.nanoTime();
    long millis = settings.clock().millis();
    Claim claim =
        new Claim(
            settings.realm(),
            settings.nodeIdSize(),
            settings.fromId(),
            settings.toId(),
            holder,
            settings.reserveTick(millis),
            millis >>> 8,
            settings.leaseMillis());
    return backend.claim(claim).map(handle -> new NodeIdLease(leases, handle, holder, sent, epoch));
  }

  NodeIdLeaseException allHeld() {
    long timeout = settings.acquireTimeoutNanos();
    return new NodeIdLeaseException(
        String.format(
            Locale.ROOT,
            "all %d node ids %sof realm \"%s\" (node_id_size %d) at %s are held by live"
                + " leases%s; wait for one to be released or to expire (acquireTimeout), or"
                + " use a new realm with a larger node_id_size",
            settings.toId() - settings.fromId() + 1,
            settings.describeRange(),
            settings.realm(),
            settings.nodeIdSize(),
            backend.describe(),
            timeout > 0 ? " after waiting " + Duration.ofNanos(timeout) : ""));
  }

  /**
   * Renews a lease whose claim (or last renewal) was slow, until one renewal is quick, so that it
   * is valid for most of the lease time when {@link NodeIdLeases#acquire()} returns it.
   *
   * @return true when the lease is ready; false when it was lost meanwhile (claim another)
   */
  private boolean confirm(NodeIdLease lease, long deadline) {
    try {
      while (lease.remainingNanos() < settings.validNanos() - settings.slowNanos()) {
        Long took = awaitStore(calls.submit(lease::renewNow, late -> {}), deadline);
        if (took < 0) {
          return false; // lost: its claim expired in the store before it was confirmed
        }
      }
      return true;
    } catch (RuntimeException e) {
      lease.startClose(System.nanoTime());
      throw e;
    }
  }

  /** Waits for a store call of an acquire until its deadline. */
  private <T> T awaitStore(StoreCalls.Call<T> call, long deadline) {
    long timeout = settings.acquireTimeoutNanos();
    try {
      return call.await(deadline);
    } catch (TimeoutException e) {
      throw new NodeIdLeaseException(
          String.format(
              Locale.ROOT,
              "could not acquire a node id of realm \"%s\" at %s: the store did not answer%s within"
                  + " %s (%s)",
              settings.realm(),
              backend.describe(),
              backend.suspended() ? " (not connected)" : "",
              Duration.ofNanos(timeout > 0 ? timeout : settings.leaseNanos()),
              timeout > 0 ? "acquireTimeout" : "the lease time, acquireTimeout being 0"));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new NodeIdLeaseException(
          "interrupted while claiming a node id of realm \"" + settings.realm() + "\"", e);
    }
  }

  private static void sleepNanos(long nanos) {
    try {
      TimeUnit.NANOSECONDS.sleep(nanos);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new NodeIdLeaseException("interrupted while waiting for a free node id", e);
    }
  }
}
