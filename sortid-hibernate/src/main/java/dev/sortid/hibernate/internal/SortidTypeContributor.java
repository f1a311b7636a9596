package dev.sortid.hibernate.internal;

import dev.sortid.IdScheme;
import org.hibernate.boot.model.TypeContributions;
import org.hibernate.boot.model.TypeContributor;
import org.hibernate.service.ServiceRegistry;

/**
 * Registers the column types of the sortid id classes with Hibernate, so that an attribute of the
 * id class of any {@link IdScheme} ({@link IdScheme#idClass()}: {@code Scru128Id}, {@code Ulid}...)
 * needs no converter.
 *
 * <p>Hibernate finds this class as a {@code java.util.ServiceLoader} service of {@link
 * TypeContributor}; nothing needs to be configured. The columns it maps:
 *
 * <table class="striped">
 *   <caption>Column types</caption>
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
 * <p>In each of these the database's order of the column is the order of the ids: {@code uuid} on
 * PostgreSQL and H2 and binary columns compare bytes unsigned, in order, and SCRU64 ids are never
 * negative. Native uuid types of other databases are not used, since some sort differently (SQL
 * Server's {@code uniqueidentifier} compares its last six bytes first).
 *
 * <p>A column value that is not an id of the attribute's scheme (a negative {@code bigint}, a
 * binary value of the wrong length) fails the read with a {@link java.sql.SQLDataException} naming
 * the column and the value, which Hibernate reports as its {@code DataException}.
 */
public final class SortidTypeContributor implements TypeContributor {

  /** Creates the contributor; Hibernate does this through the service loader. */
  public SortidTypeContributor() {}

  /**
   * Adds the Java type of each scheme's id class to Hibernate's type configuration.
   *
   * @param contributions where the types go
   * @param serviceRegistry Hibernate's services (unused)
   */
  @Override
  public void contribute(TypeContributions contributions, ServiceRegistry serviceRegistry) {
    for (IdScheme scheme : IdScheme.values()) {
      contributions.contributeJavaType(new SortableIdJavaType<>(scheme.idClass()));
    }
    // TypeID: its columns are mapped per attribute (the prefix comes from the mapping); this
    // registration only refuses an attribute whose mapping lacks the prefix
    contributions.contributeJavaType(TypeIdJavaType.UNMAPPED);
  }
}
