package dev.sortid.nodeid;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.Scru64NodeSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;
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
 * itself when a renewal succeeds again.
 *
 * <p>A lease loses its node id when a renewal finds that another process claimed it after this
 * lease expired in the store (the process was paused, or the store away, for longer than the lease
 * time). Then, by default ({@link NodeIdLeasesBuilder#replaceLost(boolean)}), it replaces the node
 * id: it refuses ids while it claims another node id of its range (at once, and again on the
 * renewal schedule while the store fails or every node id is held), then takes that node id, its
 * reservation and its renewals, and moves its generator to it ({@link
 * Scru64Generator#replaceNode(Scru64Generator.Guard, Scru64NodeSpec)}): the same generator object
 * goes on with the new node id. Its ids stay strictly increasing (the first id with the new node id
 * has a later timestamp than the last with the old), stay after every id the new node id's earlier
 * holders may have issued, and stay within the new reservation; the lost node id is not released
 * (another process holds it). It logs a WARNING ({@code replaced}) and counts in {@link
 * #replacements()}. With replacement off, a lost lease stays invalid for good ({@link #isLost()})
 * and the process must acquire a new lease and build a new generator.
 *
 * <p>A node id taken over from an earlier holder starts strictly after the ids that holder may have
 * issued, as {@link #nodeSpec()}'s previous id: right after its last id when its release recorded
 * that id (the first id may then share its tick, {@link #previousReservedThroughTick()}), else
 * after the whole tick {@link #previousReservedThroughTick()} (a holder that vanished leaves its
 * whole reservation). If this process's clock is behind that, the generator waits (up to its
 * maxWait, default 10 s) and then throws until the clock has caught up.
 *
 * <p>Instances are thread-safe.
 */
public final class NodeIdLease implements AutoCloseable {
  /**
   * How long {@link #close()} waits for other threads that may be inside a {@code generate()} call
   * of this lease's generator to leave it, so that it can record the last id exactly; after that it
   * records a whole tick more instead (see {@link #close()}).
   */
  static final long DRAIN_NANOS = TimeUnit.MILLISECONDS.toNanos(50);

  /** What a release records: ids through {@code lastId} (exact) or through all of {@code tick}. */
  private record Position(long tick, long lastId) {}

  private final NodeIdLeases leases;
  private final Backend backend;
  private final LeaseRenewal renewal;
  private final AtomicBoolean closed = new AtomicBoolean();
  private final LongAdder refusals = new LongAdder();

  private Scru64Generator generator;
  private LeaseGuard guard;

  NodeIdLease(
      NodeIdLeases leases, Backend.Handle handle, String holder, long sentNanos, long epoch) {
    this.leases = leases;
    this.backend = leases.backend();
    this.renewal = new LeaseRenewal(this, leases, handle, holder, sentNanos, epoch);
  }

  /** When the next renewal runs (the leases' scheduler asks). */
  RenewalDelays delays() {
    return renewal.delays();
  }

  LeaseRenewal renewal() {
    return renewal;
  }

  /**
   * One renewal, now, in the calling thread (see {@link LeaseRenewal#renewNow()}).
   *
   * @return how long it took in ns, or -1 when the lease is closed or was found lost
   */
  long renewNow() {
    return renewal.renewNow();
  }

  /** One renewal attempt, or replacement, from the scheduler; schedules the next. */
  void renew() {
    renewal.renew();
  }

  /** Nanoseconds of local validity left (negative once expired), as of now. */
  long remainingNanos() {
    return renewal.remainingNanos();
  }

  /**
   * Moves the generator, if built, to the node id the renewal holds now (a replacement, under this
   * object's monitor).
   */
  synchronized void moveGenerator() {
    if (generator != null) {
      generator.replaceNode(guard, nodeSpec());
    }
  }

  /**
   * What the guard answers: the reservation while the lease allows ids, else {@link
   * Scru64Generator.Guard#REFUSED} (counted as a refusal).
   */
  long issuableThroughTick() {
    // lost before state: a replacement writes the state before it clears lost
    if (!renewal.lost()) {
      LeaseRenewal.State s = renewal.state();
      if (allowsIds(s)) {
        return s.reservedThrough();
      }
    }
    refusals.increment(); // only on the refusal path: issuing ids counts nothing
    return Scru64Generator.Guard.REFUSED;
  }

  /** Whether the lease allows ids now: open, not lost, connected and within its local validity. */
  boolean allowsIds(LeaseRenewal.State s) {
    return !closed.get()
        && !renewal.lost()
        && !backend.suspended()
        && s.epoch() == backend.epoch()
        && System.nanoTime() - s.validUntilNanos() < 0;
  }

  /** The lease as messages name it. */
  String describe() {
    return "the lease of SCRU64 node id "
        + renewal.handle().nodeId
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
    guard = new LeaseGuard(this);
    return builder.nodeSpec(nodeSpec()).clock(leases.settings().clock()).guard(guard).build();
  }

  /**
   * Returns the node spec a generator of this lease starts from: the node id, and when the node id
   * was used before, as node_prev the last id the previous holder issued (when its release recorded
   * it) or else the largest id of the previous holder's last reserved tick, so that every id is
   * above every id the previous holders could have issued.
   *
   * @return the node spec
   */
  public Scru64NodeSpec nodeSpec() {
    int size = leases.nodeIdSize();
    Backend.Handle held =
        renewal.handle(); // one node id, even while a replacement moves to another
    long previous = held.previousReservedThrough;
    if (previous < 0) {
      return Scru64NodeSpec.of(held.nodeId, size);
    }
    long lastId = held.previousLastId;
    if (lastId >= 0
        && lastId >>> 24 == previous
        && (int) (lastId & 0xffffff) >>> (24 - size) == held.nodeId) {
      return Scru64NodeSpec.of(Scru64Id.fromLong(lastId), size); // right after the last id
    }
    int counterMask = (1 << (24 - size)) - 1;
    return Scru64NodeSpec.of(Scru64Id.of(previous, held.nodeId << (24 - size) | counterMask), size);
  }

  /**
   * Returns the node id.
   *
   * @return 0..2<sup>{@link #nodeIdSize()}</sup>-1
   */
  public int nodeId() {
    return renewal.handle().nodeId;
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
    return renewal.state().reservedThrough();
  }

  /**
   * Returns the previous holder's reservation, after which this lease's ids start.
   *
   * @return a tick, or -1 when the node id was never used in the realm
   */
  public long previousReservedThroughTick() {
    return renewal.handle().previousReservedThrough;
  }

  /**
   * Tells whether the lease is valid now (the generator would not refuse for the lease's sake).
   *
   * @return true if valid now
   */
  public boolean isValid() {
    return allowsIds(renewal.state());
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
    return leases.settings().clock().instant().plusNanos(renewal.remainingNanos());
  }

  /**
   * Tells whether the lease was lost to another process for good: it lost its node id and does not
   * replace it ({@link NodeIdLeasesBuilder#replaceLost(boolean) replaceLost} off). A lease that
   * replaces its node id is not lost for good: it refuses ids only until the replacement is
   * claimed.
   *
   * @return true if lost for good
   */
  public boolean isLost() {
    return renewal.lost() && !replacesLost();
  }

  /**
   * Returns how many times this lease replaced a node id it had lost with another one (see the
   * class documentation). For monitoring: each is a pause of the ids, and worth a look.
   *
   * @return a count that only grows
   */
  public long replacements() {
    return renewal.replacements();
  }

  /**
   * Returns how many renewals of this lease succeeded since it was acquired, those {@link
   * NodeIdLeases#acquire()} made to confirm a slow claim included. For monitoring.
   *
   * @return a count that only grows
   */
  public long renewals() {
    return renewal.renewals();
  }

  /**
   * Returns how many of the {@link #renewals() successful renewals} ended after the local validity
   * had run out: the lease refused ids from then until that renewal (a store that was slow, frozen
   * or unreachable for longer than leaseTime - safetyMargin). For monitoring: any is worth a look.
   *
   * @return a count that only grows
   */
  public long lateRenewals() {
    return renewal.lateRenewals();
  }

  /**
   * Returns how many renewals failed: the store threw or could not be reached (each is tried again
   * soon: in 100 ms, doubling up to leaseTime / 10). A renewal that finds the node id held by
   * another process is not counted here: the lease is then {@link #isLost() lost}. For monitoring.
   *
   * @return a count that only grows
   */
  public long failedRenewals() {
    return renewal.failedRenewals();
  }

  /**
   * Returns how many times this lease refused an id to its generator: each call of {@code
   * generate()} or {@code generate(int)} that threw {@link NodeIdLeaseException}, and each {@code
   * generateOrAbort()} that returned empty, because the lease was not valid (expired locally,
   * suspended, lost or closed). Counted only when refusing, so issuing ids costs nothing more.
   * Waits of the generator (for its clock, or for the reservation to move on) are not refusals. For
   * monitoring.
   *
   * @return a count that only grows
   */
  public long refusals() {
    return refusals.sum();
  }

  Backend backend() {
    return backend;
  }

  /** Whether a lost node id is replaced ({@link NodeIdLeasesBuilder#replaceLost(boolean)}). */
  boolean replacesLost() {
    return leases.settings().replaceLost();
  }

  boolean isClosed() {
    return closed.get();
  }

  /** Stops renewing without releasing, as if the process had died (tests). */
  void abandon() {
    closed.set(true);
    leases.renewals().forget(this);
  }

  /**
   * What the release records (the lease is closed already, so the guard refuses new ids). When no
   * other thread may still be inside a {@code generate()} call (it waits up to {@link #DRAIN_NANOS}
   * for them to leave), the generator's last id, exactly: the next holder continues right after it,
   * in the same tick. Otherwise a call that passed the guard just before the close may still add an
   * id, so it records the whole tick after the later of the last id and the clock (room for such a
   * call while it adds at most one tick). Never above the reservation; a lease that issued nothing
   * records what the previous holder recorded.
   */
  private Position position(long deadlineNanos) {
    Scru64Generator built;
    LeaseGuard asked;
    synchronized (this) {
      built = generator;
      asked = guard;
    }
    Backend.Handle handle = renewal.handle();
    Position previous = new Position(handle.previousReservedThrough, handle.previousLastId);
    if (built == null) {
      return previous;
    }
    boolean drained = asked.drain(Math.min(deadlineNanos, System.nanoTime() + DRAIN_NANOS) - 1);
    Optional<Scru64Id> last = built.nodeSpec().previous();
    if (drained) {
      return last.map(id -> new Position(id.timestamp(), id.toLong())).orElse(previous);
    }
    long lastTick = last.map(Scru64Id::timestamp).orElse(handle.previousReservedThrough);
    long clockTick = leases.settings().clock().millis() >>> 8;
    long reserved = renewal.state().reservedThrough();
    return new Position(Math.min(reserved, Math.max(lastTick, clockTick) + 1), -1);
  }

  /**
   * Closes the lease locally (the generator stops at once, the renewals stop) and starts the
   * release in the store; the caller may wait for it until {@code deadlineNanos}.
   *
   * @return the release in progress, or null when there is nothing to release (closed already, or
   *     lost)
   */
  StoreCalls.Call<Boolean> startClose(long deadlineNanos) {
    if (!closed.compareAndSet(false, true)) {
      return null;
    }
    leases.renewals().forget(this);
    synchronized (this) { // after a replacement in progress: its node id is the one to release
      if (renewal.lost()) {
        return null;
      }
    }
    Position position = position(deadlineNanos);
    return leases
        .calls()
        .submit(
            () -> {
              if (renewal.release(position.tick(), position.lastId())) {
                LeaseEvents.released(this);
              }
              return Boolean.TRUE;
            },
            done -> {});
  }

  /** Waits for a release until the deadline; gives it up (locally) after that. */
  static void awaitRelease(StoreCalls.Call<Boolean> release, long deadlineNanos) {
    if (release == null) {
      return;
    }
    try {
      release.await(deadlineNanos);
    } catch (TimeoutException e) {
      // given up locally: the store keeps the whole reservation until the lease expires there,
      // or until the release, still on its way, arrives
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (NodeIdLeaseException e) {
      // best effort: the lease expires in the store
    }
  }

  /**
   * Releases the node id, within the close timeout of the leases (default 3 s). The generator stops
   * at once and the renewals stop; the store frees the node id and records where this lease's ids
   * end, so that the next holder starts right after them rather than after the whole reservation:
   *
   * <ul>
   *   <li>the last id issued, exactly, when no other thread is inside a {@code generate()} call of
   *       this lease's generator (it waits up to 50 ms for such calls to end): the next holder
   *       continues after it, in the same tick if the clock has not moved on;
   *   <li>otherwise the whole tick after the later of the last id and the clock, which covers a
   *       call that passed the lease's check just before the close and adds at most one tick.
   * </ul>
   *
   * <p>Close the lease after the threads that generate with it have stopped (then it records the
   * exact last id); a batch still running when it closes is covered only while it adds at most one
   * tick.
   *
   * <p>It returns by the close timeout whatever the store does: if the store does not answer in
   * time (down, frozen, partitioned) the lease is given up locally, and the store keeps its whole
   * reservation until it expires there after the lease time (or until the release, still on its
   * way, arrives). A holder that vanishes without releasing keeps its full reservation too. Never
   * throws for the store's sake; idempotent.
   */
  @Override
  public void close() {
    long deadline = System.nanoTime() + leases.settings().closeTimeoutNanos();
    awaitRelease(startClose(deadline), deadline);
  }

  @Override
  public String toString() {
    return describe()
        + " (reserved through tick "
        + reservedThroughTick()
        + (renewal.lost() ? ", lost" : closed.get() ? ", closed" : "")
        + ", lease time "
        + Duration.ofMillis(leases.settings().leaseMillis())
        + ")";
  }
}
