package dev.sortid.spring;

import dev.sortid.nodeid.NodeIdLease;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.TimeGauge;
import io.micrometer.core.instrument.binder.MeterBinder;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.ToDoubleFunction;

/**
 * The Micrometer meters of a leased SCRU64 node id, which the Boot modules bind to the
 * application's registries when Micrometer is present. Every meter is tagged {@code realm} and read
 * from the lease when the registry is scraped, so issuing ids costs nothing more:
 *
 * <table class="striped">
 *   <caption>Meters</caption>
 *   <thead><tr><th>name</th><th>type</th><th>what</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@code sortid.scru64.lease.valid}</td><td>gauge</td><td>1 while the lease allows
 *         ids, else 0 ({@link NodeIdLease#isValid()})</td></tr>
 *     <tr><td>{@code sortid.scru64.lease.lost}</td><td>gauge</td><td>1 once another process holds
 *         the node id and the lease does not replace it ({@code lease.replace-lost=false}): only a
 *         restart gets a new one ({@link NodeIdLease#isLost()})</td></tr>
 *     <tr><td>{@code sortid.scru64.lease.replacements}</td><td>function counter</td><td>lost node
 *         ids the lease replaced with another, the generator going on with it ({@link
 *         NodeIdLease#replacements()}): each was a pause of the ids</td></tr>
 *     <tr><td>{@code sortid.scru64.lease.node.id}</td><td>gauge</td><td>the node id held now ({@link
 *         NodeIdLease#nodeId()}; another after a replacement)</td></tr>
 *     <tr><td>{@code sortid.scru64.lease.valid.until}</td><td>time gauge (seconds since the
 *         epoch)</td><td>when the local validity ends unless a renewal succeeds before ({@link
 *         NodeIdLease#validUntil()})</td></tr>
 *     <tr><td>{@code sortid.scru64.lease.renewals}</td><td>function counter</td><td>renewals that
 *         succeeded ({@link NodeIdLease#renewals()})</td></tr>
 *     <tr><td>{@code sortid.scru64.lease.renewals.late}</td><td>function counter</td><td>of those,
 *         the ones that came after the validity had run out ({@link
 *         NodeIdLease#lateRenewals()})</td></tr>
 *     <tr><td>{@code sortid.scru64.lease.renewals.failed}</td><td>function counter</td><td>renewals
 *         the store failed ({@link NodeIdLease#failedRenewals()})</td></tr>
 *     <tr><td>{@code sortid.scru64.lease.refusals}</td><td>function counter</td><td>ids the lease
 *         refused to its generator ({@link NodeIdLease#refusals()})</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Immutable and thread-safe; the meters hold the lease weakly, as Micrometer's gauges do.
 */
public final class Scru64LeaseMetrics implements MeterBinder {
  private final NodeIdLease lease;

  /**
   * Creates the meters of a lease; nothing is registered until {@link #bindTo(MeterRegistry)}.
   *
   * @param lease the lease
   */
  public Scru64LeaseMetrics(NodeIdLease lease) {
    this.lease = Objects.requireNonNull(lease, "lease");
  }

  /**
   * Registers the meters of the table above.
   *
   * @param registry the registry
   */
  @Override
  public void bindTo(MeterRegistry registry) {
    Tags tags = Tags.of("realm", lease.realm());
    gauge(registry, tags, "valid", l -> l.isValid() ? 1 : 0, "1 while the lease allows ids");
    gauge(
        registry,
        tags,
        "lost",
        l -> l.isLost() ? 1 : 0,
        "1 once another process holds the node id and the lease does not replace it");
    gauge(registry, tags, "node.id", NodeIdLease::nodeId, "the SCRU64 node id held");
    TimeGauge.builder(
            "sortid.scru64.lease.valid.until",
            lease,
            TimeUnit.MILLISECONDS,
            l -> l.validUntil().toEpochMilli())
        .tags(tags)
        .description("when the lease stops allowing ids unless a renewal succeeds before")
        .register(registry);
    counter(registry, tags, "renewals", NodeIdLease::renewals, "renewals that succeeded");
    counter(
        registry,
        tags,
        "renewals.late",
        NodeIdLease::lateRenewals,
        "renewals that succeeded after the lease had stopped allowing ids");
    counter(
        registry,
        tags,
        "renewals.failed",
        NodeIdLease::failedRenewals,
        "renewals that failed in the store");
    counter(registry, tags, "refusals", NodeIdLease::refusals, "ids the lease refused");
    counter(
        registry,
        tags,
        "replacements",
        NodeIdLease::replacements,
        "lost node ids the lease replaced with another");
  }

  private void gauge(
      MeterRegistry registry,
      Tags tags,
      String name,
      ToDoubleFunction<NodeIdLease> value,
      String description) {
    Gauge.builder("sortid.scru64.lease." + name, lease, value)
        .tags(tags)
        .description(description)
        .register(registry);
  }

  private void counter(
      MeterRegistry registry,
      Tags tags,
      String name,
      ToDoubleFunction<NodeIdLease> count,
      String description) {
    FunctionCounter.builder("sortid.scru64.lease." + name, lease, count)
        .tags(tags)
        .description(description)
        .register(registry);
  }
}
