package dev.sortid.jackson3;

import dev.sortid.Euid;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.TypeId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import tools.jackson.core.Version;
import tools.jackson.core.util.VersionUtil;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.module.SimpleDeserializers;
import tools.jackson.databind.module.SimpleKeyDeserializers;
import tools.jackson.databind.module.SimpleSerializers;

/**
 * A Jackson 3 module that reads and writes {@link Scru128Id}, {@link Scru64Id}, {@link Scru160Id},
 * {@link Ulid}, {@link Euid}, {@link UuidV7}, {@link SortableId} and {@link TypeId} as their
 * canonical strings, as values and as map keys.
 *
 * <pre>{@code
 * JsonMapper mapper = JsonMapper.builder().findAndAddModules().build(); // found by ServiceLoader
 * JsonMapper same = JsonMapper.builder().addModule(new SortidModule()).build();
 * JsonMapper numbers = JsonMapper.builder()
 *     .addModule(SortidModule.builder().scru64AsNumber(true).build())
 *     .build();
 * }</pre>
 *
 * <table class="striped">
 *   <caption>What the module writes and reads</caption>
 *   <thead><tr><th>type</th><th>written as</th><th>read from</th></tr></thead>
 *   <tbody>
 *     <tr><td>{@code Scru128Id}, {@code Scru160Id}, {@code Ulid}, {@code Euid},
 *         {@code UuidV7}</td>
 *         <td>the canonical string ({@code toString()})</td>
 *         <td>a string the type's {@code parse} accepts (any letter case)</td></tr>
 *     <tr><td>{@code Scru64Id}</td>
 *         <td>the canonical string; with {@link Builder#scru64AsNumber(boolean)
 *         scru64AsNumber(true)} a JSON number ({@link Scru64Id#toLong()})</td>
 *         <td>a string; a JSON integer only with {@code scru64AsNumber(true)}</td></tr>
 *     <tr><td>{@code SortableId}</td>
 *         <td>as the id's own type above</td>
 *         <td>a string, its scheme detected by length ({@link SortableId#parse}); a JSON integer
 *         (a SCRU64 id) only with {@code scru64AsNumber(true)}</td></tr>
 *     <tr><td>{@link TypeId}</td><td>its text ({@code user_01h455vb4pex5vsknk084sn02q})</td>
 *         <td>a string {@link TypeId#parse} accepts (lowercase only, as the TypeID spec says); on a
 *         property annotated {@link dev.sortid.TypeIdPrefix @TypeIdPrefix("user")}, only TypeIDs
 *         of that prefix (also as the elements, keys and values the property holds)</td></tr>
 *     <tr><td>map keys of all eight types</td><td>the canonical string</td>
 *         <td>a string, as for values (never a number, whatever the option)</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>SCRU64 ids are strings by default because a SCRU64 value can exceed 2<sup>53</sup>, and
 * JavaScript reads larger JSON numbers as the nearest double: it would silently turn the id into
 * another valid id. For the same reason a JSON number is read as a SCRU64 id only when the option
 * is on: a number that JavaScript has already rounded is still in range and would be accepted.
 *
 * <p>Errors: a string that is not a valid id raises Jackson's {@link
 * tools.jackson.databind.exc.InvalidFormatException} with the location of the value in the JSON,
 * the value, the target type, the path from the root, and the parser's {@link
 * dev.sortid.IdFormatException} as its cause. An empty string is not an id and is rejected the same
 * way (write {@code null} for no id). So is a TypeID of another prefix than its property's
 * {@code @TypeIdPrefix}, with the message {@code expected prefix "user", got "order" in
 * "order_01h..."}. A JSON number for a SCRU64 id while the option is off, and, with the option on,
 * a number that is not a SCRU64 value (negative, 36<sup>12</sup> or more, or not an integer) raise
 * the same exception (for a negative or too large integer, its cause is the {@link
 * IllegalArgumentException} of {@link Scru64Id#fromLong(long)}). A value of another shape (an
 * object, an array, a boolean, a number for a type without a number form) raises Jackson's usual
 * {@link tools.jackson.databind.exc.MismatchedInputException}. JSON {@code null} reads as {@code
 * null}. No id is ever built from part of a value, and reading a document in which any id fails
 * returns nothing (a record is built only from all of its values).
 *
 * <p>Adding the module more than once: a mapper builder keeps one {@code SortidModule}, the one
 * added last. To change the option on a builder that found the module through {@code
 * findAndAddModules()}, add the configured module after that call.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class SortidModule extends JacksonModule {

  private final boolean scru64AsNumber;

  /**
   * Creates the module with the defaults: every id, SCRU64 included, is written as its string. This
   * is the instance that {@code ObjectMapper.findAndRegisterModules()} registers.
   */
  public SortidModule() {
    this(false);
  }

  private SortidModule(boolean scru64AsNumber) {
    this.scru64AsNumber = scru64AsNumber;
  }

  /**
   * Returns a builder for a module with options.
   *
   * @return a new builder with the defaults
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Tells whether this module writes SCRU64 ids as JSON numbers and accepts JSON numbers for them.
   *
   * @return true if SCRU64 ids are numbers, false (the default) if they are strings
   */
  public boolean scru64AsNumber() {
    return scru64AsNumber;
  }

  /**
   * Returns the module's name, {@code "sortid"}.
   *
   * @return the name
   */
  @Override
  public String getModuleName() {
    return "sortid";
  }

  /**
   * Returns the version of the sortid-jackson artifact.
   *
   * @return the version
   */
  @Override
  public Version version() {
    return VersionHolder.VERSION;
  }

  /**
   * Registers the serializers, deserializers, key serializers and key deserializers.
   *
   * @param context the mapper's setup context
   */
  @Override
  public void setupModule(SetupContext context) {
    SimpleSerializers serializers = new SimpleSerializers();
    SimpleSerializers keySerializers = new SimpleSerializers();
    SimpleDeserializers deserializers = new SimpleDeserializers();
    SimpleKeyDeserializers keyDeserializers = new SimpleKeyDeserializers();
    Registrar registrar =
        new Registrar(serializers, keySerializers, deserializers, keyDeserializers, scru64AsNumber);
    for (IdScheme scheme : IdScheme.values()) {
      registrar.add(scheme.idClass(), scheme);
    }
    registrar.add(SortableId.class, null);
    // TypeID has no scheme (see TypeId): written as every id, read by a contextual deserializer
    serializers.addSerializer(TypeId.class, IdSerializer.INSTANCE);
    keySerializers.addSerializer(TypeId.class, IdKeySerializer.INSTANCE);
    deserializers.addDeserializer(TypeId.class, TypeIdDeserializer.ANY);
    keyDeserializers.addDeserializer(TypeId.class, TypeIdDeserializer.keys());
    context.addSerializers(serializers);
    context.addKeySerializers(keySerializers);
    context.addDeserializers(deserializers);
    context.addKeyDeserializers(keyDeserializers);
  }

  /** Registers the four handlers of one id type. */
  private static final class Registrar {
    private final SimpleSerializers serializers;
    private final SimpleSerializers keySerializers;
    private final SimpleDeserializers deserializers;
    private final SimpleKeyDeserializers keyDeserializers;
    private final boolean scru64AsNumber;

    Registrar(
        SimpleSerializers serializers,
        SimpleSerializers keySerializers,
        SimpleDeserializers deserializers,
        SimpleKeyDeserializers keyDeserializers,
        boolean scru64AsNumber) {
      this.serializers = serializers;
      this.keySerializers = keySerializers;
      this.deserializers = deserializers;
      this.keyDeserializers = keyDeserializers;
      this.scru64AsNumber = scru64AsNumber;
    }

    /**
     * Registers {@code type}, whose scheme is {@code scheme} (null: any scheme, detected; its
     * values are written by the serializer of their own class).
     */
    <T extends SortableId> void add(Class<T> type, IdScheme scheme) {
      if (scheme != null && writtenAsNumbers(scheme)) {
        // registered for Scru64Id, the type it handles
        serializers.addSerializer(Scru64NumberSerializer.INSTANCE);
      } else {
        serializers.addSerializer(type, IdSerializer.INSTANCE);
      }
      keySerializers.addSerializer(type, IdKeySerializer.INSTANCE);
      deserializers.addDeserializer(type, new IdDeserializer<>(type, scheme, scru64AsNumber));
      keyDeserializers.addDeserializer(type, new IdKeyDeserializer(type, scheme));
    }

    /**
     * Whether the scheme's ids are written as JSON numbers: SCRU64's when the option is on, the
     * only ids that fit a JSON integer; every other scheme's are strings. Map keys are strings
     * whatever this says.
     */
    private boolean writtenAsNumbers(IdScheme scheme) {
      return switch (scheme) {
        case SCRU64 -> scru64AsNumber;
        case SCRU128, SCRU160, ULID, EUID, UUIDV7 -> false;
      };
    }
  }

  /** The artifact version, read once from a file the build fills in. */
  private static final class VersionHolder {
    static final Version VERSION = load();

    private static Version load() {
      Properties properties = new Properties();
      try (InputStream in = SortidModule.class.getResourceAsStream("version.properties")) {
        if (in == null) {
          return Version.unknownVersion();
        }
        properties.load(in);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return VersionUtil.parseVersion(
          properties.getProperty("version"), "dev.sortid", "sortid-jackson3");
    }
  }

  /**
   * Builds a {@link SortidModule} with options.
   *
   * <p>Not thread-safe; the modules it builds are.
   */
  public static final class Builder {
    private boolean scru64AsNumber;

    private Builder() {}

    /**
     * Sets whether SCRU64 ids are written as JSON numbers (their {@link Scru64Id#toLong()} value)
     * and JSON numbers are accepted for them. Default false: strings, because JavaScript rounds
     * numbers above 2<sup>53</sup> and so would change the id. Turn it on only when every reader of
     * the JSON keeps 64-bit integers exactly. Map keys stay strings either way.
     *
     * @param scru64AsNumber true for numbers, false for strings
     * @return this builder
     */
    public Builder scru64AsNumber(boolean scru64AsNumber) {
      this.scru64AsNumber = scru64AsNumber;
      return this;
    }

    /**
     * Builds the module.
     *
     * @return a new module with this builder's options
     */
    public SortidModule build() {
      return new SortidModule(scru64AsNumber);
    }
  }
}
