package dev.sortid.nodeid;

import dev.sortid.Scru64NodeSpec;

/**
 * A range of SCRU64 node ids, {@code from..to} inclusive: the node ids a process may lease (see
 * {@link NodeIdLeasesBuilder#nodeIds(NodeIdRange)}).
 *
 * <p>Text form: {@code FROM-TO} in decimal ASCII digits, such as {@code 0-15}, or one node id, such
 * as {@code 7} (the range {@code 7-7}); {@code 0 <= FROM <= TO <= 8388607} (2<sup>23</sup> - 1, the
 * largest node id of the largest node_id_size). No sign, spaces or other separators. {@link
 * #toString()} writes {@code FROM-TO}, which {@link #parse(CharSequence)} reads back to an equal
 * range. Whether a range fits a realm's node_id_size is checked where the size is known ({@link
 * NodeIdLeasesBuilder#build()}).
 *
 * <p>Instances are immutable and thread-safe. Null arguments throw {@link NullPointerException}.
 */
public final class NodeIdRange {
  /** The largest node id of any node_id_size: 2^23 - 1. */
  private static final int MAX_NODE_ID = (1 << Scru64NodeSpec.MAX_NODE_ID_SIZE) - 1;

  /** Input quoted in a message is cut to this many chars. */
  private static final int QUOTED_MAX = 64;

  private final int from;
  private final int to;

  private NodeIdRange(int from, int to) {
    this.from = from;
    this.to = to;
  }

  /**
   * Returns the range {@code from..to}, inclusive.
   *
   * @param from the smallest node id, 0 to 8388607
   * @param to the largest node id, {@code from} to 8388607
   * @return the range
   * @throws IllegalArgumentException if {@code from} is negative, {@code to} is below it, or either
   *     is above 8388607, naming both
   */
  public static NodeIdRange of(int from, int to) {
    if (from < 0 || to < from || to > MAX_NODE_ID) {
      throw new IllegalArgumentException(
          "invalid node id range "
              + from
              + ".."
              + to
              + " (expected 0 <= from <= to <= "
              + MAX_NODE_ID
              + ")");
    }
    return new NodeIdRange(from, to);
  }

  /**
   * Parses {@code FROM-TO} or one node id (see the class description). Costs one pass over the
   * text.
   *
   * @param text the text, such as {@code 0-15} or {@code 7}
   * @return the range
   * @throws IllegalArgumentException if the text is not of that form, ends before it starts, or
   *     names a node id above 8388607; the message quotes the text (its first 64 chars) and says
   *     what was expected
   */
  public static NodeIdRange parse(CharSequence text) {
    String s = text.toString();
    int dash = s.indexOf('-');
    int from = number(s, 0, dash < 0 ? s.length() : dash);
    int to = dash < 0 ? from : number(s, dash + 1, s.length());
    if (from < 0 || to < 0) {
      throw new IllegalArgumentException(
          "invalid node id range "
              + quote(s)
              + " (expected FROM-TO, such as 0-15, or one node id, such as 7)");
    }
    if (from > MAX_NODE_ID || to > MAX_NODE_ID) {
      throw new IllegalArgumentException(
          "invalid node id range "
              + quote(s)
              + " (node ids are 0.."
              + MAX_NODE_ID
              + ", the largest of node_id_size 23)");
    }
    if (to < from) {
      throw new IllegalArgumentException(
          "invalid node id range "
              + quote(s)
              + ": the range ends before it starts (expected FROM-TO with FROM <= TO)");
    }
    return new NodeIdRange(from, to);
  }

  /**
   * The decimal number in {@code s[start, end)}: -1 when it is empty or holds anything but ASCII
   * digits, {@link Integer#MAX_VALUE} when it has more digits than any node id.
   */
  private static int number(String s, int start, int end) {
    if (start == end) {
      return -1;
    }
    long value = 0;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = Math.min(value * 10 + (c - '0'), Integer.MAX_VALUE);
    }
    return (int) value;
  }

  private static String quote(String s) {
    StringBuilder out = new StringBuilder("\"");
    int shown = Math.min(s.length(), QUOTED_MAX);
    for (int i = 0; i < shown; i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20 || c >= 0x7f) {
        out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    out.append('"');
    return s.length() > QUOTED_MAX ? out.append("...").toString() : out.toString();
  }

  /**
   * Returns the smallest node id of the range.
   *
   * @return 0 to 8388607
   */
  public int from() {
    return from;
  }

  /**
   * Returns the largest node id of the range.
   *
   * @return {@link #from()} to 8388607
   */
  public int to() {
    return to;
  }

  /**
   * Returns how many node ids the range holds.
   *
   * @return {@code to - from + 1}, at least 1
   */
  public int size() {
    return to - from + 1;
  }

  /**
   * Tells whether every node id of the range fits in {@code nodeIdSize} bits.
   *
   * @param nodeIdSize a node_id_size, 1 to 23
   * @return true if {@link #to()} is below 2<sup>nodeIdSize</sup>
   * @throws IllegalArgumentException if {@code nodeIdSize} is not 1 to 23
   */
  public boolean fits(int nodeIdSize) {
    return to < 1 << checkSize(nodeIdSize);
  }

  /**
   * Returns {@code nodeIdSize} if it is a node_id_size, {@link Scru64NodeSpec#MIN_NODE_ID_SIZE} to
   * {@link Scru64NodeSpec#MAX_NODE_ID_SIZE}.
   *
   * @throws IllegalArgumentException naming the value and the range
   */
  static int checkSize(int nodeIdSize) {
    if (nodeIdSize < Scru64NodeSpec.MIN_NODE_ID_SIZE
        || nodeIdSize > Scru64NodeSpec.MAX_NODE_ID_SIZE) {
      throw new IllegalArgumentException(
          "nodeIdSize must be in "
              + Scru64NodeSpec.MIN_NODE_ID_SIZE
              + ".."
              + Scru64NodeSpec.MAX_NODE_ID_SIZE
              + ", got "
              + nodeIdSize);
    }
    return nodeIdSize;
  }

  /**
   * Compares by both ends.
   *
   * @param other the object to compare with
   * @return true if {@code other} is a range with the same ends
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof NodeIdRange range && range.from == from && range.to == to;
  }

  /**
   * Returns a hash of both ends.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return 31 * from + to;
  }

  /**
   * Returns the text form, {@code FROM-TO} (also for one node id: {@code 7-7}).
   *
   * @return the text, which {@link #parse(CharSequence)} reads back
   */
  @Override
  public String toString() {
    return from + "-" + to;
  }
}
