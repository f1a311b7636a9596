package dev.sortid.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import java.io.IOException;
import java.io.Serial;

/**
 * Writes an id of any type as its canonical string: its {@code toString()}, which every sortid id
 * type defines as its canonical text. The only allocation is the string itself: the generator
 * copies its chars into its own buffer. Typed (polymorphic) output and JSON Schema come from {@link
 * StdScalarSerializer}, which treats the value as a string.
 */
final class IdSerializer extends StdScalarSerializer<Object> {
  @Serial private static final long serialVersionUID = 1L;

  static final IdSerializer INSTANCE = new IdSerializer();

  private IdSerializer() {
    super(Object.class);
  }

  @Override
  public void serialize(Object id, JsonGenerator gen, SerializerProvider provider)
      throws IOException {
    gen.writeString(id.toString());
  }
}
