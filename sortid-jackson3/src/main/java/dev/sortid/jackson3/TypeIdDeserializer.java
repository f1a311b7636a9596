package dev.sortid.jackson3;

import dev.sortid.IdFormatException;
import dev.sortid.TypeId;
import dev.sortid.TypeIdPrefix;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.KeyDeserializer;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.ContextualKeyDeserializer;
import tools.jackson.databind.deser.std.StdScalarDeserializer;

/**
 * Reads a {@link TypeId} from a JSON string: any prefix, or, on a property annotated with {@link
 * TypeIdPrefix}, only that prefix (the deserializer is contextual: Jackson asks it for the
 * property's own instance). {@link #keys()} does the same for map keys.
 *
 * <p>A rejected value raises {@link tools.jackson.databind.exc.InvalidFormatException} (built by
 * the context, so it carries the parser's location) whose message and cause are the parser's {@link
 * IdFormatException}: {@code expected prefix "user", got "order" in "order_01h..."} for another
 * prefix. Other token shapes go to {@link DeserializationContext#handleUnexpectedToken}. An
 * annotation whose prefix is not valid raises {@link
 * tools.jackson.databind.exc.InvalidDefinitionException} when the property is first read.
 */
final class TypeIdDeserializer extends StdScalarDeserializer<TypeId> {
  /** Reads TypeIDs of any prefix. */
  static final TypeIdDeserializer ANY = new TypeIdDeserializer(null);

  /** The type whose prefix is required, or null for any prefix. */
  private final TypeId.Type type;

  private TypeIdDeserializer(TypeId.Type type) {
    super(TypeId.class);
    this.type = type;
  }

  @Override
  public ValueDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property) {
    TypeId.Type required = required(ctxt, property);
    return required == null ? this : new TypeIdDeserializer(required);
  }

  @Override
  public TypeId deserialize(JsonParser p, DeserializationContext ctxt) {
    if (p.currentToken() == JsonToken.VALUE_STRING) {
      String text = p.getString();
      try {
        return type == null ? TypeId.parse(text) : type.parse(text);
      } catch (IdFormatException e) {
        throw ctxt.weirdStringException(text, TypeId.class, e.getMessage()).withCause(e);
      }
    }
    // throws MismatchedInputException unless a DeserializationProblemHandler supplies a value
    return (TypeId) ctxt.handleUnexpectedToken(TypeId.class, p);
  }

  /** The key deserializer of any prefix; contextual as the value deserializer. */
  static KeyDeserializer keys() {
    return new Keys(null);
  }

  /**
   * The prefix that {@link TypeIdPrefix} on the property requires, or null if it is not annotated
   * (or there is no property: a root value).
   */
  private static TypeId.Type required(DeserializationContext ctxt, BeanProperty property) {
    TypeIdPrefix annotation = property == null ? null : property.getAnnotation(TypeIdPrefix.class);
    if (annotation == null) {
      return null;
    }
    try {
      return TypeId.type(annotation.value());
    } catch (IdFormatException e) {
      return ctxt.reportBadDefinition(
          property.getType(),
          "invalid @TypeIdPrefix on property \"" + property.getName() + "\": " + e.getMessage());
    }
  }

  /** Reads map keys, with the prefix of the map property's {@link TypeIdPrefix}, if any. */
  private static final class Keys extends KeyDeserializer implements ContextualKeyDeserializer {
    private final TypeId.Type type;

    Keys(TypeId.Type type) {
      this.type = type;
    }

    @Override
    public KeyDeserializer createContextual(DeserializationContext ctxt, BeanProperty property) {
      TypeId.Type required = required(ctxt, property);
      return required == null ? this : new Keys(required);
    }

    @Override
    public Object deserializeKey(String key, DeserializationContext ctxt) {
      try {
        return type == null ? TypeId.parse(key) : type.parse(key);
      } catch (IdFormatException e) {
        throw ctxt.weirdKeyException(TypeId.class, key, e.getMessage()).withCause(e);
      }
    }
  }
}
