package dev.sortid.cli;

import dev.sortid.IdScheme;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The scheme names a command takes, in lowercase, from {@link IdScheme} (and {@value TypeIds#NAME}
 * where the command takes it too): the completion candidates of SCHEME and the lists of its help
 * and messages.
 */
final class SchemeNames implements Iterable<String> {
  /** The scheme a command takes when none is named. */
  static final IdScheme DEFAULT = IdScheme.SCRU128;

  private final boolean typeId;

  /**
   * @param typeId whether the command also takes {@value TypeIds#NAME}
   */
  SchemeNames(boolean typeId) {
    this.typeId = typeId;
  }

  @Override
  public Iterator<String> iterator() {
    return names(typeId).iterator();
  }

  static String name(IdScheme scheme) {
    return scheme.name().toLowerCase(Locale.ROOT);
  }

  /** The names for a message: {@code scru128, scru64, ... or uuidv7} (then {@code or typeid}). */
  static String list(boolean typeId) {
    return ArgSpecs.listed(names(typeId));
  }

  /** The names for help, the default marked: {@code scru128 (default), scru64, ...}. */
  static String described(boolean typeId) {
    List<String> names = names(typeId);
    names.replaceAll(name -> name.equals(name(DEFAULT)) ? name + " (default)" : name);
    return ArgSpecs.listed(names);
  }

  private static List<String> names(boolean typeId) {
    List<String> names = new ArrayList<>();
    for (IdScheme scheme : IdScheme.values()) {
      names.add(name(scheme));
    }
    if (typeId) {
      names.add(TypeIds.NAME);
    }
    return names;
  }
}
