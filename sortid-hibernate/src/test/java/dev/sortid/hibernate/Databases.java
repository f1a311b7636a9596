package dev.sortid.hibernate;

import dev.sortid.testsupport.MariaDb;
import dev.sortid.testsupport.Postgres;
import dev.sortid.testsupport.Sqlite;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/** Starts the test databases and builds session factories on them. */
final class Databases {
  private Databases() {}

  /**
   * The database of a test class: {@link #start()} in its set-up, {@link #stop()} in its clean-up
   * after the session factory is closed.
   */
  interface Database {
    /** Starts the database, if it is a server of the class's own, and returns its settings. */
    Map<String, Object> start();

    /** Stops what {@link #start()} started, if anything; runs also when the start failed. */
    default void stop() {}
  }

  /** Connection settings of a new, empty in-memory H2 database. */
  static Map<String, Object> h2() {
    Map<String, Object> settings = new HashMap<>();
    settings.put(
        "hibernate.connection.url", "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    settings.put("hibernate.connection.username", "sa");
    settings.put("hibernate.connection.password", "");
    return settings;
  }

  /** Connection settings of a new database on the MariaDB server of the tests, with a driver. */
  static Map<String, Object> mariaDb(MariaDb.Driver driver) {
    Map<String, Object> settings = new HashMap<>();
    settings.put("hibernate.connection.url", MariaDb.url(driver, MariaDb.newDatabase()));
    return settings;
  }

  /** The dialect of MariaDB, for a driver from which Hibernate cannot read it (Connector/J 9). */
  static Map<String, Object> mariaDbDialect() {
    return Map.of("hibernate.dialect", "org.hibernate.dialect.MariaDBDialect");
  }

  /** Connection settings of a new SQLite database file, with Hibernate's community dialect. */
  static Map<String, Object> sqlite() {
    Map<String, Object> settings = new HashMap<>();
    settings.put("hibernate.connection.url", Sqlite.newDatabaseUrl());
    settings.put("hibernate.dialect", "org.hibernate.community.dialect.SQLiteDialect");
    return settings;
  }

  /** An embedded PostgreSQL of a version, started on a free port, and its data source. */
  static Database postgres(Postgres.Version version) {
    return new Database() {
      private EmbeddedPostgres server;

      @Override
      public Map<String, Object> start() {
        server = Postgres.start(version);
        Map<String, Object> settings = new HashMap<>();
        settings.put("hibernate.connection.datasource", server.getPostgresDatabase());
        return settings;
      }

      @Override
      public void stop() {
        Postgres.stop(server);
      }
    };
  }

  /** A session factory for the entities, creating their tables (and dropping them on close). */
  static SessionFactory sessionFactory(Map<String, Object> settings, List<Class<?>> entities) {
    Configuration configuration = new Configuration();
    entities.forEach(configuration::addAnnotatedClass);
    configuration.getProperties().putAll(settings);
    configuration.setProperty("hibernate.hbm2ddl.auto", "create-drop");
    configuration.setProperty("hibernate.show_sql", "false");
    configuration.setProperty("hibernate.jdbc.batch_size", "50");
    return configuration.buildSessionFactory();
  }
}
