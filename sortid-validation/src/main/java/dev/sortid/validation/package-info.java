/**
 * sortid for Jakarta Validation: {@link dev.sortid.validation.SortableIdText} constrains text to
 * ids of one scheme, a set of schemes or any scheme, with the parser's message. Tested with
 * Hibernate Validator 8 (Jakarta Validation 3.0, Spring Boot 3) and 9 (3.1, Spring Boot 4).
 */
package dev.sortid.validation;
