package dev.sortid.hibernate.internal;

import dev.sortid.jdbc.internal.Database;
import org.hibernate.dialect.DatabaseVersion;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.H2Dialect;
import org.hibernate.dialect.MariaDBDialect;
import org.hibernate.dialect.MySQLDialect;
import org.hibernate.dialect.PostgreSQLDialect;

/**
 * The {@link Database} of a Hibernate dialect, so that the column forms of the ids come from the
 * one place sortid-jdbc decides them.
 */
final class Dialects {
  private Dialects() {}

  /**
   * The database of a dialect and its version. SQLite's dialect lives in Hibernate's community
   * dialects, which this module does not depend on, so it is known by its class name.
   */
  static Database databaseOf(Dialect dialect) {
    DatabaseVersion version = dialect.getVersion();
    int major = version == null ? 0 : version.getDatabaseMajorVersion();
    int minor = version == null ? 0 : version.getDatabaseMinorVersion();
    int patch = version == null ? 0 : version.getDatabaseMicroVersion();
    Database.Product product;
    if (dialect instanceof PostgreSQLDialect) {
      product = Database.Product.POSTGRESQL;
    } else if (dialect instanceof H2Dialect) {
      product = Database.Product.H2;
    } else if (dialect instanceof MariaDBDialect) {
      product = Database.Product.MARIADB;
    } else if (dialect instanceof MySQLDialect) {
      product = Database.Product.MYSQL;
    } else if (dialect.getClass().getName().endsWith(".SQLiteDialect")) {
      product = Database.Product.SQLITE;
    } else {
      product = Database.Product.OTHER;
    }
    return new Database(product, major, minor, patch);
  }
}
