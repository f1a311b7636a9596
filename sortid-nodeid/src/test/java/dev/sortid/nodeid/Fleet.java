package dev.sortid.nodeid;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;

/**
 * Several "processes", each with its own {@link NodeIdLeases} on one store, issuing SCRU64 ids at
 * once. A worker keeps its lease while it can, waits while the lease is not valid, and takes a new
 * lease (and a new generator) when its lease was lost. Every id is recorded once; a second record
 * of an id is a duplicate.
 */
final class Fleet implements AutoCloseable {
  final Set<Long> ids = ConcurrentHashMap.newKeySet();
  final AtomicLong duplicates = new AtomicLong();
  final AtomicInteger leasesTaken = new AtomicInteger();
  final AtomicInteger leasesLost = new AtomicInteger();
  final AtomicInteger refusals = new AtomicInteger();
  private final List<NodeIdLeases> processes = new ArrayList<>();
  private final List<Thread> threads = new ArrayList<>();
  private final AtomicBoolean stop = new AtomicBoolean();
  private final List<Throwable> errors = new CopyOnWriteArrayList<>();
  private final AtomicReferenceArray<NodeIdLease> current;

  Fleet(int workers, IntFunction<NodeIdLeases> process) {
    current = new AtomicReferenceArray<>(workers);
    for (int i = 0; i < workers; i++) {
      NodeIdLeases leases = process.apply(i);
      processes.add(leases);
      int worker = i;
      Thread thread = new Thread(() -> work(worker, leases), "fleet-" + i);
      thread.setDaemon(true);
      threads.add(thread);
    }
  }

  /** A worker whose lease is valid now, or -1. */
  int holdingWorker() {
    for (int i = 0; i < current.length(); i++) {
      NodeIdLease lease = current.get(i);
      if (lease != null && lease.isValid()) {
        return i;
      }
    }
    return -1;
  }

  void start() {
    threads.forEach(Thread::start);
  }

  private void work(int worker, NodeIdLeases leases) {
    try {
      while (!stop.get()) {
        NodeIdLease lease;
        try {
          lease = leases.acquire();
        } catch (NodeIdLeaseException e) {
          refusals.incrementAndGet(); // every id held, or the store unreachable: try again
          Thread.sleep(50);
          continue;
        }
        leasesTaken.incrementAndGet();
        current.set(worker, lease);
        Scru64Generator generator = lease.generator(b -> b.maxWait(Duration.ofMillis(200)));
        while (!stop.get() && !lease.isLost()) {
          try {
            Scru64Id id = generator.generate();
            if (!ids.add(id.toLong())) {
              duplicates.incrementAndGet();
            }
            if (ids.size() % 64 == 0) {
              Thread.sleep(1); // a steady stream, not a flood: keeps the set small
            }
          } catch (IllegalStateException e) {
            Thread.sleep(20); // not valid now: wait for the lease to come back
          }
        }
        if (lease.isLost()) {
          leasesLost.incrementAndGet();
        }
        current.set(worker, null);
        lease.close();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (Throwable e) {
      errors.add(e);
    }
  }

  /** Stops the workers and returns what they saw go wrong (nothing, hopefully). */
  List<Throwable> stop() throws InterruptedException {
    stop.set(true);
    for (Thread thread : threads) {
      thread.join(Await.LONG.toMillis());
    }
    return errors;
  }

  @Override
  public void close() {
    try {
      stop();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    processes.forEach(NodeIdLeases::close);
  }
}
