package dev.sortid;

import java.util.List;
import java.util.Optional;

/**
 * Generates ids of one scheme, each greater than the one before from the same generator.
 *
 * <p>Every sortid generator is thread-safe. The three methods share one policy, stated in each
 * generator's class documentation: {@link #generateOrAbort()} is empty exactly when {@link
 * #generate()} would reset its state, wait, or throw; otherwise both return the same id.
 *
 * @param <T> the id type
 */
public interface IdGenerator<T extends SortableId> {

  /**
   * Returns a new id, greater than every id this generator returned before unless the clock went
   * back beyond the generator's rollback allowance (then the generator resets, or waits, as its
   * class documentation says).
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
