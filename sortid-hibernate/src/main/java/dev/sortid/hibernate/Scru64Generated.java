package dev.sortid.hibernate;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import dev.sortid.hibernate.internal.SortidGenerator;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.annotations.ValueGenerationType;

/**
 * Fills the annotated attribute with a new SCRU64 id before the entity is inserted: the id, or any
 * other attribute of an entity.
 *
 * <pre>{@code
 * // in an @Entity class:
 * private @Id @Scru64Generated Scru64Id id;
 * }</pre>
 *
 * <p>Attribute types: {@link dev.sortid.Scru64Id}, {@link Long} and {@code long} (the 63-bit value,
 * never negative), {@link String} (the canonical text) and {@code byte[]} (8 bytes). The id comes
 * from the process-wide default generator of {@link dev.sortid.Scru64Id}, so every session factory
 * of the process shares one node id and one monotonic sequence. Its node spec comes from the system
 * property {@code sortid.scru64.nodeSpec}, else the environment variable {@code SCRU64_NODE_SPEC}
 * (for example {@code 42/8}). A missing or invalid node spec fails the start of the session
 * factory, not the first insert: Hibernate creates the generator at start, and the generator then
 * draws one id from the default generator. The attribute is set on insert only, replacing any value
 * it holds.
 *
 * @see dev.sortid.jdbc.SortidJdbc
 */
@Documented
@IdGeneratorType(SortidGenerator.class)
@ValueGenerationType(generatedBy = SortidGenerator.class)
@Retention(RUNTIME)
@Target({FIELD, METHOD})
public @interface Scru64Generated {}
