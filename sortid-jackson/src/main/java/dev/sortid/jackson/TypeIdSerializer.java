package dev.sortid.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import dev.sortid.TypeId;
import java.io.IOException;
import java.io.Serial;

/** Writes a {@link TypeId} as its text: as a string value, or as a map key. */
final class TypeIdSerializer extends StdScalarSerializer<TypeId> {
  @Serial private static final long serialVersionUID = 1L;

  /** Writes values. */
  static final TypeIdSerializer VALUE = new TypeIdSerializer(false);

  /** Writes map keys. */
  static final TypeIdSerializer KEY = new TypeIdSerializer(true);

  private final boolean key;

  private TypeIdSerializer(boolean key) {
    super(TypeId.class);
    this.key = key;
  }

  @Override
  public void serialize(TypeId id, JsonGenerator gen, SerializerProvider provider)
      throws IOException {
    if (key) {
      gen.writeFieldName(id.toString());
    } else {
      gen.writeString(id.toString());
    }
  }
}
