package dev.sortid.jackson3;

import dev.sortid.SortableId;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdScalarSerializer;

/**
 * Writes an id as its canonical string. The only allocation is the string itself: the generator
 * copies its chars into its own buffer. Typed (polymorphic) output and JSON Schema come from {@link
 * StdScalarSerializer}, which treats the value as a string.
 */
final class IdSerializer extends StdScalarSerializer<SortableId> {
  static final IdSerializer INSTANCE = new IdSerializer();

  private IdSerializer() {
    super(SortableId.class);
  }

  @Override
  public void serialize(SortableId id, JsonGenerator gen, SerializationContext ctxt) {
    gen.writeString(id.toString());
  }
}
