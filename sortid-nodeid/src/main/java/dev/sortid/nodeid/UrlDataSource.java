package dev.sortid.nodeid;

import java.io.PrintWriter;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Connections from {@link DriverManager} for a JDBC URL: one per operation, no pool.
 *
 * <p>An embedded H2 file ({@code jdbc:h2:./sortid-leases}) is open only while an operation's
 * connection is: H2 closes the database when its last connection closes, so a process holds the
 * file for one claim, renewal or release (about 10 ms on a warm JVM) and not in between, and the
 * processes of one machine share it by taking turns at each operation. A process waits for its turn
 * ({@link FileTurn}, when the URL names the file by a path) and opens the database then; one that
 * still finds it open in another process ("Database may be already in use", SQL state 90020) tries
 * again 1 to 20 ms later. Both waits together last at most the login timeout ({@link
 * #setLoginTimeout}, by default {@value #DEFAULT_OPEN_SECONDS} s). A URL that keeps the database
 * open longer ({@code DB_CLOSE_DELAY}) keeps the other processes out for that long. (An H2 database
 * private to one JVM never gets here: {@link NodeIdLeases#connect} refuses it.)
 */
final class UrlDataSource implements DataSource {
  /** How long opening an embedded H2 file is tried while other processes have it open. */
  static final int DEFAULT_OPEN_SECONDS = 30;

  /** The longest pause between two tries to open an embedded H2 file, in ms. */
  private static final int MAX_PAUSE_MILLIS = 20;

  private final String url;
  private final boolean h2File;

  /** The lock file of the turns at an embedded H2 file, if it has one. */
  private final Optional<Path> lockFile;

  private volatile int openSeconds = DEFAULT_OPEN_SECONDS;

  /** Whether H2's code has run in this data source ({@link #warmUp()}). */
  private volatile boolean warm;

  UrlDataSource(String url) {
    this.url = url;
    this.h2File = H2Urls.isEmbeddedFile(url);
    this.lockFile = H2Urls.lockFile(url);
  }

  @Override
  public Connection getConnection() throws SQLException {
    if (lockFile != null && !warm) {
      warmUp();
    }
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(openSeconds);
    Optional<FileTurn> taken =
        lockFile.isPresent() ? FileTurn.take(lockFile.get(), deadline) : Optional.empty();
    if (taken.isEmpty()) {
      return open(deadline);
    }
    FileTurn turn = taken.get();
    try {
      return endingTurn(open(deadline), turn);
    } catch (SQLException | RuntimeException e) {
      turn.close();
      throw e;
    }
  }

  /**
   * Loads and runs H2's code once on a database private to this JVM, before the first turn: a cold
   * JVM then holds the shared file about as briefly as a warm one (opening the file itself costs
   * several times more in a JVM that has not run H2 yet, all of it while the others wait).
   */
  private void warmUp() {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:");
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE warm_up (k INT PRIMARY KEY, v BIGINT)");
      s.execute("INSERT INTO warm_up VALUES (1, 2)");
      s.execute("UPDATE warm_up SET v = GREATEST(v, 3) WHERE k = 1");
      s.executeQuery("SELECT v FROM warm_up WHERE k = 1").close();
    } catch (SQLException e) {
      // only slower: the operation itself reports what is wrong with the driver
    }
    warm = true;
  }

  private Connection open(long deadline) throws SQLException {
    while (true) {
      try {
        return DriverManager.getConnection(url);
      } catch (SQLException e) {
        // H2's "Database may be already in use": another process has the file open for a moment
        if (!h2File || !"90020".equals(e.getSQLState()) || System.nanoTime() - deadline >= 0) {
          throw e;
        }
        try {
          Thread.sleep(1 + ThreadLocalRandom.current().nextInt(MAX_PAUSE_MILLIS));
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          throw e;
        }
      }
    }
  }

  /** The connection, whose {@code close()} also ends the turn (once). */
  private static Connection endingTurn(Connection connection, FileTurn turn) {
    AtomicBoolean open = new AtomicBoolean(true);
    InvocationHandler handler =
        (proxy, method, args) -> {
          if (method.getName().equals("close") && method.getParameterCount() == 0) {
            try {
              connection.close();
            } finally {
              if (open.getAndSet(false)) {
                turn.close();
              }
            }
            return null;
          }
          try {
            return method.invoke(connection, args);
          } catch (InvocationTargetException e) {
            throw e.getCause();
          }
        };
    return (Connection)
        Proxy.newProxyInstance(
            UrlDataSource.class.getClassLoader(), new Class<?>[] {Connection.class}, handler);
  }

  @Override
  public Connection getConnection(String username, String password) throws SQLException {
    return DriverManager.getConnection(url, username, password);
  }

  @Override
  public PrintWriter getLogWriter() {
    return null;
  }

  @Override
  public void setLogWriter(PrintWriter out) {
    // no logging
  }

  /**
   * Sets how long {@link #getConnection()} tries to open an embedded H2 file that other processes
   * have open; 0 restores the default, {@value #DEFAULT_OPEN_SECONDS} s. Other URLs take their
   * driver's own options (PostgreSQL: {@code connectTimeout}); DriverManager's login timeout is
   * global to the JVM, so it is left alone.
   *
   * @param seconds the timeout, 0 for the default
   */
  @Override
  public void setLoginTimeout(int seconds) {
    if (seconds < 0) {
      throw new IllegalArgumentException("login timeout " + seconds + " s (expected 0 or more)");
    }
    openSeconds = seconds == 0 ? DEFAULT_OPEN_SECONDS : seconds;
  }

  @Override
  public int getLoginTimeout() {
    return openSeconds;
  }

  @Override
  public Logger getParentLogger() throws SQLFeatureNotSupportedException {
    throw new SQLFeatureNotSupportedException("no logger");
  }

  @Override
  public <T> T unwrap(Class<T> type) throws SQLException {
    if (type.isInstance(this)) {
      return type.cast(this);
    }
    throw new SQLException("not a wrapper of " + type.getName());
  }

  @Override
  public boolean isWrapperFor(Class<?> type) {
    return type.isInstance(this);
  }
}
