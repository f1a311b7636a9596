/**
 * sortid ids in MyBatis: {@link dev.sortid.mybatis.SortidTypeHandler}, one type handler class for
 * every id type, registered for all of them by {@link
 * dev.sortid.mybatis.SortidTypeHandlers#register(org.apache.ibatis.type.TypeHandlerRegistry)}, and
 * {@link dev.sortid.mybatis.SortidKeyInterceptor}, which sets the key property of an inserted
 * object to a new id from the application's generator before the insert.
 */
package dev.sortid.mybatis;
