package dev.sortid.nodeid;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Locale;
import java.util.logging.Logger;
import javax.sql.DataSource;

/** Connections from {@link DriverManager} for a JDBC URL: one per operation, no pool. */
final class UrlDataSource implements DataSource {
  /**
   * Tries to open an embedded H2 file: a process that opens it while another closes it sees the
   * lock file move for a moment, so the second waits a little (about 3 s in all) rather than fail.
   */
  private static final int H2_OPEN_TRIES = 10;

  private final String url;
  private final boolean h2File;

  UrlDataSource(String url) {
    this.url = url;
    String lower = url.toLowerCase(Locale.ROOT);
    this.h2File =
        lower.startsWith("jdbc:h2:")
            && !lower.startsWith("jdbc:h2:mem:")
            && !lower.startsWith("jdbc:h2:tcp:")
            && !lower.startsWith("jdbc:h2:ssl:");
  }

  @Override
  public Connection getConnection() throws SQLException {
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
