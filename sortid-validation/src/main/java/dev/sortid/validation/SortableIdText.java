package dev.sortid.validation;

import static java.lang.annotation.ElementType.ANNOTATION_TYPE;
import static java.lang.annotation.ElementType.CONSTRUCTOR;
import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import dev.sortid.IdScheme;
import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * The annotated text ({@link CharSequence}) must be an id of one of the given schemes, in the text
 * its scheme's {@code parse} reads; with no scheme given, of any scheme (the scheme found by the
 * text's length, as {@link dev.sortid.SortableId#parse(CharSequence)} does). {@code null} is valid,
 * as in every built-in constraint: add {@code @NotNull} to require a value.
 *
 * <pre>{@code
 * record NewOrder(@SortableIdText(IdScheme.ULID) String customer,
 *                 @SortableIdText({IdScheme.SCRU128, IdScheme.UUIDV7}) String reference,
 *                 List<@SortableIdText String> related) {}
 *
 * // on a method parameter, with Spring's method validation:
 * @GetMapping("/orders/{id}")
 * Order find(@PathVariable @SortableIdText(IdScheme.SCRU64) String id) { ... }
 * }</pre>
 *
 * <p>The check is the parse itself, so the constraint accepts exactly the texts the parser accepts:
 * both letter cases where the scheme's alphabet allows them, the Crockford aliases of ULID and
 * EUID, both SCRU160 spellings, and for {@link IdScheme#UUIDV7} only UUIDs of version 7 and the RFC
 * 9562 variant. The message of a violation is, unless {@link #message()} is set, the parser's
 * {@link dev.sortid.IdFormatException} message, which names the scheme, the input, the position and
 * what was expected: {@code invalid character 'U' at index 7 in ULID "01ARZ3NUEKTSV4RRFFQ69G5FAV"
 * (expected Crockford base32)}. For several schemes and a text whose length fits none of them it
 * lists each scheme's lengths: {@code invalid length 5 for SCRU128 or UUIDv7 (expected 25 (SCRU128)
 * or 36 (UUIDv7)): "abcde"}. The input in the message is escaped for the message interpolator, so
 * text such as {@code ${...}} in it is shown, never evaluated.
 */
@Documented
@Constraint(validatedBy = SortableIdTextValidator.class)
@Target({FIELD, METHOD, PARAMETER, TYPE_USE, CONSTRUCTOR, ANNOTATION_TYPE})
@Retention(RUNTIME)
@Repeatable(SortableIdText.List.class)
public @interface SortableIdText {

  /**
   * Returns the schemes the text may be an id of.
   *
   * @return the schemes; empty (the default) for any scheme
   */
  IdScheme[] value() default {};

  /**
   * Returns the message template of a violation.
   *
   * @return the template; empty (the default) for the parser's message, which says what was
   *     expected
   */
  String message() default "";

  /**
   * Returns the validation groups.
   *
   * @return the groups
   */
  Class<?>[] groups() default {};

  /**
   * Returns the payload.
   *
   * @return the payload
   */
  Class<? extends Payload>[] payload() default {};

  /** Several {@code @SortableIdText} on one element, in different groups. */
  @Documented
  @Target({FIELD, METHOD, PARAMETER, TYPE_USE, CONSTRUCTOR, ANNOTATION_TYPE})
  @Retention(RUNTIME)
  @interface List {
    /**
     * Returns the constraints.
     *
     * @return the constraints
     */
    SortableIdText[] value();
  }
}
