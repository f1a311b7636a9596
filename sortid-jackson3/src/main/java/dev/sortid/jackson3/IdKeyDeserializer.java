package dev.sortid.jackson3;

import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.KeyDeserializer;

/**
 * Reads a map key as an id of one type (any letter case). A rejected key raises {@link
 * tools.jackson.databind.exc.InvalidFormatException} whose cause is the parser's exception.
 */
final class IdKeyDeserializer extends KeyDeserializer {
  private final Class<? extends SortableId> type;

  /** The scheme of {@code type}, or null for {@link SortableId}: any scheme, detected. */
  private final IdScheme scheme;

  IdKeyDeserializer(Class<? extends SortableId> type, IdScheme scheme) {
    this.type = type;
    this.scheme = scheme;
  }

  @Override
  public Object deserializeKey(String key, DeserializationContext ctxt) {
    try {
      return scheme == null ? SortableId.parse(key) : scheme.parse(key);
    } catch (IdFormatException e) {
      throw ctxt.weirdKeyException(type, key, e.getMessage()).withCause(e);
    }
  }
}
