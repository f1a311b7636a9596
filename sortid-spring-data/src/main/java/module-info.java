/**
 * sortid for Spring Data JDBC and R2DBC: converters of the id types to the columns of sortid-jdbc,
 * and ids for new aggregates whose id is {@code @SortidGenerated}, from the application's generator
 * beans. Auto-configured by Spring Boot 3.5 and 4.0.
 */
module dev.sortid.spring.data {
  requires transitive dev.sortid;
  requires dev.sortid.jdbc;
  requires spring.data.commons;
  requires spring.data.relational;
  requires spring.beans;
  requires spring.context;
  requires spring.core;
  // each store, and Boot, only in the applications that use them
  requires static spring.data.jdbc;
  requires static spring.jdbc;
  requires static spring.data.r2dbc;
  requires static r2dbc.spi;
  requires static org.reactivestreams;
  requires static reactor.core;
  requires static spring.boot.autoconfigure;

  exports dev.sortid.spring.data;

  // Spring reads the configuration classes by reflection
  opens dev.sortid.spring.data to
      spring.core,
      spring.beans,
      spring.context;
}
