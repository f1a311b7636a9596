package dev.sortid.hibernate.internal;

import dev.sortid.IdScheme;
import dev.sortid.TypeId;
import dev.sortid.TypeIdGenerator;
import dev.sortid.UuidV7Generator;
import dev.sortid.hibernate.TypeIdGenerated;
import java.io.Serial;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.EnumSet;
import org.hibernate.MappingException;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * The Hibernate generator behind {@link TypeIdGenerated}: a new TypeID of the annotation's prefix
 * from a {@link TypeIdGenerator} on the session factory's {@link UuidV7Generator}, found once at
 * start as for {@code @UuidV7Generated} ({@link GeneratorLookup}: the setting, the bean container's
 * bean, else the process-wide default).
 *
 * <p>Not exported: Hibernate reaches it through the annotation. Instances are thread-safe once
 * initialised.
 */
public final class SortidTypeIdGenerator
    implements BeforeExecutionGenerator, AnnotationBasedGenerator<TypeIdGenerated> {
  @Serial private static final long serialVersionUID = 1L;

  private transient TypeIdGenerator generator;

  /** Creates a generator for Hibernate, which then calls {@link #initialize}. */
  public SortidTypeIdGenerator() {}

  /**
   * Sets the generator up for an annotated attribute; Hibernate calls this when the session factory
   * starts.
   *
   * @param annotation the annotation, which names the prefix
   * @param member the attribute's field or getter, which must be of type {@link TypeId}
   * @param context Hibernate's context, whose service registry holds the settings and the bean
   *     container
   * @throws MappingException if the attribute is not a {@code TypeId}, the prefix is not valid, or
   *     no UUIDv7 generator can be had
   */
  @Override
  public void initialize(
      TypeIdGenerated annotation, Member member, GeneratorCreationContext context) {
    String where =
        "@TypeIdGenerated on "
            + member.getDeclaringClass().getName()
            + "."
            + member.getName()
            + ": ";
    Class<?> type =
        member instanceof Field field
            ? field.getType()
            : member instanceof Method method ? method.getReturnType() : null;
    if (type != TypeId.class) {
      throw new MappingException(
          where
              + "unsupported attribute type "
              + (type == null ? member.toString() : type.getName())
              + " (supported: TypeId)");
    }
    this.generator =
        TypeIdGenerator.of(
            TypeIdBinder.typeOf(annotation, where),
            (UuidV7Generator)
                GeneratorLookup.find(IdScheme.UUIDV7, context.getServiceRegistry(), where));
  }

  /**
   * Returns a new TypeID of the prefix.
   *
   * @param session the session (unused)
   * @param owner the entity being inserted (unused)
   * @param currentValue the attribute's value before the insert (replaced)
   * @param eventType {@link EventType#INSERT}
   * @return the new TypeID
   */
  @Override
  public Object generate(
      SharedSessionContractImplementor session,
      Object owner,
      Object currentValue,
      EventType eventType) {
    return generator.generate();
  }

  /**
   * Returns the events this generator fills the attribute on: inserts only.
   *
   * @return {@link EventType#INSERT}
   */
  @Override
  public EnumSet<EventType> getEventTypes() {
    return EnumSet.of(EventType.INSERT);
  }
}
