package dev.sortid.hibernate;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import dev.sortid.hibernate.internal.SortidTypeIdGenerator;
import dev.sortid.hibernate.internal.TypeIdBinder;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import org.hibernate.annotations.AttributeBinderType;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.annotations.ValueGenerationType;

/**
 * Fills a {@link dev.sortid.TypeId} attribute with a new TypeID of the given prefix before the
 * entity is inserted, and maps the attribute as {@link TypeIdColumn} does: a {@code uuid} column
 * holding the 128 bits, the prefix coming from this annotation.
 *
 * <pre>{@code
 * // in an @Entity class:
 * private @Id @TypeIdGenerated("user") TypeId id;   // user_01h455vb4pex5vsknk084sn02q
 * }</pre>
 *
 * <p>The TypeID's bits are a new UUIDv7 from the session factory's UUIDv7 generator, found as for
 * {@link UuidV7Generated} (see {@link SortidSettings}): the setting {@code
 * sortid.hibernate.generator.uuidv7}, else the bean container's {@link dev.sortid.UuidV7Generator}
 * (the application's bean under Spring Boot), else the process-wide default. So TypeIDs and UUIDv7
 * ids of one application share one generator, its clock and its order. The attribute is set on
 * insert only, replacing any value it holds. Do not add {@link TypeIdColumn} as well: this
 * annotation already maps the column.
 *
 * <p>The attribute's type must be {@link dev.sortid.TypeId}, and the prefix valid ({@link
 * dev.sortid.TypeId#type(String)}); otherwise the session factory fails to start with a {@link
 * org.hibernate.MappingException} naming the attribute.
 */
@Documented
@IdGeneratorType(SortidTypeIdGenerator.class)
@ValueGenerationType(generatedBy = SortidTypeIdGenerator.class)
@AttributeBinderType(binder = TypeIdBinder.class)
@Retention(RUNTIME)
@Target({FIELD, METHOD})
public @interface TypeIdGenerated {
  /**
   * The prefix of the TypeIDs: 0 to 63 chars of {@code a-z} and {@code _}, starting and ending with
   * a letter.
   *
   * @return the prefix
   */
  String value();
}
