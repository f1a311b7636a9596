package dev.sortid;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The node configuration of a {@link Scru64Generator}: a node id, its size in bits, and optionally
 * the last id the node issued before (node_prev), so that a restarted node continues after it.
 *
 * <p>Text grammar (the {@code SCRU64_NODE_SPEC} format of the SCRU64 reference implementations),
 * exactly {@code ^(?:([0-9A-Za-z]{12})|([0-9]{1,8})|0[Xx]([0-9A-Fa-f]{1,6}))/([0-9]{1,3})$}:
 *
 * <table class="striped">
 *   <caption>Forms of a node spec</caption>
 *   <thead><tr><th>form</th><th>example</th><th>canonical</th><th>node id</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@code <node_id>/<node_id_size>}, decimal, 1-8 digits</td><td>{@code 42/8}</td>
 *         <td>{@code 42/8}</td><td>42</td></tr>
 *     <tr><td>{@code 0x<node_id>/<node_id_size>}, hex, 1-6 digits</td><td>{@code 0xb/8}</td>
 *         <td>{@code 11/8}</td><td>11</td></tr>
 *     <tr><td>{@code <node_prev>/<node_id_size>}, a 12-digit SCRU64 id</td>
 *         <td>{@code 0u2r85hm2pt3/16}</td><td>{@code 0u2r85hm2pt3/16}</td>
 *         <td>the top 16 bits of its node_ctr: 11001</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>node_id_size is 1..23 (at most 3 digits, so {@code 1/0016} is rejected) and the node id must
 * fit in it ({@code 8/1} is rejected). Nothing else is accepted: no sign ({@code 0x+1/8} is
 * rejected, although the Rust reference takes it), no spaces, no second {@code /}.
 *
 * <p>{@link #toString()} is canonical: {@code <node_prev>/<size>} when node_prev's timestamp is
 * above 0, else {@code <decimal node_id>/<size>}. A node_prev with timestamp 0 carries no history
 * (every generated id is later), so it is kept as its node id alone: {@code 00000001mzup/8} equals
 * {@code 42/8}. Two specs are equal when their canonical texts are.
 *
 * <p>Instances are immutable and thread-safe. Null arguments throw {@link NullPointerException}.
 */
public final class Scru64NodeSpec {
  /**
   * The system property that {@link #fromEnvironment()} reads first: {@value}. The process-wide
   * default generator behind {@link Scru64Id#generate()} takes its node spec from it.
   */
  public static final String SYSTEM_PROPERTY = "sortid.scru64.nodeSpec";

  /**
   * The environment variable that {@link #fromEnvironment()} reads when the system property is
   * unset or empty: {@value}, the name the SCRU64 reference implementations use.
   */
  public static final String ENVIRONMENT_VARIABLE = "SCRU64_NODE_SPEC";

  /**
   * The environment variable that {@link #fromStatefulSet(int, int)} reads first: {@value}, meant
   * to be filled from the pod's {@code apps.kubernetes.io/pod-index} label through the downward
   * API.
   */
  public static final String POD_INDEX_VARIABLE = "SCRU64_POD_INDEX";

  /**
   * The environment variable that {@link #fromStatefulSet(int, int)} reads when {@value
   * #POD_INDEX_VARIABLE} is unset or empty: {@value}, the pod name in a Kubernetes container
   * ({@code <statefulset>-<ordinal>} in a StatefulSet).
   */
  public static final String HOSTNAME_VARIABLE = "HOSTNAME";

  /** How to configure a node spec through {@link #fromEnvironment()}; messages end with it. */
  static final String HOW_TO_SET =
      "set the system property "
          + SYSTEM_PROPERTY
          + " (java -D"
          + SYSTEM_PROPERTY
          + "=42/8 ...) or, while that is unset or empty, the environment variable "
          + ENVIRONMENT_VARIABLE
          + " (export "
          + ENVIRONMENT_VARIABLE
          + "=42/8), to <node_id>/<node_id_size>, 0x<hex node_id>/<node_id_size> or <previous"
          + " id>/<node_id_size>, with a node id unique among the processes whose ids meet";

  /** The smallest node_id_size, in bits: {@value}. */
  public static final int MIN_NODE_ID_SIZE = 1;

  /** The largest node_id_size, in bits: {@value} (a counter of at least one bit remains). */
  public static final int MAX_NODE_ID_SIZE = 23;

  private static final String FORMS =
      "<node_id>/<size>, 0x<hex node_id>/<size> or <12-digit previous id>/<size>";

  /**
   * The value of node_prev, or when there is none (or its timestamp is 0) {@code node_id <<
   * counter_size}: the value every generated id must exceed.
   */
  private final long nodePrev;

  private final int nodeIdSize;

  private Scru64NodeSpec(long nodePrev, int nodeIdSize) {
    this.nodePrev = nodePrev;
    this.nodeIdSize = nodeIdSize;
  }

  /**
   * Returns a spec for a fresh node.
   *
   * @param nodeId 0..2<sup>nodeIdSize</sup>-1
   * @param nodeIdSize the node id's size in bits, 1..23
   * @return the spec
   * @throws IllegalArgumentException if a value is out of its range (the message names it)
   */
  public static Scru64NodeSpec of(int nodeId, int nodeIdSize) {
    Checks.inRange("nodeIdSize", nodeIdSize, MIN_NODE_ID_SIZE, MAX_NODE_ID_SIZE);
    Checks.inRange("nodeId", nodeId, 0, (1 << nodeIdSize) - 1);
    return new Scru64NodeSpec((long) nodeId << (24 - nodeIdSize), nodeIdSize);
  }

  /**
   * Returns a spec that continues after a previous id: its node id is the top {@code nodeIdSize}
   * bits of the previous id's node_ctr, and a generator built from it only issues greater ids.
   *
   * @param previous the last id the node issued
   * @param nodeIdSize the node id's size in bits, 1..23
   * @return the spec
   * @throws IllegalArgumentException if {@code nodeIdSize} is out of range
   */
  public static Scru64NodeSpec of(Scru64Id previous, int nodeIdSize) {
    Objects.requireNonNull(previous, "previous");
    Checks.inRange("nodeIdSize", nodeIdSize, MIN_NODE_ID_SIZE, MAX_NODE_ID_SIZE);
    return withPrevious(previous.toLong(), nodeIdSize);
  }

  /** A spec from a valid id value; a value of timestamp 0 keeps only its node id. */
  static Scru64NodeSpec withPrevious(long previous, int nodeIdSize) {
    int counterSize = 24 - nodeIdSize;
    long value = previous >>> 24 == 0 ? previous >>> counterSize << counterSize : previous;
    return new Scru64NodeSpec(value, nodeIdSize);
  }

  /**
   * Parses a node spec in one of the three forms described above.
   *
   * @param text the node spec
   * @return the spec
   * @throws IdFormatException if the text does not follow the grammar or a value is out of range;
   *     {@link IdFormatException#index()} is the first offending character, or -1 when the fault is
   *     a missing part, a length or a value
   */
  public static Scru64NodeSpec parse(CharSequence text) {
    String s = text.toString();
    int slash = s.indexOf('/');
    if (slash < 0) {
      throw error(s, -1, "no '/' between node and size");
    }
    if (slash == 0) {
      throw error(s, 0, "no node id before '/'");
    }
    if (slash == s.length() - 1) {
      throw error(s, -1, "no node_id_size after '/'");
    }
    long node;
    int nodeDigits;
    if (slash == 12) {
      checkChars(s, 0, 12, 36, "a digit 0-9 or a letter a-z, any case (a 12-digit previous id)");
      node = Base36.decode12(IdScheme.SCRU64.toString(), s.substring(0, 12));
      nodeDigits = 12;
    } else if (slash >= 2 && s.charAt(0) == '0' && (s.charAt(1) == 'x' || s.charAt(1) == 'X')) {
      if (slash == 2) {
        throw error(s, 2, "no hex digits after 0x");
      }
      checkChars(s, 2, slash, 16, "a hex digit 0-9 or a-f, any case");
      nodeDigits = slash - 2;
      if (nodeDigits > 6) {
        throw error(s, -1, "the hex node id has " + nodeDigits + " digits (expected 1 to 6)");
      }
      node = number(s, 2, slash, 16);
    } else {
      checkChars(s, 0, slash, 10, "a decimal digit, 0x or a 12-digit previous id before '/'");
      nodeDigits = slash;
      if (nodeDigits > 8) {
        throw error(s, -1, "the node id has " + nodeDigits + " digits (expected 1 to 8)");
      }
      node = number(s, 0, slash, 10);
    }
    checkChars(s, slash + 1, s.length(), 10, "a decimal digit of node_id_size");
    int sizeDigits = s.length() - slash - 1;
    if (sizeDigits > 3) {
      throw error(s, -1, "node_id_size has " + sizeDigits + " digits (expected 1 to 3)");
    }
    int size = (int) number(s, slash + 1, s.length(), 10);
    if (size < MIN_NODE_ID_SIZE || size > MAX_NODE_ID_SIZE) {
      throw error(s, -1, "node_id_size " + size + " is out of range 1..23");
    }
    if (nodeDigits == 12) {
      return withPrevious(node, size);
    }
    if (node >= 1L << size) {
      throw error(
          s,
          -1,
          "node id " + node + " does not fit in " + size + " bits (0.." + ((1 << size) - 1) + ")");
    }
    return new Scru64NodeSpec(node << (24 - size), size);
  }

  /**
   * Returns the node spec configured for this process: the system property {@value
   * #SYSTEM_PROPERTY} when it is set and not empty, else the environment variable {@value
   * #ENVIRONMENT_VARIABLE} when it is set and not empty, else empty. An empty value counts as
   * unset, so {@code -Dsortid.scru64.nodeSpec=} defers to the environment. Both are read on every
   * call.
   *
   * <p>A value that is set but not a valid node spec is a configuration fault, not a missing spec:
   * it throws rather than falling back to the other source, so that a typo is never hidden by a
   * spec meant for something else.
   *
   * <pre>{@code
   * Scru64Generator generator =
   *     Scru64Generator.builder()
   *         .nodeSpec(
   *             Scru64NodeSpec.fromEnvironment()
   *                 .orElseThrow(() -> new IllegalStateException("no SCRU64 node spec")))
   *         .build();
   * }</pre>
   *
   * @return the configured spec, or empty when neither source is set
   * @throws IllegalStateException if the source used holds an invalid node spec; the message names
   *     the source, quotes its value, says what is wrong and how to set it, and the cause is the
   *     {@link IdFormatException} of {@link #parse(CharSequence)}
   */
  public static Optional<Scru64NodeSpec> fromEnvironment() {
    return fromEnvironment(
        System.getProperty(SYSTEM_PROPERTY), System.getenv(ENVIRONMENT_VARIABLE));
  }

  /** {@link #fromEnvironment()} over the two values as read (null when unset). */
  static Optional<Scru64NodeSpec> fromEnvironment(String property, String variable) {
    String source;
    String text;
    if (property != null && !property.isEmpty()) {
      source = "system property " + SYSTEM_PROPERTY;
      text = property;
    } else if (variable != null && !variable.isEmpty()) {
      source = "environment variable " + ENVIRONMENT_VARIABLE;
      text = variable;
    } else {
      return Optional.empty();
    }
    try {
      return Optional.of(parse(text));
    } catch (IdFormatException e) {
      throw new IllegalStateException(
          "the "
              + source
              + " is not a valid SCRU64 node spec ("
              + e.getMessage()
              + "); "
              + HOW_TO_SET,
          e);
    }
  }

  /**
   * Returns the spec of a Kubernetes StatefulSet pod: node id = the pod's ordinal + {@code offset}.
   * A StatefulSet gives each pod a stable ordinal, unique among its pods (0, 1, 2, ... or from
   * {@code .spec.ordinals.start}), in its name ({@code orders-3}) and in the label {@code
   * apps.kubernetes.io/pod-index}; the offset lets several StatefulSets (or other processes) share
   * one node id space in disjoint ranges. The ordinal alone is no history: a pod that restarts
   * keeps its node id, and a generator with it continues after its own earlier ids only while the
   * clock does (see {@link Scru64Generator}); never give one ordinal to two running processes.
   *
   * @param ordinal a decimal ordinal ({@code "3"}) or a name ending in {@code -<ordinal>} ({@code
   *     "orders-3"}), at most 9 digits
   * @param offset added to the ordinal (may be negative)
   * @param nodeIdSize the node id's size in bits, 1..23
   * @return the spec
   * @throws IllegalArgumentException if the text holds no ordinal, or ordinal + offset does not fit
   *     in {@code nodeIdSize} bits (the message quotes the text and names the values)
   */
  public static Scru64NodeSpec ofOrdinal(CharSequence ordinal, int offset, int nodeIdSize) {
    String text = ordinal.toString();
    Checks.inRange("nodeIdSize", nodeIdSize, MIN_NODE_ID_SIZE, MAX_NODE_ID_SIZE);
    int digits = text.length();
    while (digits > 0 && text.charAt(digits - 1) >= '0' && text.charAt(digits - 1) <= '9') {
      digits--;
    }
    int count = text.length() - digits;
    if (count == 0 || count > 9 || digits > 0 && text.charAt(digits - 1) != '-') {
      throw new IllegalArgumentException(
          "no StatefulSet ordinal in \""
              + text
              + "\" (expected a decimal ordinal of 1 to 9 digits, or a pod name ending in"
              + " -<ordinal>, such as orders-3)");
    }
    long nodeId = Long.parseLong(text.substring(digits)) + offset;
    if (nodeId < 0 || nodeId >= 1L << nodeIdSize) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "node id %d (ordinal %s of \"%s\" + offset %d) does not fit in node_id_size %d"
                  + " (0..%d)",
              nodeId,
              text.substring(digits),
              text,
              offset,
              nodeIdSize,
              (1 << nodeIdSize) - 1));
    }
    return of((int) nodeId, nodeIdSize);
  }

  /**
   * Returns the spec of this Kubernetes StatefulSet pod: {@link #ofOrdinal(CharSequence, int, int)}
   * of the environment variable {@value #POD_INDEX_VARIABLE} when it is set and not empty (fill it
   * from the pod-index label; it must be a plain decimal ordinal, so {@code -1} or {@code x-1} is
   * refused, not read as 1), else of {@value #HOSTNAME_VARIABLE} (the pod name). Both are read on
   * every call. In the pod template:
   *
   * <pre>{@code
   * env:
   *   - name: SCRU64_POD_INDEX
   *     valueFrom:
   *       fieldRef:
   *         fieldPath: metadata.labels['apps.kubernetes.io/pod-index']
   * }</pre>
   *
   * @param offset added to the ordinal (may be negative)
   * @param nodeIdSize the node id's size in bits, 1..23
   * @return the spec
   * @throws IllegalStateException if neither variable is set, or the one read holds no ordinal or
   *     one that does not fit; the message names the variable, quotes its value and says how to set
   *     it, and the cause is the {@link IllegalArgumentException} of {@link #ofOrdinal}
   * @throws IllegalArgumentException if {@code nodeIdSize} is out of range
   */
  public static Scru64NodeSpec fromStatefulSet(int offset, int nodeIdSize) {
    return fromStatefulSet(
        System.getenv(POD_INDEX_VARIABLE), System.getenv(HOSTNAME_VARIABLE), offset, nodeIdSize);
  }

  /** {@link #fromStatefulSet(int, int)} over the two variables as read (null when unset). */
  static Scru64NodeSpec fromStatefulSet(
      String podIndex, String hostname, int offset, int nodeIdSize) {
    Checks.inRange("nodeIdSize", nodeIdSize, MIN_NODE_ID_SIZE, MAX_NODE_ID_SIZE);
    String how =
        "set "
            + POD_INDEX_VARIABLE
            + " from the pod's label apps.kubernetes.io/pod-index (env: - name: "
            + POD_INDEX_VARIABLE
            + ", valueFrom: fieldRef: fieldPath:"
            + " metadata.labels['apps.kubernetes.io/pod-index']), or run in a StatefulSet pod,"
            + " whose "
            + HOSTNAME_VARIABLE
            + " ends in -<ordinal>";
    String source;
    String text;
    if (podIndex != null && !podIndex.isEmpty()) {
      if (!isOrdinal(podIndex)) {
        throw new IllegalStateException(
            "the environment variable "
                + POD_INDEX_VARIABLE
                + " is \""
                + podIndex
                + "\", not a pod index (expected a decimal ordinal of 1 to 9 digits, 0 or more,"
                + " as the label apps.kubernetes.io/pod-index holds); "
                + how);
      }
      source = POD_INDEX_VARIABLE;
      text = podIndex;
    } else if (hostname != null && !hostname.isEmpty()) {
      source = HOSTNAME_VARIABLE;
      text = hostname;
    } else {
      throw new IllegalStateException(
          "no StatefulSet ordinal: neither "
              + POD_INDEX_VARIABLE
              + " nor "
              + HOSTNAME_VARIABLE
              + " is set; "
              + how);
    }
    try {
      return ofOrdinal(text, offset, nodeIdSize);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException(
          "the environment variable "
              + source
              + " gives no SCRU64 node id ("
              + e.getMessage()
              + "); "
              + how,
          e);
    }
  }

  /** True for 1 to 9 ASCII digits and nothing else. */
  private static boolean isOrdinal(String s) {
    if (s.isEmpty() || s.length() > 9) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  /** Rejects the first char of {@code s[from, to)} that is no digit of the radix (10, 16, 36). */
  private static void checkChars(String s, int from, int to, int radix, String expected) {
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (digit(c) >= radix) {
        String shown =
            c >= 0x20 && c < 0x7f ? "'" + c + "'" : String.format(Locale.ROOT, "U+%04X", (int) c);
        throw error(
            s, i, "invalid character " + shown + " at index " + i + " (expected " + expected + ")");
      }
    }
  }

  /** The value of an ASCII digit or letter in radix 36, or 99 for any other char. */
  private static int digit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    } else if (c >= 'a' && c <= 'z') {
      return c - 'a' + 10;
    } else if (c >= 'A' && c <= 'Z') {
      return c - 'A' + 10;
    }
    return 99;
  }

  /** The value of at most 8 checked digits. */
  private static long number(String s, int from, int to, int radix) {
    long value = 0;
    for (int i = from; i < to; i++) {
      value = value * radix + digit(s.charAt(i));
    }
    return value;
  }

  private static IdFormatException error(String text, int index, String problem) {
    return IdFormatException.value(
        IdScheme.SCRU64.toString(), text, index, "not a node spec (" + FORMS + "): " + problem);
  }

  /**
   * Returns the node id.
   *
   * @return 0..2<sup>{@link #nodeIdSize()}</sup>-1
   */
  public int nodeId() {
    return (int) (nodePrev & Scru64Id.MAX_NODE_CTR) >>> (24 - nodeIdSize);
  }

  /**
   * Returns the size of the node id in bits; the counter has the other {@code 24 - nodeIdSize()}.
   *
   * @return 1..23
   */
  public int nodeIdSize() {
    return nodeIdSize;
  }

  /**
   * Returns the previous id to continue after (node_prev), when it has a timestamp above 0.
   *
   * @return the previous id, or empty for a fresh node
   */
  public Optional<Scru64Id> previous() {
    return nodePrev >>> 24 == 0 ? Optional.empty() : Optional.of(new Scru64Id(nodePrev));
  }

  /** The value every generated id must exceed: node_prev, or {@code node_id << counter_size}. */
  long floor() {
    return nodePrev;
  }

  /**
   * Returns the canonical text: {@code <node_prev>/<size>} or {@code <decimal node_id>/<size>}.
   *
   * @return the canonical text
   */
  @Override
  public String toString() {
    return (nodePrev >>> 24 == 0 ? Integer.toString(nodeId()) : Base36.encode12(nodePrev))
        + "/"
        + nodeIdSize;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Scru64NodeSpec spec
        && nodePrev == spec.nodePrev
        && nodeIdSize == spec.nodeIdSize;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(nodePrev) * 31 + nodeIdSize;
  }
}
