package dev.sortid.cli;

import dev.sortid.EuidGenerator;
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

/** Builds the generator {@code generate} asks for, from its options. */
final class Generators {
  /** The SCRU64 generator's default rollback allowance, in whole 256 ms ticks as it counts it. */
  private static final long ALLOWANCE_TICKS =
      Scru64Generator.DEFAULT_ROLLBACK_ALLOWANCE.toMillis() >>> 8;

  /** The SCRU64 generator's default maxWait. */
  private static final Duration MAX_WAIT = Scru64Generator.DEFAULT_MAX_WAIT;

  private Generators() {}

  /**
   * The generator of the options: the system clock, or with {@code --at} a clock fixed at that time
   * (then SCRU64 gives up at once where it would wait for the clock, which will not move).
   */
  static IdGenerator<? extends SortableId> create(
      IdScheme scheme, NodeOptions nodes, Integer extension, Instant at) {
    InstantSource clock = at == null ? InstantSource.system() : InstantSource.fixed(at);
    nodes.checkFor(scheme);
    if (extension != null && scheme != IdScheme.EUID) {
      throw new UsageException(OptionNames.EXTENSION + " is for euid only");
    }
    return switch (scheme) {
      case SCRU128 -> Scru128Generator.builder().clock(clock).build();
      case SCRU64 -> scru64(nodes, clock, at);
      case SCRU160 -> scru160(nodes, clock);
      case ULID -> UlidGenerator.builder().clock(clock).build();
      case EUID -> euid(extension, clock);
      case UUIDV7 -> UuidV7Generator.builder().clock(clock).build();
    };
  }

  private static Scru64Generator scru64(NodeOptions nodes, InstantSource clock, Instant at) {
    Scru64NodeSpec spec = nodes.scru64Spec();
    waitBeforeFirstId(
        spec,
        clock,
        "the previous id of node spec " + spec,
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
   * A SCRU160 generator; with {@code --node-id NODE_ID/BITS} the node id fills the top BITS (1..16)
   * bits of random16 of every id.
   */
  private static Scru160Generator scru160(NodeOptions nodes, InstantSource clock) {
    Scru160Generator.Builder builder = Scru160Generator.builder().clock(clock);
    nodes.applyTo(builder);
    return builder.build();
  }

  private static EuidGenerator euid(Integer extension, InstantSource clock) {
    EuidGenerator.Builder builder = EuidGenerator.builder().clock(clock);
    if (extension != null) {
      try {
        builder.extension(extension);
      } catch (IllegalArgumentException e) {
        throw new UsageException("invalid " + OptionNames.EXTENSION + ": " + e.getMessage());
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
}
