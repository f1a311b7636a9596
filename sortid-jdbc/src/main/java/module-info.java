/**
 * sortid for plain JDBC: {@code SortidJdbc} binds ids of every scheme as statement parameters and
 * reads them back from result sets, in column types that sort like the ids. Needs only {@code
 * java.sql} and sortid-core.
 */
module dev.sortid.jdbc {
  requires transitive dev.sortid;
  requires transitive java.sql;

  exports dev.sortid.jdbc;
  // the conversions between ids and column values, shared with the Hibernate column types, the
  // jOOQ bindings, the MyBatis type handlers and the Spring Data converters
  exports dev.sortid.jdbc.internal to
      dev.sortid.hibernate,
      dev.sortid.jooq,
      dev.sortid.mybatis,
      dev.sortid.spring.data;
}
