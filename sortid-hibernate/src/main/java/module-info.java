/**
 * sortid for Hibernate ORM and JDBC: id generator annotations ({@code @Scru128Generated} and its
 * siblings), column types for the five id classes (registered with Hibernate as a {@code
 * TypeContributor} service, nothing to configure), and {@code SortidJdbc} to bind and read ids with
 * plain JDBC.
 */
module dev.sortid.hibernate {
  requires transitive dev.sortid;
  requires transitive java.sql;
  requires org.hibernate.orm.core;

  exports dev.sortid.hibernate;

  // Hibernate instantiates the generators and reads the types reflectively
  opens dev.sortid.hibernate.internal to
      org.hibernate.orm.core;

  provides org.hibernate.boot.model.TypeContributor with
      dev.sortid.hibernate.internal.SortidTypeContributor;
}
