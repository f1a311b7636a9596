package dev.sortid.hibernate.internal;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.hibernate.EuidGenerated;
import dev.sortid.hibernate.Scru128Generated;
import dev.sortid.hibernate.Scru160Generated;
import dev.sortid.hibernate.Scru64Generated;
import dev.sortid.hibernate.UlidGenerated;
import dev.sortid.jdbc.internal.IdValues;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.EnumSet;
import java.util.UUID;
import org.hibernate.MappingException;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * The Hibernate generator behind {@link Scru128Generated}, {@link Scru64Generated}, {@link
 * Scru160Generated}, {@link UlidGenerated} and {@link EuidGenerated}: Hibernate creates one per
 * annotated attribute when the session factory starts, and calls it before each insert.
 *
 * <p>Each id comes from the process-wide default generator of its scheme (for example {@link
 * dev.sortid.Scru128Id#generate()}), converted to the attribute's type:
 *
 * <table class="striped">
 *   <caption>Attribute types</caption>
 *   <thead><tr><th>attribute type</th><th>value</th><th>schemes</th></tr></thead>
 *   <tbody>
 *     <tr><td>the id class</td><td>the id</td><td>all</td></tr>
 *     <tr><td>{@link String}</td><td>the canonical text</td><td>all</td></tr>
 *     <tr><td>{@link UUID}</td><td>the same 128 bits</td><td>SCRU128, ULID, EUID</td></tr>
 *     <tr><td>{@link Long}, {@code long}</td><td>{@link Scru64Id#toLong()}</td><td>SCRU64</td></tr>
 *     <tr><td>{@code byte[]}</td><td>the big-endian bytes</td><td>all</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Any other attribute type fails the start of the session factory with a {@link
 * MappingException} naming the attribute. So does a SCRU64 generator without a node spec: it draws
 * one id when it is created, so that a missing {@code sortid.scru64.nodeSpec} is reported at start
 * rather than at the first insert.
 *
 * <p>Not exported: Hibernate reaches it through the annotations, and the module opens this package
 * to Hibernate. Instances are thread-safe once initialised.
 */
public final class SortidGenerator
    implements BeforeExecutionGenerator, AnnotationBasedGenerator<Annotation> {
  private static final long serialVersionUID = 1L;

  /** The attribute types a generator can fill. */
  private enum Target {
    ID,
    STRING,
    UUID,
    LONG,
    BYTES
  }

  private IdScheme scheme;
  private Target target;

  /** Creates a generator for Hibernate, which then calls {@link #initialize}. */
  public SortidGenerator() {}

  /**
   * Sets the generator up for an annotated attribute; Hibernate calls this when the session factory
   * starts.
   *
   * @param annotation the annotation on the attribute, which names the scheme
   * @param member the attribute's field or getter, whose type is the attribute type
   * @param context Hibernate's context (unused)
   * @throws MappingException if the attribute's type is not one of the scheme's, or a SCRU64
   *     generator has no node spec
   */
  @Override
  public void initialize(Annotation annotation, Member member, GeneratorCreationContext context) {
    this.scheme = schemeOf(annotation.annotationType());
    Class<?> type = typeOf(member);
    String where =
        "@" + annotation.annotationType().getSimpleName() + " on " + describe(member) + ": ";
    this.target = targetOf(scheme, type, where);
    if (scheme == IdScheme.SCRU64) {
      try {
        Scru64Id.generate();
      } catch (IllegalStateException e) {
        throw new MappingException(where + e.getMessage(), e);
      }
    }
  }

  private static IdScheme schemeOf(Class<? extends Annotation> annotation) {
    if (annotation == Scru128Generated.class) {
      return IdScheme.SCRU128;
    } else if (annotation == Scru64Generated.class) {
      return IdScheme.SCRU64;
    } else if (annotation == Scru160Generated.class) {
      return IdScheme.SCRU160;
    } else if (annotation == UlidGenerated.class) {
      return IdScheme.ULID;
    } else if (annotation == EuidGenerated.class) {
      return IdScheme.EUID;
    }
    throw new MappingException("not a sortid generator annotation: @" + annotation.getName());
  }

  private static Class<?> typeOf(Member member) {
    if (member instanceof Field) {
      return ((Field) member).getType();
    } else if (member instanceof Method) {
      return ((Method) member).getReturnType();
    }
    throw new MappingException("not a field or getter: " + member);
  }

  private static String describe(Member member) {
    return member.getDeclaringClass().getName() + "." + member.getName();
  }

  private static Target targetOf(IdScheme scheme, Class<?> type, String where) {
    if (type == scheme.idClass()) {
      return Target.ID;
    } else if (type == String.class) {
      return Target.STRING;
    } else if (type == byte[].class) {
      return Target.BYTES;
    } else if (type == UUID.class && scheme.hasUuidForm()) {
      return Target.UUID;
    } else if ((type == Long.class || type == long.class) && scheme == IdScheme.SCRU64) {
      return Target.LONG;
    }
    String supported;
    if (scheme.hasUuidForm()) {
      supported = scheme.idClass().getSimpleName() + ", String, UUID, byte[]";
    } else if (scheme == IdScheme.SCRU64) {
      supported = "Scru64Id, String, Long, long, byte[]";
    } else {
      supported = "Scru160Id, String, byte[]";
    }
    throw new MappingException(
        where + "unsupported attribute type " + type.getName() + " (supported: " + supported + ")");
  }

  /**
   * Returns a new id in the attribute's type.
   *
   * @param session the session (unused)
   * @param owner the entity being inserted (unused)
   * @param currentValue the attribute's value before the insert (replaced)
   * @param eventType {@link EventType#INSERT}
   * @return the new value
   */
  @Override
  public Object generate(
      SharedSessionContractImplementor session,
      Object owner,
      Object currentValue,
      EventType eventType) {
    SortableId id = scheme.generate();
    switch (target) {
      case ID:
        return id;
      case STRING:
        return id.toString();
      case UUID:
        return IdValues.toUuid(id);
      case LONG:
        return ((Scru64Id) id).toLong();
      default:
        return id.toByteArray();
    }
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
