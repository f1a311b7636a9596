package dev.sortid.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.WritableTypeId;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsonFormatVisitors.JsonFormatVisitorWrapper;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import dev.sortid.Scru64Id;
import java.io.IOException;
import java.io.Serial;

/** Writes a SCRU64 id as a JSON number, its {@link Scru64Id#toLong()} value; allocates nothing. */
final class Scru64NumberSerializer extends StdScalarSerializer<Scru64Id> {
  @Serial private static final long serialVersionUID = 1L;

  static final Scru64NumberSerializer INSTANCE = new Scru64NumberSerializer();

  private Scru64NumberSerializer() {
    super(Scru64Id.class);
  }

  @Override
  public void serialize(Scru64Id id, JsonGenerator gen, SerializerProvider provider)
      throws IOException {
    gen.writeNumber(id.toLong());
  }

  @Override
  public void serializeWithType(
      Scru64Id id, JsonGenerator gen, SerializerProvider provider, TypeSerializer typeSer)
      throws IOException {
    WritableTypeId typeId =
        typeSer.writeTypePrefix(gen, typeSer.typeId(id, JsonToken.VALUE_NUMBER_INT));
    serialize(id, gen, provider);
    typeSer.writeTypeSuffix(gen, typeId);
  }

  @Override
  public void acceptJsonFormatVisitor(JsonFormatVisitorWrapper visitor, JavaType typeHint)
      throws JsonMappingException {
    visitIntFormat(visitor, typeHint, JsonParser.NumberType.LONG);
  }
}
