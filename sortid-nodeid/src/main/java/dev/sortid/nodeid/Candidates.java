package dev.sortid.nodeid;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/** Picks a node id to try, at random so that concurrent claimers rarely pick the same one. */
final class Candidates {
  private Candidates() {}

  /**
   * A random id of {@code from..to} (inclusive) not in {@code taken}, or empty when all are taken.
   * Ids of {@code taken} outside the range are ignored. Random probes while at most half are taken,
   * else a scan of the free ids.
   */
  static OptionalInt freeId(int from, int to, Set<Integer> taken) {
    int space = to - from + 1;
    int takenInRange = 0;
    for (int id : taken) {
      if (id >= from && id <= to) {
        takenInRange++;
      }
    }
    if (takenInRange >= space) {
      return OptionalInt.empty();
    }
    ThreadLocalRandom random = ThreadLocalRandom.current();
    if (takenInRange <= space / 2) {
      while (true) {
        int id = from + random.nextInt(space);
        if (!taken.contains(id)) {
          return OptionalInt.of(id);
        }
      }
    }
    List<Integer> free = new ArrayList<>(space - takenInRange);
    for (int id = from; id <= to; id++) {
      if (!taken.contains(id)) {
        free.add(id);
      }
    }
    return OptionalInt.of(free.get(random.nextInt(free.size())));
  }
}
