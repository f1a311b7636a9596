/**
 * sortid for jOOQ: {@code SortidConverter} and {@code SortidBinding} map the id types of every
 * scheme to {@code uuid}, {@code bigint}, binary and text columns, by hand and in the code jOOQ's
 * generator writes (forced types); {@code SortidJooq.dataType} gives each id type its sortid column
 * type. Built on the column conversions of {@code dev.sortid.jdbc}.
 */
module dev.sortid.jooq {
  requires transitive dev.sortid;
  requires transitive org.jooq;
  requires dev.sortid.jdbc;

  exports dev.sortid.jooq;
}
