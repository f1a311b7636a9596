package dev.sortid;

import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serial;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A SCRU128 id: a 128-bit unsigned number whose top 48 bits are a Unix time in milliseconds.
 *
 * <table class="striped">
 *   <caption>Bit layout, most significant first (16 big-endian bytes)</caption>
 *   <thead><tr><th>bits</th><th>field</th><th>meaning</th></tr></thead>
 *   <tbody>
 *     <tr><td>0-47</td><td>{@link #timestamp()}</td><td>Unix time, ms</td></tr>
 *     <tr><td>48-71</td><td>{@link #counterHi()}</td><td>24 bits, random, renewed each second</td></tr>
 *     <tr><td>72-95</td><td>{@link #counterLo()}</td><td>24 bits, random each ms, then +1 per id</td></tr>
 *     <tr><td>96-127</td><td>{@link #entropy()}</td><td>32 random bits, fresh for every id</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Text: exactly 25 Base36 digits {@code 0-9a-z}, for example {@code 0372hg16csmsm50l8dikcvukc}.
 * {@link #toString()} writes lowercase; {@link #parse(CharSequence)} accepts any case and rejects
 * values of 2<sup>128</sup> or more ({@code f5lxx1zz5pnorynqglhzmsp33} is the largest).
 *
 * <p>Contracts: {@code parse(id.toString()).equals(id)} and {@code fromByteArray(id.toByteArray())
 * .equals(id)} for every id; {@link #compareTo} orders ids as unsigned 128-bit numbers, which is
 * the order of their {@code toString()} texts. Timestamps 0 and 2<sup>48</sup>-1 are reserved by
 * the specification: {@link Scru128Generator} never emits them, but this class represents them.
 *
 * <p>Instances are immutable and thread-safe. Null arguments throw {@link NullPointerException}.
 */
public final class Scru128Id implements SortableId, Comparable<Scru128Id>, Serializable {
  /** The scheme's name in messages: {@link IdScheme#toString()}, read once. */
  private static final String SCHEME_NAME = IdScheme.SCRU128.toString();

  @Serial private static final long serialVersionUID = 1L;

  /** The largest timestamp the layout holds (2<sup>48</sup>-1 ms), which is reserved. */
  static final long MAX_TIMESTAMP = (1L << 48) - 1;

  static final int MAX_COUNTER = (1 << 24) - 1;

  /** The smallest id: all 128 bits zero. */
  public static final Scru128Id MIN = new Scru128Id(0, 0);

  /** The largest id: all 128 bits one. */
  public static final Scru128Id MAX = new Scru128Id(-1L, -1L);

  /** Timestamp (48 bits) and the top 16 bits of counter_hi. */
  private final long msb;

  /** The low 8 bits of counter_hi, counter_lo (24 bits) and entropy (32 bits). */
  private final long lsb;

  Scru128Id(long msb, long lsb) {
    this.msb = msb;
    this.lsb = lsb;
  }

  /**
   * Builds an id from its four fields.
   *
   * @param timestamp Unix ms, 0..2<sup>48</sup>-1
   * @param counterHi 0..2<sup>24</sup>-1
   * @param counterLo 0..2<sup>24</sup>-1
   * @param entropy 0..2<sup>32</sup>-1
   * @return the id
   * @throws IllegalArgumentException if a field is out of its range (the message names it)
   */
  public static Scru128Id of(long timestamp, int counterHi, int counterLo, long entropy) {
    Checks.inRange("timestamp", timestamp, 0, MAX_TIMESTAMP);
    Checks.inRange("counterHi", counterHi, 0, MAX_COUNTER);
    Checks.inRange("counterLo", counterLo, 0, MAX_COUNTER);
    Checks.inRange("entropy", entropy, 0, 0xFFFF_FFFFL);
    return fields(timestamp, counterHi, counterLo, entropy);
  }

  /** {@link #of} without the checks, for callers whose fields are in range by construction. */
  static Scru128Id fields(long timestamp, long counterHi, long counterLo, long entropy) {
    return new Scru128Id(
        timestamp << 16 | counterHi >>> 8, counterHi << 56 | counterLo << 32 | entropy);
  }

  /**
   * Builds an id from the two halves of its 128 bits; every value is a valid id.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the id
   */
  public static Scru128Id fromLongBits(long msb, long lsb) {
    return new Scru128Id(msb, lsb);
  }

  /**
   * Builds an id from exactly 16 big-endian bytes. (The reference Java library also accepts shorter
   * arrays; sortid asks for the exact length so that a truncated column is noticed.)
   *
   * @param bytes 16 bytes
   * @return the id
   * @throws IdFormatException if the array is not 16 bytes long
   */
  public static Scru128Id fromByteArray(byte[] bytes) {
    return Id128.fromByteArray(SCHEME_NAME, bytes, Scru128Id::new);
  }

  /**
   * Copies the 128 bits of a UUID (no RFC 9562 version or variant is implied or checked).
   *
   * @param uuid the UUID
   * @return the id with the same bits
   */
  public static Scru128Id from(UUID uuid) {
    return Id128.fromUuid(uuid, Scru128Id::new);
  }

  /**
   * Parses the 25-digit text of an id, in any letter case.
   *
   * @param text the text
   * @return the id
   * @throws IdFormatException if the text is not 25 Base36 digits of a value below 2<sup>128</sup>
   */
  public static Scru128Id parse(CharSequence text) {
    return Base36.decode25(SCHEME_NAME, text.toString(), Scru128Id::new);
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
  public static Scru128Id valueOf(String text) {
    return parse(text);
  }

  /**
   * Tells whether {@link #parse} would accept the text; never throws.
   *
   * @param text the text, or null
   * @return true if it is a valid SCRU128 text
   */
  public static boolean isValid(CharSequence text) {
    return text != null && Base36.accepts25(text);
  }

  /**
   * Returns a new id from the process-wide default generator (created on first use, with a
   * cryptographically strong random source and the system clock).
   *
   * @return a new id
   * @see Scru128Generator
   */
  public static Scru128Id generate() {
    return Scru128Generator.defaultGenerator().generate();
  }

  /**
   * Returns the smallest id of the instant's millisecond, for range queries.
   *
   * @param instant a time between the epoch and 2<sup>48</sup>-1 ms after it
   * @return the id with that timestamp and every other bit zero
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static Scru128Id min(Instant instant) {
    return fields(Checks.epochMillis(instant, MAX_TIMESTAMP), 0, 0, 0);
  }

  /**
   * Returns the largest id of the instant's millisecond, for range queries.
   *
   * @param instant a time between the epoch and 2<sup>48</sup>-1 ms after it
   * @return the id with that timestamp and every other bit one
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static Scru128Id max(Instant instant) {
    return fields(
        Checks.epochMillis(instant, MAX_TIMESTAMP), MAX_COUNTER, MAX_COUNTER, 0xFFFF_FFFFL);
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
   * Returns the 24-bit counter_hi field.
   *
   * @return 0..2<sup>24</sup>-1
   */
  public int counterHi() {
    return (int) ((msb & 0xFFFF) << 8 | lsb >>> 56);
  }

  /**
   * Returns the 24-bit counter_lo field.
   *
   * @return 0..2<sup>24</sup>-1
   */
  public int counterLo() {
    return (int) (lsb >>> 32) & MAX_COUNTER;
  }

  /**
   * Returns the 32-bit entropy field.
   *
   * @return 0..2<sup>32</sup>-1
   */
  public long entropy() {
    return lsb & 0xFFFF_FFFFL;
  }

  @Override
  public long epochMillis() {
    return timestamp();
  }

  /**
   * Returns the most significant 64 bits.
   *
   * @return the high half
   */
  public long mostSignificantBits() {
    return msb;
  }

  /**
   * Returns the least significant 64 bits.
   *
   * @return the low half
   */
  public long leastSignificantBits() {
    return lsb;
  }

  /**
   * Returns a UUID with the same 128 bits (a bit copy, not an RFC 9562 UUID). Note that {@link
   * UUID#compareTo} compares signed, so UUIDs do not sort like the ids they copy.
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
    return IdScheme.SCRU128;
  }

  /**
   * Returns the 25-digit lowercase Base36 text.
   *
   * @return the canonical text
   */
  @Override
  public String toString() {
    return Base36.encode25(msb, lsb);
  }

  /**
   * Compares as unsigned 128-bit numbers, which is the order of the canonical texts.
   *
   * @param other the id to compare with
   * @return negative, zero or positive as this id is less than, equal to or greater than {@code
   *     other}
   */
  @Override
  public int compareTo(Scru128Id other) {
    return Id128.compare(msb, lsb, other.msb, other.lsb);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Scru128Id id && msb == id.msb && lsb == id.lsb;
  }

  @Override
  public int hashCode() {
    return Id128.hashCode(msb, lsb);
  }

  /**
   * Serializes this id as its scheme and bytes, through a validating proxy.
   *
   * @return the serialization proxy
   */
  @Serial
  private Object writeReplace() {
    return Id128.serialForm(IdScheme.SCRU128, msb, lsb);
  }

  /**
   * Refuses a stream that holds this class directly rather than the proxy.
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
