package dev.sortid.nodeid;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Locale;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Connections from {@link DriverManager} for a JDBC URL: one per operation, no pool.
 *
 * <p>An embedded H2 file ({@code jdbc:h2:./sortid-leases}) is opened in H2's automatic mixed mode
 * ({@code ;AUTO_SERVER=TRUE} is added unless the URL sets AUTO_SERVER itself): the first process
 * opens the file and serves it to the others on a local TCP port, so processes of one machine that
 * run at the same time share it. Its database is kept open while the leases are (by one connection
 * held until {@link #close()}), so the serving process does not close and reopen the file at every
 * operation. (An H2 database private to one JVM never gets here: {@link NodeIdLeases#connect}
 * refuses it.)
 */
final class UrlDataSource implements DataSource, AutoCloseable {
  /**
   * Tries to open an embedded H2 file: a process that opens it while another closes it sees the
   * lock file move for a moment, so the second waits a little (about 3 s in all) rather than fail.
   */
  private static final int H2_OPEN_TRIES = 10;

  private final String url;
  private final boolean h2File;

  /** The connection that keeps an embedded H2 database open, or null. */
  private Connection keeper;

  private boolean closed;

  UrlDataSource(String url) {
    this.h2File = H2Urls.isEmbeddedFile(url);
    boolean autoServerSet = url.toLowerCase(Locale.ROOT).contains(";auto_server=");
    this.url = h2File && !autoServerSet ? url + ";AUTO_SERVER=TRUE" : url;
  }

  /** The URL connected to: the one given, with {@code ;AUTO_SERVER=TRUE} for an H2 file. */
  String url() {
    return url;
  }

  @Override
  public Connection getConnection() throws SQLException {
    if (h2File) {
      keepOpen();
    }
    return open();
  }

  /** Opens the connection that keeps an embedded H2 database open, once. */
  private synchronized void keepOpen() throws SQLException {
    if (keeper == null && !closed) {
      keeper = open();
    }
  }

  /** Closes the connection that kept an embedded H2 database open. Idempotent. */
  @Override
  public synchronized void close() {
    closed = true;
    if (keeper != null) {
      try {
        keeper.close();
      } catch (SQLException e) {
        // closing: the database closes with the process anyway
      }
      keeper = null;
    }
  }

  private Connection open() throws SQLException {
    for (int attempt = 1; ; attempt++) {
      try {
        return DriverManager.getConnection(url);
      } catch (SQLException e) {
        // H2 "Error opening database" (08000), "Locked by another process" (90020) or "Connection
        // is broken" (90067) while another process opens or closes the file
        String state = e.getSQLState();
        boolean opening = "08000".equals(state) || "90020".equals(state) || "90067".equals(state);
        if (!h2File || !opening || attempt >= H2_OPEN_TRIES) {
          throw e;
        }
        try {
          Thread.sleep(50L * attempt);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          throw e;
        }
      }
    }
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

  @Override
  public void setLoginTimeout(int seconds) {
    // DriverManager's login timeout is global; the URL's own options (connectTimeout) apply
  }

  @Override
  public int getLoginTimeout() {
    return 0;
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
