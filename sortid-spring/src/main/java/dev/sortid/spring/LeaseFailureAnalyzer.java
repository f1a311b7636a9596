package dev.sortid.spring;

import dev.sortid.nodeid.NodeIdLeaseException;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.Ordered;

/**
 * Puts sortid's own message on top of a start that failed for the leased SCRU64 node id, wherever
 * the {@link NodeIdLeaseException} sits in the chain (a bean's creation, or Hibernate's, whose own
 * message shows only the innermost cause), in the terms of the {@code sortid.scru64.lease.*}
 * properties rather than the builder settings the library names. First of the analyzers, so that an
 * analyzer of a wrapping exception does not hide it.
 */
final class LeaseFailureAnalyzer extends AbstractFailureAnalyzer<NodeIdLeaseException>
    implements Ordered {
  private static final String LEASE = "sortid.scru64.lease.";

  @Override
  protected FailureAnalysis analyze(Throwable root, NodeIdLeaseException cause) {
    return new FailureAnalysis(
        "sortid could not lease a SCRU64 node id ("
            + LEASE
            + "url): "
            + inPropertyTerms(String.valueOf(cause.getMessage())),
        "Check that the store of "
            + LEASE
            + "url answers; "
            + LEASE
            + "acquire-timeout sets how long the start waits for it and for a free node id, and "
            + LEASE
            + "realm, "
            + LEASE
            + "node-size and "
            + LEASE
            + "node-ids which node ids it leases. Or set sortid.scru64.node-spec instead of a"
            + " lease.",
        cause);
  }

  /** The library's message with the properties for the builder settings it names. */
  static String inPropertyTerms(String message) {
    return message
        .replace("(acquireTimeout)", "(" + LEASE + "acquire-timeout)")
        .replace("acquireTimeout being 0", LEASE + "acquire-timeout being 0")
        .replaceAll("a claim with node_id_size (\\d+)", LEASE + "node-size=$1")
        .replace("a larger node_id_size", "a larger " + LEASE + "node-size")
        .replace("Use another realm for another size.", "Use another " + LEASE + "realm for it.");
  }

  @Override
  public int getOrder() {
    return Ordered.HIGHEST_PRECEDENCE;
  }
}
