package dev.sortid.hibernate.internal;

import dev.sortid.IdFormatException;
import dev.sortid.TypeId;
import dev.sortid.hibernate.TypeIdColumn;
import dev.sortid.hibernate.TypeIdGenerated;
import java.lang.annotation.Annotation;
import org.hibernate.MappingException;
import org.hibernate.binder.AttributeBinder;
import org.hibernate.boot.spi.MetadataBuildingContext;
import org.hibernate.mapping.BasicValue;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;

/**
 * Maps an attribute annotated {@link TypeIdColumn} or {@link TypeIdGenerated} with a {@link
 * TypeIdJavaType} of the annotation's prefix. Hibernate calls it while it binds the attribute.
 *
 * <p>Not exported: Hibernate reaches it through the annotations. Instances are stateless.
 */
public final class TypeIdBinder implements AttributeBinder<Annotation> {

  /** Creates the binder; Hibernate does this. */
  public TypeIdBinder() {}

  /**
   * Gives the attribute's column the TypeID Java type of the annotation's prefix.
   *
   * @param annotation {@link TypeIdColumn} or {@link TypeIdGenerated}
   * @param context Hibernate's building context (unused)
   * @param owner the entity (for messages)
   * @param property the attribute
   * @throws MappingException if the prefix is not valid or the attribute is not a basic value
   */
  @Override
  public void bind(
      Annotation annotation,
      MetadataBuildingContext context,
      PersistentClass owner,
      Property property) {
    String where =
        "@"
            + annotation.annotationType().getSimpleName()
            + " on "
            + owner.getClassName()
            + "."
            + property.getName()
            + ": ";
    TypeId.Type type = typeOf(annotation, where);
    if (!(property.getValue() instanceof BasicValue value)) {
      throw new MappingException(where + "a TypeId attribute is a basic value, not an association");
    }
    value.setExplicitJavaTypeAccess(types -> new TypeIdJavaType(type));
  }

  /** The type whose prefix the annotation names. */
  static TypeId.Type typeOf(Annotation annotation, String where) {
    String prefix =
        annotation instanceof TypeIdGenerated generated
            ? generated.value()
            : ((TypeIdColumn) annotation).value();
    try {
      return TypeId.type(prefix);
    } catch (IdFormatException e) {
      throw new MappingException(where + e.getMessage(), e);
    }
  }
}
