/**
 * sortid for MyBatis: {@code SortidTypeHandler} binds and reads the id types of every scheme
 * ({@code SortidTypeHandlers.register} registers it for all of them in one call), and {@code
 * SortidKeyInterceptor} gives inserted rows their ids from the application's generators. Built on
 * the column conversions of {@code dev.sortid.jdbc}.
 */
module dev.sortid.mybatis {
  requires transitive dev.sortid;
  requires transitive org.mybatis;
  requires transitive java.sql;
  requires dev.sortid.jdbc;

  exports dev.sortid.mybatis;
}
