package dev.sortid;

import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serial;
import java.io.Serializable;
import java.time.Instant;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.UUID;

/**
 * An EUID (Extendable Universally Unique Identifier, draft 5): a 128-bit unsigned number whose top
 * 45 bits are a Unix time in milliseconds, with room for an optional 15-bit extension value.
 *
 * <table class="striped">
 *   <caption>Bit layout, most significant first (16 big-endian bytes)</caption>
 *   <thead><tr><th>bits</th><th>field</th><th>meaning</th></tr></thead>
 *   <tbody>
 *     <tr><td>0-44</td><td>{@link #timestamp()}</td><td>Unix time, ms (until the year 3084)</td></tr>
 *     <tr><td>45-59</td><td>{@link #randomHigh()} and {@link #extension()}</td>
 *         <td>the extension in the low ext_len bits, random bits above it</td></tr>
 *     <tr><td>60-63</td><td>{@link #extensionLength()}</td><td>ext_len, 0..15; 0 = no extension
 *         </td></tr>
 *     <tr><td>64-127</td><td>{@link #leastSignificantBits()}</td><td>64 random bits; within one ms
 *         the generator adds 1 to the high 32 and draws the low 32 afresh</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>As two longs: {@code msb = timestamp << 19 | mid15 << 4 | extLen} and {@code lsb} = the 64
 * random bits. ext_len is the bit length of the extension value, at least 1 (an extension of 0 has
 * ext_len 1), so the values 0..32767 fit.
 *
 * <p>Text: exactly 27 Crockford base32 digits ({@code 0-9} and {@code A-Z} without {@code I L O
 * U}), for example {@code C8ZM14GR4JXG0MQXVY18S8TJNA6}. They are the 135-bit number {@code value <<
 * 7 | check}, most significant digit first, where {@code check} is the unsigned 128-bit value
 * modulo 127 (0..126): the first 9 digits are exactly the timestamp, and the last two digits carry
 * the low 3 value bits and the 7 check bits. {@link #toString()} writes uppercase with the check;
 * {@link #toUncheckedString()} writes check 127, which means "not checked". {@link
 * #parse(CharSequence)} accepts any case and the aliases {@code O} for 0 and {@code I}, {@code L}
 * for 1; it checks, in this order, the length, each character (the first bad one is reported) and
 * the check (skipped when it reads 127). Every 27-digit text is some value: there is no overflow.
 *
 * <p>In a checked text, the check detects any single changed digit among the first 25 and any swap
 * of two adjacent different digits among them. Those digits hold value bits only, so such a change
 * leaves the check as it was and alters the value by {@code d * 2^j} (one digit) or {@code 31 * d *
 * 2^j} (a swap), with {@code 0 < |d| < 32}: the prime 127 divides neither, so the value's check no
 * longer matches. A change in the last two digits can go unnoticed when it turns the check into
 * 127.
 *
 * <p>Contracts: {@code parse(id.toString()).equals(id)}, {@code parse(id.toUncheckedString())
 * .equals(id)} and {@code fromByteArray(id.toByteArray()).equals(id)} for every id; the canonical
 * text of any accepted input is {@code parse(text).toString()}. {@link #compareTo} orders ids as
 * unsigned 128-bit numbers, which is the order of their {@code toString()} texts. (The EUID Java
 * port compares signed; sortid does not.)
 *
 * <p>Instances are immutable and thread-safe. Null arguments throw {@link NullPointerException}.
 */
public final class Euid implements SortableId, Comparable<Euid>, Serializable {
  /** The scheme's name in messages: {@link IdScheme#toString()}, read once. */
  private static final String SCHEME_NAME = IdScheme.EUID.toString();

  @Serial private static final long serialVersionUID = 1L;

  /** The largest timestamp the layout holds: 2<sup>45</sup>-1 ms. */
  static final long MAX_TIMESTAMP = (1L << 45) - 1;

  /** The largest extension value: 2<sup>15</sup>-1. */
  static final int MAX_EXTENSION = (1 << 15) - 1;

  /** The check value that means "no check". */
  static final int NO_CHECK = 127;

  /** Bits of the text's number: 128 value bits and 7 check bits. */
  private static final int TEXT_BITS = 135;

  private static final int LENGTH = 27;

  /** The smallest id: all 128 bits zero. */
  public static final Euid MIN = new Euid(0, 0);

  /** The largest id: all 128 bits one. */
  public static final Euid MAX = new Euid(-1L, -1L);

  /** Timestamp (45 bits), mid15 (15 bits) and ext_len (4 bits). */
  private final long msb;

  /** The 64 random bits. */
  private final long lsb;

  Euid(long msb, long lsb) {
    this.msb = msb;
    this.lsb = lsb;
  }

  /**
   * Builds an id without an extension (ext_len 0) from its fields: 15 random bits between the
   * timestamp and ext_len. For every id whose {@link #extension()} is empty, {@code
   * of(id.timestamp(), id.randomHigh(), id.leastSignificantBits())} equals {@code id}.
   *
   * @param timestamp Unix ms, 0..2<sup>45</sup>-1
   * @param randomHigh the 15 random bits below the timestamp, 0..32767
   * @param randomLow the 64 random bits (the least significant half)
   * @return the id
   * @throws IllegalArgumentException if a field is out of its range (the message names it)
   */
  public static Euid of(long timestamp, int randomHigh, long randomLow) {
    Checks.inRange("timestamp", timestamp, 0, MAX_TIMESTAMP);
    Checks.inRange("randomHigh", randomHigh, 0, MAX_EXTENSION);
    return new Euid(timestamp << 19 | (long) randomHigh << 4, randomLow);
  }

  /**
   * Builds an id with an extension from its fields, the way the generator and the reference
   * implementation lay them out: ext_len is the bit length of {@code extension}, at least 1. For
   * every id whose ext_len is the bit length of its extension (all ids that sortid or the reference
   * generate), {@code of(id.timestamp(), id.extension().getAsInt(), id.randomHigh(),
   * id.leastSignificantBits())} equals {@code id}; use {@link #of(long, int, long)} for an id
   * without an extension and {@link #fromLongBits} for any other bits.
   *
   * @param timestamp Unix ms, 0..2<sup>45</sup>-1
   * @param extension the extension value, 0..32767
   * @param randomHigh the random bits above the extension, 0..2<sup>15-ext_len</sup>-1
   * @param randomLow the 64 random bits (the least significant half)
   * @return the id
   * @throws IllegalArgumentException if a field is out of its range (the message names it)
   */
  public static Euid of(long timestamp, int extension, int randomHigh, long randomLow) {
    Checks.inRange("timestamp", timestamp, 0, MAX_TIMESTAMP);
    Checks.inRange("extension", extension, 0, MAX_EXTENSION);
    int length = extensionLength(extension);
    Checks.inRange("randomHigh", randomHigh, 0, (1 << (15 - length)) - 1);
    return new Euid(
        timestamp << 19 | (long) randomHigh << (4 + length) | extensionBits(extension), randomLow);
  }

  /**
   * ext_len for an extension value 0..32767, or 0 for -1 (none). The -1 is the generator's
   * representation of "no extension"; the public factories take no sentinel.
   */
  static int extensionLength(int extension) {
    return extension < 0 ? 0 : Math.max(1, 32 - Integer.numberOfLeadingZeros(extension));
  }

  /** The low 19 bits' extension part: {@code extension << 4 | ext_len}, or 0 for -1 (none). */
  static long extensionBits(int extension) {
    return extension < 0 ? 0 : (long) extension << 4 | extensionLength(extension);
  }

  /**
   * Builds an id from the two halves of its 128 bits; every value is a valid id.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the id
   */
  public static Euid fromLongBits(long msb, long lsb) {
    return new Euid(msb, lsb);
  }

  /**
   * Builds an id from exactly 16 big-endian bytes; every value is a valid id.
   *
   * @param bytes 16 bytes
   * @return the id
   * @throws IdFormatException if the array is not 16 bytes long
   */
  public static Euid fromByteArray(byte[] bytes) {
    return Id128.fromByteArray(SCHEME_NAME, bytes, Euid::new);
  }

  /**
   * Copies the 128 bits of a UUID (no RFC 9562 version or variant is implied or checked).
   *
   * @param uuid the UUID
   * @return the id with the same bits
   */
  public static Euid from(UUID uuid) {
    return Id128.fromUuid(uuid, Euid::new);
  }

  /**
   * Parses the 27-digit text of an id, in any letter case, with the aliases O (0), I and L (1).
   *
   * @param text the text
   * @return the id
   * @throws IdFormatException if the text is not 27 chars long (index -1), holds a char outside the
   *     alphabet (the index of the first), or its check does not match its value (index -1; the
   *     message gives the check found and the one computed)
   */
  public static Euid parse(CharSequence text) {
    String string = text.toString();
    Euid id = PowerOfTwoCodec.CROCKFORD.decode(SCHEME_NAME, string, TEXT_BITS, Euid::checked);
    if (id == null) {
      throw PowerOfTwoCodec.CROCKFORD.decode(
          SCHEME_NAME, string, TEXT_BITS, (w2, w1, w0) -> checkMismatch(string, w2, w1, w0));
    }
    return id;
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
  public static Euid valueOf(String text) {
    return parse(text);
  }

  /** The id of a decoded 135-bit number, or null if its check does not match. */
  private static Euid checked(long w2, long w1, long w0) {
    long msb = w2 << 57 | w1 >>> 7;
    long lsb = w1 << 57 | w0 >>> 7;
    int check = (int) w0 & NO_CHECK;
    return check == NO_CHECK || check == checkMod(msb, lsb) ? new Euid(msb, lsb) : null;
  }

  private static IdFormatException checkMismatch(String text, long w2, long w1, long w0) {
    int found = (int) w0 & NO_CHECK;
    int computed = checkMod(w2 << 57 | w1 >>> 7, w1 << 57 | w0 >>> 7);
    return IdFormatException.value(
        SCHEME_NAME,
        text,
        -1,
        String.format(
            Locale.ROOT,
            "check value %d does not match %d computed from the value (a mistyped or altered id)",
            found,
            computed));
  }

  /**
   * The unsigned 128-bit value {@code msb * 2^64 + lsb} modulo 127. As 127 = 2<sup>7</sup>-1,
   * 2<sup>63</sup> = (2<sup>7</sup>)<sup>9</sup> is 1 modulo 127 and 2<sup>64</sup> is 2, so each
   * half reduces to its low 63 bits plus its top bit.
   */
  static int checkMod(long msb, long lsb) {
    return (int) ((2 * mod127(msb) + mod127(lsb)) % 127);
  }

  private static long mod127(long x) {
    return (x & Long.MAX_VALUE) % 127 + (x >>> 63);
  }

  /**
   * Tells whether {@link #parse} would accept the text; never throws.
   *
   * @param text the text, or null
   * @return true if it is a valid EUID text (checked, or with check 127)
   */
  public static boolean isValid(CharSequence text) {
    // the codec accepts the text first, so decode only computes the value for the check
    return text != null
        && PowerOfTwoCodec.CROCKFORD.accepts(text, TEXT_BITS)
        && PowerOfTwoCodec.CROCKFORD.decode(SCHEME_NAME, text.toString(), TEXT_BITS, Euid::checked)
            != null;
  }

  /**
   * Returns a new id from the process-wide default generator (created on first use, with a
   * cryptographically strong random source, the system clock and no extension).
   *
   * @return a new id
   * @see EuidGenerator
   */
  public static Euid generate() {
    return EuidGenerator.defaultGenerator().generate();
  }

  /**
   * Returns the smallest id of the instant's millisecond, for range queries.
   *
   * @param instant a time between the epoch and 2<sup>45</sup>-1 ms after it
   * @return the id with that timestamp and every other bit zero
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static Euid min(Instant instant) {
    return new Euid(Checks.epochMillis(instant, MAX_TIMESTAMP) << 19, 0);
  }

  /**
   * Returns the largest id of the instant's millisecond, for range queries.
   *
   * @param instant a time between the epoch and 2<sup>45</sup>-1 ms after it
   * @return the id with that timestamp and every other bit one
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static Euid max(Instant instant) {
    return new Euid(Checks.epochMillis(instant, MAX_TIMESTAMP) << 19 | 0x7FFFF, -1L);
  }

  /**
   * Returns the 45-bit timestamp.
   *
   * @return Unix time in milliseconds
   */
  public long timestamp() {
    return msb >>> 19;
  }

  /**
   * Returns the extension value: the low ext_len bits of the 15 bits below the timestamp.
   *
   * @return the extension, 0..32767, or empty when ext_len is 0
   */
  public OptionalInt extension() {
    int length = extensionLength();
    return length == 0
        ? OptionalInt.empty()
        : OptionalInt.of((int) (msb >>> 4) & ((1 << length) - 1));
  }

  /**
   * Returns ext_len, the count of extension bits (0 when there is no extension).
   *
   * @return 0..15
   */
  public int extensionLength() {
    return (int) msb & 0xF;
  }

  /**
   * Returns the random bits between the timestamp and the extension.
   *
   * @return 0..2<sup>15-ext_len</sup>-1
   */
  public int randomHigh() {
    int length = extensionLength();
    return (int) (msb >>> (4 + length)) & ((1 << (15 - length)) - 1);
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
   * Returns the least significant 64 bits: the random part.
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
    return IdScheme.EUID;
  }

  /**
   * Returns the 27-digit uppercase text with its check: the canonical form.
   *
   * @return the canonical text
   */
  @Override
  public String toString() {
    return encode(checkMod(msb, lsb));
  }

  /**
   * Returns the 27-digit uppercase text with check value 127, which readers do not validate. Its
   * last digit is always {@code Z}; {@link #parse} accepts it, and the canonical form is {@link
   * #toString()}.
   *
   * @return the unchecked text
   */
  public String toUncheckedString() {
    return encode(NO_CHECK);
  }

  private String encode(int check) {
    return PowerOfTwoCodec.CROCKFORD.encode(
        msb >>> 57, msb << 7 | lsb >>> 57, lsb << 7 | check, LENGTH);
  }

  /**
   * Compares as unsigned 128-bit numbers, which is the order of the canonical texts.
   *
   * @param other the id to compare with
   * @return negative, zero or positive as this id is less than, equal to or greater than {@code
   *     other}
   */
  @Override
  public int compareTo(Euid other) {
    return Id128.compare(msb, lsb, other.msb, other.lsb);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Euid id && msb == id.msb && lsb == id.lsb;
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
    return Id128.serialForm(IdScheme.EUID, msb, lsb);
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
