package dev.sortid.cli;

import dev.sortid.IdScheme;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.stream.Collectors;

/** The scheme names the command takes, in lowercase: the completion candidates of SCHEME. */
final class SchemeNames implements Iterable<String> {
  /** The names for messages: {@code scru128, scru64, ... or uuidv7}. */
  static final String LIST;

  static {
    String[] names = names();
    LIST =
        String.join(", ", Arrays.copyOf(names, names.length - 1))
            + " or "
            + names[names.length - 1];
  }

  @Override
  public Iterator<String> iterator() {
    return Arrays.asList(names()).iterator();
  }

  static String name(IdScheme scheme) {
    return scheme.name().toLowerCase(Locale.ROOT);
  }

  private static String[] names() {
    return Arrays.stream(IdScheme.values())
        .map(SchemeNames::name)
        .collect(Collectors.toList())
        .toArray(String[]::new);
  }
}
