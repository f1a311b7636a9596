package dev.sortid.spring;

import dev.sortid.IdScheme;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.StringJoiner;

/** Reads the scheme names of {@code sortid.per-thread}. */
final class PerThreadSchemes {
  static final String PROPERTY = "sortid.per-thread";

  private PerThreadSchemes() {}

  /**
   * The schemes of names in {@code sortid.per-thread}.
   *
   * @param names names of {@link IdScheme} constants in any case, with white space around them
   * @return the schemes named
   * @throws IllegalArgumentException if a name is no scheme, or one without a per-thread generator,
   *     naming the property, the name and the schemes that have one
   */
  static Set<IdScheme> parse(List<String> names) {
    Set<IdScheme> schemes = EnumSet.noneOf(IdScheme.class);
    for (String name : names) {
      schemes.add(scheme(name));
    }
    return schemes;
  }

  /** The scheme of a name, if its generator can be per-thread. */
  private static IdScheme scheme(String name) {
    IdScheme scheme;
    try {
      scheme = IdScheme.valueOf(name.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          PROPERTY
              + ": unknown scheme \""
              + name
              + "\" (expected one of the schemes with a per-thread generator: "
              + names()
              + ")");
    }
    if (!scheme.hasPerThreadGenerator()) {
      throw new IllegalArgumentException(
          PROPERTY
              + ": "
              + scheme
              + " (\""
              + name
              + "\") has no per-thread generator (expected one of the schemes with one: "
              + names()
              + ")");
    }
    return scheme;
  }

  /** {@code SCRU128, ULID, EUID, UUIDv7}: the schemes {@code sortid.per-thread} accepts. */
  private static String names() {
    StringJoiner names = new StringJoiner(", ");
    for (IdScheme scheme : IdScheme.values()) {
      if (scheme.hasPerThreadGenerator()) {
        names.add(scheme.toString());
      }
    }
    return names.toString();
  }
}
