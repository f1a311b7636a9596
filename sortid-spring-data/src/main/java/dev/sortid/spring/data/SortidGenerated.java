package dev.sortid.spring.data;

import static java.lang.annotation.ElementType.ANNOTATION_TYPE;
import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * Gives a new aggregate of Spring Data JDBC or R2DBC its id before it is inserted: on the
 * {@code @Id} property, of an id type ({@code Scru128Id}, {@code Scru64Id}, {@code Scru160Id},
 * {@code Ulid}, {@code Euid} or {@code UuidV7}), whose class names the scheme.
 *
 * <pre>{@code
 * @Table("orders")
 * public class Order {
 *   @Id @SortidGenerated Scru64Id id;
 *   String item;
 * }
 *
 * orders.save(new Order("tea"));   // id from the application's Scru64Generator bean
 * }</pre>
 *
 * <p>Before an aggregate is converted for an insert (Spring Data's {@code BeforeConvertCallback}),
 * an id that is {@code null} is set to a new id from the application context's generator bean of
 * that scheme, such as the {@code Scru64Generator} that the sortid Spring Boot modules build from
 * {@code sortid.scru64.node-spec} or a leased node id; without such a bean, from the scheme's
 * process-wide default generator. An id already set is kept. Spring Data decides whether an
 * aggregate is new before the callback runs: a {@code null} id means new, so {@code save} inserts.
 * Immutable aggregates get their id through a wither ({@code withId}) or an all-arguments
 * constructor, as Spring Data sets any property.
 */
@Documented
@Retention(RUNTIME)
@Target({FIELD, METHOD, ANNOTATION_TYPE})
public @interface SortidGenerated {}
