/**
 * sortid ids in jOOQ: a {@link dev.sortid.jooq.SortidConverter} and a {@link
 * dev.sortid.jooq.SortidBinding} for every id type and column type, and {@link
 * dev.sortid.jooq.SortidJooq#dataType(Class, org.jooq.SQLDialect)}, the data type of each id type
 * in the column that sortid uses for it on a database ({@link dev.sortid.jdbc.ColumnForm#of}).
 *
 * <table class="striped">
 *   <caption>Column types</caption>
 *   <thead><tr><th>id</th><th>column</th><th>jOOQ type ({@code T})</th></tr></thead>
 *   <tbody>
 *     <tr><td>SCRU128, ULID, EUID, UUIDv7</td><td>{@code uuid} (PostgreSQL, H2; UUIDv7 on
 *         MariaDB)</td><td>{@link java.util.UUID}</td></tr>
 *     <tr><td>SCRU128, ULID, EUID, UUIDv7</td><td>{@code binary(16)} (MariaDB, MySQL),
 *         {@code blob} (SQLite)</td><td>{@code byte[]}</td></tr>
 *     <tr><td>SCRU64</td><td>{@code bigint}</td><td>{@link Long}</td></tr>
 *     <tr><td>SCRU160 (or any id)</td><td>{@code bytea} / {@code binary(20)} / {@code blob}</td>
 *         <td>{@code byte[]}</td></tr>
 *     <tr><td>any id</td><td>text</td><td>{@link String}</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Each of the first four sorts like the ids, so {@code orderBy(ID)} is the order of creation and
 * {@code ID.between(Scru128Id.min(from), Scru128Id.max(to))} selects a range of time.
 */
package dev.sortid.jooq;
