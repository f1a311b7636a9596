package dev.sortid;

import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serial;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/**
 * A SCRU160 id: a 160-bit unsigned number whose top 48 bits are a Unix time in milliseconds.
 *
 * <table class="striped">
 *   <caption>Bit layout, most significant first (20 big-endian bytes)</caption>
 *   <thead><tr><th>bits</th><th>field</th><th>meaning</th></tr></thead>
 *   <tbody>
 *     <tr><td>0-47</td><td>{@link #timestamp()}</td><td>Unix time, ms</td></tr>
 *     <tr><td>48-63</td><td>{@link #counter()}</td><td>16 bits: a counter, or the microsecond
 *         part (10 bits) and a 6-bit counter</td></tr>
 *     <tr><td>64-79</td><td>{@link #random16()}</td><td>16 bits, random, or partly an extension of
 *         the counter (at its top)</td></tr>
 *     <tr><td>80-159</td><td>{@link #random80()}</td><td>80 random bits, fresh for every id</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Text, in two encodings of the same 160 bits:
 *
 * <ul>
 *   <li>{@link #toString()}: exactly 32 digits of RFC 4648 base32hex {@code 0-9A-V}, uppercase, for
 *       example {@code 05TTUP1HNCPNH30VEK64KDQT9BSNU4C4} (no padding; this is neither Crockford's
 *       nor ULID's alphabet);
 *   <li>{@link #toHexString()}: exactly 40 hex digits, lowercase, for example {@code
 *       017bdf6431bb33788c1f750c4a375d4af97f1184}.
 * </ul>
 *
 * <p>{@link #parse(CharSequence)} takes either, chosen by the length (32 or 40), in any letter
 * case. Every text of the right length and alphabet is a valid id: 32 base32hex digits and 40 hex
 * digits hold exactly 160 bits.
 *
 * <p>Contracts: {@code parse(id.toString()).equals(id)}, {@code parse(id.toHexString()).equals(id)}
 * and {@code fromByteArray(id.toByteArray()).equals(id)} for every id; {@link #compareTo} orders
 * ids as unsigned 160-bit numbers, which is the order of their texts within one encoding and one
 * letter case (never sort base32hex and hex texts together). Timestamps 0 and 2<sup>48</sup>-1 are
 * reserved by the specification: {@link Scru160Generator} never emits them, but this class
 * represents them.
 *
 * <p>Instances are immutable and thread-safe. Null arguments throw {@link NullPointerException}.
 */
public final class Scru160Id implements SortableId, Comparable<Scru160Id>, Serializable {
  /** The scheme's name in messages: {@link IdScheme#toString()}, read once. */
  private static final String SCHEME_NAME = IdScheme.SCRU160.toString();

  @Serial private static final long serialVersionUID = 1L;

  /** The largest timestamp the layout holds (2<sup>48</sup>-1 ms), which is reserved. */
  static final long MAX_TIMESTAMP = (1L << 48) - 1;

  static final int MAX_FIELD16 = 0xFFFF;

  /** The length of random80 in bytes. */
  static final int RANDOM80_BYTES = 10;

  private static final int BITS = 160;
  private static final int BASE32HEX_LENGTH = 32;
  private static final int HEX_LENGTH = 40;

  /** The smallest id: all 160 bits zero. */
  public static final Scru160Id MIN = new Scru160Id(0, 0, 0);

  /** The largest id: all 160 bits one. */
  public static final Scru160Id MAX = new Scru160Id(-1L, -1L, -1);

  /** Timestamp (48 bits) and counter (16 bits): bits 0-63. */
  private final long hi;

  /** random16 and the top 48 bits of random80: bits 64-127. */
  private final long mid;

  /** The low 32 bits of random80: bits 128-159. */
  private final int lo;

  Scru160Id(long hi, long mid, int lo) {
    this.hi = hi;
    this.mid = mid;
    this.lo = lo;
  }

  /** Builds an id from the three words of a 192-bit number whose top 32 bits are zero. */
  private static Scru160Id fromWords(long w2, long w1, long w0) {
    return new Scru160Id(w2 << 32 | w1 >>> 32, w1 << 32 | w0 >>> 32, (int) w0);
  }

  /**
   * Builds an id from its four fields.
   *
   * @param timestamp Unix ms, 0..2<sup>48</sup>-1
   * @param counter 0..65535
   * @param random16 0..65535
   * @param random80 exactly 10 bytes, big-endian (copied)
   * @return the id
   * @throws IllegalArgumentException if a field is out of its range, or random80 is not 10 bytes
   *     long (the message names the parameter and the value)
   * @throws NullPointerException if {@code random80} is null
   */
  public static Scru160Id of(long timestamp, int counter, int random16, byte[] random80) {
    Checks.inRange("timestamp", timestamp, 0, MAX_TIMESTAMP);
    Checks.inRange("counter", counter, 0, MAX_FIELD16);
    Checks.inRange("random16", random16, 0, MAX_FIELD16);
    Objects.requireNonNull(random80, "random80");
    if (random80.length != RANDOM80_BYTES) {
      throw new IllegalArgumentException(
          "random80 must be " + RANDOM80_BYTES + " bytes, got " + random80.length + " bytes");
    }
    long top48 = (Bytes.getLong(random80, 0) >>> 16) & 0xFFFF_FFFF_FFFFL;
    return new Scru160Id(
        timestamp << 16 | counter, (long) random16 << 48 | top48, Bytes.getInt(random80, 6));
  }

  /**
   * Builds an id from exactly 20 big-endian bytes; every such array is a valid id.
   *
   * @param bytes 20 bytes
   * @return the id
   * @throws IdFormatException if the array is not 20 bytes long
   */
  public static Scru160Id fromByteArray(byte[] bytes) {
    Bytes.checkLength(SCHEME_NAME, bytes, 20);
    return new Scru160Id(Bytes.getLong(bytes, 0), Bytes.getLong(bytes, 8), Bytes.getInt(bytes, 16));
  }

  /**
   * Parses the text of an id: 32 base32hex digits or 40 hex digits, in any letter case.
   *
   * @param text the text
   * @return the id
   * @throws IdFormatException if the text is neither 32 base32hex digits nor 40 hex digits
   */
  public static Scru160Id parse(CharSequence text) {
    String string = text.toString();
    switch (string.length()) {
      case BASE32HEX_LENGTH:
        return PowerOfTwoCodec.BASE32HEX.decode(SCHEME_NAME, string, BITS, Scru160Id::fromWords);
      case HEX_LENGTH:
        return PowerOfTwoCodec.HEX.decode(SCHEME_NAME, string, BITS, Scru160Id::fromWords);
      default:
        throw IdFormatException.length(SCHEME_NAME, string, "32 (base32hex) or 40 (hex)");
    }
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
  public static Scru160Id valueOf(String text) {
    return parse(text);
  }

  /**
   * Tells whether {@link #parse} would accept the text; never throws.
   *
   * @param text the text, or null
   * @return true if it is a valid SCRU160 text in either encoding
   */
  public static boolean isValid(CharSequence text) {
    return text != null
        && (PowerOfTwoCodec.BASE32HEX.accepts(text, BITS)
            || PowerOfTwoCodec.HEX.accepts(text, BITS));
  }

  /**
   * Returns a new id from the process-wide default generator (created on first use, with a
   * cryptographically strong random source, the system clock and the default counter usage).
   *
   * @return a new id
   * @see Scru160Generator
   */
  public static Scru160Id generate() {
    return Scru160Generator.defaultGenerator().generate();
  }

  /**
   * Returns the smallest id of the instant's millisecond, for range queries.
   *
   * @param instant a time between the epoch and 2<sup>48</sup>-1 ms after it
   * @return the id with that timestamp and every other bit zero
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static Scru160Id min(Instant instant) {
    return new Scru160Id(Checks.epochMillis(instant, MAX_TIMESTAMP) << 16, 0, 0);
  }

  /**
   * Returns the largest id of the instant's millisecond, for range queries.
   *
   * @param instant a time between the epoch and 2<sup>48</sup>-1 ms after it
   * @return the id with that timestamp and every other bit one
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static Scru160Id max(Instant instant) {
    return new Scru160Id(Checks.epochMillis(instant, MAX_TIMESTAMP) << 16 | MAX_FIELD16, -1L, -1);
  }

  /**
   * Returns the 48-bit timestamp.
   *
   * @return Unix time in milliseconds
   */
  public long timestamp() {
    return hi >>> 16;
  }

  /**
   * Returns the 16-bit counter field (with the microsecond counter usage: the microsecond part in
   * its top 10 bits and a counter in its low 6 bits).
   *
   * @return 0..65535
   */
  public int counter() {
    return (int) hi & MAX_FIELD16;
  }

  /**
   * Returns the 16-bit random16 field (its top bits may extend the counter, as the generator that
   * made the id was configured).
   *
   * @return 0..65535
   */
  public int random16() {
    return (int) (mid >>> 48);
  }

  /**
   * Returns the 80-bit random80 field as 10 big-endian bytes (a new array each call).
   *
   * @return the 10 bytes
   */
  public byte[] random80() {
    byte[] bytes = new byte[RANDOM80_BYTES];
    bytes[0] = (byte) (mid >>> 40);
    bytes[1] = (byte) (mid >>> 32);
    Bytes.putInt(bytes, 2, (int) mid);
    Bytes.putInt(bytes, 6, lo);
    return bytes;
  }

  @Override
  public long epochMillis() {
    return timestamp();
  }

  @Override
  public byte[] toByteArray() {
    byte[] bytes = new byte[20];
    Bytes.putLong(bytes, 0, hi);
    Bytes.putLong(bytes, 8, mid);
    Bytes.putInt(bytes, 16, lo);
    return bytes;
  }

  /**
   * Returns the 40-digit lowercase hex text, the alternative SCRU160 encoding.
   *
   * @return the hex text
   */
  @Override
  public String toHexString() {
    return PowerOfTwoCodec.HEX.encode(w2(), w1(), w0(), HEX_LENGTH);
  }

  @Override
  public IdScheme scheme() {
    return IdScheme.SCRU160;
  }

  /**
   * Returns the 32-digit uppercase base32hex text, the canonical SCRU160 encoding.
   *
   * @return the canonical text
   */
  @Override
  public String toString() {
    return PowerOfTwoCodec.BASE32HEX.encode(w2(), w1(), w0(), BASE32HEX_LENGTH);
  }

  /** Bits 160-191 of the 192-bit number the codec reads (the top 32 bits of the id). */
  private long w2() {
    return hi >>> 32;
  }

  private long w1() {
    return hi << 32 | mid >>> 32;
  }

  private long w0() {
    return mid << 32 | Integer.toUnsignedLong(lo);
  }

  /**
   * Compares as unsigned 160-bit numbers, which is the order of the texts within one encoding and
   * one letter case.
   *
   * @param other the id to compare with
   * @return negative, zero or positive as this id is less than, equal to or greater than {@code
   *     other}
   */
  @Override
  public int compareTo(Scru160Id other) {
    int order = Long.compareUnsigned(hi, other.hi);
    if (order == 0) {
      order = Long.compareUnsigned(mid, other.mid);
      if (order == 0) {
        order = Integer.compareUnsigned(lo, other.lo);
      }
    }
    return order;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Scru160Id id && hi == id.hi && mid == id.mid && lo == id.lo;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hi ^ mid) ^ lo;
  }

  /**
   * Writes the serialization proxy instead of this object.
   *
   * @return the proxy, holding the scheme and the bytes
   */
  @Serial
  private Object writeReplace() {
    return new SerializedId(IdScheme.SCRU160, toByteArray());
  }

  /**
   * Refuses a stream that holds this class without its proxy.
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
