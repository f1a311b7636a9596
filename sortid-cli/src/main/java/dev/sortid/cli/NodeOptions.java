package dev.sortid.cli;

import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.Scru160Generator;
import dev.sortid.Scru64NodeSpec;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The options of {@code generate} that give a node id, one grammar each: their model, their checks
 * and the settings they make.
 *
 * <table class="striped">
 *   <caption>Node options</caption>
 *   <thead><tr><th>option</th><th>scheme</th><th>setting</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@code --node-spec SPEC}</td><td>SCRU64</td><td>{@link
 *     Scru64NodeSpec#parse(CharSequence)}: {@code 42/8}, {@code 0x2a/8}, {@code PREVIOUS_ID/8}</td>
 *     </tr>
 *     <tr><td>{@code --stateful-set OFFSET/SIZE}</td><td>SCRU64</td><td>{@link
 *     Scru64NodeSpec#fromStatefulSet(int, int)}: the pod's ordinal + OFFSET</td></tr>
 *     <tr><td>{@code --node-id NODE_ID/BITS}</td><td>SCRU160</td><td>{@link
 *     Scru160Generator.Builder#nodeId(int, int)}</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>SCRU64 without either of its two options takes {@link Scru64NodeSpec#fromEnvironment()}; with
 * {@code --lease}, neither may be given.
 */
final class NodeOptions {
  /** {@code [+-]OFFSET/SIZE}: groups OFFSET (signed) and SIZE. */
  private static final Pattern STATEFUL_SET = Pattern.compile("([+-]?\\d{1,9})/(\\d{1,3})");

  /** {@code NODE_ID/BITS}: groups NODE_ID and BITS. */
  private static final Pattern NODE_ID = Pattern.compile("(\\d{1,9})/(\\d{1,3})");

  private final String nodeSpec;
  private final String statefulSet;
  private final String nodeId;

  private NodeOptions(ParseResult parsed) {
    nodeSpec = parsed.matchedOptionValue(OptionNames.NODE_SPEC, null);
    statefulSet = parsed.matchedOptionValue(OptionNames.STATEFUL_SET, null);
    nodeId = parsed.matchedOptionValue(OptionNames.NODE_ID, null);
  }

  /** Adds the node options to the model of {@code generate}. */
  static void addTo(CommandSpec spec) {
    spec.addOption(
        OptionSpec.builder(OptionNames.NODE_SPEC)
            .type(String.class)
            .paramLabel("SPEC")
            .description(
                "SCRU64 node spec: NODE_ID/SIZE (42/8), 0xHEX/SIZE or PREVIOUS_ID/SIZE; two"
                    + " processes with one node id make duplicate ids, so give each its own, or use"
                    + " --lease or --stateful-set")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.STATEFUL_SET)
            .type(String.class)
            .paramLabel("OFFSET/SIZE")
            .description(
                "SCRU64 in a Kubernetes StatefulSet: node id = the pod's ordinal + OFFSET, in SIZE"
                    + " bits, e.g. 16/8 (see below)")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.NODE_ID)
            .type(String.class)
            .paramLabel("NODE_ID/BITS")
            .description("SCRU160: a node id of 1..16 bits in random16, e.g. 5/4")
            .build());
  }

  /** The node options of the parse. */
  static NodeOptions of(ParseResult parsed) {
    return new NodeOptions(parsed);
  }

  /**
   * The SCRU64 option given ({@code --node-spec} or {@code --stateful-set}), for a message, or null
   * when neither is.
   */
  String scru64Option() {
    return nodeSpec != null
        ? OptionNames.NODE_SPEC
        : statefulSet != null ? OptionNames.STATEFUL_SET : null;
  }

  /**
   * Checks that each option given is for {@code scheme}, and that at most one SCRU64 option is.
   *
   * @throws UsageException naming the option and its scheme
   */
  void checkFor(IdScheme scheme) {
    if (nodeSpec != null && statefulSet != null) {
      throw new UsageException(
          OptionNames.NODE_SPEC + " and " + OptionNames.STATEFUL_SET + " exclude each other");
    }
    String scru64Option = scru64Option();
    if (scru64Option != null && scheme != IdScheme.SCRU64) {
      throw new UsageException(scru64Option + " is for scru64 only");
    }
    if (nodeId != null && scheme != IdScheme.SCRU160) {
      throw new UsageException(
          OptionNames.NODE_ID
              + " is for scru160 only"
              + (scheme == IdScheme.SCRU64 ? " (scru64 takes " + OptionNames.NODE_SPEC + ")" : ""));
    }
  }

  /**
   * The SCRU64 node spec: {@code --node-spec}, {@code --stateful-set}, else {@link
   * Scru64NodeSpec#fromEnvironment()} (the system property, else the environment variable, an empty
   * value counting as unset).
   *
   * @throws UsageException if the option's value is invalid, or no node spec is given anywhere (the
   *     message says how to give one)
   */
  Scru64NodeSpec scru64Spec() {
    if (nodeSpec != null) {
      try {
        return Scru64NodeSpec.parse(nodeSpec);
      } catch (IdFormatException e) {
        throw new UsageException(
            "invalid node spec from " + OptionNames.NODE_SPEC + ": " + e.getMessage());
      }
    }
    if (statefulSet != null) {
      return statefulSet();
    }
    Optional<Scru64NodeSpec> configured;
    try {
      configured = Scru64NodeSpec.fromEnvironment();
    } catch (IllegalStateException e) {
      throw new UsageException(e.getMessage() + "; or give " + OptionNames.NODE_SPEC);
    }
    return configured.orElseThrow(
        () ->
            new UsageException(
                "scru64 needs a node spec: give "
                    + OptionNames.NODE_SPEC
                    + " NODE_ID/SIZE (for example "
                    + OptionNames.NODE_SPEC
                    + " 42/8) or "
                    + OptionNames.STATEFUL_SET
                    + " OFFSET/SIZE, or set the system property "
                    + Scru64NodeSpec.SYSTEM_PROPERTY
                    + " or the environment variable "
                    + Scru64NodeSpec.ENVIRONMENT_VARIABLE));
  }

  /**
   * The node spec of {@code --stateful-set OFFSET/SIZE}: {@link Scru64NodeSpec#fromStatefulSet(int,
   * int)}, the pod's ordinal from its environment + OFFSET.
   *
   * @throws UsageException if the text is not of that form, or the environment gives no ordinal
   *     that fits (the message says how to set it)
   */
  private Scru64NodeSpec statefulSet() {
    Matcher m = STATEFUL_SET.matcher(statefulSet);
    if (!m.matches()) {
      throw new UsageException(
          "invalid "
              + OptionNames.STATEFUL_SET
              + " "
              + Quote.of(statefulSet)
              + " (expected OFFSET/SIZE, such as 16/8 or 0/8: node id = the pod's ordinal + OFFSET,"
              + " in SIZE bits)");
    }
    int offset = Integer.parseInt(m.group(1));
    int size = Integer.parseInt(m.group(2));
    try {
      return Scru64NodeSpec.fromStatefulSet(offset, size);
    } catch (IllegalStateException | IllegalArgumentException e) {
      throw new UsageException(
          OptionNames.STATEFUL_SET + " " + statefulSet + ": " + e.getMessage());
    }
  }

  /**
   * Puts {@code --node-id NODE_ID/BITS}, if given, into the top BITS (1..16) bits of random16 of
   * every id.
   *
   * @throws UsageException if the text is not of that form, or out of range
   */
  void applyTo(Scru160Generator.Builder builder) {
    if (nodeId == null) {
      return;
    }
    Matcher m = NODE_ID.matcher(nodeId);
    try {
      if (!m.matches()) {
        throw new IllegalArgumentException("expected NODE_ID/BITS, for example 5/4");
      }
      builder.nodeId(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    } catch (IllegalArgumentException e) {
      throw new UsageException(
          "invalid " + OptionNames.NODE_ID + " " + Quote.of(nodeId) + ": " + e.getMessage());
    }
  }
}
