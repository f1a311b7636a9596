package dev.sortid.springdoc;

import com.fasterxml.jackson.databind.type.TypeFactory;
import dev.sortid.IdScheme;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.oas.models.media.Schema;
import java.util.Iterator;
import java.util.Optional;

/**
 * Resolves each id class ({@link IdScheme#idClass()}) to its {@link IdSchemas} schema wherever
 * swagger-core meets it: bodies, their properties and parameters; other types go down the chain.
 * springdoc registers every {@link ModelConverter} bean. Immutable and thread-safe.
 */
public final class IdModelConverter implements ModelConverter {
  private final boolean scru64AsNumber;

  /**
   * Creates the converter.
   *
   * @param scru64AsNumber whether SCRU64 ids are JSON numbers (the Jackson modules' option)
   */
  public IdModelConverter(boolean scru64AsNumber) {
    this.scru64AsNumber = scru64AsNumber;
  }

  @Override
  public Schema<?> resolve(
      AnnotatedType type, ModelConverterContext context, Iterator<ModelConverter> chain) {
    Optional<IdScheme> scheme =
        type.getType() == null
            ? Optional.empty()
            : IdScheme.ofIdClass(
                TypeFactory.defaultInstance().constructType(type.getType()).getRawClass());
    if (scheme.isPresent()) {
      return scheme.get() == IdScheme.SCRU64 && scru64AsNumber
          ? IdSchemas.scru64NumberSchema()
          : IdSchemas.schema(scheme.get());
    }
    return chain.hasNext() ? chain.next().resolve(type, context, chain) : null;
  }
}
