package dev.sortid;

import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serial;
import java.io.Serializable;
import java.time.Instant;
import java.util.Locale;
import java.util.Objects;
import java.util.UUID;

/**
 * A UUID of version 7 (RFC 9562, section 5.7): a 128-bit unsigned number whose top 48 bits are a
 * Unix time in milliseconds, with the version and variant bits of RFC 9562 in place.
 *
 * <table class="striped">
 *   <caption>Bit layout, most significant first (16 big-endian bytes)</caption>
 *   <thead><tr><th>bits</th><th>field</th><th>meaning</th></tr></thead>
 *   <tbody>
 *     <tr><td>0-47</td><td>{@link #timestamp()}</td><td>unix_ts_ms: Unix time, ms</td></tr>
 *     <tr><td>48-51</td><td>ver</td><td>{@code 0111}: version 7</td></tr>
 *     <tr><td>52-63</td><td>{@link #randA()}</td><td>rand_a, 12 bits: the top of the generator's
 *         42-bit counter (see {@link UuidV7Generator})</td></tr>
 *     <tr><td>64-65</td><td>var</td><td>{@code 10}: the RFC 9562 variant</td></tr>
 *     <tr><td>66-127</td><td>{@link #randB()}</td><td>rand_b, 62 bits: the rest of the counter (30
 *         bits), then 32 random bits fresh for every id</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>The 128 bits are those of {@link UUID}'s two longs: {@code mostSignificantBits() = timestamp
 * << 16 | 0x7000 | randA} and {@code leastSignificantBits() = 0b10 << 62 | randB}.
 *
 * <p>Text: the RFC's 36-char form, 32 hex digits in groups of 8-4-4-4-12 separated by hyphens, for
 * example {@code 017f22e2-79b0-7cc3-98c4-dc0c0c07398f} (the RFC's example, 2022-02-22T19:22:22Z).
 * {@link #toString()} writes lowercase, as {@link UUID#toString()} does. {@link
 * #parse(CharSequence)} accepts any case and rejects, with an {@link IdFormatException} naming the
 * index: a length other than 36, a char other than {@code -} at index 8, 13, 18 or 23, a char other
 * than a hex digit elsewhere, a version digit (index 14) other than {@code 7}, and a variant digit
 * (index 19) other than {@code 8}, {@code 9}, {@code a} or {@code b} (variant bits {@code 10}). No
 * braces, {@code urn:uuid:} prefix or dash-less form: those are other texts.
 *
 * <p>Only valid version 7 values are instances: {@link #fromByteArray}, {@link #fromLongBits},
 * {@link #from(UUID)} and {@link #fromUlid} reject bits with another version or variant. So {@link
 * #MIN} is {@code 00000000-0000-7000-8000-000000000000} and {@link #MAX} is {@code
 * ffffffff-ffff-7fff-bfff-ffffffffffff}, not RFC 9562's Nil and Max UUIDs.
 *
 * <p>Contracts: {@code parse(id.toString()).equals(id)}, {@code fromByteArray(id.toByteArray())
 * .equals(id)} and {@code from(id.toUuid()).equals(id)} for every id; {@code id.toString()} equals
 * {@code id.toUuid().toString()}. {@link #compareTo} orders ids as unsigned 128-bit numbers, which
 * is the order of their {@code toString()} texts. ({@link UUID#compareTo} compares signed and
 * disagrees for ids whose top bit is set, from the year 6429 on.)
 *
 * <p>ULID: a UUIDv7 is a 48-bit ms timestamp followed by 80 other bits, as a ULID is, so {@link
 * #toUlid()} is a lossless bit copy with the same timestamp and the same order. The way back,
 * {@link #fromUlid}, keeps every bit and so accepts only a ULID whose 6 version and variant bits
 * happen to read 7 and {@code 10} (one ULID in 64 from a random source): turning any ULID into a
 * UUIDv7 would have to overwrite those 6 bits, which loses them and can break the order of ULIDs of
 * one millisecond, so sortid does not do it silently.
 *
 * <p>Instances are immutable and thread-safe. Null arguments throw {@link NullPointerException}.
 */
public final class UuidV7 implements SortableId, Comparable<UuidV7>, Serializable {
  /** The scheme's name in messages: {@link IdScheme#toString()}, read once. */
  private static final String SCHEME_NAME = IdScheme.UUIDV7.toString();

  @Serial private static final long serialVersionUID = 1L;

  /** The largest timestamp the layout holds: 2<sup>48</sup>-1 ms (year 10889). */
  static final long MAX_TIMESTAMP = (1L << 48) - 1;

  /** The largest rand_a: 2<sup>12</sup>-1. */
  static final int MAX_RAND_A = (1 << 12) - 1;

  /** The largest rand_b: 2<sup>62</sup>-1. */
  static final long MAX_RAND_B = (1L << 62) - 1;

  /** The version bits in the high half. */
  static final long VERSION_BITS = 0x7000;

  /** The variant bits in the low half. */
  static final long VARIANT_BITS = 1L << 63;

  private static final int LENGTH = 36;

  /** The smallest UUIDv7: timestamp 0, rand_a and rand_b 0. */
  public static final UuidV7 MIN = new UuidV7(VERSION_BITS, VARIANT_BITS);

  /** The largest UUIDv7: timestamp 2<sup>48</sup>-1, rand_a and rand_b all ones. */
  public static final UuidV7 MAX = new UuidV7(-1L & ~0x8000L, ~(1L << 62));

  /** Timestamp (48 bits), version (4) and rand_a (12). */
  private final long msb;

  /** Variant (2 bits) and rand_b (62). */
  private final long lsb;

  UuidV7(long msb, long lsb) {
    this.msb = msb;
    this.lsb = lsb;
  }

  /**
   * Builds a UUIDv7 from its three fields; the version and variant bits are set.
   *
   * @param timestamp Unix ms, 0..2<sup>48</sup>-1
   * @param randA 0..2<sup>12</sup>-1
   * @param randB 0..2<sup>62</sup>-1
   * @return the UUIDv7
   * @throws IllegalArgumentException if a field is out of its range (the message names it)
   */
  public static UuidV7 of(long timestamp, int randA, long randB) {
    Checks.inRange("timestamp", timestamp, 0, MAX_TIMESTAMP);
    Checks.inRange("randA", randA, 0, MAX_RAND_A);
    Checks.inRange("randB", randB, 0, MAX_RAND_B);
    return fields(timestamp, randA, randB);
  }

  /** {@link #of} without the checks, for callers whose fields are in range by construction. */
  static UuidV7 fields(long timestamp, long randA, long randB) {
    return new UuidV7(timestamp << 16 | VERSION_BITS | randA, VARIANT_BITS | randB);
  }

  /**
   * Builds a UUIDv7 from the two halves of its 128 bits, as {@link UUID#UUID(long, long)} takes
   * them.
   *
   * @param msb the most significant 64 bits
   * @param lsb the least significant 64 bits
   * @return the UUIDv7
   * @throws IllegalArgumentException if the version is not 7 or the variant bits are not {@code 10}
   */
  public static UuidV7 fromLongBits(long msb, long lsb) {
    String problem = problem(msb, lsb);
    if (problem != null) {
      throw new IllegalArgumentException("not a UUIDv7: " + new UUID(msb, lsb) + " has " + problem);
    }
    return new UuidV7(msb, lsb);
  }

  /**
   * Builds a UUIDv7 from exactly 16 big-endian bytes (the RFC's binary layout).
   *
   * @param bytes 16 bytes
   * @return the UUIDv7
   * @throws IdFormatException if the array is not 16 bytes long, or its version is not 7 or its
   *     variant bits not {@code 10}
   */
  public static UuidV7 fromByteArray(byte[] bytes) {
    Bytes.checkLength(SCHEME_NAME, bytes, 16);
    long msb = Bytes.getLong(bytes, 0);
    long lsb = Bytes.getLong(bytes, 8);
    String problem = problem(msb, lsb);
    if (problem != null) {
      throw IdFormatException.bytes(SCHEME_NAME, bytes, problem);
    }
    return new UuidV7(msb, lsb);
  }

  /**
   * Returns the UUIDv7 with the bits of a UUID, which must be of version 7 and variant {@code 10}
   * ({@code uuid.version() == 7 && uuid.variant() == 2}).
   *
   * @param uuid the UUID
   * @return the UUIDv7 with the same bits
   * @throws IllegalArgumentException if the UUID is not a version 7 UUID of the RFC 9562 variant
   */
  public static UuidV7 from(UUID uuid) {
    return fromLongBits(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
  }

  /**
   * Returns the UUIDv7 with the bits of a ULID, which must hold version 7 and variant {@code 10} in
   * their places (see the class docs: nothing is overwritten).
   *
   * @param ulid the ULID
   * @return the UUIDv7 with the same 128 bits, timestamp and order
   * @throws IllegalArgumentException if the ULID's bits are not a valid UUIDv7
   */
  public static UuidV7 fromUlid(Ulid ulid) {
    long msb = ulid.mostSignificantBits();
    long lsb = ulid.leastSignificantBits();
    String problem = problem(msb, lsb);
    if (problem != null) {
      throw new IllegalArgumentException(
          "ULID " + ulid + " is not a UUIDv7 bit for bit: it has " + problem);
    }
    return new UuidV7(msb, lsb);
  }

  /**
   * Parses the 36-char 8-4-4-4-12 text of a UUIDv7, in any letter case.
   *
   * @param text the text
   * @return the UUIDv7
   * @throws IdFormatException if the text is not 36 chars of hex digits and hyphens in the RFC's
   *     form, or its version is not 7, or its variant bits are not {@code 10}
   */
  public static UuidV7 parse(CharSequence text) {
    String s = text.toString();
    if (s.length() == LENGTH
        && s.charAt(8) == '-'
        && s.charAt(13) == '-'
        && s.charAt(18) == '-'
        && s.charAt(23) == '-') {
      UuidV7 id = UuidText.hexUuidV7(s, UuidV7::new);
      if (id != null) {
        return id;
      }
    }
    throw rejection(s);
  }

  /**
   * Returns {@link #parse(CharSequence) parse(text)}: the name that JAX-RS ({@code @PathParam},
   * {@code @QueryParam}) and Spring's default conversion look for to build a value from a string.
   *
   * @param text the text
   * @return the UUIDv7
   * @throws IdFormatException as {@link #parse(CharSequence)}
   */
  public static UuidV7 valueOf(String text) {
    return parse(text);
  }

  /**
   * Tells whether {@link #parse} would accept the text; never throws.
   *
   * @param text the text, or null
   * @return true if it is a valid UUIDv7 text
   */
  public static boolean isValid(CharSequence text) {
    return text != null && text.length() == LENGTH && firstFault(text) < 0;
  }

  /**
   * The index of the first fault of a 36-char text: a char that is not a hyphen where one belongs
   * or not a hex digit elsewhere, else the version digit (14) if it is not 7, else the variant
   * digit (19) if it is not 8-b; -1 if there is none.
   */
  private static int firstFault(CharSequence text) {
    for (int i = 0; i < LENGTH; i++) {
      char c = text.charAt(i);
      if (isHyphenIndex(i) ? c != '-' : !PowerOfTwoCodec.HEX.isDigit(c)) {
        return i;
      }
    }
    if (text.charAt(14) != '7') {
      return 14;
    }
    return "89abAB".indexOf(text.charAt(19)) < 0 ? 19 : -1;
  }

  private static boolean isHyphenIndex(int i) {
    return i == 8 || i == 13 || i == 18 || i == 23;
  }

  /** The exception for a text that {@link #parse} rejects. */
  private static IdFormatException rejection(String text) {
    if (text.length() != LENGTH) {
      return IdFormatException.length(SCHEME_NAME, text, "36: 8-4-4-4-12 hex digits");
    }
    int i = firstFault(text);
    char c = text.charAt(i);
    if (isHyphenIndex(i)) {
      return IdFormatException.character(SCHEME_NAME, text, i, "'-'");
    } else if (!PowerOfTwoCodec.HEX.isDigit(c)) {
      return IdFormatException.character(
          SCHEME_NAME, text, i, PowerOfTwoCodec.HEX.expected() + ", any case");
    }
    int digit = Character.digit(c, 16);
    String problem =
        i == 14
            ? String.format(Locale.ROOT, "version %d, expected 7 (the digit at index 14)", digit)
            : String.format(
                Locale.ROOT,
                "variant bits %s, expected 10 (the digit at index 19 must be 8, 9, a or b)",
                variantBits(digit >>> 2));
    return IdFormatException.value(SCHEME_NAME, text, i, problem);
  }

  /** What is wrong with these bits as a UUIDv7, or null if nothing. */
  private static String problem(long msb, long lsb) {
    int version = (int) (msb >>> 12) & 0xF;
    if (version != 7) {
      return String.format(Locale.ROOT, "version %d, expected 7", version);
    }
    int variant = (int) (lsb >>> 62);
    if (variant != 2) {
      return "variant bits " + variantBits(variant) + ", expected 10";
    }
    return null;
  }

  /** Two variant bits as binary digits. */
  private static String variantBits(int variant) {
    return (variant >>> 1) + "" + (variant & 1);
  }

  /**
   * Returns a new UUIDv7 from the process-wide default generator (created on first use: monotonic,
   * with a cryptographically strong random source and the system clock).
   *
   * @return a new UUIDv7, greater than every UUIDv7 this method returned before in this process
   *     (unless the system clock went back more than 10 seconds)
   * @throws IllegalStateException if the system clock is outside 1..2<sup>48</sup>-1 ms
   * @see UuidV7Generator
   */
  public static UuidV7 generate() {
    return UuidV7Generator.defaultGenerator().generate();
  }

  /**
   * Returns the smallest UUIDv7 of the instant's millisecond, for range queries.
   *
   * @param instant a time between the epoch and 2<sup>48</sup>-1 ms after it
   * @return the UUIDv7 with that timestamp and rand_a and rand_b zero
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static UuidV7 min(Instant instant) {
    return fields(Checks.epochMillis(instant, MAX_TIMESTAMP), 0, 0);
  }

  /**
   * Returns the largest UUIDv7 of the instant's millisecond, for range queries.
   *
   * @param instant a time between the epoch and 2<sup>48</sup>-1 ms after it
   * @return the UUIDv7 with that timestamp and rand_a and rand_b all ones
   * @throws IllegalArgumentException if the instant is out of range
   */
  public static UuidV7 max(Instant instant) {
    return fields(Checks.epochMillis(instant, MAX_TIMESTAMP), MAX_RAND_A, MAX_RAND_B);
  }

  /**
   * Returns the 48-bit timestamp, unix_ts_ms.
   *
   * @return Unix time in milliseconds
   */
  public long timestamp() {
    return msb >>> 16;
  }

  /**
   * Returns the 12-bit rand_a field.
   *
   * @return 0..2<sup>12</sup>-1
   */
  public int randA() {
    return (int) msb & MAX_RAND_A;
  }

  /**
   * Returns the 62-bit rand_b field.
   *
   * @return 0..2<sup>62</sup>-1
   */
  public long randB() {
    return lsb & MAX_RAND_B;
  }

  @Override
  public long epochMillis() {
    return timestamp();
  }

  /**
   * Returns the most significant 64 bits, as {@link UUID#getMostSignificantBits()} does.
   *
   * @return the high half: timestamp, version and rand_a
   */
  public long mostSignificantBits() {
    return msb;
  }

  /**
   * Returns the least significant 64 bits, as {@link UUID#getLeastSignificantBits()} does.
   *
   * @return the low half: variant and rand_b
   */
  public long leastSignificantBits() {
    return lsb;
  }

  /**
   * Returns the {@link UUID} with the same bits: its {@code version()} is 7, its {@code variant()}
   * 2 and its {@code toString()} this id's. Note that {@link UUID#compareTo} compares signed.
   *
   * @return the UUID
   */
  public UUID toUuid() {
    return new UUID(msb, lsb);
  }

  /**
   * Returns the ULID with the same 128 bits: the same timestamp, and the same order among ULIDs as
   * this id has among UUIDv7s. Lossless: {@code fromUlid(id.toUlid()).equals(id)}.
   *
   * @return the ULID
   */
  public Ulid toUlid() {
    return new Ulid(msb, lsb);
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
    return IdScheme.UUIDV7;
  }

  /**
   * Returns the 36-char lowercase 8-4-4-4-12 text, the same as {@link UUID#toString()} of {@link
   * #toUuid()}.
   *
   * @return the canonical text
   */
  @Override
  public String toString() {
    // the JDK builds this text into the string's own array; no public API lets other code do so
    return toUuid().toString();
  }

  /**
   * Compares as unsigned 128-bit numbers, which is the order of the canonical texts.
   *
   * @param other the UUIDv7 to compare with
   * @return negative, zero or positive as this id is less than, equal to or greater than {@code
   *     other}
   */
  @Override
  public int compareTo(UuidV7 other) {
    return Id128.compare(msb, lsb, other.msb, other.lsb);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof UuidV7 id && msb == id.msb && lsb == id.lsb;
  }

  /**
   * Returns the same hash code as {@link UUID#hashCode()} of {@link #toUuid()}.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Id128.hashCode(msb, lsb);
  }

  /**
   * Serializes this id as its {@link SerializedId} proxy (the scheme and the 16 bytes).
   *
   * @return the proxy
   */
  @Serial
  private Object writeReplace() {
    return Id128.serialForm(IdScheme.UUIDV7, msb, lsb);
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
