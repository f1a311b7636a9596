package dev.sortid;

import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * The six sortid schemes, with scheme-independent parsing and detection.
 *
 * <p>Detection by length is a convenience: each length belongs to one scheme (12 SCRU64, 25
 * SCRU128, 26 ULID, 27 EUID, 32 or 40 SCRU160, 36 UUIDV7), but other kinds of text share those
 * lengths (a dash-less UUID has 32 chars, a UUID of another version 36), so every tool that detects
 * also lets its user name the scheme.
 */
public enum IdScheme {
  /** SCRU128: 128 bits, 25 Base36 digits. */
  SCRU128,
  /** SCRU64: 63 bits, 12 Base36 digits. */
  SCRU64,
  /** SCRU160: 160 bits, 32 base32hex digits or 40 hex digits. */
  SCRU160,
  /** ULID: 128 bits, 26 Crockford base32 digits. */
  ULID,
  /** EUID: 128 bits, 27 Crockford base32 digits with a check symbol. */
  EUID,
  /** UUIDv7 (RFC 9562): 128 bits, 36 chars of hex digits and hyphens (8-4-4-4-12). */
  UUIDV7;

  /**
   * Reseeds the process-wide default generators of all six schemes, the ones behind {@code
   * Scru128Id.generate()}, {@code Ulid.generate()} and the like. Call it right after the process is
   * restored from a snapshot (CRaC, AWS Lambda SnapStart) or forked, before it makes any id:
   * otherwise every restored copy continues from the same state and repeats the others' ids.
   *
   * <p>Each generator renews its random source and starts its next id fresh, above every id it
   * issued before (see each generator's {@code reseed()}). A default generator not yet created is
   * created here, with a fresh source. Generators made with a builder are the caller's: reseed them
   * with their own {@code reseed()}.
   *
   * <p>SCRU64 is skipped when no node spec is configured. For SCRU64, reseeding is not enough: ids
   * are unique only per node id, so each restored copy also needs a node id of its own (see {@link
   * Scru64Generator}).
   */
  public static void reseedDefaultGenerators() {
    Scru128Generator.defaultGenerator().reseed();
    Scru160Generator.defaultGenerator().reseed();
    UlidGenerator.defaultGenerator().reseed();
    EuidGenerator.defaultGenerator().reseed();
    UuidV7Generator.defaultGenerator().reseed();
    Scru64Generator.reseedDefault();
  }

  /**
   * Parses text as an id of this scheme.
   *
   * @param text the id text
   * @return the id
   * @throws IdFormatException if the text is not a valid id of this scheme
   * @throws NullPointerException if {@code text} is null
   */
  public SortableId parse(CharSequence text) {
    Objects.requireNonNull(text, "text");
    switch (this) {
      case SCRU128:
        return Scru128Id.parse(text);
      case SCRU64:
        return Scru64Id.parse(text);
      case SCRU160:
        return Scru160Id.parse(text);
      case ULID:
        return Ulid.parse(text);
      case UUIDV7:
        return UuidV7.parse(text);
      default:
        return Euid.parse(text);
    }
  }

  /**
   * Tells whether text is a valid id of this scheme; never throws.
   *
   * @param text the text, or null
   * @return true if {@link #parse(CharSequence)} would accept it
   */
  public boolean isValid(CharSequence text) {
    switch (this) {
      case SCRU128:
        return Scru128Id.isValid(text);
      case SCRU64:
        return Scru64Id.isValid(text);
      case SCRU160:
        return Scru160Id.isValid(text);
      case ULID:
        return Ulid.isValid(text);
      case UUIDV7:
        return UuidV7.isValid(text);
      default:
        return Euid.isValid(text);
    }
  }

  /**
   * Builds an id of this scheme from its big-endian bytes.
   *
   * @param bytes exactly as many bytes as the scheme's binary form has
   * @return the id
   * @throws IdFormatException if the length or value is not valid for the scheme
   * @throws NullPointerException if {@code bytes} is null
   */
  public SortableId fromByteArray(byte[] bytes) {
    Objects.requireNonNull(bytes, "bytes");
    switch (this) {
      case SCRU128:
        return Scru128Id.fromByteArray(bytes);
      case SCRU64:
        return Scru64Id.fromByteArray(bytes);
      case SCRU160:
        return Scru160Id.fromByteArray(bytes);
      case ULID:
        return Ulid.fromByteArray(bytes);
      case UUIDV7:
        return UuidV7.fromByteArray(bytes);
      default:
        return Euid.fromByteArray(bytes);
    }
  }

  /**
   * Builds an id of this scheme from the bits of a UUID: a plain copy, for the 128-bit schemes (see
   * {@link #hasUuidForm()}); for UUIDV7 the UUID must be of version 7 and the RFC 9562 variant.
   *
   * @param uuid the UUID
   * @return the id
   * @throws IllegalArgumentException for UUIDV7, if the UUID is not a version 7 UUID
   * @throws UnsupportedOperationException for SCRU64 and SCRU160, which have no UUID form
   * @throws NullPointerException if {@code uuid} is null
   */
  public SortableId fromUuid(UUID uuid) {
    Objects.requireNonNull(uuid, "uuid");
    switch (this) {
      case SCRU128:
        return Scru128Id.from(uuid);
      case ULID:
        return Ulid.from(uuid);
      case EUID:
        return Euid.from(uuid);
      case UUIDV7:
        return UuidV7.from(uuid);
      default:
        throw new UnsupportedOperationException(
            this
                + " has no UUID form (only the 128-bit schemes SCRU128, ULID, EUID and UUIDV7"
                + " have one)");
    }
  }

  /**
   * Tells whether ids of this scheme have 128 bits and so a UUID form: SCRU128, ULID, EUID and
   * UUIDV7.
   *
   * @return true for the 128-bit schemes
   */
  public boolean hasUuidForm() {
    return byteLength() == 16;
  }

  /**
   * Returns the length of this scheme's binary form ({@code toByteArray()}, {@link
   * #fromByteArray(byte[])}): 16 bytes, 8 for SCRU64, 20 for SCRU160.
   *
   * @return the number of bytes
   */
  public int byteLength() {
    switch (this) {
      case SCRU64:
        return 8;
      case SCRU160:
        return 20;
      default:
        return 16;
    }
  }

  /**
   * Returns the class of this scheme's ids, such as {@code Ulid.class}.
   *
   * @return the id class
   */
  public Class<? extends SortableId> idClass() {
    switch (this) {
      case SCRU128:
        return Scru128Id.class;
      case SCRU64:
        return Scru64Id.class;
      case SCRU160:
        return Scru160Id.class;
      case ULID:
        return Ulid.class;
      case UUIDV7:
        return UuidV7.class;
      default:
        return Euid.class;
    }
  }

  /**
   * Returns a new id from this scheme's process-wide default generator, as {@code Ulid.generate()}
   * and the like do.
   *
   * @return the new id
   * @throws IllegalStateException as the scheme's own {@code generate()} does (for SCRU64: no node
   *     spec configured)
   */
  public SortableId generate() {
    switch (this) {
      case SCRU128:
        return Scru128Id.generate();
      case SCRU64:
        return Scru64Id.generate();
      case SCRU160:
        return Scru160Id.generate();
      case ULID:
        return Ulid.generate();
      case UUIDV7:
        return UuidV7.generate();
      default:
        return Euid.generate();
    }
  }

  /**
   * Returns the scheme whose text length matches and whose parser accepts the text.
   *
   * @param text the text, or null
   * @return the scheme, or empty
   */
  public static Optional<IdScheme> detect(CharSequence text) {
    if (text == null) {
      return Optional.empty();
    }
    IdScheme scheme = byLength(text.length());
    return scheme != null && scheme.isValid(text) ? Optional.of(scheme) : Optional.empty();
  }

  /** The scheme of that text length, or an {@link IdFormatException} naming the lengths. */
  static IdScheme forLength(CharSequence text) {
    IdScheme scheme = byLength(text.length());
    if (scheme == null) {
      throw IdFormatException.length(
          null,
          text,
          "12 (SCRU64), 25 (SCRU128), 26 (ULID), 27 (EUID), 32 or 40 (SCRU160), 36 (UUIDV7)");
    }
    return scheme;
  }

  private static IdScheme byLength(int length) {
    switch (length) {
      case 12:
        return SCRU64;
      case 25:
        return SCRU128;
      case 26:
        return ULID;
      case 27:
        return EUID;
      case 32:
      case 40:
        return SCRU160;
      case 36:
        return UUIDV7;
      default:
        return null;
    }
  }
}
