/**
 * sortid ids in Hibernate ORM: generator annotations and column types.
 *
 * <h2>Generators</h2>
 *
 * <p>{@link dev.sortid.hibernate.Scru128Generated}, {@link dev.sortid.hibernate.Scru64Generated},
 * {@link dev.sortid.hibernate.Scru160Generated}, {@link dev.sortid.hibernate.UlidGenerated}, {@link
 * dev.sortid.hibernate.EuidGenerated} and {@link dev.sortid.hibernate.UuidV7Generated} fill an id,
 * or any other attribute, with a new id before the entity is inserted:
 *
 * <pre>{@code
 * @Entity
 * class Order {
 *   @Id @Scru128Generated Scru128Id id;      // or String, UUID, byte[]
 *   @UlidGenerated String reference;         // not the id: filled on insert too
 * }
 * }</pre>
 *
 * <p>Attribute types: the id class, {@code String} (canonical text), {@code UUID} (128-bit schemes:
 * SCRU128, ULID, EUID, UUIDv7), {@code Long}/{@code long} (SCRU64) and {@code byte[]}. Another type
 * fails the start of the session factory naming the attribute. The ids come from the generator the
 * application configured for the session factory ({@link dev.sortid.hibernate.SortidSettings}): a
 * setting, else Hibernate's bean container (Spring's, under Spring Boot: the application's
 * generator beans, a leased SCRU64 one included), else the process-wide default generators of the
 * core library. SCRU64 needs a node id from one of them, and without one the session factory fails
 * to start.
 *
 * <h2>Column types</h2>
 *
 * <p>Attributes of the six id classes need no converter: the module registers their types with
 * Hibernate (a {@code TypeContributor} service).
 *
 * <table class="striped">
 *   <caption>Columns of the id classes</caption>
 *   <thead><tr><th>id</th><th>PostgreSQL</th><th>H2</th><th>other databases</th></tr></thead>
 *   <tbody>
 *     <tr><td>SCRU128, ULID, EUID, UUIDv7</td><td>{@code uuid}</td><td>{@code uuid}</td>
 *         <td>{@code binary(16)}</td></tr>
 *     <tr><td>SCRU64</td><td>{@code bigint}</td><td>{@code bigint}</td><td>{@code bigint}</td></tr>
 *     <tr><td>SCRU160</td><td>{@code bytea}</td><td>{@code binary(20)}</td>
 *         <td>{@code binary(20)}</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>In each, the database orders the column as the ids are ordered: PostgreSQL and H2 compare
 * {@code uuid} values as unsigned big-endian bytes, binary columns compare bytes unsigned in order,
 * and SCRU64 ids are never negative. Native uuid types of other databases are not used, since some
 * order differently (SQL Server's {@code uniqueidentifier} compares its last six bytes first). A
 * column value that is not an id of the attribute's scheme (a negative {@code bigint}, a binary
 * value of the wrong length) fails the read with a {@link java.sql.SQLDataException} naming the
 * column and the value, which Hibernate reports wrapped in its {@code DataException}.
 *
 * <h2>TypeIDs</h2>
 *
 * <p>A {@link dev.sortid.TypeId} attribute is stored as its 128 bits in the column of the 128-bit
 * ids ({@code uuid} on PostgreSQL and H2); the prefix comes from the mapping, not the row. {@link
 * dev.sortid.hibernate.TypeIdGenerated @TypeIdGenerated("user")} generates it (from the session
 * factory's UUIDv7 generator, found as for {@code @UuidV7Generated}) and maps it; {@link
 * dev.sortid.hibernate.TypeIdColumn @TypeIdColumn("org")} maps an attribute that is not generated.
 * Writing a TypeID of another prefix fails with {@code expected prefix "org", got "user" in
 * "user_01h..."}; a {@code TypeId} attribute with neither annotation fails the start.
 *
 * <pre>{@code
 * @Entity
 * class User {
 *   @Id @TypeIdGenerated("user") TypeId id;
 *   @TypeIdColumn("org") TypeId organisation;
 * }
 * // users created in one millisecond, in order:
 * session.createSelectionQuery("from User u where u.id between :min and :max order by u.id", User.class)
 *     .setParameter("min", USER.min(instant)).setParameter("max", USER.max(instant));
 * }</pre>
 *
 * <h2>Plain JDBC</h2>
 *
 * <p>{@link dev.sortid.jdbc.SortidJdbc} (module {@code dev.sortid.jdbc}, which this module requires
 * transitively) binds ids as {@code UUID}, {@code long} or bytes in the same columns and reads them
 * back from whatever the driver returns.
 */
package dev.sortid.hibernate;
