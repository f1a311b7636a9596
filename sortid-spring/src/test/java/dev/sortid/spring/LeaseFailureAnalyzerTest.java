package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

final class LeaseFailureAnalyzerTest {
  @Test
  void inPropertyTerms_namesThePropertiesForTheBuilderSettings() {
    assertEquals(
        "... did not answer within PT5S (sortid.scru64.lease.acquire-timeout)",
        LeaseFailureAnalyzer.inPropertyTerms("... did not answer within PT5S (acquireTimeout)"));
    assertEquals(
        "... within PT30S (the lease time, sortid.scru64.lease.acquire-timeout being 0)",
        LeaseFailureAnalyzer.inPropertyTerms(
            "... within PT30S (the lease time, acquireTimeout being 0)"));
    assertEquals(
        "realm \"r\" uses node_id_size 8; sortid.scru64.lease.node-size=12 is refused: ... Use"
            + " another sortid.scru64.lease.realm for it.",
        LeaseFailureAnalyzer.inPropertyTerms(
            "realm \"r\" uses node_id_size 8; a claim with node_id_size 12 is refused: ... Use"
                + " another realm for another size."));
    assertEquals(
        "... (sortid.scru64.lease.acquire-timeout), or use a new realm with a larger"
            + " sortid.scru64.lease.node-size",
        LeaseFailureAnalyzer.inPropertyTerms(
            "... (acquireTimeout), or use a new realm with a larger node_id_size"));
  }
}
