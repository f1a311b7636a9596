package dev.sortid.jackson3;

import dev.sortid.Scru64Id;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.type.WritableTypeId;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.jsonFormatVisitors.JsonFormatVisitorWrapper;
import tools.jackson.databind.jsontype.TypeSerializer;
import tools.jackson.databind.ser.std.StdScalarSerializer;

/** Writes a SCRU64 id as a JSON number, its {@link Scru64Id#toLong()} value; allocates nothing. */
final class Scru64NumberSerializer extends StdScalarSerializer<Scru64Id> {
  static final Scru64NumberSerializer INSTANCE = new Scru64NumberSerializer();

  private Scru64NumberSerializer() {
    super(Scru64Id.class);
  }

  @Override
  public void serialize(Scru64Id id, JsonGenerator gen, SerializationContext ctxt) {
    gen.writeNumber(id.toLong());
  }

  @Override
  public void serializeWithType(
      Scru64Id id, JsonGenerator gen, SerializationContext ctxt, TypeSerializer typeSer) {
    WritableTypeId typeId =
        typeSer.writeTypePrefix(gen, ctxt, typeSer.typeId(id, JsonToken.VALUE_NUMBER_INT));
    serialize(id, gen, ctxt);
    typeSer.writeTypeSuffix(gen, ctxt, typeId);
  }

  @Override
  public void acceptJsonFormatVisitor(JsonFormatVisitorWrapper visitor, JavaType typeHint) {
    visitIntFormat(visitor, typeHint, JsonParser.NumberType.LONG);
  }
}
