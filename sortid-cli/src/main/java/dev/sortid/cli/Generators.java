package dev.sortid.cli;

import dev.sortid.EuidGenerator;
import dev.sortid.IdFormatException;
import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Generator;
import dev.sortid.Scru160Generator;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.SortableId;
import dev.sortid.UlidGenerator;
import dev.sortid.UuidV7Generator;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Builds the generator {@code generate} asks for, from its options. */
final class Generators {
  /** The SCRU64 generator's default rollback allowance, in whole 256 ms ticks as it counts it. */
  private static final long ALLOWANCE_TICKS =
      Scru64Generator.DEFAULT_ROLLBACK_ALLOWANCE.toMillis() >>> 8;

  /** The SCRU64 generator's default maxWait. */
  private static final Duration MAX_WAIT = Scru64Generator.DEFAULT_MAX_WAIT;

  /** The word that starts {@code --node statefulset+OFFSET/SIZE}, in any case. */
  static final String STATEFULSET = "statefulset";

  /** {@code statefulset[+-OFFSET]/SIZE}: groups OFFSET (signed, optional) and SIZE. */
  private static final Pattern STATEFULSET_SPEC =
      Pattern.compile("(?i)statefulset([+-]\\d{1,9})?/(\\d{1,3})");

  private Generators() {}

  /**
   * The generator of the options: the system clock, or with {@code --at} a clock fixed at that time
   * (then SCRU64 gives up at once where it would wait for the clock, which will not move).
   */
  static IdGenerator<? extends SortableId> create(
      IdScheme scheme, String node, Integer extension, Instant at) {
    InstantSource clock = at == null ? InstantSource.system() : InstantSource.fixed(at);
    if (node != null && scheme != IdScheme.SCRU64 && scheme != IdScheme.SCRU160) {
      throw new UsageException("--node is for scru64 and scru160 only");
    }
    if (extension != null && scheme != IdScheme.EUID) {
      throw new UsageException("--extension is for euid only");
    }
    return switch (scheme) {
      case SCRU128 -> Scru128Generator.builder().clock(clock).build();
      case SCRU64 -> scru64(nodeSpec(node), clock, at);
      case SCRU160 -> scru160(node, clock);
      case ULID -> UlidGenerator.builder().clock(clock).build();
      case EUID -> euid(extension, clock);
      case UUIDV7 -> UuidV7Generator.builder().clock(clock).build();
    };
  }

  private static Scru64Generator scru64(Scru64NodeSpec spec, InstantSource clock, Instant at) {
    waitBeforeFirstId(
        spec,
        clock,
        "the previous id of --node " + spec,
        "Give a previous id from the past, or the node id alone (NODE_ID/SIZE) if no process"
            + " issued later ids with it; or check the clock.",
        Duration.ZERO);
    return Scru64Generator.builder()
        .nodeSpec(spec)
        .clock(clock)
        .maxWait(at == null ? MAX_WAIT : Duration.ZERO)
        .build();
  }

  /**
   * A SCRU160 generator; with {@code --node ID/BITS} the node id fills the top BITS (1..16) bits of
   * random16 of every id.
   */
  private static Scru160Generator scru160(String node, InstantSource clock) {
    Scru160Generator.Builder builder = Scru160Generator.builder().clock(clock);
    if (node != null) {
      if (node.regionMatches(true, 0, STATEFULSET, 0, STATEFULSET.length())) {
        throw new UsageException(
            "--node " + node + ": a StatefulSet ordinal is for scru64; scru160 takes NODE_ID/BITS");
      }
      int slash = node.indexOf('/');
      try {
        if (slash < 0) {
          throw new IllegalArgumentException("expected NODE_ID/BITS, for example 5/4");
        }
        builder.nodeId(
            Integer.parseInt(node.substring(0, slash)),
            Integer.parseInt(node.substring(slash + 1)));
      } catch (IllegalArgumentException e) { // NumberFormatException included
        throw new UsageException("invalid --node for scru160 \"" + node + "\": " + e.getMessage());
      }
    }
    return builder.build();
  }

  private static EuidGenerator euid(Integer extension, InstantSource clock) {
    EuidGenerator.Builder builder = EuidGenerator.builder().clock(clock);
    if (extension != null) {
      try {
        builder.extension(extension);
      } catch (IllegalArgumentException e) {
        throw new UsageException("invalid --extension: " + e.getMessage());
      }
    }
    return builder.build();
  }

  /**
   * Checks that a SCRU64 generator starting from {@code spec} can issue its first id soon: ids go
   * on after the spec's previous id and may run at most the rollback allowance ({@link
   * Scru64Generator#DEFAULT_ROLLBACK_ALLOWANCE}) ahead of the clock, and the generator waits at
   * most its maxWait ({@link Scru64Generator#DEFAULT_MAX_WAIT}) for the clock to come that close.
   * Beyond that it would wait that long and fail; this fails at once instead, saying how far ahead
   * the previous id is, unless the caller may wait that long.
   *
   * @param whose what the previous id is, for the message
   * @param advice what to do, for the message
   * @param mayWait how long the caller accepts to wait beyond the generator's own maxWait
   * @return how long to sleep before the first id, so that the generator's own wait suffices
   * @throws CommandFailure (status 5) when the wait would be longer than that
   */
  static Duration waitBeforeFirstId(
      Scru64NodeSpec spec, InstantSource clock, String whose, String advice, Duration mayWait) {
    Optional<Scru64Id> previous = spec.previous();
    if (previous.isEmpty()) {
      return Duration.ZERO;
    }
    long now = clock.millis();
    long startMillis = (previous.get().timestamp() + 1 - ALLOWANCE_TICKS) << 8;
    Duration needed = Duration.ofMillis(startMillis - now);
    if (needed.compareTo(MAX_WAIT) <= 0) {
      return Duration.ZERO; // at most the generator's own wait
    }
    Duration sleep = needed.minus(MAX_WAIT);
    if (sleep.compareTo(mayWait) <= 0) {
      return sleep;
    }
    throw new CommandFailure(
        ExitStatus.NOT_NOW,
        String.format(
            Locale.ROOT,
            "%s has time %s, %s ahead of this clock (%s); SCRU64 ids go on after it and may run"
                + " at most %d s ahead of the clock, so the first id could be issued only in %s."
                + " %s",
            whose,
            previous.get().instant(),
            TimeText.human(Duration.ofMillis(previous.get().epochMillis() - now)),
            Instant.ofEpochMilli(now),
            Scru64Generator.DEFAULT_ROLLBACK_ALLOWANCE.toSeconds(),
            TimeText.human(needed),
            advice));
  }

  /**
   * Checks a SCRU64 node_id_size given on the command line against {@link
   * Scru64NodeSpec#MIN_NODE_ID_SIZE}..{@link Scru64NodeSpec#MAX_NODE_ID_SIZE}.
   *
   * @param option the option that gave it, for the message
   * @param nodeSize the size, or null when not given (accepted)
   * @throws UsageException naming the option, the range and the value
   */
  static void checkNodeSize(String option, Integer nodeSize) {
    if (nodeSize != null
        && (nodeSize < Scru64NodeSpec.MIN_NODE_ID_SIZE
            || nodeSize > Scru64NodeSpec.MAX_NODE_ID_SIZE)) {
      throw new UsageException(
          option
              + " must be "
              + Scru64NodeSpec.MIN_NODE_ID_SIZE
              + ".."
              + Scru64NodeSpec.MAX_NODE_ID_SIZE
              + ", got "
              + nodeSize);
    }
  }

  /**
   * The node spec of {@code --node statefulset+OFFSET/SIZE} (or {@code statefulset/SIZE}, {@code
   * statefulset-OFFSET/SIZE}): {@link Scru64NodeSpec#fromStatefulSet(int, int)}, the pod's ordinal
   * from its environment + OFFSET.
   *
   * @throws UsageException if the text is not of that form, or the environment gives no ordinal
   *     that fits (the message says how to set it)
   */
  private static Scru64NodeSpec statefulSet(String node) {
    Matcher m = STATEFULSET_SPEC.matcher(node);
    if (!m.matches()) {
      throw new UsageException(
          "invalid --node "
              + Quote.of(node)
              + " (expected statefulset/SIZE, statefulset+OFFSET/SIZE or statefulset-OFFSET/SIZE,"
              + " such as statefulset+16/8: node id = the pod's ordinal + OFFSET, in SIZE bits)");
    }
    int offset = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
    int size = Integer.parseInt(m.group(2));
    try {
      return Scru64NodeSpec.fromStatefulSet(offset, size);
    } catch (IllegalStateException | IllegalArgumentException e) {
      throw new UsageException("--node " + node + ": " + e.getMessage());
    }
  }

  /**
   * The node spec from --node, else {@link Scru64NodeSpec#fromEnvironment()}: the system property,
   * else the environment variable, an empty value counting as unset.
   */
  private static Scru64NodeSpec nodeSpec(String node) {
    if (node != null && node.regionMatches(true, 0, STATEFULSET, 0, STATEFULSET.length())) {
      return statefulSet(node);
    }
    if (node != null) {
      try {
        return Scru64NodeSpec.parse(node);
      } catch (IdFormatException e) {
        throw new UsageException("invalid node spec from --node: " + e.getMessage());
      }
    }
    Optional<Scru64NodeSpec> configured;
    try {
      configured = Scru64NodeSpec.fromEnvironment();
    } catch (IllegalStateException e) {
      throw new UsageException(e.getMessage() + "; or give --node");
    }
    return configured.orElseThrow(
        () ->
            new UsageException(
                "scru64 needs a node spec: give --node NODE_ID/SIZE (for example --node 42/8), or"
                    + " set the system property "
                    + Scru64NodeSpec.SYSTEM_PROPERTY
                    + " or the environment variable "
                    + Scru64NodeSpec.ENVIRONMENT_VARIABLE));
  }
}
