package dev.sortid.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.sortid.SortableId;
import java.io.IOException;
import java.io.Serial;

/** Writes an id used as a map key as its canonical string, whatever the module's options. */
final class IdKeySerializer extends StdSerializer<SortableId> {
  @Serial private static final long serialVersionUID = 1L;

  static final IdKeySerializer INSTANCE = new IdKeySerializer();

  private IdKeySerializer() {
    super(SortableId.class);
  }

  @Override
  public void serialize(SortableId id, JsonGenerator gen, SerializerProvider provider)
      throws IOException {
    gen.writeFieldName(id.toString());
  }
}
