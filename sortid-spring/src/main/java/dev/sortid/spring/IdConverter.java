package dev.sortid.spring;

import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.TypeId;
import dev.sortid.TypeIdPrefix;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;

/**
 * Converts text to each sortid id type with the type's {@code parse}, to {@link SortableId} with
 * {@link SortableId#parse(CharSequence)} (the scheme detected from the text), and to {@link TypeId}
 * with {@link TypeId#parse(CharSequence)}, or, where the target carries {@link TypeIdPrefix} (a
 * {@code @PathVariable @TypeIdPrefix("user") TypeId id}), with that prefix's {@link
 * TypeId.Type#parse(CharSequence)}, so a TypeID of another prefix fails with {@code expected prefix
 * "user", got "order" in "order_01h..."}. As a bean it joins the conversion service of Spring MVC
 * and WebFlux, so {@code @PathVariable Scru128Id id}, {@code @PathVariable UuidV7 id},
 * {@code @RequestParam Ulid after} and {@code @PathVariable TypeId id} bind.
 *
 * <p>An empty string converts to {@code null}, as Spring's own converters of {@code UUID} and the
 * numbers do (a required parameter then fails as missing); any other text is parsed as given,
 * without trimming. Malformed text throws the parser's {@link dev.sortid.IdFormatException}, which
 * Spring wraps in a {@code ConversionFailedException}.
 *
 * <p>Immutable and thread-safe.
 */
public final class IdConverter implements GenericConverter {
  /**
   * Text to the id class of each scheme ({@link IdScheme#values()}), to {@link SortableId} and to
   * {@link TypeId}.
   */
  private static final Set<ConvertiblePair> PAIRS =
      Stream.concat(
              Arrays.stream(IdScheme.values()).map(IdScheme::idClass),
              Stream.of(SortableId.class, TypeId.class))
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
    Class<?> type = targetType.getObjectType();
    if (type == SortableId.class) {
      return SortableId.parse(text);
    }
    if (type == TypeId.class) {
      TypeIdPrefix prefix = targetType.getAnnotation(TypeIdPrefix.class);
      return prefix == null ? TypeId.parse(text) : TypeId.type(prefix.value()).parse(text);
    }
    IdScheme scheme =
        IdScheme.ofIdClass(type)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "no sortid id type: " + targetType + " (expected a SortableId class)"));
    return scheme.parse(text);
  }
}
