package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.nodeid.NodeIdLeaseException;
import dev.sortid.nodeid.NodeIdLeases;
import dev.sortid.nodeid.NodeIdLeasesBuilder;
import dev.sortid.nodeid.NodeIdRange;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The options of {@code generate} that lease a SCRU64 node id ({@code --lease} and those that go
 * with it): their model, their checks, the {@link NodeIdLeases} they configure, and the library's
 * messages in their terms. Each option maps to one setting of {@link NodeIdLeasesBuilder}:
 *
 * <table class="striped">
 *   <caption>Lease options</caption>
 *   <thead><tr><th>option</th><th>setting</th><th>default</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@code --lease URL}</td><td>{@link NodeIdLeases#connect(String)}</td><td>-</td></tr>
 *     <tr><td>{@code --node-size BITS}</td><td>nodeIdSize</td><td>8</td></tr>
 *     <tr><td>{@code --realm NAME}</td><td>realm</td><td>default</td></tr>
 *     <tr><td>{@code --node-ids FROM-TO}</td><td>nodeIds({@link NodeIdRange})</td><td>all of the realm's</td>
 *     </tr>
 *     <tr><td>{@code --wait DURATION}</td><td>acquireTimeout</td><td>0: fail at once</td></tr>
 *     <tr><td>{@code --lease-time DURATION}</td><td>leaseTime</td><td>30 s</td></tr>
 *     <tr><td>{@code --release-timeout DURATION}</td><td>closeTimeout</td><td>3 s</td></tr>
 *     <tr><td>{@code --max-pause DURATION}</td><td>(the command's: how long ids may pause while
 *     the lease is not valid, see {@link LeasedIds})</td><td>60 s</td></tr>
 *   </tbody>
 * </table>
 */
final class LeaseOptions {
  /** How long ids may pause while the lease is not valid, when {@code --max-pause} is not given. */
  static final Duration DEFAULT_MAX_PAUSE = Duration.ofSeconds(60);

  /**
   * The longest {@code --max-pause}, as long as the library's longest lease time and deadlines: a
   * pause of more than a day is a hang to whoever reads the ids.
   */
  private static final Duration LONGEST_MAX_PAUSE = Duration.ofDays(1);

  /** The options that mean nothing without {@code --lease}, for the message that says so. */
  private static final String WITH_LEASE =
      String.join(
              ", ",
              OptionNames.NODE_SIZE,
              OptionNames.REALM,
              OptionNames.NODE_IDS,
              OptionNames.WAIT,
              OptionNames.LEASE_TIME,
              OptionNames.RELEASE_TIMEOUT)
          + " and "
          + OptionNames.MAX_PAUSE;

  /** The realm's node_id_size when {@code --node-size} is not given, as in the library. */
  private static final int DEFAULT_NODE_SIZE = 8;

  private final String store;
  private final Integer nodeSize;
  private final String realm;
  private final String nodeIds;
  private final String wait;
  private final String leaseTime;
  private final String releaseTimeout;
  private final String maxPause;

  private LeaseOptions(ParseResult parsed) {
    store = parsed.matchedOptionValue(OptionNames.LEASE, null);
    nodeSize = parsed.matchedOptionValue(OptionNames.NODE_SIZE, null);
    realm = parsed.matchedOptionValue(OptionNames.REALM, null);
    nodeIds = parsed.matchedOptionValue(OptionNames.NODE_IDS, null);
    wait = parsed.matchedOptionValue(OptionNames.WAIT, null);
    leaseTime = parsed.matchedOptionValue(OptionNames.LEASE_TIME, null);
    releaseTimeout = parsed.matchedOptionValue(OptionNames.RELEASE_TIMEOUT, null);
    maxPause = parsed.matchedOptionValue(OptionNames.MAX_PAUSE, null);
  }

  /** Adds the lease options to the model of {@code generate}. */
  static void addTo(CommandSpec spec) {
    spec.addOption(
        OptionSpec.builder(OptionNames.LEASE)
            .type(String.class)
            .paramLabel("URL")
            .description(
                "SCRU64: lease a node id from a store, a JDBC URL (jdbc:h2:/tmp/sortid-leases) or a"
                    + " ZooKeeper connect string; excludes --node-spec and --stateful-set. Not an"
                    + " in-memory H2 database"
                    + " (jdbc:h2:mem:, memFS:, memLZF:, nioMem...:; each run would have one of its"
                    + " own)")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.NODE_SIZE)
            .type(Integer.class)
            .converters(ArgSpecs.wholeInt())
            .paramLabel("BITS")
            .description("with --lease: node_id_size of the realm, 1..23 (default 8)")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.REALM)
            .type(String.class)
            .paramLabel("NAME")
            .description(
                "with --lease: the realm whose processes must not collide (default: default)")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.NODE_IDS)
            .type(String.class)
            .paramLabel("FROM-TO")
            .description(
                "with --lease: lease only a node id of this range of the realm's, e.g. 0-15, or"
                    + " one node id, e.g. 7 (default: any of 0..2^BITS-1)")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.WAIT)
            .type(String.class)
            .paramLabel("DURATION")
            .description(
                "with --lease: wait up to this long (30s, 5m, PT1M; at most 1d) for a free node id,"
                    + " instead of failing at once; the deadline of the whole acquisition")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.LEASE_TIME)
            .type(String.class)
            .paramLabel("DURATION")
            .description(
                "with --lease: how long the lease lasts in the store after its last renewal, 1s to"
                    + " 1d (default 30s): a node id of a run that died is free again after it, and"
                    + " ids pause when the store is away for most of it (ZooKeeper: at once)")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.RELEASE_TIMEOUT)
            .type(String.class)
            .paramLabel("DURATION")
            .description(
                "with --lease: give the release at the end (and on Ctrl-C or SIGTERM) at most this"
                    + " long (default 3s, at most 1d); a store that does not answer by then keeps the node id"
                    + " reserved until the lease expires there")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.MAX_PAUSE)
            .type(String.class)
            .paramLabel("DURATION")
            .description(
                "with --lease: while the lease is not valid (its store away, ZooKeeper failing"
                    + " over) ids pause, and go on once it is confirmed; give up after a pause of"
                    + " this long (default 60s, at most 1d; 0s: at the first refusal), exit status 4")
            .build());
  }

  /** The lease options of the parse. */
  static LeaseOptions of(ParseResult parsed) {
    return new LeaseOptions(parsed);
  }

  /** True when {@code --lease} was given. */
  boolean given() {
    return store != null;
  }

  /**
   * Checks that no option that goes with {@code --lease} was given without it.
   *
   * @throws UsageException naming them
   */
  void checkNoneWithoutLease() {
    if (nodeSize != null
        || realm != null
        || nodeIds != null
        || wait != null
        || leaseTime != null
        || releaseTimeout != null
        || maxPause != null) {
      throw new UsageException(WITH_LEASE + " go with " + OptionNames.LEASE);
    }
  }

  /**
   * {@code --max-pause}, or {@link #DEFAULT_MAX_PAUSE} when not given.
   *
   * @throws UsageException if it is no duration, or longer than {@link #LONGEST_MAX_PAUSE}
   */
  Duration maxPause() {
    if (maxPause == null) {
      return DEFAULT_MAX_PAUSE;
    }
    Duration pause = TimeText.duration(OptionNames.MAX_PAUSE, maxPause);
    if (pause.compareTo(LONGEST_MAX_PAUSE) > 0) {
      throw new UsageException(
          OptionNames.MAX_PAUSE + " must be between 0 and 1 day, got " + TimeText.human(pause));
    }
    return pause;
  }

  /** {@code --wait}, or zero when not given. */
  Duration waitDuration() {
    return wait == null ? Duration.ZERO : TimeText.duration(OptionNames.WAIT, wait);
  }

  /**
   * The leases the options configure, connected to the store.
   *
   * @param nodes the node options, of which {@code --lease} excludes each
   * @throws UsageException if the scheme is not SCRU64, a node option is given, the store is an
   *     in-memory H2 database, or an option's value is invalid
   * @throws NodeIdLeaseException if a ZooKeeper connect string is given without Curator
   */
  NodeIdLeases build(IdScheme scheme, NodeOptions nodes) {
    if (scheme != IdScheme.SCRU64) {
      throw new UsageException(OptionNames.LEASE + " is for scru64 only");
    }
    nodes.checkFor(scheme);
    if (nodes.scru64Option() != null) {
      throw new UsageException(
          OptionNames.LEASE + " and " + nodes.scru64Option() + " exclude each other");
    }
    Generators.checkNodeSize(OptionNames.NODE_SIZE, nodeSize);
    maxPause(); // checked before the store is opened
    Duration acquireTimeout = wait == null ? null : TimeText.duration(OptionNames.WAIT, wait);
    Duration leaseDuration =
        leaseTime == null ? null : TimeText.duration(OptionNames.LEASE_TIME, leaseTime);
    Duration closeTimeout =
        releaseTimeout == null
            ? null
            : TimeText.duration(OptionNames.RELEASE_TIMEOUT, releaseTimeout);
    NodeIdRange range =
        nodeIds == null ? null : range(nodeSize == null ? DEFAULT_NODE_SIZE : nodeSize);
    NodeIdLeasesBuilder builder;
    try {
      builder = NodeIdLeases.connect(store);
    } catch (IllegalArgumentException e) {
      if (e.getMessage().contains("private to one JVM")) {
        throw new UsageException(
            OptionNames.LEASE
                + " "
                + Quote.of(store)
                + ": an in-memory H2 database (mem:, memFS:, memLZF:, nioMem...:) lives inside one"
                + " JVM, and each sortid run is a JVM of its own, so it cannot keep separate runs"
                + " apart: each would lease the same node id and make the same ids. Use an H2 file"
                + " (jdbc:h2:/path/file), which the processes of one machine share, or an H2"
                + " server, PostgreSQL or ZooKeeper");
      }
      throw new UsageException("invalid " + OptionNames.LEASE + ": " + e.getMessage());
    }
    if (realm != null) {
      try {
        builder.realm(realm);
      } catch (IllegalArgumentException e) {
        throw new UsageException("invalid " + OptionNames.REALM + ": " + e.getMessage());
      }
    }
    if (nodeSize != null) {
      builder.nodeIdSize(nodeSize);
    }
    if (range != null) {
      builder.nodeIds(range);
    }
    set(OptionNames.WAIT, acquireTimeout, builder::acquireTimeout);
    set(OptionNames.RELEASE_TIMEOUT, closeTimeout, builder::closeTimeout);
    set(OptionNames.LEASE_TIME, leaseDuration, builder::leaseTime);
    return builder.build();
  }

  /**
   * Gives the builder an option's duration, when the option was given. The builder's range error
   * ("acquireTimeout must be between 0 and 1 day, got PT48H") is said with the option's name and
   * the duration for people.
   *
   * @throws UsageException if the builder refuses the duration
   */
  private static void set(String option, Duration value, Consumer<Duration> setting) {
    if (value == null) {
      return;
    }
    try {
      setting.accept(value);
    } catch (IllegalArgumentException e) {
      throw new UsageException(
          e.getMessage()
              .replaceFirst("^\\w+", option)
              .replaceFirst(", got .*$", ", got " + TimeText.human(value)));
    }
  }

  /**
   * {@code --node-ids}, checked against the realm's node_id_size. Its errors are {@link
   * NodeIdRange#parse(CharSequence)}'s, which name "node id range", with the option's name there.
   *
   * @throws UsageException if it is no range, or does not fit in the size
   */
  private NodeIdRange range(int size) {
    NodeIdRange range;
    try {
      range = NodeIdRange.parse(nodeIds);
    } catch (IllegalArgumentException e) {
      throw new UsageException(
          e.getMessage().replaceFirst("^invalid node id range", "invalid " + OptionNames.NODE_IDS));
    }
    if (!range.fits(size)) {
      throw new UsageException(
          String.format(
              Locale.ROOT,
              "%s %s does not fit in %s %d%s: its node ids are 0-%d",
              OptionNames.NODE_IDS,
              nodeIds,
              OptionNames.NODE_SIZE,
              size,
              nodeSize == null ? " (the default)" : "",
              (1 << size) - 1));
    }
    return range;
  }

  /**
   * The lease store's message in the command's terms: the options that set what the library calls
   * acquireTimeout, nodeIds, realm and node_id_size; and, for an embedded H2 file that another
   * process holds without sharing it, what to do. The status: 4 when the store failed or did not
   * answer, 5 when it refused (every node id held, another node_id_size); other failures keep the
   * library's message and {@link SortidCommand#fail}'s status.
   */
  RuntimeException inCommandTerms(NodeIdLeaseException e) {
    String message = String.valueOf(e.getMessage());
    if (message.contains("the store did not answer")) {
      return new CommandFailure(
          ExitStatus.STORE_UNAVAILABLE,
          message
              .replaceFirst(
                  "within \\S+ \\(acquireTimeout\\)",
                  "within " + Matcher.quoteReplacement(String.valueOf(wait)) + " (--wait)")
              .replace(
                  "(the lease time, acquireTimeout being 0)",
                  "(the lease time; --wait sets another deadline)"),
          e);
    }
    if (message.contains("are held by live leases")) {
      String range = nodeIds == null ? "" : "(" + OptionNames.NODE_IDS + " " + nodeIds + ") ";
      return new CommandFailure(
          ExitStatus.NOT_NOW,
          message
              .replaceFirst("node ids \\d+\\.\\.\\d+ of realm", "node ids " + range + "of realm")
              .replaceFirst("\\(node_id_size (\\d+)\\)", "(--node-size $1)")
              .replaceFirst(
                  " after waiting \\S+;",
                  " after --wait " + Matcher.quoteReplacement(String.valueOf(wait)) + ";")
              .replace("(acquireTimeout)", "(--wait)")
              .replace(
                  "or use a new realm with a larger node_id_size",
                  (nodeIds == null ? "" : "give --node-ids more node ids, ")
                      + "or use a new --realm with a larger --node-size"),
          e);
    }
    if (message.contains("a claim with node_id_size")) { // the realm refuses the --node-size given
      return new CommandFailure(
          ExitStatus.USAGE,
          message
              .replaceFirst(
                  "a claim with node_id_size (\\d+) is refused", "--node-size $1 is refused")
              .replace("Use another realm for another size.", "Use another --realm for it."),
          e);
    }
    if (message.contains("no turn at the H2 file within")) {
      return new CommandFailure(
          ExitStatus.STORE_UNAVAILABLE,
          message
              + "; runs of a loaded machine started together may need longer: give --wait, say"
              + " --wait 60s, to try again until then",
          e);
    }
    if (message.contains("already in use") && !store.toLowerCase(Locale.ROOT).contains(":tcp:")) {
      return new CommandFailure(
          ExitStatus.STORE_UNAVAILABLE,
          message
              + "; another process kept the embedded H2 file open all that time (an application"
              + " or the H2 console with the file open, or a URL with DB_CLOSE_DELAY): close it,"
              + " or share the file through an H2 server (jdbc:h2:tcp://host/path/file)",
          e);
    }
    return e;
  }
}
