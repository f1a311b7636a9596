package dev.sortid;

import java.time.Instant;

/**
 * An id that sorts by its creation time: one of the six sortid schemes.
 *
 * <p>Every implementation is an immutable, {@code final} value class whose {@code compareTo} orders
 * ids as unsigned numbers, which is also the order of their canonical strings, and whose {@code
 * toString()} is the canonical text.
 *
 * <pre>{@code
 * SortableId id = SortableId.parse("0372hg16csmsm50l8dikcvukc"); // a Scru128Id
 * Instant created = id.instant();
 * }</pre>
 */
public sealed interface SortableId permits Scru128Id, Scru64Id, Scru160Id, Ulid, Euid, UuidV7 {

  /**
   * Parses an id of any scheme, chosen by the length of the text (12 SCRU64, 25 SCRU128, 26 ULID,
   * 27 EUID, 32 or 40 SCRU160, 36 UUIDV7). Where the length is ambiguous for your data (a 32-char
   * text could also be a dash-less UUID), name the scheme with {@link
   * IdScheme#parse(CharSequence)}.
   *
   * @param text the id text
   * @return the id
   * @throws IdFormatException if no scheme has that length, or that scheme rejects the text
   * @throws NullPointerException if {@code text} is null
   */
  static SortableId parse(CharSequence text) {
    return TextLengths.schemeOf(text).parse(text);
  }

  /**
   * Returns the moment the id was created: {@link #epochMillis()} as an instant. For SCRU64 that is
   * the start of the id's 256 ms tick; for SCRU160 a microsecond part that a generator may carry in
   * the counter field is not read, since the id does not say which counter usage made it.
   *
   * @return the timestamp as an instant
   */
  default Instant instant() {
    return Instant.ofEpochMilli(epochMillis());
  }

  /**
   * Returns the Unix time of the id in milliseconds, whatever the unit of its scheme.
   *
   * @return milliseconds since 1970-01-01T00:00:00Z
   */
  long epochMillis();

  /**
   * Returns the id as big-endian bytes (a new array each call).
   *
   * @return the bytes
   */
  byte[] toByteArray();

  /**
   * Returns the bytes in order as lowercase hex.
   *
   * @return the hex text
   */
  String toHexString();

  /**
   * Returns the scheme of this id.
   *
   * @return the scheme
   */
  IdScheme scheme();

  /**
   * Returns the canonical text of the id.
   *
   * @return the canonical text
   */
  @Override
  String toString();
}
