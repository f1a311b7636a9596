/**
 * sortid for Spring Data JDBC and R2DBC: {@link dev.sortid.spring.data.SortidConverters} maps every
 * id type to the columns of sortid-jdbc, and {@link dev.sortid.spring.data.SortidGenerated} gives
 * new aggregates their ids from the application's generator beans. Spring Boot auto-configures both
 * ({@link dev.sortid.spring.data.SortidDataJdbcAutoConfiguration}, {@link
 * dev.sortid.spring.data.SortidDataR2dbcAutoConfiguration}).
 */
package dev.sortid.spring.data;
