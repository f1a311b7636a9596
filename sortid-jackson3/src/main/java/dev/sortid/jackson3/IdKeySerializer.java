package dev.sortid.jackson3;

import dev.sortid.SortableId;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/** Writes an id used as a map key as its canonical string, whatever the module's options. */
final class IdKeySerializer extends StdSerializer<SortableId> {
  static final IdKeySerializer INSTANCE = new IdKeySerializer();

  private IdKeySerializer() {
    super(SortableId.class);
  }

  @Override
  public void serialize(SortableId id, JsonGenerator gen, SerializationContext ctxt) {
    gen.writeName(id.toString());
  }
}
