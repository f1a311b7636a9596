package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.nodeid.NodeIdLeaseException;
import org.junit.jupiter.api.Test;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.Ordered;

final class LeaseFailureAnalyzerTest {
  private final LeaseFailureAnalyzer analyzer = new LeaseFailureAnalyzer();

  @Test
  void analyze_findsTheLeaseFailureInsideWrappers_andLeadsWithIt() {
    NodeIdLeaseException lease =
        new NodeIdLeaseException(
            "could not acquire a node id of realm \"orders\" at jdbc:postgresql://db/app: the"
                + " store did not answer within PT5S (acquireTimeout)");
    RuntimeException hibernate =
        new IllegalStateException(
            "the application's Scru64Generator could not be created: Connection refused",
            new RuntimeException("bean creation", lease));
    FailureAnalysis analysis = analyzer.analyze(hibernate);
    assertTrue(
        analysis
            .getDescription()
            .startsWith("sortid could not lease a SCRU64 node id (sortid.scru64.lease.url):"),
        analysis::getDescription);
    assertTrue(
        analysis.getDescription().contains("(sortid.scru64.lease.acquire-timeout)"),
        analysis::getDescription);
    assertTrue(analysis.getAction().contains("sortid.scru64.node-spec"), analysis::getAction);
    assertSame(lease, analysis.getCause());
    assertEquals(Ordered.HIGHEST_PRECEDENCE, analyzer.getOrder());
  }

  @Test
  void analyze_withoutALeaseFailure_leavesItToOthers() {
    assertNull(analyzer.analyze(new IllegalStateException("something else")));
  }

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
