package dev.sortid;

import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serial;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A ULID: a 128-bit unsigned number whose top 48 bits are a Unix time in milliseconds and whose low
 * 80 bits are random.
 *
 * <table class="striped">
 *   <caption>Bit layout, most significant first (16 big-endian bytes)</caption>
 *   <thead><tr><th>bits</th><th>field</th><th>meaning</th></tr></thead>
 *   <tbody>
 *     <tr><td>0-47</td><td>{@link #timestamp()}</td><td>Unix time, ms</td></tr>
 *     <tr><td>48-127</td><td>{@link #randomness()}</td><td>80 bits, random each ms, then +1 per
 *         id (see {@link UlidGenerator})</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Text: exactly 26 Crockford base32 digits {@code 0123456789ABCDEFGHJKMNPQRSTVWXYZ}, the first
 * ten for the timestamp and the last sixteen for the randomness, for example {@code
 * 01ARZ3NDEKTSV4RRFFQ69G5FAV}. {@link #toString()} writes uppercase. {@link #parse(CharSequence)}
 * accepts any case and Crockford's aliases {@code O} for 0 and {@code I}, {@code L} for 1 (as the
 * most used Java ULID libraries do), and rejects everything else: {@code U}, hyphens, spaces, any
 * char above 127, a length other than 26, and a first digit above {@code 7}, because 26 digits hold
 * 130 bits and {@code 7ZZZZZZZZZZZZZZZZZZZZZZZZZ} (2<sup>128</sup>-1) is the largest ULID.
 *
 * <p>Contracts: {@code parse(id.toString()).equals(id)} and {@code fromByteArray(id.toByteArray())
 * .equals(id)} for every id; {@code parse(text).toString()} is the text in uppercase with the
 * aliases replaced; {@link #compareTo} orders ids as unsigned 128-bit numbers, which is the order
 * of their {@code toString()} texts. Every 128-bit value is a valid ULID, including timestamp 0.
 *
 * <p>{@link #toUuid()} and {@link #from(UUID)} copy the 128 bits unchanged: the UUID is not an RFC
 * 9562 UUID (no version or variant is set), and {@link UUID#compareTo} compares signed, so UUIDs do
 * not sort like the ULIDs they copy.
 *
 * <p>Instances are immutable and thread-safe. Null arguments throw {@link NullPointerException}.
 */
public final class Ulid implements SortableId, Comparable<Ulid>, Serializable {
  /** The scheme's name in messages: {@link IdScheme#toString()}, read once. */
  private static final String SCHEME_NAME = IdScheme.ULID.toString();

  @Serial private static final long serialVersionUID = 1L;

  /** The largest timestamp the layout holds: 2<sup>48</sup>-1 ms (year 10889). */
  static final long MAX_TIMESTAMP = (1L << 48) - 1;

  /** The number of bytes of {@link #randomness()}. */
  static final int RANDOMNESS_BYTES = 10;

  /** The mask of the 16 random bits in {@link #msb}. */
  static final long RANDOM_HI_MASK = 0xFFFF;

  /** The smallest ULID: all 128 bits zero, {@code 00000000000000000000000000}. */
  public static final Ulid MIN = new Ulid(0, 0);

  /** The largest ULID: all 128 bits one, {@code 7ZZZZZZZZZZZZZZZZZZZZZZZZZ}. */
  public static final Ulid MAX = new Ulid(-1L, -1L);

  /** Timestamp (48 bits) and the top 16 bits of the randomness. */
  private final long msb;

  /** The low 64 bits of the randomness. */
  private final long lsb;

  Ulid(long msb, long lsb) {
    this.msb = msb;
    this.lsb = lsb;
  }

  /**
   * Builds a ULID from its timestamp and its 80 bits of randomness.
   *
   * @param timestamp Unix ms, 0..2<sup>48</sup>-1
   * @param randomness exactly 10 bytes, big-endian (copied)
   * @return the ULID
   * @throws IllegalArgumentException if the timestamp is out of range or the randomness is not 10
   *     bytes long (the message names the parameter)
   */
  public static Ulid of(long timestamp, byte[] randomness) {
    Checks.inRange("timestamp", timestamp, 0, MAX_TIMESTAMP);
    Objects.requireNonNull(randomness, "randomness");
    if (randomness.length != RANDOMNESS_BYTES) {
      throw new IllegalArgumentException(
          "randomness must be " + RANDOMNESS_BYTES + " bytes, got " + randomness.length);
    }
    long hi = (randomness[0] & 0xFFL) << 8 | randomness[1] & 0xFFL;
    return new Ulid(timestamp << 16 | hi, Bytes.getLong(randomness, 2));
  }

  /**
   * Builds a ULID from the two halves of its 128 bits; every value is a valid ULID.
   *
   * @param msb the most significant 64 bits (timestamp and the top 16 random bits)
   * @param lsb the least significant 64 bits
   * @return the ULID
   */
  public static Ulid fromLongBits(long msb, long lsb) {
    return new Ulid(msb, lsb);
  }

  /**
   * Builds a ULID from exactly 16 big-endian bytes (the spec's binary layout).
   *
   * @param bytes 16 bytes
   * @return the ULID
   * @throws IdFormatException if the array is not 16 bytes long
   */
  public static Ulid fromByteArray(byte[] bytes) {
    return Id128.fromByteArray(SCHEME_NAME, bytes, Ulid::new);
  }

  /**
   * Copies the 128 bits of a UUID (no RFC 9562 version or variant is implied or checked).
   *
   * @param uuid the UUID
   * @return the ULID with the same bits
   */
  public static Ulid from(UUID uuid) {
    return Id128.fromUuid(uuid, Ulid::new);
  }

  /**
   * Parses the 26-digit text of a ULID, in any letter case, reading {@code O} as 0 and {@code I},
   * {@code L} as 1.
   *
   * @param text the text
   * @return the ULID
   * @throws IdFormatException if the text is not 26 Crockford base32 digits, or its first digit is
   *     above {@code 7} (a value of 2<sup>128</sup> or more)
   */
  public static Ulid parse(CharSequence text) {
    return PowerOfTwoCodec.crockford26(SCHEME_NAME, text.toString(), Ulid::new);
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
  public static Ulid valueOf(String text) {
    return parse(text);
  }

  /**
   * Tells whether {@link #parse} would accept the text; never throws.
   *
   * @param text the text, or null
   * @return true if it is a valid ULID text
   */
  public static boolean isValid(CharSequence text) {
    return text != null && PowerOfTwoCodec.CROCKFORD.accepts(text, 128);
  }

  /**
   * Returns a new ULID from the process-wide default generator (created on first use: monotonic,
   * with a cryptographically strong random source and the system clock).
   *
   * @return a new ULID, greater than every ULID this method returned before in this process (unless
   *     the system clock went back more than 10 seconds)
   * @throws IllegalStateException if the 80 random bits overflow within one millisecond, or the
   *     system clock is outside 1..2<sup>48</sup>-1 ms
   * @see UlidGenerator
   */
  public static Ulid generate() {
    return UlidGenerator.defaultGenerator().generate();
  }

  /**
   * Returns the smallest ULID of the instant's millisecond, for range queries.
   *
   * @param instant a time between the epoch and 2<sup>48</sup>-1 ms after it
   * @return the ULID with that timestamp and all 80 random bits zero
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static Ulid min(Instant instant) {
    return new Ulid(Checks.epochMillis(instant, MAX_TIMESTAMP) << 16, 0);
  }

  /**
   * Returns the largest ULID of the instant's millisecond, for range queries.
   *
   * @param instant a time between the epoch and 2<sup>48</sup>-1 ms after it
   * @return the ULID with that timestamp and all 80 random bits one
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static Ulid max(Instant instant) {
    return new Ulid(Checks.epochMillis(instant, MAX_TIMESTAMP) << 16 | RANDOM_HI_MASK, -1L);
  }

  /**
   * Returns the 48-bit timestamp.
   *
   * @return Unix time in milliseconds
   */
  public long timestamp() {
    return msb >>> 16;
  }

  /**
   * Returns the 80 random bits as 10 big-endian bytes (a new array each call).
   *
   * @return the randomness
   */
  public byte[] randomness() {
    byte[] bytes = new byte[RANDOMNESS_BYTES];
    bytes[0] = (byte) (msb >>> 8);
    bytes[1] = (byte) msb;
    Bytes.putLong(bytes, 2, lsb);
    return bytes;
  }

  @Override
  public long epochMillis() {
    return timestamp();
  }

  /**
   * Returns the most significant 64 bits: the timestamp and the top 16 random bits.
   *
   * @return the high half
   */
  public long mostSignificantBits() {
    return msb;
  }

  /**
   * Returns the least significant 64 bits: the low 64 random bits.
   *
   * @return the low half
   */
  public long leastSignificantBits() {
    return lsb;
  }

  /**
   * Returns a UUID with the same 128 bits (a bit copy, not an RFC 9562 UUID). Note that {@link
   * UUID#compareTo} compares signed, so UUIDs do not sort like the ULIDs they copy.
   *
   * @return the UUID
   */
  public UUID toUuid() {
    return new UUID(msb, lsb);
  }

  @Override
  public byte[] toByteArray() {
    return Bytes.of128(msb, lsb);
  }

  @Override
  public String toHexString() {
    return Bytes.hex128(msb, lsb);
  }

  @Override
  public IdScheme scheme() {
    return IdScheme.ULID;
  }

  /**
   * Returns the 26-digit uppercase Crockford base32 text.
   *
   * @return the canonical text
   */
  @Override
  public String toString() {
    return PowerOfTwoCodec.crockford26(msb, lsb);
  }

  /**
   * Compares as unsigned 128-bit numbers, which is the order of the canonical texts.
   *
   * @param other the ULID to compare with
   * @return negative, zero or positive as this ULID is less than, equal to or greater than {@code
   *     other}
   */
  @Override
  public int compareTo(Ulid other) {
    return Id128.compare(msb, lsb, other.msb, other.lsb);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Ulid id && msb == id.msb && lsb == id.lsb;
  }

  @Override
  public int hashCode() {
    return Id128.hashCode(msb, lsb);
  }

  /**
   * Serializes this ULID as its {@link SerializedId} proxy (the scheme and the 16 bytes).
   *
   * @return the proxy
   */
  @Serial
  private Object writeReplace() {
    return Id128.serialForm(IdScheme.ULID, msb, lsb);
  }

  /**
   * Refuses a stream that holds this class directly instead of its proxy (a forged stream).
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
