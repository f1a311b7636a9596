package dev.sortid;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Requires the {@link TypeId}s of a field, property, parameter or record component to have one
 * prefix: {@code @TypeIdPrefix("user") TypeId owner}. A TypeID with another prefix is refused with
 * {@link TypeId.Type#parse}'s error, {@code expected prefix "user", got "order" in "order_01h..."}.
 *
 * <p>One annotation for every integration that reads or stores the value, so a type is written once
 * where the value is declared:
 *
 * <table class="striped">
 *   <caption>Where the annotation is honoured</caption>
 *   <thead><tr><th>module</th><th>on</th><th>effect</th></tr></thead>
 *   <tbody>
 *     <tr><td>sortid-jackson, sortid-jackson3</td><td>a property, creator parameter or record
 *         component</td><td>JSON reads only TypeIDs of the prefix (values, and the elements, keys
 *         and values of a collection, array, map or {@code Optional} property); another gives
 *         {@code InvalidFormatException} with the JSON location</td></tr>
 *     <tr><td>sortid-hibernate</td><td>not read: Hibernate takes custom column mappings only from
 *         annotations that carry its own meta-annotation</td><td>its {@code @TypeIdColumn("user")}
 *         and {@code @TypeIdGenerated("user")} name the prefix of a {@code uuid} column; put
 *         {@code @TypeIdPrefix} beside them on an entity that JSON also reads</td></tr>
 *     <tr><td>sortid-spring-boot(4)</td><td>a {@code @PathVariable} or {@code @RequestParam}
 *         parameter</td><td>binds only TypeIDs of the prefix; another is answered with 400 and
 *         the message above</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Elsewhere the annotation has no effect: sortid's core reads none of it. It lives in core,
 * which has no dependencies, so that one annotation serves JSON and the web layer alike.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({
  ElementType.FIELD,
  ElementType.METHOD,
  ElementType.PARAMETER,
  ElementType.RECORD_COMPONENT,
  ElementType.ANNOTATION_TYPE
})
public @interface TypeIdPrefix {
  /**
   * The prefix, as {@link TypeId#type(String)} takes it: 0 to 63 chars of {@code a-z} and {@code
   * _}, starting and ending with a letter (empty for TypeIDs without a prefix). An integration
   * refuses an annotation with an invalid prefix when it first reads the annotated element.
   *
   * @return the prefix
   */
  String value();
}
