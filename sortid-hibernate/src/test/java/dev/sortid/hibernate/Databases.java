package dev.sortid.hibernate;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/** Starts the test databases and builds session factories on them. */
final class Databases {
  private Databases() {}

  /** Connection settings of a new, empty in-memory H2 database. */
  static Map<String, Object> h2() {
    Map<String, Object> settings = new HashMap<>();
    settings.put(
        "hibernate.connection.url", "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    settings.put("hibernate.connection.username", "sa");
    settings.put("hibernate.connection.password", "");
    return settings;
  }

  /** Starts PostgreSQL (17, from the binaries artifact) on a free port. */
  static EmbeddedPostgres startPostgres() {
    try {
      return EmbeddedPostgres.builder().setPort(freePort()).start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Connection settings of a running embedded PostgreSQL. */
  static Map<String, Object> postgres(EmbeddedPostgres postgres) {
    Map<String, Object> settings = new HashMap<>();
    settings.put("hibernate.connection.datasource", postgres.getPostgresDatabase());
    return settings;
  }

  static int freePort() {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
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
