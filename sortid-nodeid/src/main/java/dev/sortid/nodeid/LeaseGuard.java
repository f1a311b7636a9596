package dev.sortid.nodeid;

import dev.sortid.Scru64Generator;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The guard of a lease's generator: the reservation while the lease allows ids, else a refusal. It
 * also tracks which threads may be inside a {@code generate()} call, for {@link
 * NodeIdLease#close()}: a thread whose last answer was a bound may still be making an id with it;
 * one whose last answer was a refusal, or that has died, is not. The generator makes each id after
 * the guard's answer for it and before its next question, so once every such thread has asked again
 * (and been refused, the lease being closed) the generator's last id is final.
 */
final class LeaseGuard implements Scru64Generator.Guard {
  /** A thread that asked this guard, and whether its last answer was a bound. */
  private static final class Slot {
    final Thread thread = Thread.currentThread();
    volatile boolean active;
  }

  private final NodeIdLease lease;
  private final Set<Slot> slots = ConcurrentHashMap.newKeySet();
  private final ThreadLocal<Slot> slot = ThreadLocal.withInitial(this::register);

  LeaseGuard(NodeIdLease lease) {
    this.lease = lease;
  }

  private Slot register() {
    Slot created = new Slot();
    slots.add(created);
    return created;
  }

  @Override
  public long issuableThroughTick() {
    Slot mine = slot.get();
    // marked before the lease's closed flag is read, as close() sets that flag before it reads the
    // marks: a thread the close does not see as active finds the lease closed
    if (!mine.active) {
      mine.active = true;
    }
    long bound = lease.issuableThroughTick();
    if (bound == REFUSED) {
      mine.active = false;
    }
    return bound;
  }

  /**
   * Why the lease does not allow ids now (the first reason {@link NodeIdLease#allowsIds} fails on).
   */
  @Override
  public NodeIdLeaseException refusal() {
    LeaseRenewal renewal = lease.renewal();
    LeaseRenewal.State s = renewal.state();
    boolean lost = renewal.lost();
    Backend backend = lease.backend();
    if (lease.isClosed()) {
      return new NodeIdLeaseException(lease.describe() + " is closed");
    }
    if (lost && lease.replacesLost()) {
      RuntimeException failure = renewal.lastFailure();
      return new NodeIdLeaseException(
          lease.describe()
              + " was lost: another process claimed the node id after this lease expired in the"
              + " store; it is claiming another node id, and ids resume with it"
              + (failure == null ? "" : " (" + failure.getMessage() + ")"),
          failure);
    }
    if (lost) {
      return new NodeIdLeaseException(
          lease.describe()
              + " was lost: another process claimed the node id after this lease expired in the"
              + " store; acquire a new lease and build a new generator");
    }
    if (backend.suspended() || s.epoch() != backend.epoch()) {
      return new NodeIdLeaseException(
          lease.describe()
              + " is suspended: the connection to "
              + backend.describe()
              + " was interrupted; ids resume once it is back and the lease is confirmed");
    }
    long overdue = System.nanoTime() - s.validUntilNanos();
    if (overdue >= 0) {
      RuntimeException failure = renewal.lastFailure();
      return new NodeIdLeaseException(
          String.format(
              Locale.ROOT,
              "%s expired locally %d ms ago: it was not renewed in time%s",
              lease.describe(),
              overdue / 1_000_000,
              failure == null ? "" : " (" + failure.getMessage() + ")"),
          failure);
    }
    return new NodeIdLeaseException(
        lease.describe() + " refused an id a moment ago and allows ids again; retry");
  }

  /**
   * Waits until no thread but the caller may be inside a {@code generate()} call (the lease is
   * closed already), or until {@code deadlineNanos}.
   *
   * @return true when none may be
   */
  boolean drain(long deadlineNanos) {
    Thread self = Thread.currentThread();
    while (true) {
      boolean busy = false;
      for (Slot s : slots) {
        if (s.active && s.thread != self && s.thread.isAlive()) {
          busy = true;
          break;
        }
      }
      if (!busy) {
        return true;
      }
      if (System.nanoTime() - deadlineNanos >= 0) {
        return false;
      }
      try {
        Thread.sleep(1);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
    }
  }
}
