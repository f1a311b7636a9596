/**
 * sortid for Hibernate ORM: id generator annotations ({@code @Scru128Generated} and its siblings)
 * and column types for the id classes of every scheme (registered with Hibernate as a {@code
 * TypeContributor} service, nothing to configure). Plain JDBC helpers come with {@code
 * dev.sortid.jdbc}, on which the column types are built.
 */
module dev.sortid.hibernate {
  requires transitive dev.sortid;
  requires transitive dev.sortid.jdbc;
  requires org.hibernate.orm.core;

  exports dev.sortid.hibernate;

  // Hibernate instantiates the generators and reads the types reflectively
  opens dev.sortid.hibernate.internal to
      org.hibernate.orm.core;

  provides org.hibernate.boot.model.TypeContributor with
      dev.sortid.hibernate.internal.SortidTypeContributor;
}
