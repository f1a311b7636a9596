package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The parser contract that every id type's parsers keep, as checks on one input, shared by the fuzz
 * tests and the hostile-input tables. Any exception other than the documented one is left to
 * escape, so that the fuzzer reports it as a finding.
 *
 * <ul>
 *   <li>only {@link IdFormatException} escapes {@code parse} and {@code fromByteArray} (null
 *       aside); {@code isValid} never throws;
 *   <li>{@code isValid(s) == (parse(s) succeeds)}, and both agree with the {@link IdOracle};
 *   <li>an accepted text gives the oracle's bytes, {@code parse(s).toString()} is the oracle's
 *       canonical text, which parses back equal; {@code parse(x.toString()).equals(x)};
 *   <li>a rejection carries the input by reference, an index inside it (or -1), and a message that
 *       names the scheme and stays short whatever the input's length.
 * </ul>
 */
final class ParserProperties {
  private ParserProperties() {}

  /** One id type's static text and byte entry points. */
  enum Codec {
    SCRU128(IdScheme.SCRU128, Scru128Id::parse, Scru128Id::isValid, Scru128Id::fromByteArray),
    SCRU64(IdScheme.SCRU64, Scru64Id::parse, Scru64Id::isValid, Scru64Id::fromByteArray),
    SCRU160(IdScheme.SCRU160, Scru160Id::parse, Scru160Id::isValid, Scru160Id::fromByteArray),
    ULID(IdScheme.ULID, Ulid::parse, Ulid::isValid, Ulid::fromByteArray),
    EUID(IdScheme.EUID, Euid::parse, Euid::isValid, Euid::fromByteArray),
    UUIDV7(IdScheme.UUIDV7, UuidV7::parse, UuidV7::isValid, UuidV7::fromByteArray);

    final IdScheme scheme;
    final Function<CharSequence, SortableId> parse;
    final Predicate<CharSequence> isValid;
    final Function<byte[], SortableId> fromByteArray;

    Codec(
        IdScheme scheme,
        Function<CharSequence, SortableId> parse,
        Predicate<CharSequence> isValid,
        Function<byte[], SortableId> fromByteArray) {
      this.scheme = scheme;
      this.parse = parse;
      this.isValid = isValid;
      this.fromByteArray = fromByteArray;
    }
  }

  /**
   * The longest message any rejection may have, whatever the input: at most 64 chars are quoted,
   * each at most 6 long when escaped (a backslash, u and four hex digits), so the quote takes at
   * most about 410 chars with its quotes and its "... (N chars)" suffix, and the longest fixed text
   * (a node spec's invalid character) about 220; the longest seen is 580. (The fuzzer found the
   * first bound of 512 too tight for 64 escaped chars: a test error, kept as a seed of {@code
   * anySchemeText}.)
   */
  static final int MAX_MESSAGE = 640;

  /**
   * Checks the whole text contract of one scheme on {@code text}.
   *
   * @return the parsed id, or null if the text was (rightly) rejected
   */
  static SortableId checkText(Codec codec, String text) {
    boolean valid = codec.isValid.test(text);
    byte[] expected = IdOracle.parse(codec.scheme, text);
    SortableId id;
    try {
      id = codec.parse.apply(text);
    } catch (IdFormatException e) {
      assertFalse(valid, () -> "isValid accepted what parse rejected: " + e.getMessage());
      assertNull(expected, () -> "parse rejected what the oracle accepts: " + e.getMessage());
      checkRejection(codec.scheme, text, e);
      return null;
    }
    assertTrue(valid, () -> "isValid rejected what parse accepted: " + id);
    assertNotNull(expected, () -> "parse accepted what the oracle rejects: " + id);
    assertArrayEquals(expected, id.toByteArray(), "bytes differ from the oracle's");
    assertEquals(codec.scheme, id.scheme());
    String canonical = id.toString();
    assertEquals(IdOracle.canonical(codec.scheme, expected), canonical);
    SortableId again = codec.parse.apply(canonical);
    assertEquals(id, again);
    assertEquals(canonical, again.toString());
    assertEquals(id, codec.parse.apply(new StringBuilder(text)));
    assertEquals(id, codec.scheme.parse(text));
    assertEquals(id, SortableId.parse(text));
    assertEquals(Optional.of(codec.scheme), IdScheme.detect(text));
    assertEquals(id, codec.fromByteArray.apply(id.toByteArray()));
    assertEquals(0, compare(id, again));
    return id;
  }

  /** TypeID's grammar as a regular expression: the oracle of {@link #checkTypeId}. */
  private static final java.util.regex.Pattern TYPEID =
      java.util.regex.Pattern.compile(
          "(?:[a-z](?:[a-z_]{0,61}[a-z])?_)?[0-7][0-9a-hjkmnp-tv-z]{25}");

  /** The prefix {@link #checkTypeId} also reads every text with. */
  private static final TypeId.Type USER = TypeId.type("user");

  /**
   * Checks {@code TypeId.parse}, {@code isValid} and {@code Prefix.parse} on {@code text}: only
   * {@link IdFormatException} escapes, all agree with the grammar's regular expression, an accepted
   * text is canonical (TypeID has one spelling) and round-trips through its UUID and serialization,
   * and a valid TypeID of another prefix is refused naming both prefixes.
   *
   * @return the parsed TypeID, or null if the text was (rightly) rejected
   */
  static TypeId checkTypeId(String text) {
    boolean expected = TYPEID.matcher(text).matches();
    TypeId id;
    try {
      id = TypeId.parse(text);
    } catch (IdFormatException e) {
      assertFalse(expected, () -> "parse rejected what the grammar accepts: " + e.getMessage());
      assertFalse(TypeId.isValid(text), () -> "isValid accepted: " + e.getMessage());
      checkRejection(null, text, e);
      assertTrue(e.getMessage().contains("TypeID"), e::getMessage);
      IdFormatException again = assertThrows(IdFormatException.class, () -> USER.parse(text));
      assertEquals(e.getMessage(), again.getMessage());
      assertFalse(USER.isValid(text));
      return null;
    }
    assertTrue(expected, () -> "parse accepted what the grammar rejects: " + text);
    assertTrue(TypeId.isValid(text));
    assertEquals(text, id.toString());
    assertEquals(text.substring(0, Math.max(0, text.length() - 27)), id.prefix());
    assertEquals(id, TypeId.of(id.prefix(), id.toUuid()));
    assertEquals(id, TypeId.type(id.prefix()).parse(text));
    assertEquals(id, TypeId.parse(new StringBuilder(text)));
    if (id.prefix().equals("user")) {
      assertEquals(id, USER.parse(text));
    } else {
      IdFormatException e = assertThrows(IdFormatException.class, () -> USER.parse(text));
      assertSame(text, e.input());
      assertEquals(
          "expected prefix \"user\", got "
              + IdFormatException.quote(id.prefix())
              + " in "
              + IdFormatException.quote(text),
          e.getMessage());
    }
    assertEquals(id.isUuidV7(), id.toUuid().version() == 7 && id.toUuid().variant() == 2);
    try {
      assertEquals(id, deserialize(serialize(id), SORTID_ONLY));
    } catch (IOException | ClassNotFoundException e) {
      throw new AssertionError(e);
    }
    return id;
  }

  /** Checks {@code SortableId.parse} and {@code IdScheme.detect} against the per-scheme parsers. */
  static void checkAnyScheme(String text) {
    Optional<IdScheme> detected = IdScheme.detect(text);
    SortableId id;
    try {
      id = SortableId.parse(text);
    } catch (IdFormatException e) {
      assertEquals(Optional.empty(), detected);
      checkRejection(null, text, e);
      return;
    }
    assertEquals(Optional.of(id.scheme()), detected);
    checkText(Codec.valueOf(id.scheme().name()), text);
  }

  /** Checks {@code fromByteArray} of every scheme on {@code bytes}. */
  static void checkBytes(byte[] bytes) {
    byte[] copy = bytes.clone();
    for (Codec codec : Codec.values()) {
      SortableId id;
      try {
        id = codec.fromByteArray.apply(bytes);
      } catch (IdFormatException e) {
        assertFalse(IdOracle.validBytes(codec.scheme, bytes), e::getMessage);
        assertEquals(-1, e.index());
        assertTrue(e.getMessage().length() <= MAX_MESSAGE);
        continue;
      }
      assertTrue(IdOracle.validBytes(codec.scheme, bytes), () -> "accepted " + id);
      assertArrayEquals(bytes, id.toByteArray());
      assertEquals(id, codec.scheme.fromByteArray(bytes));
      assertEquals(IdOracle.canonical(codec.scheme, bytes), id.toString());
      assertEquals(id, codec.parse.apply(id.toString()));
      assertTrue(codec.isValid.test(id.toString()));
      assertEquals(id, roundTrip(id));
    }
    assertArrayEquals(copy, bytes, "fromByteArray changed its argument");
  }

  /** Checks {@code Scru64NodeSpec.parse} against the grammar. */
  static Scru64NodeSpec checkNodeSpec(String text) {
    String expected = IdOracle.nodeSpec(text);
    Scru64NodeSpec spec;
    try {
      spec = Scru64NodeSpec.parse(text);
    } catch (IdFormatException e) {
      assertNull(expected, () -> "rejected what the grammar accepts: " + e.getMessage());
      checkRejection(IdScheme.SCRU64, text, e);
      return null;
    }
    assertNotNull(expected, () -> "accepted what the grammar rejects: " + spec);
    assertEquals(expected, spec.toString());
    Scru64NodeSpec again = Scru64NodeSpec.parse(spec.toString());
    assertEquals(spec, again);
    assertEquals(spec.hashCode(), again.hashCode());
    assertEquals(spec.toString(), again.toString());
    assertTrue(spec.nodeIdSize() >= 1 && spec.nodeIdSize() <= 23);
    assertTrue(spec.nodeId() >= 0 && spec.nodeId() < 1 << spec.nodeIdSize());
    if (spec.previous().isEmpty()) {
      assertEquals(spec, Scru64NodeSpec.of(spec.nodeId(), spec.nodeIdSize()));
    } else {
      assertEquals(spec, Scru64NodeSpec.of(spec.previous().get(), spec.nodeIdSize()));
    }
    return spec;
  }

  /**
   * Reads a stream as a careful reader of untrusted data does (a class allowlist checked before
   * resolution, and a filter): the result is a valid id that serializes back to an equal one, or an
   * {@link IOException}; nothing else may escape. Returns the id, or null.
   */
  static SortableId checkDeserialization(byte[] stream) {
    Object read;
    try {
      read = deserialize(stream, SORTID_ONLY);
    } catch (IOException | ClassNotFoundException e) {
      return null;
    } catch (RuntimeException e) {
      // The JDK's reader itself throws some unchecked exceptions on corrupt streams (on JDK 17 a
      // negative array length gives NegativeArraySizeException, an object with a null class
      // descriptor NullPointerException). Those that arise while no sortid code runs are the
      // JDK's; from sortid's code only IOExceptions may come.
      for (StackTraceElement frame : e.getStackTrace()) {
        String type = frame.getClassName();
        if (type.startsWith("dev.sortid.")
            && !type.startsWith("dev.sortid.ParserProperties")
            && !type.startsWith("dev.sortid.ParserFuzzTest")) {
          throw e; // sortid's code was running
        }
      }
      return null;
    }
    if (read instanceof TypeId typeId) {
      assertEquals(typeId, TypeId.parse(typeId.toString()));
      return null;
    }
    if (!(read instanceof SortableId)) {
      return null; // some other admitted object (an IdScheme constant, a string): not an id
    }
    SortableId id = (SortableId) read;
    Codec codec = Codec.valueOf(id.scheme().name());
    assertEquals(id, codec.fromByteArray.apply(id.toByteArray()));
    assertEquals(id, codec.parse.apply(id.toString()));
    assertEquals(id, roundTrip(id));
    return id;
  }

  /**
   * Reads a well-formed proxy stream holding any scheme and any bytes: it gives the same id as
   * {@code fromByteArray}, or an {@link InvalidObjectException} when that rejects the bytes.
   */
  static void checkProxy(IdScheme scheme, byte[] bytes) {
    byte[] stream = serialize(new SerializedId(scheme, bytes));
    SortableId expected;
    try {
      expected = scheme == null || bytes == null ? null : scheme.fromByteArray(bytes);
    } catch (IdFormatException e) {
      expected = null;
    }
    Object read;
    try {
      read = deserialize(stream, SORTID_ONLY);
    } catch (InvalidObjectException e) {
      assertNull(expected, () -> "the proxy refused valid bytes: " + e);
      return;
    } catch (IOException | ClassNotFoundException e) {
      throw new AssertionError("a well-formed proxy stream failed: " + e, e);
    }
    assertEquals(expected, read);
  }

  /**
   * Limits for reading untrusted streams: sortid's classes (and their enum and byte array parts)
   * only, shallow and small. The class allowlist is also checked before any class is resolved (see
   * {@link LookAheadObjectInputStream}).
   */
  static final ObjectInputFilter SORTID_ONLY =
      ObjectInputFilter.Config.createFilter(
          "maxdepth=4;maxrefs=16;maxbytes=65536;maxarray=4096;dev.sortid.*;java.lang.Enum;!*");

  /** The classes a stream of sortid ids may name. */
  static final java.util.Set<String> ALLOWED_CLASSES =
      java.util.Set.of(
          "dev.sortid.SerializedId",
          "dev.sortid.IdScheme",
          "dev.sortid.Scru128Id",
          "dev.sortid.Scru64Id",
          "dev.sortid.Scru160Id",
          "dev.sortid.Ulid",
          "dev.sortid.Euid",
          "dev.sortid.UuidV7",
          "dev.sortid.TypeId",
          "java.lang.Enum",
          "[B");

  /**
   * The look-ahead pattern for untrusted streams: a class name outside the allowlist is refused
   * before it is resolved. An {@link ObjectInputFilter} alone runs only after {@code resolveClass},
   * and the fuzzer found that resolving a name with a NUL char through the JDK's loader for an
   * exploded module directory throws {@link java.nio.file.InvalidPathException} (unchecked) out of
   * {@code readObject}: a JDK behaviour that no id class can catch, so readers of untrusted streams
   * should check names first, as here.
   */
  static final class LookAheadObjectInputStream extends ObjectInputStream {
    LookAheadObjectInputStream(java.io.InputStream in) throws IOException {
      super(in);
    }

    @Override
    protected Class<?> resolveClass(java.io.ObjectStreamClass desc)
        throws IOException, ClassNotFoundException {
      if (!ALLOWED_CLASSES.contains(desc.getName())) {
        throw new java.io.InvalidClassException(desc.getName(), "not a sortid class");
      }
      return super.resolveClass(desc);
    }

    @Override
    protected Class<?> resolveProxyClass(String[] interfaces) throws IOException {
      throw new java.io.InvalidClassException("dynamic proxies are not sortid classes");
    }
  }

  static byte[] serialize(Object object) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(object);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  private static Object deserialize(byte[] stream, ObjectInputFilter filter)
      throws IOException, ClassNotFoundException {
    ByteArrayInputStream bytes = new ByteArrayInputStream(stream);
    try (ObjectInputStream in =
        filter == null ? new ObjectInputStream(bytes) : new LookAheadObjectInputStream(bytes)) {
      if (filter != null) {
        in.setObjectInputFilter(filter);
      }
      return in.readObject();
    }
  }

  /** Serializes and reads back an id, without a filter. */
  static SortableId roundTrip(SortableId id) {
    try {
      return (SortableId) deserialize(serialize(id), null);
    } catch (IOException | ClassNotFoundException e) {
      throw new AssertionError(e);
    }
  }

  /** A rejection names the scheme, keeps the input by reference and stays short. */
  static void checkRejection(IdScheme scheme, String text, IdFormatException e) {
    assertSame(text, e.input(), "the exception must keep the input by reference");
    assertTrue(
        e.index() >= -1 && e.index() < Math.max(text.length(), 1),
        () -> "index " + e.index() + " outside the input: " + e.getMessage());
    assertTrue(
        e.getMessage().length() <= MAX_MESSAGE,
        () -> "message of " + e.getMessage().length() + " chars");
    if (scheme != null) {
      assertTrue(e.getMessage().contains(scheme.toString()), e::getMessage);
    }
  }

  /** Unsigned comparison of the bytes, which is every type's order. */
  static int compare(SortableId a, SortableId b) {
    return java.util.Arrays.compareUnsigned(a.toByteArray(), b.toByteArray());
  }
}
