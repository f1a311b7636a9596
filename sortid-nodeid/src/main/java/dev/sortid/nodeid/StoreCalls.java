package dev.sortid.nodeid;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Runs store calls on worker threads so that the caller waits only until its deadline: a claim or
 * release stuck in a frozen store (a JDBC read with no socket timeout, Curator's retry loop) holds
 * a worker, never the caller. At the deadline the caller gives the call up: an interruptible store
 * (ZooKeeper) is interrupted, any other call goes on in the background, and a result it still
 * produces goes to the call's {@code late} handler (a claim that succeeds after its caller left is
 * released there).
 *
 * <p>The workers are daemon threads, created on demand and ended after 30 s idle.
 */
final class StoreCalls {
  private static final int PENDING = 0;
  private static final int DONE = 1;
  private static final int ABANDONED = 2;

  private final ThreadPoolExecutor pool;
  private final boolean interruptible;

  StoreCalls(String name, boolean interruptible) {
    this.interruptible = interruptible;
    AtomicInteger next = new AtomicInteger();
    this.pool =
        new ThreadPoolExecutor(
            0,
            Integer.MAX_VALUE,
            30,
            TimeUnit.SECONDS,
            new SynchronousQueue<>(),
            task -> {
              Thread thread = new Thread(task, name + "-" + next.incrementAndGet());
              thread.setDaemon(true);
              return thread;
            });
  }

  /** A call in progress. */
  final class Call<T> {
    private final AtomicInteger phase = new AtomicInteger(PENDING);
    private Future<T> future;

    /**
     * Waits for the result until {@code deadlineNanos} ({@link System#nanoTime()}).
     *
     * @throws TimeoutException at the deadline: the call is given up
     * @throws InterruptedException if the caller is interrupted: the call is given up
     * @throws RuntimeException what the call threw
     */
    T await(long deadlineNanos) throws TimeoutException, InterruptedException {
      try {
        return future.get(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (ExecutionException e) {
        throw unwrap(e);
      } catch (TimeoutException | InterruptedException e) {
        if (phase.compareAndSet(PENDING, ABANDONED)) {
          if (interruptible) {
            future.cancel(true);
          }
          throw e;
        }
        // it finished meanwhile: the result is the caller's after all
        if (e instanceof InterruptedException) {
          Thread.currentThread().interrupt();
        }
        return finished();
      }
    }

    /** The result of a call that has finished or is about to (it passed its last step). */
    private T finished() {
      boolean interrupted = false;
      try {
        while (true) {
          try {
            return future.get();
          } catch (InterruptedException e) {
            interrupted = true;
          } catch (ExecutionException e) {
            throw unwrap(e);
          }
        }
      } finally {
        if (interrupted) {
          Thread.currentThread().interrupt();
        }
      }
    }
  }

  private static RuntimeException unwrap(ExecutionException e) {
    Throwable cause = e.getCause();
    if (cause instanceof RuntimeException runtime) {
      return runtime;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    return new NodeIdLeaseException("a lease store call failed: " + cause, cause);
  }

  /**
   * Starts {@code task} on a worker. If the caller gives the call up and the task still returns a
   * result (not null), {@code late} gets it, on a fresh task (so an interrupt meant for the call
   * does not reach it).
   */
  <T> Call<T> submit(Callable<T> task, Consumer<? super T> late) {
    Call<T> call = new Call<>();
    try {
      call.future =
          pool.submit(
              () -> {
                T result = task.call();
                if (!call.phase.compareAndSet(PENDING, DONE) && result != null) {
                  try {
                    pool.execute(() -> late.accept(result));
                  } catch (RejectedExecutionException e) {
                    Thread.interrupted(); // shut down: hand it over here, without the interrupt
                    late.accept(result);
                  }
                }
                return result;
              });
    } catch (RejectedExecutionException e) {
      call.future =
          CompletableFuture.failedFuture(
              new NodeIdLeaseException("the node-id leases are closed: no more store calls", e));
    }
    return call;
  }

  /** Starts {@code task} and waits for it until {@code deadlineNanos}. */
  <T> T run(Callable<T> task, long deadlineNanos, Consumer<? super T> late)
      throws TimeoutException, InterruptedException {
    return submit(task, late).await(deadlineNanos);
  }

  /** Takes no new calls; those in progress go on (daemon threads). */
  void shutdown() {
    pool.shutdown();
  }
}
