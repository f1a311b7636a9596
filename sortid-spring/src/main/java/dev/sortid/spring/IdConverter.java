package dev.sortid.spring;

import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;

/**
 * Converts text to each sortid id type with the type's {@code parse}, and to {@link SortableId}
 * with {@link SortableId#parse(CharSequence)} (the scheme detected from the text). As a bean it
 * joins the conversion service of Spring MVC and WebFlux, so {@code @PathVariable Scru128Id id},
 * {@code @PathVariable UuidV7 id} and {@code @RequestParam Ulid after} bind.
 *
 * <p>An empty string converts to {@code null}, as Spring's own converters of {@code UUID} and the
 * numbers do (a required parameter then fails as missing); any other text is parsed as given,
 * without trimming. Malformed text throws the parser's {@link dev.sortid.IdFormatException}, which
 * Spring wraps in a {@code ConversionFailedException}.
 *
 * <p>Immutable and thread-safe.
 */
public final class IdConverter implements GenericConverter {
  /** One entry per target type. */
  private static final Map<Class<?>, Function<String, ? extends SortableId>> PARSERS =
      Map.of(
          Scru128Id.class, Scru128Id::parse,
          Scru64Id.class, Scru64Id::parse,
          Scru160Id.class, Scru160Id::parse,
          Ulid.class, Ulid::parse,
          Euid.class, Euid::parse,
          UuidV7.class, UuidV7::parse,
          SortableId.class, SortableId::parse);

  private static final Set<ConvertiblePair> PAIRS =
      PARSERS.keySet().stream()
          .map(type -> new ConvertiblePair(String.class, type))
          .collect(Collectors.toUnmodifiableSet());

  /** Creates the converter. */
  public IdConverter() {}

  @Override
  public Set<ConvertiblePair> getConvertibleTypes() {
    return PAIRS;
  }

  @Override
  public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
    String text = (String) source;
    if (text == null || text.isEmpty()) {
      return null;
    }
    Function<String, ? extends SortableId> parser = PARSERS.get(targetType.getObjectType());
    if (parser == null) {
      throw new IllegalArgumentException(
          "no sortid id type: " + targetType + " (expected one of " + PARSERS.keySet() + ")");
    }
    return parser.apply(text);
  }
}
