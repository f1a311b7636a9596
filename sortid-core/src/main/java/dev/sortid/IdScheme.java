package dev.sortid;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * The sortid schemes: the one list of them in the project. Everything that differs per scheme is
 * found from here: the id class ({@link #idClass()}, {@link #ofIdClass(Class)}), the generator
 * class and the process-wide default generator ({@link #generatorClass()}, {@link
 * #defaultGenerator()}), which schemes have per-thread generators ({@link
 * #hasPerThreadGenerator()}), the smallest and largest ids ({@link #min()}, {@link #max()}, {@link
 * #min(Instant)}, {@link #max(Instant)}), the text lengths ({@link #ofTextLength(int)}), parsing of
 * text, bytes and UUIDs, and the UUID spellings the project reads ({@link
 * #parseUuid(CharSequence)}). The integrations (JSON, JDBC, Hibernate, Spring, the command line)
 * take their lists from here and switch over the constants without a default branch, so a new
 * scheme fails to compile until each of them handles it.
 *
 * <p>Detection by length is a convenience: each length belongs to one scheme (12 SCRU64, 25
 * SCRU128, 26 ULID, 27 EUID, 32 or 40 SCRU160, 36 UUIDv7), but other kinds of text share those
 * lengths (a dash-less UUID has 32 chars, a UUID of another version 36), so every tool that detects
 * also lets its user name the scheme.
 *
 * <p>{@link #toString()} is the scheme's name as its specification writes it ({@code UUIDv7});
 * {@link #name()} is the constant's ({@code UUIDV7}). Messages use the first.
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
  final int[] textLengths;

  IdScheme(int byteLength, Class<? extends SortableId> idClass, int... textLengths) {
    this.byteLength = byteLength;
    this.idClass = idClass;
    this.textLengths = textLengths;
  }

  /**
   * Returns the scheme's name as its specification writes it: {@code SCRU128}, {@code SCRU64},
   * {@code SCRU160}, {@code ULID}, {@code EUID}, {@code UUIDv7}.
   *
   * @return the name for people
   */
  @Override
  public String toString() {
    return switch (this) {
      case SCRU128, SCRU64, SCRU160, ULID, EUID -> name();
      case UUIDV7 -> "UUIDv7";
    };
  }

  /**
   * Reseeds the process-wide default generators of all the schemes, the ones behind {@code
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
   * Parses text as an id of this scheme, in its own text or, for the schemes with a UUID form
   * ({@link #hasUuidForm()}), in any UUID spelling {@link #parseUuid(CharSequence)} reads: text
   * spelled as a UUID (hyphens in their places, or 32 chars, bare or wrapped) is read as one, so
   * its errors are a UUID's; other text is read by {@link #parse(CharSequence)}, and a wrong length
   * names the UUID spellings too. For UUIDV7 the UUID must be of version 7 and the RFC 9562
   * variant.
   *
   * @param text the id text or UUID text
   * @return the id
   * @throws IdFormatException if the text is neither
   * @throws NullPointerException if {@code text} is null
   */
  public SortableId parseTextOrUuid(CharSequence text) {
    return SchemeUuids.parseTextOrUuid(this, Objects.requireNonNull(text, "text"));
  }

  /**
   * Parses every UUID spelling the project reads: {@code 8-4-4-4-12} hex digits (36 chars), 32 hex
   * digits without hyphens, and either of them in braces ({@code {...}}) or after {@code urn:uuid:}
   * (the prefix in any case); digits in any case. It is strict where {@link UUID#fromString} is
   * lenient ({@code 1-2-3-4-5} is no UUID here), and the version and variant are not checked: any
   * UUID is read.
   *
   * @param text the text
   * @return the UUID
   * @throws IdFormatException naming the input, the position and what was expected
   * @throws NullPointerException if {@code text} is null
   */
  public static UUID parseUuid(CharSequence text) {
    return UuidText.parse(Objects.requireNonNull(text, "text"));
  }

  /**
   * Tells whether {@link #parseUuid(CharSequence)} would accept the text; never throws.
   *
   * @param text the text, or null
   * @return true if it is a UUID in one of the spellings the project reads
   */
  public static boolean isUuidText(CharSequence text) {
    return SchemeUuids.isUuidText(text);
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
   * {@link #hasUuidForm()}); for UUIDv7 the UUID must be of version 7 and the RFC 9562 variant. The
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
      case SCRU64, SCRU160 -> throw SchemeUuids.noUuidForm(this);
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
      case SCRU64, SCRU160 -> throw SchemeUuids.noUuidForm(id.scheme());
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
   * Returns the class of this scheme's generators, such as {@code UlidGenerator.class}: the type an
   * application's generator of this scheme has, and so the type under which a dependency injection
   * container holds it.
   *
   * @return the generator class
   */
  public Class<? extends IdGenerator<? extends SortableId>> generatorClass() {
    return switch (this) {
      case SCRU128 -> Scru128Generator.class;
      case SCRU64 -> Scru64Generator.class;
      case SCRU160 -> Scru160Generator.class;
      case ULID -> UlidGenerator.class;
      case EUID -> EuidGenerator.class;
      case UUIDV7 -> UuidV7Generator.class;
    };
  }

  /**
   * Returns this scheme's process-wide default generator, the one behind {@code Ulid.generate()}
   * and the like, created on first use with the builder's defaults.
   *
   * <p>For SCRU64 the node spec comes from the system property {@code sortid.scru64.nodeSpec}, else
   * the environment variable {@code SCRU64_NODE_SPEC}, read once; without one this method throws
   * every time. An application that configures its own generator (a builder, a leased node id, a
   * dependency injection container) passes that generator to its integrations instead.
   *
   * @return the default generator
   * @throws IllegalStateException for SCRU64 without a node spec
   */
  public IdGenerator<? extends SortableId> defaultGenerator() {
    return switch (this) {
      case SCRU128 -> Scru128Generator.defaultGenerator();
      case SCRU64 -> Scru64Generator.defaultGenerator();
      case SCRU160 -> Scru160Generator.defaultGenerator();
      case ULID -> UlidGenerator.defaultGenerator();
      case EUID -> EuidGenerator.defaultGenerator();
      case UUIDV7 -> UuidV7Generator.defaultGenerator();
    };
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
   * Returns the smallest id of this scheme, its {@code MIN} constant ({@code Ulid.MIN} and the
   * like).
   *
   * @return the smallest id
   */
  public SortableId min() {
    return switch (this) {
      case SCRU128 -> Scru128Id.MIN;
      case SCRU64 -> Scru64Id.MIN;
      case SCRU160 -> Scru160Id.MIN;
      case ULID -> Ulid.MIN;
      case EUID -> Euid.MIN;
      case UUIDV7 -> UuidV7.MIN;
    };
  }

  /**
   * Returns the largest id of this scheme, its {@code MAX} constant ({@code Ulid.MAX} and the
   * like).
   *
   * @return the largest id
   */
  public SortableId max() {
    return switch (this) {
      case SCRU128 -> Scru128Id.MAX;
      case SCRU64 -> Scru64Id.MAX;
      case SCRU160 -> Scru160Id.MAX;
      case ULID -> Ulid.MAX;
      case EUID -> Euid.MAX;
      case UUIDV7 -> UuidV7.MAX;
    };
  }

  /**
   * Returns the smallest id of the instant's tick (1 ms; 256 ms for SCRU64), for range queries: the
   * id class's own {@code min(Instant)}, such as {@link Ulid#min(Instant)}.
   *
   * @param instant a time within the scheme's range
   * @return the smallest id that any generator of the scheme could make in that tick
   * @throws IllegalArgumentException if the instant is out of the scheme's range
   * @throws NullPointerException if {@code instant} is null
   */
  public SortableId min(Instant instant) {
    Objects.requireNonNull(instant, "instant");
    return switch (this) {
      case SCRU128 -> Scru128Id.min(instant);
      case SCRU64 -> Scru64Id.min(instant);
      case SCRU160 -> Scru160Id.min(instant);
      case ULID -> Ulid.min(instant);
      case EUID -> Euid.min(instant);
      case UUIDV7 -> UuidV7.min(instant);
    };
  }

  /**
   * Returns the largest id of the instant's tick, for range queries: the id class's own {@code
   * max(Instant)}; every id made in that tick sorts between {@link #min(Instant)} and this.
   *
   * @param instant a time within the scheme's range
   * @return the largest id that any generator of the scheme could make in that tick
   * @throws IllegalArgumentException if the instant is out of the scheme's range
   * @throws NullPointerException if {@code instant} is null
   */
  public SortableId max(Instant instant) {
    Objects.requireNonNull(instant, "instant");
    return switch (this) {
      case SCRU128 -> Scru128Id.max(instant);
      case SCRU64 -> Scru64Id.max(instant);
      case SCRU160 -> Scru160Id.max(instant);
      case ULID -> Ulid.max(instant);
      case EUID -> Euid.max(instant);
      case UUIDV7 -> UuidV7.max(instant);
    };
  }

  /**
   * Tells whether this scheme's generator builder has {@code perThread()} (see {@link
   * IdGenerator}'s "Per-thread generators"): SCRU128, ULID, EUID and UUIDv7; SCRU64 and SCRU160
   * have none.
   *
   * @return true for the schemes with a per-thread generator
   */
  public boolean hasPerThreadGenerator() {
    return switch (this) {
      case SCRU128, ULID, EUID, UUIDV7 -> true;
      case SCRU64, SCRU160 -> false;
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
    IdScheme scheme = TextLengths.scheme(text.length());
    return scheme != null && scheme.isValid(text) ? Optional.of(scheme) : Optional.empty();
  }

  /**
   * Returns the scheme of an id class: {@code SCRU128} for {@code Scru128Id.class}, and so on.
   *
   * @param type a class, or null
   * @return the scheme whose {@link #idClass()} it is, or empty (for {@link SortableId} itself, for
   *     example)
   */
  public static Optional<IdScheme> ofIdClass(Class<?> type) {
    for (IdScheme scheme : values()) {
      if (scheme.idClass == type) {
        return Optional.of(scheme);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the scheme one of whose texts has this length (12 SCRU64, 25 SCRU128, 26 ULID, 27 EUID,
   * 32 or 40 SCRU160, 36 UUIDv7): the scheme {@link #detect(CharSequence)} and {@link
   * SortableId#parse(CharSequence)} try.
   *
   * @param length a text length
   * @return the scheme, or empty
   */
  public static Optional<IdScheme> ofTextLength(int length) {
    return Optional.ofNullable(TextLengths.scheme(length));
  }

  /**
   * Returns every text length with its scheme, shortest first, for messages: {@code 12 (SCRU64), 25
   * (SCRU128), 26 (ULID), 27 (EUID), 32 or 40 (SCRU160), 36 (UUIDv7)}.
   *
   * @return the lengths
   */
  public static String textLengthsDescription() {
    return TextLengths.description();
  }

  /**
   * Returns the lengths of this scheme's texts, shortest first: one for most schemes, 32 and 40 for
   * SCRU160. No two schemes share a length.
   *
   * @return a new array of the lengths
   */
  public int[] textLengths() {
    return textLengths.clone();
  }
}
