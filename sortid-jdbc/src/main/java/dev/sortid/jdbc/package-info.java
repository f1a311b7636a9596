/**
 * sortid ids with plain JDBC: {@link dev.sortid.jdbc.SortidJdbc} binds an id as a statement
 * parameter and reads it back from a result set, in the column types that sort like the ids.
 *
 * <table class="striped">
 *   <caption>Columns of the id types</caption>
 *   <thead><tr><th>id</th><th>PostgreSQL</th><th>H2</th><th>other databases</th></tr></thead>
 *   <tbody>
 *     <tr><td>SCRU128, ULID, EUID, UUIDv7</td><td>{@code uuid}</td><td>{@code uuid}</td>
 *         <td>{@code binary(16)}, bound as {@code id.toByteArray()}</td></tr>
 *     <tr><td>SCRU64</td><td>{@code bigint}</td><td>{@code bigint}</td><td>{@code bigint}</td></tr>
 *     <tr><td>SCRU160</td><td>{@code bytea}</td><td>{@code binary(20)}</td>
 *         <td>{@code binary(20)}</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>The module needs only {@code java.sql} and sortid-core. sortid-hibernate builds its column
 * types on the same conversions.
 */
package dev.sortid.jdbc;
