package dev.sortid.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import java.io.IOException;
import java.io.Serial;

/**
 * Reads an id of one type from a JSON string (any letter case) and, for types that can hold a
 * SCRU64 id ({@link Scru64Id}, {@link SortableId}) while the module's number option is on, from a
 * JSON integer.
 *
 * <p>A rejected value raises {@link com.fasterxml.jackson.databind.exc.InvalidFormatException}
 * (built by the context, so it carries the parser's location of the value) whose cause is the
 * parser's exception. Other token shapes go to {@link DeserializationContext#handleUnexpectedToken}
 * as in Jackson's own scalar deserializers.
 */
final class IdDeserializer<T extends SortableId> extends StdScalarDeserializer<T> {
  @Serial private static final long serialVersionUID = 1L;

  private final Class<T> type;

  /** The scheme of {@code type}, or null for {@link SortableId}: any scheme, detected. */
  private final IdScheme scheme;

  /** True if the type can hold a SCRU64 id, so that a JSON number means something. */
  private final boolean holdsScru64;

  private final boolean numbersAccepted;

  IdDeserializer(Class<T> type, IdScheme scheme, boolean scru64AsNumber) {
    super(type);
    this.type = type;
    this.scheme = scheme;
    this.holdsScru64 = type.isAssignableFrom(Scru64Id.class);
    this.numbersAccepted = holdsScru64 && scru64AsNumber;
  }

  @Override
  public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
    JsonToken token = p.currentToken();
    if (token == JsonToken.VALUE_STRING) {
      String text = p.getText();
      try {
        return type.cast(scheme == null ? SortableId.parse(text) : scheme.parse(text));
      } catch (IdFormatException e) {
        throw ctxt.weirdStringException(text, type, e.getMessage()).withCause(e);
      }
    }
    if (holdsScru64 && token != null && token.isNumeric()) {
      return fromNumber(p, ctxt);
    }
    // throws MismatchedInputException unless a DeserializationProblemHandler supplies a value
    return type.cast(ctxt.handleUnexpectedToken(type, p));
  }

  private T fromNumber(JsonParser p, DeserializationContext ctxt) throws IOException {
    if (!numbersAccepted) {
      throw ctxt.weirdNumberException(
          p.getNumberValue(),
          type,
          "a JSON number is read as a SCRU64 id only when the module is built with"
              + " SortidModule.builder().scru64AsNumber(true); write the id as its 12-char string");
    }
    if (p.currentToken() != JsonToken.VALUE_NUMBER_INT
        || p.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
      throw ctxt.weirdNumberException(
          p.getNumberValue(), type, "a SCRU64 id is an integer in 0..4738381338321616895");
    }
    long value = p.getLongValue();
    try {
      return type.cast(Scru64Id.fromLong(value));
    } catch (IllegalArgumentException e) {
      throw ctxt.weirdNumberException(value, type, e.getMessage()).withCause(e);
    }
  }
}
