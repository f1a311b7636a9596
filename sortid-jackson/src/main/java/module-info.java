/**
 * sortid for Jackson 2: {@link dev.sortid.jackson.SortidModule} reads and writes the sortid id
 * types with jackson-databind 2.x. {@code ObjectMapper.findAndRegisterModules()} finds it.
 */
module dev.sortid.jackson {
  requires transitive dev.sortid;
  requires transitive com.fasterxml.jackson.databind;

  exports dev.sortid.jackson;

  provides com.fasterxml.jackson.databind.Module with
      dev.sortid.jackson.SortidModule;
}
