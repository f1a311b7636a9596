package dev.sortid.nodeid;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/** Picks a node id to try, at random so that concurrent claimers rarely pick the same one. */
final class Candidates {
  private Candidates() {}

  /**
   * A random id of {@code 0..2^size-1} not in {@code taken}, or -1 when all are taken. Random
   * probes while at most half are taken, else a scan of the free ids.
   */
  static int freeId(int nodeIdSize, Set<Integer> taken) {
    int space = 1 << nodeIdSize;
    if (taken.size() >= space) {
      return -1;
    }
    ThreadLocalRandom random = ThreadLocalRandom.current();
    if (taken.size() <= space / 2) {
      while (true) {
        int id = random.nextInt(space);
        if (!taken.contains(id)) {
          return id;
        }
      }
    }
    List<Integer> free = new ArrayList<>(space - taken.size());
    for (int id = 0; id < space; id++) {
      if (!taken.contains(id)) {
        free.add(id);
      }
    }
    return free.get(random.nextInt(free.size()));
  }
}
