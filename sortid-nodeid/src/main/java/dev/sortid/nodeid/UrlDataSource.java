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
  private final String url;

  UrlDataSource(String url) {
    this.url = url;
  }

  /**
   * The URL to connect to: an H2 database in a file gets {@code ;AUTO_SERVER=TRUE} (unless the URL
   * sets it), so that several processes on one machine can share the lease file, which is what
   * leases are for; other URLs are used as given.
   */
  static String effectiveUrl(String url) {
    String lower = url.toLowerCase(Locale.ROOT);
    if (lower.startsWith("jdbc:h2:")
        && !lower.startsWith("jdbc:h2:mem:")
        && !lower.startsWith("jdbc:h2:tcp:")
        && !lower.startsWith("jdbc:h2:ssl:")
        && !lower.contains("auto_server=")) {
      return url + ";AUTO_SERVER=TRUE";
    }
    return url;
  }

  @Override
  public Connection getConnection() throws SQLException {
    return DriverManager.getConnection(url);
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
