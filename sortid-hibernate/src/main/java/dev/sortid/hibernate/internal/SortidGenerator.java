package dev.sortid.hibernate.internal;

import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.hibernate.EuidGenerated;
import dev.sortid.hibernate.Scru128Generated;
import dev.sortid.hibernate.Scru160Generated;
import dev.sortid.hibernate.Scru64Generated;
import dev.sortid.hibernate.UlidGenerated;
import dev.sortid.hibernate.UuidV7Generated;
import java.io.Serial;
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
 * Scru160Generated}, {@link UlidGenerated}, {@link EuidGenerated} and {@link UuidV7Generated}:
 * Hibernate creates one per annotated attribute when the session factory starts, and calls it
 * before each insert.
 *
 * <p>Each id comes from the generator of its scheme that the session factory is configured with,
 * found once at start as {@link dev.sortid.hibernate.SortidSettings} says (a setting, the bean
 * container's bean, else the process-wide default), and is converted to the attribute's type:
 *
 * <table class="striped">
 *   <caption>Attribute types</caption>
 *   <thead><tr><th>attribute type</th><th>value</th><th>schemes</th></tr></thead>
 *   <tbody>
 *     <tr><td>the id class</td><td>the id</td><td>all</td></tr>
 *     <tr><td>{@link String}</td><td>the canonical text</td><td>all</td></tr>
 *     <tr><td>{@link UUID}</td><td>the same 128 bits</td><td>SCRU128, ULID, EUID, UUIDv7</td></tr>
 *     <tr><td>{@link Long}, {@code long}</td><td>{@link Scru64Id#toLong()}</td><td>SCRU64</td></tr>
 *     <tr><td>{@code byte[]}</td><td>the big-endian bytes</td><td>all</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Any other attribute type fails the start of the session factory with a {@link
 * MappingException} naming the attribute, and so does a generator that cannot be found (a SCRU64
 * attribute with no node id configured anywhere), and a {@code UUID} attribute of SCRU128, ULID or
 * EUID ids in a native uuid column that refuses their bits (MariaDB's, from 10.7): map it with
 * {@code @JdbcTypeCode(SqlTypes.BINARY)} or use the id class.
 *
 * <p>Not exported: Hibernate reaches it through the annotations, and the module opens this package
 * to Hibernate. Instances are thread-safe once initialised.
 */
public final class SortidGenerator
    implements BeforeExecutionGenerator, AnnotationBasedGenerator<Annotation> {
  @Serial private static final long serialVersionUID = 1L;

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
  private transient IdGenerator<? extends SortableId> generator;

  /** Creates a generator for Hibernate, which then calls {@link #initialize}. */
  public SortidGenerator() {}

  /**
   * Sets the generator up for an annotated attribute; Hibernate calls this when the session factory
   * starts.
   *
   * @param annotation the annotation on the attribute, which names the scheme
   * @param member the attribute's field or getter, whose type is the attribute type
   * @param context Hibernate's context, whose service registry holds the settings and the bean
   *     container
   * @throws MappingException if the attribute's type is not one of the scheme's, or no generator of
   *     the scheme can be had
   */
  @Override
  public void initialize(Annotation annotation, Member member, GeneratorCreationContext context) {
    this.scheme = schemeOf(annotation.annotationType());
    Class<?> type = typeOf(member);
    String where =
        "@" + annotation.annotationType().getSimpleName() + " on " + describe(member) + ": ";
    this.target = targetOf(scheme, type, where);
    if (target == Target.UUID) {
      UuidAttributeCheck.check(scheme, context, where);
    }
    this.generator = GeneratorLookup.find(scheme, context.getServiceRegistry(), where);
  }

  /** The annotation that asks for ids of the scheme. */
  static Class<? extends Annotation> annotationOf(IdScheme scheme) {
    return switch (scheme) {
      case SCRU128 -> Scru128Generated.class;
      case SCRU64 -> Scru64Generated.class;
      case SCRU160 -> Scru160Generated.class;
      case ULID -> UlidGenerated.class;
      case EUID -> EuidGenerated.class;
      case UUIDV7 -> UuidV7Generated.class;
    };
  }

  private static IdScheme schemeOf(Class<? extends Annotation> annotation) {
    for (IdScheme scheme : IdScheme.values()) {
      if (annotationOf(scheme) == annotation) {
        return scheme;
      }
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
    String supported =
        switch (scheme) {
          case SCRU128, ULID, EUID, UUIDV7 -> "String, UUID, byte[]";
          case SCRU64 -> "String, Long, long, byte[]";
          case SCRU160 -> "String, byte[]";
        };
    throw new MappingException(
        where
            + "unsupported attribute type "
            + type.getName()
            + " (supported: "
            + scheme.idClass().getSimpleName()
            + ", "
            + supported
            + ")");
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
    SortableId id = generator.generate();
    return switch (target) {
      case ID -> id;
      case STRING -> id.toString();
      case UUID -> IdScheme.toUuid(id);
      case LONG -> ((Scru64Id) id).toLong();
      case BYTES -> id.toByteArray();
    };
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
