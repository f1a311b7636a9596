package dev.sortid;

import java.util.List;
import java.util.Optional;

/**
 * Generates ids of one kind, each greater than the one before from the same generator: the ids of a
 * scheme, or values built on them by a generator that composes a scheme's generator and keeps this
 * contract through it.
 *
 * <p>Every sortid generator is thread-safe. The three methods share one policy, stated in each
 * generator's class documentation: {@link #generateOrAbort()} is empty exactly when {@link
 * #generate()} would reset its state, wait, or throw; otherwise both return the same id.
 *
 * <h2>Per-thread generators</h2>
 *
 * A ULID, UUIDv7, SCRU128 or EUID generator built with its builder's {@code perThread()} keeps one
 * state per thread instead of one shared by all threads. It is still one object, safe to share, of
 * the same class; what changes is the promise:
 *
 * <ul>
 *   <li>Each thread's ids strictly increase: "every id this generator returned before" below means
 *       every id it returned to the calling thread.
 *   <li>Ids of different threads are not ordered against each other within one tick of the clock,
 *       and are kept apart only by the random bits each thread draws, as the ids of two processes
 *       are: unique with the scheme's probability, not by construction.
 *   <li>The clock, the rollback allowance, counter overflow and {@link #generate(int)} batches
 *       apply per thread; {@link #reseed()} reaches every thread before that thread's next id.
 *   <li>A caller-supplied random generator is shared by all threads (it must be thread-safe); the
 *       default secure source draws one DRBG-seeded AES-CTR stream per thread.
 * </ul>
 *
 * What it buys: no write shared between threads on the common path, so ids cost the same on any
 * number of threads. What it costs: one state per thread (a few hundred bytes, plus the secure
 * source's 4 KiB buffer), kept while the thread lives; for many short-lived or virtual threads the
 * shared generator is the better choice.
 *
 * @param <T> the id type; each id is greater than the one before in the order of its {@code
 *     compareTo}
 */
public interface IdGenerator<T> {

  /**
   * Returns a new id, greater than every id this generator returned before (to this thread, for a
   * per-thread generator) unless the clock went back beyond the generator's rollback allowance
   * (then the generator resets, or waits, as its class documentation says).
   *
   * @return a new id
   * @throws IllegalStateException if the clock reads outside the scheme's range, or the scheme's
   *     documented failure case applies
   */
  T generate();

  /**
   * Returns a new id, or empty where {@link #generate()} would reset, wait or throw.
   *
   * @return a new id greater than every id before it, or empty
   */
  Optional<T> generateOrAbort();

  /**
   * Returns {@code count} new ids in increasing order, with the same guarantees as as many calls of
   * {@link #generate()}; the clock is read once for the batch where the scheme allows.
   *
   * @param count how many ids, zero or more
   * @return an unmodifiable list of new ids, in increasing order
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws IllegalStateException as {@link #generate()}
   */
  List<T> generate(int count);

  /**
   * Renews the generator's random state after a snapshot restore or a fork (see the class
   * documentation), before it makes another id. The next id still sorts above every id this
   * generator returned before; each generator's own {@code reseed()} says how.
   */
  void reseed();
}
