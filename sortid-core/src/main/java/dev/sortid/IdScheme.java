package dev.sortid;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.UUID;

/**
 * The six sortid schemes, with scheme-independent parsing and detection.
 *
 * <p>Detection by length is a convenience: each length belongs to one scheme (12 SCRU64, 25
 * SCRU128, 26 ULID, 27 EUID, 32 or 40 SCRU160, 36 UUIDv7), but other kinds of text share those
 * lengths (a dash-less UUID has 32 chars, a UUID of another version 36), so every tool that detects
 * also lets its user name the scheme.
 */
public enum IdScheme {
  /** SCRU128: 128 bits, 25 Base36 digits. */
  SCRU128(16, Scru128Id.class, 25),
  /** SCRU64: 63 bits, 12 Base36 digits. */
  SCRU64(8, Scru64Id.class, 12),
  /** SCRU160: 160 bits, 32 base32hex digits or 40 hex digits. */
  SCRU160(20, Scru160Id.class, 32, 40),
  /** ULID: 128 bits, 26 Crockford base32 digits. */
  ULID(16, Ulid.class, 26),
  /** EUID: 128 bits, 27 Crockford base32 digits with a check symbol. */
  EUID(16, Euid.class, 27),
  /** UUIDv7 (RFC 9562): 128 bits, 36 chars of hex digits and hyphens (8-4-4-4-12). */
  UUIDV7(16, UuidV7.class, 36);

  // What differs per scheme is a constructor argument or a switch expression over the constants,
  // never a default branch: a new constant then fails to compile until each of them handles it.

  private final int byteLength;
  private final Class<? extends SortableId> idClass;

  /** The lengths of the scheme's texts, shortest first; no two schemes share a length. */
  private final int[] textLengths;

  IdScheme(int byteLength, Class<? extends SortableId> idClass, int... textLengths) {
    this.byteLength = byteLength;
    this.idClass = idClass;
    this.textLengths = textLengths;
  }

  /**
   * Reseeds the process-wide default generators of all five schemes, the ones behind {@code
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
    for (IdScheme scheme : values()) {
      Runnable reseed =
          switch (scheme) {
            case SCRU128 -> Scru128Generator.defaultGenerator()::reseed;
            case SCRU64 -> Scru64Generator::reseedDefault;
            case SCRU160 -> Scru160Generator.defaultGenerator()::reseed;
            case ULID -> UlidGenerator.defaultGenerator()::reseed;
            case EUID -> EuidGenerator.defaultGenerator()::reseed;
            case UUIDV7 -> UuidV7Generator.defaultGenerator()::reseed;
          };
      reseed.run();
    }
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
    return switch (this) {
      case SCRU128 -> Scru128Id.parse(text);
      case SCRU64 -> Scru64Id.parse(text);
      case SCRU160 -> Scru160Id.parse(text);
      case ULID -> Ulid.parse(text);
      case EUID -> Euid.parse(text);
      case UUIDV7 -> UuidV7.parse(text);
    };
  }

  /**
   * Tells whether text is a valid id of this scheme; never throws.
   *
   * @param text the text, or null
   * @return true if {@link #parse(CharSequence)} would accept it
   */
  public boolean isValid(CharSequence text) {
    return switch (this) {
      case SCRU128 -> Scru128Id.isValid(text);
      case SCRU64 -> Scru64Id.isValid(text);
      case SCRU160 -> Scru160Id.isValid(text);
      case ULID -> Ulid.isValid(text);
      case EUID -> Euid.isValid(text);
      case UUIDV7 -> UuidV7.isValid(text);
    };
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
    return switch (this) {
      case SCRU128 -> Scru128Id.fromByteArray(bytes);
      case SCRU64 -> Scru64Id.fromByteArray(bytes);
      case SCRU160 -> Scru160Id.fromByteArray(bytes);
      case ULID -> Ulid.fromByteArray(bytes);
      case EUID -> Euid.fromByteArray(bytes);
      case UUIDV7 -> UuidV7.fromByteArray(bytes);
    };
  }

  /**
   * Builds an id of this scheme from the bits of a UUID: a plain copy, for the 128-bit schemes (see
   * {@link #hasUuidForm()}); for UUIDV7 the UUID must be of version 7 and the RFC 9562 variant. The
   * inverse is {@link #toUuid(SortableId)}.
   *
   * @param uuid the UUID
   * @return the id
   * @throws UnsupportedOperationException for SCRU64 and SCRU160, which have no UUID form
   * @throws NullPointerException if {@code uuid} is null
   */
  public SortableId fromUuid(UUID uuid) {
    Objects.requireNonNull(uuid, "uuid");
    return switch (this) {
      case SCRU128 -> Scru128Id.from(uuid);
      case ULID -> Ulid.from(uuid);
      case EUID -> Euid.from(uuid);
      case UUIDV7 -> UuidV7.from(uuid);
      case SCRU64, SCRU160 -> throw noUuidForm();
    };
  }

  /**
   * Returns a UUID with the bits of a 128-bit id, of any scheme that has a UUID form: the inverse
   * of {@link #fromUuid(UUID)}, so that {@code
   * id.scheme().fromUuid(IdScheme.toUuid(id)).equals(id)}. It is the id's own {@code toUuid()} (a
   * plain bit copy, not an RFC 9562 UUID), for code that holds a {@link SortableId} of a scheme it
   * does not know in advance.
   *
   * @param id the id
   * @return the UUID with the same 128 bits
   * @throws UnsupportedOperationException if the id's scheme has no UUID form: SCRU64 and SCRU160
   *     (see {@link #hasUuidForm()})
   * @throws NullPointerException if {@code id} is null
   */
  public static UUID toUuid(SortableId id) {
    return switch (id.scheme()) {
      case SCRU128 -> ((Scru128Id) id).toUuid();
      case ULID -> ((Ulid) id).toUuid();
      case EUID -> ((Euid) id).toUuid();
      case UUIDV7 -> ((UuidV7) id).toUuid();
      case SCRU64, SCRU160 -> throw id.scheme().noUuidForm();
    };
  }

  /**
   * Tells whether ids of this scheme have 128 bits and so a UUID form: SCRU128, ULID, EUID and
   * UUIDV7.
   *
   * @return true for the 128-bit schemes
   */
  public boolean hasUuidForm() {
    return byteLength == 16;
  }

  private UnsupportedOperationException noUuidForm() {
    return new UnsupportedOperationException(
        this
            + " has no UUID form (only the 128-bit schemes SCRU128, ULID, EUID and UUIDV7 have one)");
  }

  /**
   * Returns the length of this scheme's binary form ({@code toByteArray()}, {@link
   * #fromByteArray(byte[])}): 16 bytes, 8 for SCRU64, 20 for SCRU160.
   *
   * @return the number of bytes
   */
  public int byteLength() {
    return byteLength;
  }

  /**
   * Returns the class of this scheme's ids, such as {@code Ulid.class}.
   *
   * @return the id class
   */
  public Class<? extends SortableId> idClass() {
    return idClass;
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
    return switch (this) {
      case SCRU128 -> Scru128Id.generate();
      case SCRU64 -> Scru64Id.generate();
      case SCRU160 -> Scru160Id.generate();
      case ULID -> Ulid.generate();
      case EUID -> Euid.generate();
      case UUIDV7 -> UuidV7.generate();
    };
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
      throw IdFormatException.length(null, text, lengthsText());
    }
    return scheme;
  }

  /** The scheme with a text of that length, or null. */
  private static IdScheme byLength(int length) {
    for (IdScheme scheme : values()) {
      for (int textLength : scheme.textLengths) {
        if (textLength == length) {
          return scheme;
        }
      }
    }
    return null;
  }

  /** Every text length with its scheme, by length: {@code 12 (SCRU64), 25 (SCRU128), ...}. */
  static String lengthsText() {
    IdScheme[] byShortest = values();
    Arrays.sort(byShortest, Comparator.comparingInt(scheme -> scheme.textLengths[0]));
    StringJoiner text = new StringJoiner(", ");
    for (IdScheme scheme : byShortest) {
      StringJoiner lengths = new StringJoiner(" or ");
      for (int length : scheme.textLengths) {
        lengths.add(Integer.toString(length));
      }
      text.add(lengths + " (" + scheme + ")");
    }
    return text.toString();
  }

  /** The lengths of this scheme's texts, shortest first (for tests). */
  int[] textLengths() {
    return textLengths.clone();
  }
}
