package dev.sortid.nodeid;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.Scru64NodeSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A SCRU64 node id held under a lease: no other live lease of the realm holds it, and ids with it
 * may be issued only through the tick its reservation names. It is renewed in the background until
 * {@link #close()}.
 *
 * <p>A lease is valid while its last successful renewal (as started, on {@link System#nanoTime()})
 * is less than leaseTime - safetyMargin ago, its store connection is not suspended (ZooKeeper), and
 * it was neither lost nor closed. The {@link #generator() generator} asks it before every id: while
 * it is not valid, {@code generate()} throws {@link NodeIdLeaseException} (and {@code
 * generateOrAbort()} is empty); ids never go past {@link #reservedThroughTick()}. It resumes by
 * itself when a renewal succeeds again, unless the lease was lost: another process claimed the node
 * id after this one's lease expired, so this lease stays invalid for good and the process must
 * acquire a new lease and build a new generator.
 *
 * <p>A node id taken over from an earlier holder starts strictly after that holder's reservation:
 * the generator's first id has a timestamp above {@link #previousReservedThroughTick()}. If this
 * process's clock is behind that, the generator waits (up to its maxWait, default 10 s) and then
 * throws until the clock has caught up.
 *
 * <p>Instances are thread-safe.
 */
public final class NodeIdLease implements AutoCloseable {
  /** What the guard reads: one volatile snapshot per renewal. */
  private record State(long validUntilNanos, long reservedThrough, long epoch) {}

  private final NodeIdLeases leases;
  private final Backend backend;
  private final Backend.Handle handle;
  private final String holder;
  private final long validNanos;
  private final Object renewLock = new Object();
  private volatile State state;
  private volatile RuntimeException lastFailure;
  private volatile boolean lost;
  private volatile boolean closed;
  private Scru64Generator generator;

  NodeIdLease(
      NodeIdLeases leases, Backend.Handle handle, String holder, long renewedNanos, long epoch) {
    this.leases = leases;
    this.backend = leases.backend();
    this.handle = handle;
    this.holder = holder;
    this.validNanos = leases.validNanos();
    this.state = new State(renewedNanos + validNanos, handle.reservedThrough, epoch);
  }

  /** One renewal attempt, from the scheduler (or at once after a reconnection). */
  void renew() {
    boolean ok = false;
    synchronized (renewLock) {
      if (closed || lost) {
        return;
      }
      long epoch = backend.epoch();
      long started = System.nanoTime();
      long tick = leases.reserveTick(leases.clock().millis());
      try {
        if (backend.renew(leases.realm(), handle, holder, tick, leases.leaseMillis())) {
          state = new State(started + validNanos, handle.reservedThrough, epoch);
          lastFailure = null;
          ok = true;
        } else {
          lost = true;
        }
      } catch (RuntimeException e) {
        lastFailure = e;
      }
    }
    if (!lost) {
      leases.renewed(this, ok);
    }
  }

  /** The guard of the generator: the reservation while the lease allows ids, else a refusal. */
  private final class LeaseGuard implements Scru64Generator.Guard {
    @Override
    public long issuableThroughTick() {
      State s = state;
      return allowsIds(s) ? s.reservedThrough : REFUSED;
    }

    @Override
    public IllegalStateException refusal() {
      return whyNot(state);
    }
  }

  /** Whether the lease allows ids now: open, not lost, connected and within its local validity. */
  private boolean allowsIds(State s) {
    return !closed
        && !lost
        && !backend.suspended()
        && s.epoch == backend.epoch()
        && System.nanoTime() - s.validUntilNanos < 0;
  }

  /** Why the lease does not allow ids now (the first reason {@link #allowsIds} fails on). */
  private NodeIdLeaseException whyNot(State s) {
    if (closed) {
      return new NodeIdLeaseException(describe() + " is closed");
    }
    if (lost) {
      return new NodeIdLeaseException(
          describe()
              + " was lost: another process claimed the node id after this lease expired in the"
              + " store; acquire a new lease and build a new generator");
    }
    if (backend.suspended() || s.epoch != backend.epoch()) {
      return new NodeIdLeaseException(
          describe()
              + " is suspended: the connection to "
              + backend.describe()
              + " was interrupted; ids resume once it is back and the lease is confirmed");
    }
    long overdue = System.nanoTime() - s.validUntilNanos;
    if (overdue >= 0) {
      RuntimeException failure = lastFailure;
      return new NodeIdLeaseException(
          String.format(
              Locale.ROOT,
              "%s expired locally %d ms ago: it was not renewed in time%s",
              describe(),
              overdue / 1_000_000,
              failure == null ? "" : " (" + failure.getMessage() + ")"),
          failure);
    }
    return new NodeIdLeaseException(
        describe() + " refused an id a moment ago and allows ids again; retry");
  }

  private String describe() {
    return "the lease of SCRU64 node id "
        + handle.nodeId
        + "/"
        + leases.nodeIdSize()
        + " in realm \""
        + leases.realm()
        + "\"";
  }

  /**
   * Returns the generator of this lease, building it with the defaults on first use (the lease's
   * clock, a secure random source, 10 s rollback allowance and maxWait). A lease has one generator:
   * two generators with one node id would repeat ids.
   *
   * @return the generator of this lease
   */
  public synchronized Scru64Generator generator() {
    if (generator == null) {
      generator = build(builder -> {});
    }
    return generator;
  }

  /**
   * Builds the generator of this lease with settings of the caller ({@code random}, {@code
   * rollbackAllowance}, {@code maxWait}); the node spec, the clock and the guard are the lease's
   * and are set after {@code settings} runs. Call it at most once, before {@link #generator()}.
   *
   * @param settings sets options on the builder
   * @return the generator of this lease
   * @throws IllegalStateException if this lease already has a generator
   */
  public synchronized Scru64Generator generator(Consumer<Scru64Generator.Builder> settings) {
    Objects.requireNonNull(settings, "settings");
    if (generator != null) {
      throw new IllegalStateException(
          describe()
              + " already has a generator; a lease has one, since two generators with one node id"
              + " would repeat ids");
    }
    generator = build(settings);
    return generator;
  }

  private Scru64Generator build(Consumer<Scru64Generator.Builder> settings) {
    Scru64Generator.Builder builder = Scru64Generator.builder();
    settings.accept(builder);
    return builder.nodeSpec(nodeSpec()).clock(leases.clock()).guard(new LeaseGuard()).build();
  }

  /**
   * Returns the node spec a generator of this lease starts from: the node id, and when the node id
   * was used before, the largest id of the previous holder's last reserved tick as node_prev, so
   * that every id is above every id the previous holders could have issued.
   *
   * @return the node spec
   */
  public Scru64NodeSpec nodeSpec() {
    int size = leases.nodeIdSize();
    long previous = handle.previousReservedThrough;
    if (previous < 0) {
      return Scru64NodeSpec.of(handle.nodeId, size);
    }
    int counterMask = (1 << (24 - size)) - 1;
    return Scru64NodeSpec.of(
        Scru64Id.of(previous, handle.nodeId << (24 - size) | counterMask), size);
  }

  /**
   * Returns the node id.
   *
   * @return 0..2<sup>{@link #nodeIdSize()}</sup>-1
   */
  public int nodeId() {
    return handle.nodeId;
  }

  /**
   * Returns the node id size of the realm.
   *
   * @return 1..23
   */
  public int nodeIdSize() {
    return leases.nodeIdSize();
  }

  /**
   * Returns the realm.
   *
   * @return the realm's name
   */
  public String realm() {
    return leases.realm();
  }

  /**
   * Returns the last tick (Unix ms >> 8) this lease has reserved in the store: no id of this node
   * id goes beyond it.
   *
   * @return the reserved tick
   */
  public long reservedThroughTick() {
    return state.reservedThrough;
  }

  /**
   * Returns the previous holder's reservation, after which this lease's ids start.
   *
   * @return a tick, or -1 when the node id was never used in the realm
   */
  public long previousReservedThroughTick() {
    return handle.previousReservedThrough;
  }

  /**
   * Tells whether the lease is valid now (the generator would not refuse for the lease's sake).
   *
   * @return true if valid now
   */
  public boolean isValid() {
    return allowsIds(state);
  }

  /**
   * Returns until when the lease stays valid locally unless a renewal succeeds before: its last
   * successful renewal (as started) + leaseTime - safetyMargin, read on {@link System#nanoTime()}
   * and given as an instant of the lease's clock. Each renewal moves it forward; it is in the past
   * while renewals fail. A lost or closed lease is not valid whatever this says.
   *
   * @return the instant the local validity ends
   */
  public Instant validUntil() {
    return leases.clock().instant().plusNanos(state.validUntilNanos - System.nanoTime());
  }

  /**
   * Tells whether the lease was lost to another process for good.
   *
   * @return true if lost
   */
  public boolean isLost() {
    return lost;
  }

  boolean isClosed() {
    return closed;
  }

  /** Stops renewing without releasing, as if the process had died (tests). */
  void abandon() {
    synchronized (renewLock) {
      closed = true;
    }
    leases.forget(this);
  }

  /**
   * The tick the release records: one past the later of the last id issued and the clock (room for
   * a {@code generate()} call that passed the guard just before the close and finishes after it),
   * never above the reservation, never below the previous holder's.
   */
  private long issuedThroughTick() {
    Scru64Generator built;
    synchronized (this) {
      built = generator;
    }
    long last = handle.previousReservedThrough;
    if (built != null) {
      last = built.nodeSpec().previous().map(Scru64Id::timestamp).orElse(last);
    }
    long clockTick = leases.clock().millis() >>> 8;
    return Math.min(state.reservedThrough, Math.max(last, clockTick) + 1);
  }

  /**
   * Releases the node id: the generator stops at once, the renewals stop, and the store frees the
   * node id and records the last tick this lease's ids may have (one past the later of the last id
   * issued and the clock), so that the next holder starts right after them rather than after the
   * whole reservation. A holder that vanishes without releasing keeps its full reservation. Close
   * the lease after the threads that generate with it have stopped: a {@code generate()} call still
   * running is covered only while it adds at most one tick. Release is best effort: if the store
   * cannot be reached the lease simply expires there after the lease time, keeping its reservation.
   * Idempotent.
   */
  @Override
  public void close() {
    synchronized (renewLock) {
      if (closed) {
        return;
      }
      closed = true;
    }
    leases.forget(this);
    if (!lost) {
      try {
        backend.release(leases.realm(), handle, holder, issuedThroughTick());
      } catch (NodeIdLeaseException e) {
        // best effort: the lease expires in the store
      }
    }
  }

  @Override
  public String toString() {
    return describe()
        + " (reserved through tick "
        + reservedThroughTick()
        + (lost ? ", lost" : closed ? ", closed" : "")
        + ", lease time "
        + Duration.ofMillis(leases.leaseMillis())
        + ")";
  }
}
