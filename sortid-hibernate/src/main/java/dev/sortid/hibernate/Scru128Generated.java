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
 * Fills the annotated attribute with a new SCRU128 id before the entity is inserted: the id, or any
 * other attribute of an entity.
 *
 * <pre>{@code
 * // in an @Entity class:
 * private @Id @Scru128Generated Scru128Id id;
 * }</pre>
 *
 * <p>Attribute types: {@link dev.sortid.Scru128Id}, {@link String} (the canonical text), {@link
 * java.util.UUID} (the same 128 bits) and {@code byte[]} (16 bytes). The id comes from the session
 * factory's generator of the scheme (see {@link SortidSettings}): the one a setting names, else the
 * bean container's (the application's generator bean under Spring Boot), else the process-wide
 * default. The attribute is set on insert only, replacing any value it holds.
 *
 * @see dev.sortid.jdbc.SortidJdbc
 */
@Documented
@IdGeneratorType(SortidGenerator.class)
@ValueGenerationType(generatedBy = SortidGenerator.class)
@Retention(RUNTIME)
@Target({FIELD, METHOD})
public @interface Scru128Generated {}
