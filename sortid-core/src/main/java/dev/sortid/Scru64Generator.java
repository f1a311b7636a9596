package dev.sortid;

import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;

/**
 * Generates {@link Scru64Id}s of one node in strictly increasing order, following SCRU64 v1.0.0.
 *
 * <p>Every id carries the node id of the generator's {@link Scru64NodeSpec} in the top node_id_size
 * bits of its node_ctr; the other counter_size = 24 - node_id_size bits count. For each id, given
 * the clock reading in ticks ({@code now = unix_ms >> 8}) and the last id:
 *
 * <ol>
 *   <li>{@code now > last.timestamp}: timestamp = now, counter = renewed.
 *   <li>{@code now + allowance >= last.timestamp}: counter + 1; on the counter's overflow timestamp
 *       + 1 and counter = renewed (not zero), provided that timestamp + 1 is at most {@code now +
 *       allowance}: through counter overflow the ids may run ahead of the clock by at most the
 *       allowance.
 *   <li>Otherwise (the clock is back beyond the allowance, or the ids would run too far ahead):
 *       SCRU64 never resets with the same node id, since that could repeat ids. {@link #generate()}
 *       sleeps, outside any lock, until the clock has caught up, for at most {@link
 *       Builder#maxWait(Duration) maxWait} (default 10 s, measured with {@link System#nanoTime()})
 *       and then throws {@link IllegalStateException}; {@link #generateOrAbort()} returns empty.
 * </ol>
 *
 * <p>A renewed counter is a random number of counter_size bits, or of counter_size - 1 bits when
 * counter_size is 4 or less (node_id_size 20 or more), so that a tick keeps room for more than one
 * id.
 *
 * <table class="striped">
 *   <caption>Behaviour of each method</caption>
 *   <thead><tr><th>method</th><th>time source</th><th>clock back within the allowance</th>
 *   <th>clock back beyond it</th><th>counter overflow</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@link #generate()}</td><td>one clock read (again, under the lock, before it waits)</td><td>counts on</td>
 *         <td>waits up to maxWait, then throws</td><td>timestamp + 1; waits if that is more than
 *         the allowance ahead</td></tr>
 *     <tr><td>{@link #generateOrAbort()}</td><td>one clock read (again, under the lock, before it returns empty)</td><td>counts on</td>
 *         <td>empty</td><td>timestamp + 1; empty if that is more than the allowance ahead</td></tr>
 *     <tr><td>{@link #generate(int)}</td><td>one clock read per batch (again, under the lock, before it waits; more while waiting)</td>
 *         <td>counts on</td><td>waits, then throws</td><td>as {@link #generate()}</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>The rollback allowance is given as a {@link Duration} (default 10 s, inclusive) and applied in
 * whole ticks: {@code allowance_ms >> 8}, so the default is 39 ticks (9984 ms). A clock 39 ticks
 * behind the last id counts on; 40 ticks behind waits or aborts. A clock reading of 0 ms or less,
 * or after 72301961339135 ms (the end of the largest timestamp, tick 282429536480), makes {@link
 * #generate()} throw {@link IllegalStateException} naming the reading (and {@link
 * #generateOrAbort()} return empty). Once the counter overflows at the largest timestamp no more
 * ids can be made: {@link #generate()} throws and {@link #generateOrAbort()} returns empty.
 *
 * <p>Restarts: a generator built from a node spec with a previous id ({@code <node_prev>/<size>})
 * never issues an id at or below it (it waits or aborts while the clock is more than the allowance
 * behind it). {@link #nodeSpec()} returns the current state in that form, so a process can store it
 * at shutdown and resume from it.
 *
 * <p>Guards: a generator built with {@link Builder#guard(Guard)} asks its {@link Guard} before each
 * id (a batch: before each run of ids it reserves together) how far it may go ({@link
 * Guard#issuableThroughTick()}) and issues no id with a timestamp above that tick; a guard that
 * answers {@link Guard#REFUSED} stops the generator until it answers with a bound again. This is
 * how a node id held under a lease (module {@code dev.sortid.nodeid}) keeps every id inside the
 * time range the lease reserved: {@link #generate()} throws the guard's {@link Guard#refusal()},
 * waits (like for the clock, at most maxWait) while the next id would be beyond the bound, and
 * {@link #generateOrAbort()} returns empty in both cases. The owner of a guard may move the
 * generator to another node id of the same size ({@link #replaceNode(Guard, Scru64NodeSpec)}), as a
 * lease does when it replaces a lost node id; no one else can.
 *
 * <p>Randomness: by default the secure source {@link IdGenerator} describes, drawn only when a
 * counter is renewed (a new tick or an overflow), never for the other ids. With {@link
 * Builder#random(RandomGenerator)} the caller's generator is used directly: one {@code nextInt()
 * >>> (32 - bits)} per renewal, where bits is the renewal size above, and no call at all when bits
 * is 0 (node_id_size 23). It is called from the generating threads, so it must be thread-safe if
 * the generator is shared; a thread that loses a race with another recomputes its id and may draw
 * again.
 *
 * <p>Snapshots and forks: a restored or forked copy of a process holds the same node id and state
 * as its original, and SCRU64's uniqueness rests on node ids, so the copy must get a node id of its
 * own (a new generator with a new node spec). {@link #reseed()} renews the random source and the
 * counter, which makes collisions between copies less likely but cannot rule them out.
 *
 * <p>The process-wide default generator behind {@link Scru64Id#generate()} is created on first use
 * with the node spec of {@link Scru64NodeSpec#fromEnvironment()}: the system property {@code
 * sortid.scru64.nodeSpec}, else the environment variable {@code SCRU64_NODE_SPEC}; both are read
 * once, at that first use, and a missing or invalid spec makes every call throw {@link
 * IllegalStateException} saying how to set one.
 *
 * <p>A rollback is judged on a fresh reading (see {@link IdGenerator}).
 *
 * <p>Instances are thread-safe. Within a tick an id costs one clock read and one compare-and-set of
 * a shared counter, without a lock; a new tick, a reseed or a counter overflow takes a short lock,
 * and waiting happens outside it. Null arguments throw {@link NullPointerException}.
 */
public final class Scru64Generator implements IdGenerator<Scru64Id> {
  /**
   * The builder's default rollback allowance, 10 s: the generator counts it in whole 256 ms ticks
   * (39), how far its ids may run ahead of the clock.
   */
  public static final Duration DEFAULT_ROLLBACK_ALLOWANCE =
      GeneratorOptions.DEFAULT_ROLLBACK_ALLOWANCE;

  /** The builder's default maxWait, the longest a call waits for the clock: 10 s. */
  public static final Duration DEFAULT_MAX_WAIT = Duration.ofSeconds(10);

  /**
   * Limits which ids a generator may issue: a validity check and an upper bound on the timestamp.
   *
   * <p>SCRU64 ids are unique only while no two generators issue ids with one node id at the same
   * time. A guard lets something outside the generator (such as a node-id lease that reserved the
   * ticks up to some tick in a shared store) decide, before every id, whether the generator may
   * issue it: the generator calls {@link #issuableThroughTick()} right before it computes each id
   * (once per id, also in batches) and never issues an id whose timestamp is above the returned
   * tick. Under concurrent calls each id is checked against the bound returned in its own call.
   *
   * <p>A guard answers with a value: a bound, or {@link #REFUSED} when no id may be issued now.
   * Then {@link Scru64Generator#generate()} throws the exception {@link #refusal()} gives (at once:
   * a refusal is not waited out), {@link Scru64Generator#generate(int)} likewise, and {@link
   * Scru64Generator#generateOrAbort()} returns empty. A bound below the next id's tick is not a
   * refusal: {@link Scru64Generator#generate()} waits (at most maxWait) for it to move.
   *
   * <p>Implementations are called from the generating threads, so they must be thread-safe, and
   * should be fast (a volatile read and {@link System#nanoTime()}, not a network call).
   */
  @FunctionalInterface
  public interface Guard {
    /** The answer of {@link #issuableThroughTick()} when no id may be issued now. */
    long REFUSED = Long.MIN_VALUE;

    /**
     * Returns the largest timestamp, in 256 ms ticks, that the next id may have, or {@link
     * #REFUSED} when the generator may not issue any id now.
     *
     * @return the largest tick the next id may have (ids stop while it is below the next id's), or
     *     {@link #REFUSED}
     */
    long issuableThroughTick();

    /**
     * Says why the guard refuses: the exception {@link Scru64Generator#generate()} throws right
     * after {@link #issuableThroughTick()} answered {@link #REFUSED}. The default says only that
     * the guard refused.
     *
     * @return the exception to throw
     */
    default IllegalStateException refusal() {
      return new IllegalStateException("the guard of the SCRU64 generator allows no id now");
    }
  }

  private final RandomSource random;
  private final Scru64Steps steps;
  private final GeneratorEngine<Scru64Id, Scru64Id> engine;
  private final int nodeIdSize;

  /** The guard, or null for none. */
  private final Guard guard;

  /** {@link #bound()}, made once rather than per call. */
  private final LongSupplier bound = this::bound;

  /** Sleeps or throws while a step makes nothing. */
  private final Scru64Waiter waiter;

  private Scru64Generator(Builder builder, Scru64NodeSpec nodeSpec) {
    InstantSource clock = builder.options.clock();
    this.random = builder.options.randomSource();
    this.nodeIdSize = nodeSpec.nodeIdSize();
    long allowance = builder.options.rollbackAllowanceMillis() >>> 8;
    this.steps = new Scru64Steps(random, nodeSpec);
    this.engine =
        new GeneratorEngine<>(
            steps,
            new Scru64Id(nodeSpec.floor()),
            () -> tickOf(clock.millis()),
            allowance,
            0,
            Scru64Id.MAX_TIMESTAMP,
            GeneratorEngine.Overflow.NEXT_TICK_WITHIN_ALLOWANCE,
            GeneratorEngine.OnRollback.REFUSE);
    this.guard = builder.guard;
    this.waiter =
        new Scru64Waiter(
            clock, engine, steps, this::nodeSpec, bound, allowance, builder.maxWaitNanos);
  }

  /** The tick of a clock reading in ms; -1 (out of range) for a reading of 0 or less. */
  private static long tickOf(long millis) {
    return millis > 0 ? millis >>> 8 : -1;
  }

  /**
   * Returns a builder with the defaults: system clock, secure random, 10 s (39 ticks) rollback
   * allowance, 10 s maxWait; the node spec has no default and must be set.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** The process-wide default generator, created on first use. */
  static Scru64Generator defaultGenerator() {
    Scru64Generator generator = DefaultHolder.INSTANCE;
    if (generator == null) {
      throw new IllegalStateException(DefaultHolder.FAILURE.getMessage(), DefaultHolder.FAILURE);
    }
    return generator;
  }

  /** Reseeds the default generator; does nothing when no node spec is configured. */
  static void reseedDefault() {
    Scru64Generator generator = DefaultHolder.INSTANCE;
    if (generator != null) {
      generator.reseed();
    }
  }

  /** Created on first use; a failure is kept (as the spec is read once) and reported each call. */
  private static final class DefaultHolder {
    static final Scru64Generator INSTANCE;
    static final IllegalStateException FAILURE;

    static {
      Scru64Generator generator = null;
      IllegalStateException failure = null;
      try {
        generator =
            builder()
                .nodeSpec(Scru64NodeSpec.fromEnvironment().orElseThrow(Scru64Generator::noNodeSpec))
                .build();
      } catch (IllegalStateException e) {
        failure = e;
      }
      INSTANCE = generator;
      FAILURE = failure;
    }
  }

  /**
   * The failure of the default generator when {@link Scru64NodeSpec#fromEnvironment()} finds no
   * node spec: it says how to set one.
   */
  static IllegalStateException noNodeSpec() {
    return new IllegalStateException(
        "Scru64Id.generate() has no SCRU64 node spec: "
            + Scru64NodeSpec.HOW_TO_SET
            + "; or build a generator with Scru64Generator.builder().nodeSpec(...)");
  }

  /**
   * {@inheritDoc}
   *
   * <p>Waits (sleeping, outside any lock) while the clock is more than the rollback allowance
   * behind the last id, or the ids would run more than the allowance ahead of it, for at most
   * maxWait.
   *
   * <p>With a {@link Builder#guard(Guard) guard}, it also waits (the same way, within the same
   * maxWait) while the next id would be beyond the guard's bound, and throws the guard's {@link
   * Guard#refusal()} when it refuses.
   *
   * @throws IllegalStateException if the clock reads out of range, did not catch up within maxWait
   *     (or the wait was interrupted: the thread's interrupt flag is then set again), the ids are
   *     exhausted at the largest timestamp, or the guard refused (its {@link Guard#refusal()}) or
   *     held the next id back for longer than maxWait
   */
  @Override
  public Scru64Id generate() {
    return engine.generate(bound, waiter);
  }

  /**
   * {@inheritDoc}
   *
   * <p>It is also empty when the {@link Builder#guard(Guard) guard} refuses or its bound holds the
   * next id back.
   */
  @Override
  public Optional<Scru64Id> generateOrAbort() {
    long bound = guard == null ? GeneratorEngine.UNBOUNDED : guard.issuableThroughTick();
    return bound == Guard.REFUSED ? Optional.empty() : engine.generateOrAbort(bound);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The clock is read once for the batch, and again only while waiting. The ids are taken in
   * runs (a run ends only where the generator has to wait), so other threads' ids fall between
   * those of a batch only around such a wait.
   */
  @Override
  public List<Scru64Id> generate(int count) {
    return engine.generate(count, bound, waiter);
  }

  /**
   * Returns the node spec of the current state: the last id issued as node_prev (or the spec the
   * generator was built with, before its first id; after {@link #replaceNode}, before the next id,
   * the id with the new node id that every next id is above). A generator built from it continues
   * after every id this one issued, so a process can store it (as {@code toString()}) and resume.
   *
   * @return the current node spec
   */
  public Scru64NodeSpec nodeSpec() {
    return Scru64NodeSpec.withPrevious(engine.last().toLong(), nodeIdSize);
  }

  /**
   * Renews the random source (a new DRBG for the default source) and makes the next id start a
   * renewed counter, moving to the next tick if the clock has not moved on; the next id stays
   * greater than every id before it. A copy of a process needs a node id of its own: see the class
   * documentation.
   */
  @Override
  public void reseed() {
    random.reseed();
    engine.reseed();
  }

  /**
   * The guard's bound, or every timestamp without a guard.
   *
   * @throws IllegalStateException the guard's {@link Guard#refusal()} when it refuses
   */
  private long bound() {
    if (guard == null) {
      return GeneratorEngine.UNBOUNDED;
    }
    long bound = guard.issuableThroughTick();
    if (bound == Guard.REFUSED) {
      throw guard.refusal();
    }
    return bound;
  }

  /**
   * Moves this generator to another node id of the same size: every id from now on carries the node
   * id of {@code nodeSpec} and is above both its previous id and the whole tick of the last id
   * issued so far, so ids stay strictly increasing across the move and the first id with the new
   * node id has a later timestamp than the last one with the old. When the clock still reads that
   * tick, the next id takes the tick after it (at most the rollback allowance ahead of the clock,
   * else the generator waits as on a clock that is behind). Ids made by other threads while it
   * moves have either node id and keep the order. Costs one lock, as a new tick does.
   *
   * <p>Only a generator built with a {@link Builder#guard(Guard) guard} can move, and only for the
   * holder of that guard object: a node id held under a lease (module {@code dev.sortid.nodeid})
   * that was lost and replaced by another node id the guard now bounds. It does not ask the guard:
   * the caller makes the guard refuse until the move is done.
   *
   * @param guard the guard this generator was built with
   * @param nodeSpec the new node id, of this generator's node id size; its previous id, if any, is
   *     one the new node id's earlier holders issued
   * @throws IllegalArgumentException if {@code guard} is not this generator's guard (or it has
   *     none), or the node id size differs
   */
  public void replaceNode(Guard guard, Scru64NodeSpec nodeSpec) {
    Objects.requireNonNull(guard, "guard");
    Objects.requireNonNull(nodeSpec, "nodeSpec");
    if (guard != this.guard) {
      throw new IllegalArgumentException(
          "only the holder of a SCRU64 generator's guard may move it to another node id, and "
              + guard
              + " is not the guard of the generator with node spec "
              + nodeSpec());
    }
    if (nodeSpec.nodeIdSize() != nodeIdSize) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "node spec %s has node_id_size %d, but the generator's node ids have size %d",
              nodeSpec,
              nodeSpec.nodeIdSize(),
              nodeIdSize));
    }
    engine.restart(last -> steps.moveTo(last, nodeSpec));
  }

  /** Builds a {@link Scru64Generator}; every setting but the node spec has a default. */
  public static final class Builder {
    private final GeneratorOptions options = new GeneratorOptions();
    private Scru64NodeSpec nodeSpec;
    private long maxWaitNanos = DEFAULT_MAX_WAIT.toNanos();
    private Guard guard;

    private Builder() {}

    /**
     * Sets a guard that decides before each id whether the generator may issue it and up to which
     * tick (default: none, every id the clock allows). See {@link Guard}.
     *
     * @param guard the guard
     * @return this builder
     */
    public Builder guard(Guard guard) {
      this.guard = Objects.requireNonNull(guard, "guard");
      return this;
    }

    /**
     * Sets the node spec (required): the node id, its size, and optionally the previous id to
     * continue after.
     *
     * @param nodeSpec the node spec
     * @return this builder
     */
    public Builder nodeSpec(Scru64NodeSpec nodeSpec) {
      this.nodeSpec = Objects.requireNonNull(nodeSpec, "nodeSpec");
      return this;
    }

    /**
     * Sets the clock (default: the system clock); its {@code millis()} is read once per id.
     *
     * @param clock the clock
     * @return this builder
     */
    public Builder clock(InstantSource clock) {
      options.clock(clock);
      return this;
    }

    /**
     * Uses the caller's random generator directly instead of the default secure source.
     *
     * @param random the random generator (thread-safe if the generator is shared)
     * @return this builder
     */
    public Builder random(RandomGenerator random) {
      options.random(random);
      return this;
    }

    /**
     * Sets how far the clock may be behind the last id (and the ids ahead of the clock) while ids
     * keep counting on; default 10 s, inclusive, applied in whole 256 ms ticks ({@code ms >> 8}: 10
     * s is 39 ticks, and less than 256 ms is 0 ticks).
     *
     * @param allowance 0 ms to 282429536480 ticks
     * @return this builder
     */
    public Builder rollbackAllowance(Duration allowance) {
      options.rollbackAllowance(allowance, Scru64Id.MAX_TIMESTAMP << 8);
      return this;
    }

    /**
     * Sets how long {@link Scru64Generator#generate()} may sleep in one call waiting for the clock
     * before it throws (default 10 s; zero never waits). Durations beyond about 292 years count as
     * that.
     *
     * @param maxWait zero or more
     * @return this builder
     * @throws IllegalArgumentException if {@code maxWait} is negative
     */
    public Builder maxWait(Duration maxWait) {
      Objects.requireNonNull(maxWait, "maxWait");
      if (maxWait.isNegative()) {
        throw new IllegalArgumentException("maxWait must be zero or more, got " + maxWait);
      }
      this.maxWaitNanos =
          maxWait.compareTo(Duration.ofNanos(Long.MAX_VALUE)) >= 0
              ? Long.MAX_VALUE
              : maxWait.toNanos();
      return this;
    }

    /**
     * Builds the generator.
     *
     * @return a new generator
     * @throws IllegalStateException if no node spec was set
     */
    public Scru64Generator build() {
      if (nodeSpec == null) {
        throw new IllegalStateException(
            "a SCRU64 generator needs a node spec: call nodeSpec(Scru64NodeSpec.parse(\"42/8\"))"
                + " or similar before build()");
      }
      return new Scru64Generator(this, nodeSpec);
    }
  }
}
