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
 * from the session factory's SCRU64 generator (see {@link SortidSettings}): the one the setting
 * {@code sortid.hibernate.generator.scru64} names, else the bean container's {@code
 * Scru64Generator} (under Spring Boot, the one the sortid Spring Boot modules build from {@code
 * sortid.scru64.node-spec} or a leased node id), else the process-wide default, whose node spec
 * comes from the system property {@code sortid.scru64.nodeSpec} or the environment variable {@code
 * SCRU64_NODE_SPEC}. With none of them the session factory fails to start, not the first insert,
 * with a message naming the ways to configure one. The attribute is set on insert only, replacing
 * any value it holds.
 *
 * @see dev.sortid.jdbc.SortidJdbc
 */
@Documented
@IdGeneratorType(SortidGenerator.class)
@ValueGenerationType(generatedBy = SortidGenerator.class)
@Retention(RUNTIME)
@Target({FIELD, METHOD})
public @interface Scru64Generated {}
