package dev.sortid.hibernate;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import dev.sortid.hibernate.internal.TypeIdBinder;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import org.hibernate.annotations.AttributeBinderType;

/**
 * Maps a {@link dev.sortid.TypeId} attribute to a column of its 128 bits, with its prefix from the
 * mapping: the row holds a plain UUID, and the prefix is this annotation's.
 *
 * <pre>{@code
 * // in an @Entity class:
 * private @TypeIdColumn("org") TypeId organisation;   // a uuid column
 * }</pre>
 *
 * <p>Columns as for the 128-bit id classes: {@code uuid} on PostgreSQL and H2 (whose order is that
 * of the TypeIDs of one prefix, so {@link dev.sortid.TypeId.Type#min(java.time.Instant)} and {@code
 * max} bound range queries by time), {@code binary(16)} elsewhere. Writing checks the prefix: a
 * TypeID of another prefix fails the flush with the {@link dev.sortid.IdFormatException} {@code
 * expected prefix "org", got "user" in "user_01h..."} and stores nothing; reading gives TypeIDs of
 * this prefix, whatever UUID version the column holds.
 *
 * <p>Why a Hibernate annotation beside {@link dev.sortid.TypeIdPrefix}: Hibernate reads custom
 * column mappings only from annotations that carry its {@link AttributeBinderType}, which core's
 * annotation (free of dependencies) cannot. Put {@code @TypeIdPrefix} beside this one when the
 * entity is also read from JSON. A {@code TypeId} attribute with neither this annotation nor {@link
 * TypeIdGenerated} fails the start of the session factory, naming the attribute.
 */
@Documented
@AttributeBinderType(binder = TypeIdBinder.class)
@Retention(RUNTIME)
@Target({FIELD, METHOD})
public @interface TypeIdColumn {
  /**
   * The prefix of the TypeIDs the column holds: 0 to 63 chars of {@code a-z} and {@code _},
   * starting and ending with a letter.
   *
   * @return the prefix
   */
  String value();
}
