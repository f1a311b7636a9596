package dev.sortid.nodeid;

/**
 * When a lease's next renewal runs, after each attempt: leaseTime / 3 after a quick success; at
 * once after a slow one (its validity counts from when it was sent); after a failure, 100 ms
 * doubling with each failure in a row up to leaseTime / 10, and at most 500 ms once the lease has
 * expired locally, so that a store that comes back is used within a second while a holder is
 * refusing ids. One per lease; called from the leases' scheduler only.
 */
final class RenewalDelays {
  static final long FIRST_RETRY_NANOS = 100_000_000;
  static final long EXPIRED_RETRY_NANOS = 500_000_000;

  private final long leaseNanos;
  private int failures;

  RenewalDelays(long leaseNanos) {
    this.leaseNanos = leaseNanos;
  }

  /**
   * The delay before the next renewal.
   *
   * @param tookNanos how long the renewal took, or -1 when it failed
   * @param expired whether the lease's local validity has run out
   */
  long next(long tookNanos, boolean expired) {
    if (tookNanos >= 0) {
      failures = 0;
      return tookNanos > leaseNanos / 10 ? 0 : leaseNanos / 3;
    }
    long cap = Math.max(FIRST_RETRY_NANOS, leaseNanos / 10);
    if (expired) {
      cap = Math.min(cap, EXPIRED_RETRY_NANOS);
    }
    long delay = FIRST_RETRY_NANOS << Math.min(failures, 20);
    failures++;
    return Math.min(delay, cap);
  }
}
