package dev.sortid.jackson3;

import dev.sortid.TypeId;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdScalarSerializer;

/** Writes a {@link TypeId} as its text: as a string value, or as a map key. */
final class TypeIdSerializer extends StdScalarSerializer<TypeId> {
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
  public void serialize(TypeId id, JsonGenerator gen, SerializationContext ctxt) {
    if (key) {
      gen.writeName(id.toString());
    } else {
      gen.writeString(id.toString());
    }
  }
}
