package dev.sortid;

import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serial;
import java.io.Serializable;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Objects;

/**
 * A SCRU64 id: a non-negative 63-bit number below 36<sup>12</sup> whose top bits count 256 ms ticks
 * of Unix time, followed by a node id and a counter.
 *
 * <table class="striped">
 *   <caption>Bit layout of {@link #toLong()}, most significant first (8 big-endian bytes)</caption>
 *   <thead><tr><th>bits</th><th>field</th><th>meaning</th></tr></thead>
 *   <tbody>
 *     <tr><td>63</td><td>-</td><td>always 0: the value fits a signed long</td></tr>
 *     <tr><td>62-24</td><td>{@link #timestamp()}</td><td>Unix time in 256 ms ticks
 *         ({@code unix_ms >> 8}), 0..282429536480</td></tr>
 *     <tr><td>23-0</td><td>{@link #nodeCtr()}</td><td>node_id (the top node_id_size bits, 1..23)
 *         and counter (the other 24 - node_id_size bits)</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>So {@code value = timestamp << 24 | node_id << (24 - node_id_size) | counter}. How the 24 low
 * bits split into node id and counter is not part of the id: it is the generator's {@link
 * Scru64NodeSpec}.
 *
 * <p>Text: exactly 12 Base36 digits {@code 0-9a-z}, for example {@code 0u375nxqh5cq}. {@link
 * #toString()} writes lowercase; {@link #parse(CharSequence)} accepts any case. Every 12-digit text
 * is a valid id: the largest, {@code zzzzzzzzzzzz}, is 36<sup>12</sup>-1 = 4738381338321616895,
 * which is timestamp 282429536480 (in the year 4261) with node_ctr 2<sup>24</sup>-1.
 *
 * <p>Contracts: {@code parse(id.toString()).equals(id)}, {@code fromLong(id.toLong()).equals(id)}
 * and {@code fromByteArray(id.toByteArray()).equals(id)} for every id; {@link #compareTo} orders
 * ids by their values, which is the order of their {@code toString()} texts. Values below 0 or at
 * or above 36<sup>12</sup> are rejected by every factory.
 *
 * <p>Instances are immutable and thread-safe. Null arguments throw {@link NullPointerException}.
 */
public final class Scru64Id implements SortableId, Comparable<Scru64Id>, Serializable {
  /** The scheme's name in messages: {@link IdScheme#toString()}, read once. */
  private static final String SCHEME_NAME = IdScheme.SCRU64.toString();

  @Serial private static final long serialVersionUID = 1L;

  /** The largest timestamp: 282429536480 ticks of 256 ms. */
  static final long MAX_TIMESTAMP = 282429536480L;

  /** The largest value: 36<sup>12</sup>-1. */
  static final long MAX_VALUE = Base36.POW12 - 1;

  /** The largest node_ctr: 2<sup>24</sup>-1. */
  static final int MAX_NODE_CTR = (1 << 24) - 1;

  /** The last Unix millisecond of the largest timestamp. */
  static final long MAX_EPOCH_MILLIS = MAX_TIMESTAMP << 8 | 0xFF;

  /** The smallest id: {@code 000000000000}, value 0. */
  public static final Scru64Id MIN = new Scru64Id(0);

  /** The largest id: {@code zzzzzzzzzzzz}, value 36<sup>12</sup>-1. */
  public static final Scru64Id MAX = new Scru64Id(MAX_VALUE);

  /** The id's value, 0..36<sup>12</sup>-1. */
  private final long value;

  Scru64Id(long value) {
    this.value = value;
  }

  /**
   * Builds an id from its two fields. Every pair in range is a valid id.
   *
   * @param timestamp Unix time in 256 ms ticks, 0..282429536480
   * @param nodeCtr node id and counter, 0..2<sup>24</sup>-1
   * @return the id
   * @throws IllegalArgumentException if a field is out of its range (the message names it)
   */
  public static Scru64Id of(long timestamp, int nodeCtr) {
    Checks.inRange("timestamp", timestamp, 0, MAX_TIMESTAMP);
    Checks.inRange("nodeCtr", nodeCtr, 0, MAX_NODE_CTR);
    return new Scru64Id(timestamp << 24 | nodeCtr);
  }

  /**
   * Builds an id from its value, as stored in a {@code BIGINT} column.
   *
   * @param value 0..36<sup>12</sup>-1 (4738381338321616895)
   * @return the id
   * @throws IllegalArgumentException if the value is negative or 36<sup>12</sup> or more
   */
  public static Scru64Id fromLong(long value) {
    return new Scru64Id(Checks.inRange("value", value, 0, MAX_VALUE));
  }

  /**
   * Builds an id from exactly 8 big-endian bytes.
   *
   * @param bytes 8 bytes holding a value in 0..36<sup>12</sup>-1
   * @return the id
   * @throws IdFormatException if the array is not 8 bytes long or its value is out of range
   */
  public static Scru64Id fromByteArray(byte[] bytes) {
    Bytes.checkLength(SCHEME_NAME, bytes, 8);
    long value = Bytes.getLong(bytes, 0);
    if (value < 0 || value > MAX_VALUE) {
      throw IdFormatException.bytes(
          SCHEME_NAME, bytes, "the value must be in 0..36^12-1 (41c21cb8e0ffffff)");
    }
    return new Scru64Id(value);
  }

  /**
   * Parses the 12-digit text of an id, in any letter case.
   *
   * @param text the text
   * @return the id
   * @throws IdFormatException if the text is not 12 Base36 digits
   */
  public static Scru64Id parse(CharSequence text) {
    return new Scru64Id(Base36.decode12(SCHEME_NAME, text.toString()));
  }

  /**
   * Parses the text of an id exactly as {@link #parse(CharSequence)} does. This alias exists for
   * frameworks that turn text into a value through a static {@code valueOf(String)}: JAX-RS
   * parameters ({@code @PathParam}, {@code @QueryParam}) and Spring's default conversion (web
   * request parameters, {@code @Value}). In code, call {@code parse}.
   *
   * @param text the text
   * @return the id
   * @throws IdFormatException if {@link #parse(CharSequence)} rejects the text
   * @throws NullPointerException if {@code text} is null
   */
  public static Scru64Id valueOf(String text) {
    return parse(text);
  }

  /**
   * Tells whether {@link #parse} would accept the text; never throws.
   *
   * @param text the text, or null
   * @return true if it is 12 Base36 digits
   */
  public static boolean isValid(CharSequence text) {
    return text != null && Base36.accepts12(text);
  }

  /**
   * Returns a new id from the process-wide default generator. Its node spec is read once, on the
   * first call, from the system property {@code sortid.scru64.nodeSpec}, else the environment
   * variable {@code SCRU64_NODE_SPEC} (for example {@code 42/8}); see {@link Scru64Generator}.
   *
   * @return a new id
   * @throws IllegalStateException if neither names a valid node spec (the message says how to set
   *     one), or as {@link Scru64Generator#generate()}
   */
  public static Scru64Id generate() {
    return Scru64Generator.defaultGenerator().generate();
  }

  /**
   * Returns the smallest id of the instant's 256 ms tick, for range queries.
   *
   * @param instant a time between the epoch and the end of tick 282429536480
   * @return the id with that tick's timestamp and node_ctr 0
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static Scru64Id min(Instant instant) {
    return new Scru64Id(Checks.epochMillis(instant, MAX_EPOCH_MILLIS) >>> 8 << 24);
  }

  /**
   * Returns the largest id of the instant's 256 ms tick, for range queries.
   *
   * @param instant a time between the epoch and the end of tick 282429536480
   * @return the id with that tick's timestamp and node_ctr 2<sup>24</sup>-1
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static Scru64Id max(Instant instant) {
    return new Scru64Id(Checks.epochMillis(instant, MAX_EPOCH_MILLIS) >>> 8 << 24 | MAX_NODE_CTR);
  }

  /**
   * Returns the value of the id.
   *
   * @return 0..36<sup>12</sup>-1
   */
  public long toLong() {
    return value;
  }

  /**
   * Returns the timestamp in 256 ms ticks ({@code unix_ms >> 8}).
   *
   * @return 0..282429536480
   */
  public long timestamp() {
    return value >>> 24;
  }

  /**
   * Returns the low 24 bits: node id and counter.
   *
   * @return 0..2<sup>24</sup>-1
   */
  public int nodeCtr() {
    return (int) value & MAX_NODE_CTR;
  }

  /**
   * Returns the node id, the top {@code nodeIdSize} bits of {@link #nodeCtr()}: the node id of the
   * generator that made the id, when that generator's node spec has this size (see {@link
   * Scru64NodeSpec#nodeIdSize()}). The id does not record the size: the caller knows it from its
   * configuration.
   *
   * @param nodeIdSize the node id size in bits, 1..23
   * @return 0..2<sup>nodeIdSize</sup>-1
   * @throws IllegalArgumentException if {@code nodeIdSize} is not in 1..23
   */
  public int nodeId(int nodeIdSize) {
    Checks.inRange("nodeIdSize", nodeIdSize, 1, 23);
    return nodeCtr() >>> (24 - nodeIdSize);
  }

  /**
   * Returns the counter, the low {@code 24 - nodeIdSize} bits of {@link #nodeCtr()}, for a node id
   * of {@code nodeIdSize} bits (see {@link #nodeId(int)}).
   *
   * @param nodeIdSize the node id size in bits, 1..23
   * @return 0..2<sup>24-nodeIdSize</sup>-1
   * @throws IllegalArgumentException if {@code nodeIdSize} is not in 1..23
   */
  public int counter(int nodeIdSize) {
    Checks.inRange("nodeIdSize", nodeIdSize, 1, 23);
    return nodeCtr() & ((1 << (24 - nodeIdSize)) - 1);
  }

  /**
   * Returns the Unix millisecond at which the id's 256 ms tick starts: {@code timestamp() << 8}.
   *
   * @return milliseconds since 1970-01-01T00:00:00Z, a multiple of 256
   */
  @Override
  public long epochMillis() {
    return timestamp() << 8;
  }

  @Override
  public byte[] toByteArray() {
    byte[] bytes = new byte[8];
    Bytes.putLong(bytes, 0, value);
    return bytes;
  }

  @Override
  public String toHexString() {
    return HexFormat.of().toHexDigits(value);
  }

  @Override
  public IdScheme scheme() {
    return IdScheme.SCRU64;
  }

  /**
   * Returns the 12-digit lowercase Base36 text.
   *
   * @return the canonical text
   */
  @Override
  public String toString() {
    return Base36.encode12(value);
  }

  /**
   * Compares the values, which is the order of the canonical texts.
   *
   * @param other the id to compare with
   * @return negative, zero or positive as this id is less than, equal to or greater than {@code
   *     other}
   */
  @Override
  public int compareTo(Scru64Id other) {
    return Long.compareUnsigned(value, other.value);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Scru64Id id && value == id.value;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(value);
  }

  /**
   * Serializes through the validating proxy: the scheme and the id's bytes.
   *
   * @return the proxy
   */
  @Serial
  private Object writeReplace() {
    return new SerializedId(IdScheme.SCRU64, toByteArray());
  }

  /**
   * Refuses a stream that holds this class without its proxy, so a forged stream cannot build an
   * invalid id.
   *
   * @param in the stream
   * @throws ObjectStreamException always
   */
  @Serial
  private void readObject(ObjectInputStream in) throws ObjectStreamException {
    Objects.requireNonNull(in);
    throw SerializedId.proxyRequired();
  }
}
