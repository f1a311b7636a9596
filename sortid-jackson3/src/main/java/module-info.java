/**
 * sortid for Jackson 3: {@link dev.sortid.jackson3.SortidModule} reads and writes the sortid id
 * types with tools.jackson 3.x. {@code JsonMapper.builder().findAndAddModules()} finds it.
 */
// the name ends in a digit on purpose: it pairs with the artifact sortid-jackson3 and Jackson 3
@SuppressWarnings("module")
module dev.sortid.jackson3 {
  requires transitive dev.sortid;
  requires transitive tools.jackson.databind;

  exports dev.sortid.jackson3;

  provides tools.jackson.databind.JacksonModule with
      dev.sortid.jackson3.SortidModule;
}
