package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Six processes on four node ids of one PostgreSQL realm, with partitions cutting processes off the
 * database long enough for their leases to expire and be taken over: no id is ever issued twice.
 */
final class EndToEndTest {
  @Test
  void fleet_partitionsAndTakeovers_issueNoDuplicate() throws Exception {
    DataSource db = Databases.POSTGRESQL.dataSource();
    List<FaultyDataSource> links = new ArrayList<>();
    try (Fleet fleet =
        new Fleet(
            6,
            i -> {
              FaultyDataSource link = new FaultyDataSource(db);
              links.add(link);
              return NodeIdLeases.jdbc(link)
                  .realm("end-to-end")
                  .replaceLost(false) // a worker takes a new lease itself when it lost one
                  .nodeIdSize(2)
                  .leaseTime(Duration.ofSeconds(1))
                  .build();
            })) {
      fleet.start();
      Await.until("ids flow", () -> fleet.ids.size() > 1000);
      for (int round = 0; round < 6; round++) {
        int[] chosen = {-1};
        Await.until("a worker holds a lease", () -> (chosen[0] = fleet.holdingWorker()) >= 0);
        FaultyDataSource link = links.get(chosen[0]);
        int before = fleet.leasesTaken.get();
        link.down = true; // until its lease expired and a waiting process took the node id over
        Await.until("a takeover", () -> fleet.leasesTaken.get() > before);
        link.down = false;
      }
      int seen = fleet.ids.size();
      Await.until("ids flow after the faults", () -> fleet.ids.size() > seen + 1000);
      assertEquals(List.of(), fleet.stop());
      assertEquals(0, fleet.duplicates.get());
      assertTrue(fleet.leasesLost.get() > 0, "some lease was lost and taken over");
    }
  }
}
