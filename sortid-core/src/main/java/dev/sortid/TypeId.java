package dev.sortid;

import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serial;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A TypeID (specification v0.3.0): a type prefix and a 128-bit UUID, written as the prefix, {@code
 * _} and the UUID in 26 base32 digits, for example {@code user_01h455vb4pex5vsknk084sn02q}.
 *
 * <table class="striped">
 *   <caption>Text layout</caption>
 *   <thead><tr><th>part</th><th>chars</th><th>what</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@link #prefix()}</td><td>0 to 63</td><td>the type: {@code a-z} and {@code _},
 *         starting and ending with a letter ({@code ^([a-z]([a-z_]{0,61}[a-z])?)?$})</td></tr>
 *     <tr><td>separator</td><td>1, or 0 when the prefix is empty</td><td>{@code _}</td></tr>
 *     <tr><td>suffix</td><td>26</td><td>the UUID's 128 bits with two zero bits before them, in
 *         groups of 5 bits, most significant first, in {@code 0123456789abcdefghjkmnpqrstvwxyz}: the
 *         lowercase text of the {@link Ulid} of the same bits</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>{@link #parse(CharSequence)} reads the spec strictly: the separator is the last {@code _} (a
 * prefix may hold underscores, {@code a__b} too); the suffix is exactly 26 lowercase digits,
 * without Crockford's aliases ({@code i}, {@code l}, {@code o}) or hyphens, and its first digit is
 * at most {@code 7} (26 digits hold 130 bits); the empty prefix is written without {@code _}.
 * Everything else throws an {@link IdFormatException} naming the index of the first fault. Any
 * 128-bit value decodes, as the spec asks: a TypeID may spell a UUID of any version (v4, v1, the
 * Nil UUID), so {@link #toUuid()} always works while {@link #toUuidV7()} and {@link #instant()}
 * work only where the bits are a UUIDv7 ({@link #isUuidV7()}).
 *
 * <p>New TypeIDs are always UUIDv7s, made by a {@link TypeIdGenerator}: an {@link IdGenerator} of
 * one type's TypeIDs whose bits are the next ids of an {@code IdGenerator<UuidV7>} (the
 * application's {@link UuidV7Generator}, or the process-wide default one), so TypeIDs of one
 * generator share its order, its clock and rollback policies and its monotonic counter. The
 * integrations (Hibernate, Spring) take the application's {@code UuidV7Generator}, as they do for
 * {@link UuidV7} ids.
 *
 * <p>{@link Type} is one type of TypeIDs, its prefix checked once: {@code TypeId.Type USER =
 * TypeId.type("user")} reads only TypeIDs of that type with {@link Type#parse(CharSequence)},
 * refusing another with {@code expected prefix "user", got "order" in "order_01h..."}, so a method
 * that takes a user's id can refuse an order's at the edge; {@code TypeIdGenerator.of(USER,
 * uuidV7Generator)} makes them. Throughout sortid a <em>prefix</em> is the text ({@link #prefix()},
 * {@link Type#prefix()}, {@link TypeIdPrefix @TypeIdPrefix}) and a <em>type</em> is the checked
 * {@link Type}.
 *
 * <p>Why TypeID is not an {@link IdScheme} or a {@link SortableId}: the schemes are told apart by
 * the length of their texts ({@link IdScheme#ofTextLength(int)}), and a TypeID's length varies with
 * its prefix, from 26 (the length of a ULID) to 90; a TypeID also names no scheme of bits of its
 * own: it is a typed spelling of a UUID, of any version, whose time exists only when that UUID is a
 * UUIDv7 (a {@link SortableId} always has one). So it is a value type of its own beside them, built
 * from the same parts: a UUIDv7 {@link IdGenerator} for new ids and the Crockford base32 codec of
 * {@link Ulid} (in TypeID's strict lowercase form) for the text.
 *
 * <p>Contracts: {@code parse(id.toString()).equals(id)} and {@code TypeId.of(id.prefix(),
 * id.toUuid()).equals(id)} for every id. {@link #compareTo} orders by prefix (as strings), then by
 * the 128 bits as an unsigned number; that is the order of the {@code toString()} texts, because
 * {@code _} sorts above every digit the suffix can start with and below every letter, and the
 * suffix has a fixed length. TypeIDs of one prefix from one generator therefore sort by creation
 * time.
 *
 * <p>Instances are immutable and thread-safe. Null arguments throw {@link NullPointerException}.
 */
public final class TypeId implements Comparable<TypeId>, Serializable {
  @Serial private static final long serialVersionUID = 1L;

  /** The longest prefix: 63 chars. */
  static final int MAX_PREFIX_LENGTH = 63;

  /** A valid prefix, empty for none. */
  private final String prefix;

  /** The high 64 bits of the UUID. */
  private final long msb;

  /** The low 64 bits of the UUID. */
  private final long lsb;

  /** Takes a prefix already checked (by {@link Type} or {@link TypeIdText}) and the 128 bits. */
  TypeId(String prefix, long msb, long lsb) {
    this.prefix = prefix;
    this.msb = msb;
    this.lsb = lsb;
  }

  /**
   * Returns the type of a prefix: the prefix checked once, which parses and makes TypeIDs of that
   * type only.
   *
   * @param prefix the type prefix: 0 to 63 chars of {@code a-z} and {@code _}, starting and ending
   *     with a letter; the empty string for TypeIDs without a prefix
   * @return the type
   * @throws IdFormatException if the prefix breaks the grammar (the message names the index)
   */
  public static Type type(String prefix) {
    return new Type(prefix);
  }

  /**
   * Returns the TypeID of a prefix and a UUID of any version.
   *
   * @param prefix the type prefix, as {@link #type(String)} takes it
   * @param uuid the UUID
   * @return the TypeID
   * @throws IdFormatException if the prefix breaks the grammar
   */
  public static TypeId of(String prefix, UUID uuid) {
    return type(prefix).of(uuid);
  }

  /**
   * Parses a TypeID's text: a prefix, {@code _} and 26 lowercase base32 digits, or the 26 digits
   * alone for the empty prefix.
   *
   * @param text the text
   * @return the TypeID
   * @throws IdFormatException if the text breaks the grammar of the class docs (the message names
   *     the first fault's index and what was expected there)
   */
  public static TypeId parse(CharSequence text) {
    String s = text.toString();
    TypeId id = TypeIdText.read(s);
    if (id == null) {
      throw TypeIdText.rejection(s);
    }
    return id;
  }

  /**
   * Returns {@link #parse(CharSequence) parse(text)}: the name that JAX-RS ({@code @PathParam},
   * {@code @QueryParam}) and Spring's default conversion look for to build a value from a string.
   *
   * @param text the text
   * @return the TypeID
   * @throws IdFormatException as {@link #parse(CharSequence)}
   */
  public static TypeId valueOf(String text) {
    return parse(text);
  }

  /**
   * Tells whether {@link #parse} would accept the text; never throws.
   *
   * @param text the text, or null
   * @return true if it is a valid TypeID
   */
  public static boolean isValid(CharSequence text) {
    return text != null && TypeIdText.read(text.toString()) != null;
  }

  /**
   * Returns the type prefix.
   *
   * @return the prefix, empty if the TypeID has none
   */
  public String prefix() {
    return prefix;
  }

  /**
   * Returns the UUID of the 128 bits, whatever its version. Note that {@link UUID#compareTo}
   * compares signed.
   *
   * @return the UUID
   */
  public UUID toUuid() {
    return new UUID(msb, lsb);
  }

  /**
   * Tells whether the 128 bits are a UUIDv7 (version 7, variant bits {@code 10}), as every
   * generated TypeID's are.
   *
   * @return true if {@link #toUuidV7()} and {@link #instant()} work
   */
  public boolean isUuidV7() {
    return (msb & 0xF000) == UuidV7.VERSION_BITS && lsb >>> 62 == 2;
  }

  /**
   * Returns the UUIDv7 of the 128 bits.
   *
   * @return the UUIDv7 with the same bits
   * @throws UnsupportedOperationException if the bits are not a UUIDv7 (see {@link #isUuidV7()}):
   *     the TypeID spells a UUID of another version, which has no UUIDv7 form (as {@link
   *     UUID#timestamp()} throws for a UUID that is not of version 1)
   */
  public UuidV7 toUuidV7() {
    if (!isUuidV7()) {
      throw notUuidV7();
    }
    return new UuidV7(msb, lsb);
  }

  /**
   * Returns the time of a UUIDv7's timestamp, unix_ts_ms.
   *
   * @return the instant, to the millisecond
   * @throws UnsupportedOperationException if the bits are not a UUIDv7 (see {@link #isUuidV7()}):
   *     other UUIDs hold no Unix time in their top 48 bits
   */
  public Instant instant() {
    if (!isUuidV7()) {
      throw notUuidV7();
    }
    return Instant.ofEpochMilli(msb >>> 16);
  }

  private UnsupportedOperationException notUuidV7() {
    return new UnsupportedOperationException(
        "TypeID "
            + IdFormatException.quote(toString())
            + " is not a UUIDv7: its UUID "
            + toUuid()
            + " has version "
            + toUuid().version()
            + " and variant "
            + toUuid().variant());
  }

  /**
   * Returns the text: the prefix, {@code _} (unless the prefix is empty) and the 26 lowercase
   * base32 digits.
   *
   * @return the canonical text
   */
  @Override
  public String toString() {
    return PowerOfTwoCodec.typeId(prefix, msb, lsb);
  }

  /**
   * Compares by prefix ({@link String#compareTo}), then by the 128 bits as an unsigned number: the
   * order of the {@code toString()} texts.
   *
   * @param other the TypeID to compare with
   * @return negative, zero or positive as this TypeID is less than, equal to or greater than {@code
   *     other}
   */
  @Override
  public int compareTo(TypeId other) {
    int order = prefix.compareTo(other.prefix);
    return order != 0 ? order : Id128.compare(msb, lsb, other.msb, other.lsb);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof TypeId id && msb == id.msb && lsb == id.lsb && prefix.equals(id.prefix);
  }

  @Override
  public int hashCode() {
    return 31 * prefix.hashCode() + Id128.hashCode(msb, lsb);
  }

  /**
   * Serializes this TypeID as the {@link SerializedId} proxy of every id, holding its prefix and
   * its 16 bytes.
   *
   * @return the proxy
   */
  @Serial
  private Object writeReplace() {
    return new SerializedId(prefix, Bytes.of128(msb, lsb));
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

  /**
   * A TypeID type: its prefix, checked once. It reads and makes TypeIDs of this type only; a {@link
   * TypeIdGenerator} of the type generates them.
   *
   * <pre>{@code
   * static final TypeId.Type USER = TypeId.type("user");
   *
   * TypeIdGenerator users = TypeIdGenerator.of(USER, uuidV7Generator);
   * TypeId id = users.generate();                 // user_01h455vb4pex5vsknk084sn02q
   * TypeId same = USER.parse(id.toString());
   * USER.parse("order_01h455vb4pex5vsknk084sn02q");
   * // IdFormatException: expected prefix "user", got "order" in "order_01h455vb4pex5vsknk084sn02q"
   * }</pre>
   *
   * <p>Two types are equal when their prefixes are. A type is serializable (so that serializable
   * holders can keep one) as its prefix, checked again when it is read. Instances are immutable and
   * thread-safe.
   */
  public static final class Type implements Serializable {
    @Serial private static final long serialVersionUID = 1L;

    /** What messages call a prefix given alone. */
    private static final String WHAT = "TypeID prefix";

    /** The prefix. */
    private final String prefix;

    private Type(String prefix) {
      IdFormatException problem = TypeIdText.prefixProblem(WHAT, prefix, prefix.length());
      if (problem != null) {
        throw problem;
      }
      this.prefix = prefix;
    }

    /**
     * Parses a TypeID of this type.
     *
     * @param text the text
     * @return the TypeID, whose prefix is this type's
     * @throws IdFormatException if the text is not a TypeID (as {@link TypeId#parse}), or is one
     *     with another prefix: {@code expected prefix "user", got "order" in "order_01h..."}
     */
    public TypeId parse(CharSequence text) {
      String s = text.toString();
      TypeId id = TypeIdText.read(s, prefix);
      if (id != null) {
        return id;
      }
      TypeId other = TypeId.parse(s);
      throw IdFormatException.prefix(prefix, other.prefix, s);
    }

    /**
     * Tells whether {@link #parse} would accept the text; never throws.
     *
     * @param text the text, or null
     * @return true if it is a valid TypeID of this type
     */
    public boolean isValid(CharSequence text) {
      return text != null && TypeIdText.read(text.toString(), prefix) != null;
    }

    /**
     * Returns the TypeID of this type and a UUID of any version.
     *
     * @param uuid the UUID
     * @return the TypeID
     */
    public TypeId of(UUID uuid) {
      return new TypeId(prefix, uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
    }

    /**
     * Returns the TypeID of this type and a UUIDv7.
     *
     * @param id the UUIDv7
     * @return the TypeID
     */
    public TypeId of(UuidV7 id) {
      return new TypeId(prefix, id.mostSignificantBits(), id.leastSignificantBits());
    }

    /**
     * Returns the smallest TypeID of this type whose UUIDv7 has the instant's millisecond, for
     * range queries: {@code of(UuidV7.min(instant))}.
     *
     * @param instant a time between the epoch and 2<sup>48</sup>-1 ms after it
     * @return the TypeID
     * @throws IllegalArgumentException if the instant is out of range
     */
    public TypeId min(Instant instant) {
      return of(UuidV7.min(instant));
    }

    /**
     * Returns the largest TypeID of this type whose UUIDv7 has the instant's millisecond, for range
     * queries: {@code of(UuidV7.max(instant))}.
     *
     * @param instant a time between the epoch and 2<sup>48</sup>-1 ms after it
     * @return the TypeID
     * @throws IllegalArgumentException if the instant is out of range
     */
    public TypeId max(Instant instant) {
      return of(UuidV7.max(instant));
    }

    /**
     * Returns the prefix of the type's TypeIDs.
     *
     * @return the prefix, empty for TypeIDs without one
     */
    public String prefix() {
      return prefix;
    }

    /**
     * Returns the prefix, as {@link #prefix()}.
     *
     * @return the prefix, empty for TypeIDs without one
     */
    @Override
    public String toString() {
      return prefix;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Type type && prefix.equals(type.prefix);
    }

    @Override
    public int hashCode() {
      return prefix.hashCode();
    }

    /**
     * Checks the prefix read from a stream, as {@link TypeId#type(String)} does.
     *
     * @return the checked type
     * @throws ObjectStreamException if the stream's prefix is missing or invalid
     */
    @Serial
    private Object readResolve() throws ObjectStreamException {
      try {
        return new Type(prefix);
      } catch (RuntimeException e) {
        java.io.InvalidObjectException invalid =
            new java.io.InvalidObjectException("invalid serialized TypeID prefix: " + e);
        invalid.initCause(e);
        throw invalid;
      }
    }
  }
}
