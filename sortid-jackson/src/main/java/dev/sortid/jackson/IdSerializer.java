package dev.sortid.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import dev.sortid.SortableId;
import java.io.IOException;
import java.io.Serial;

/**
 * Writes an id as its canonical string. The only allocation is the string itself: the generator
 * copies its chars into its own buffer. Typed (polymorphic) output and JSON Schema come from {@link
 * StdScalarSerializer}, which treats the value as a string.
 */
final class IdSerializer extends StdScalarSerializer<SortableId> {
  @Serial private static final long serialVersionUID = 1L;

  static final IdSerializer INSTANCE = new IdSerializer();

  private IdSerializer() {
    super(SortableId.class);
  }

  @Override
  public void serialize(SortableId id, JsonGenerator gen, SerializerProvider provider)
      throws IOException {
    gen.writeString(id.toString());
  }
}
