package dev.sortid.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.io.Serial;

/**
 * Writes an id of any type used as a map key as its canonical string, whatever the module's
 * options: its {@code toString()}, which every sortid id type defines as its canonical text.
 */
final class IdKeySerializer extends StdSerializer<Object> {
  @Serial private static final long serialVersionUID = 1L;

  static final IdKeySerializer INSTANCE = new IdKeySerializer();

  private IdKeySerializer() {
    super(Object.class);
  }

  @Override
  public void serialize(Object id, JsonGenerator gen, SerializerProvider provider)
      throws IOException {
    gen.writeFieldName(id.toString());
  }
}
