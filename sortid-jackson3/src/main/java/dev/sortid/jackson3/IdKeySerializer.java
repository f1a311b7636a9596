package dev.sortid.jackson3;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Writes an id of any type used as a map key as its canonical string, whatever the module's
 * options: its {@code toString()}, which every sortid id type defines as its canonical text.
 */
final class IdKeySerializer extends StdSerializer<Object> {
  static final IdKeySerializer INSTANCE = new IdKeySerializer();

  private IdKeySerializer() {
    super(Object.class);
  }

  @Override
  public void serialize(Object id, JsonGenerator gen, SerializationContext ctxt) {
    gen.writeName(id.toString());
  }
}
