package dev.sortid.nodeid;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/** Many processes (one {@link NodeIdLeases} each) claiming node ids at the same moment. */
final class Claimers {
  private Claimers() {}

  /**
   * Starts one thread per process, lets them all call {@link NodeIdLeases#acquire()} at once, and
   * returns the leases in the order of {@code processes}.
   *
   * @param guardSeconds how long one claim may take: a bound against a hang, not a budget
   */
  static List<NodeIdLease> acquireAtOnce(List<NodeIdLeases> processes, long guardSeconds)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(processes.size());
    CountDownLatch go = new CountDownLatch(1);
    try {
      List<Future<NodeIdLease>> futures = new ArrayList<>();
      for (NodeIdLeases process : processes) {
        futures.add(
            pool.submit(
                () -> {
                  go.await();
                  return process.acquire();
                }));
      }
      go.countDown();
      List<NodeIdLease> leases = new ArrayList<>();
      for (Future<NodeIdLease> future : futures) {
        leases.add(future.get(guardSeconds, TimeUnit.SECONDS));
      }
      return leases;
    } finally {
      pool.shutdownNow();
    }
  }
}
