package dev.sortid;

import java.util.function.Function;

/**
 * Where a generator keeps its state: one {@link GeneratorEngine} that every thread shares (the
 * default), or one engine per thread (the builders' {@code perThread()} option).
 *
 * <p>Per thread, a thread's engine is made on its first id, over the random source as that thread
 * sees it ({@link RandomSource#local()}): the default secure source's own AES-CTR stream of that
 * thread, or the caller's generator, which all threads then share. Each engine counts on from its
 * own last id, on its own clock readings, with its own rollback allowance; nothing is shared
 * between threads but the random source and a reseed count. {@link #reseed()} moves that count on,
 * and each thread's engine reseeds itself before its next id when it sees the count moved: one
 * volatile read per id.
 *
 * <p>Costs per thread: the engine and its state (a few hundred bytes) and, with the default source,
 * its 4 KiB random buffer, kept while the thread lives (or until the generator is collected).
 *
 * @param <S> the scheme's state
 * @param <T> the id type
 */
final class Engines<S, T> {
  /** The engine every thread shares; null per thread. */
  private final GeneratorEngine<S, T> shared;

  /** Each thread's engine; null when shared. */
  private final ThreadLocal<Local<S, T>> perThread;

  /**
   * How many times {@link #reseed()} ran; read by each thread before each id. A field of this
   * object rather than an {@code AtomicLong}: one load less on every id.
   */
  private volatile long reseeds;

  /** One thread's engine and the reseed count it last acted on. */
  private static final class Local<S, T> {
    final GeneratorEngine<S, T> engine;
    long reseeds;

    Local(GeneratorEngine<S, T> engine, long reseeds) {
      this.engine = engine;
      this.reseeds = reseeds;
    }
  }

  /**
   * @param random the generator's random source
   * @param perThread one engine per thread, or one shared
   * @param engine makes an engine over the random source it is given
   */
  Engines(
      RandomSource random,
      boolean perThread,
      Function<RandomSource, GeneratorEngine<S, T>> engine) {
    if (perThread) {
      this.shared = null;
      this.perThread =
          ThreadLocal.withInitial(() -> new Local<>(engine.apply(random.local()), reseeds));
    } else {
      this.shared = engine.apply(random);
      this.perThread = null;
    }
  }

  /** The calling thread's engine, reseeded first if a reseed happened since its last id. */
  GeneratorEngine<S, T> get() {
    GeneratorEngine<S, T> engine = shared;
    if (engine != null) {
      return engine;
    }
    Local<S, T> local = perThread.get();
    if (local.reseeds != reseeds) {
      catchUp(local);
    }
    return local.engine;
  }

  /** Reseeds this thread's engine after a {@link #reseed()} it has not acted on yet. */
  private void catchUp(Local<S, T> local) {
    local.reseeds = reseeds;
    local.engine.reseed();
  }

  /** Reseeds the shared engine now, or every thread's engine before its next id. */
  void reseed() {
    if (shared != null) {
      shared.reseed();
    } else {
      synchronized (this) {
        reseeds++; // only here, under this lock; threads read it without
      }
    }
  }
}
