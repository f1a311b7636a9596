/**
 * sortid for Jakarta Validation: {@code @SortableIdText}, a constraint for text that must be an id
 * of a scheme, any scheme or one of a set, reported with the parser's message.
 */
module dev.sortid.validation {
  requires transitive dev.sortid;
  requires transitive jakarta.validation;

  exports dev.sortid.validation;
}
