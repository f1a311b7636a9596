package dev.sortid.jackson3;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdScalarSerializer;

/**
 * Writes an id of any type as its canonical string: its {@code toString()}, which every sortid id
 * type defines as its canonical text. The only allocation is the string itself: the generator
 * copies its chars into its own buffer. Typed (polymorphic) output and JSON Schema come from {@link
 * StdScalarSerializer}, which treats the value as a string.
 */
final class IdSerializer extends StdScalarSerializer<Object> {
  static final IdSerializer INSTANCE = new IdSerializer();

  private IdSerializer() {
    super(Object.class);
  }

  @Override
  public void serialize(Object id, JsonGenerator gen, SerializationContext ctxt) {
    gen.writeString(id.toString());
  }
}
