package dev.sortid.nodeid;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A real data source that the test can cut off, as a network partition cuts one process off its
 * database while the others still reach it.
 */
final class FaultyDataSource implements DataSource {
  private final DataSource real;
  volatile boolean down;

  /** How many of the next connections come {@link #delay} late (a slow or frozen store). */
  final AtomicInteger slow = new AtomicInteger();

  volatile Duration delay = Duration.ZERO;

  FaultyDataSource(DataSource real) {
    this.real = real;
  }

  @Override
  public Connection getConnection() throws SQLException {
    if (down) {
      throw new SQLException("connection refused (injected partition)", "08001");
    }
    if (slow.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
      try {
        Thread.sleep(delay.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new SQLException("interrupted", "08001", e);
      }
    }
    return real.getConnection();
  }

  @Override
  public Connection getConnection(String user, String password) throws SQLException {
    return getConnection();
  }

  @Override
  public PrintWriter getLogWriter() throws SQLException {
    return real.getLogWriter();
  }

  @Override
  public void setLogWriter(PrintWriter out) throws SQLException {
    real.setLogWriter(out);
  }

  @Override
  public void setLoginTimeout(int seconds) throws SQLException {
    real.setLoginTimeout(seconds);
  }

  @Override
  public int getLoginTimeout() throws SQLException {
    return real.getLoginTimeout();
  }

  @Override
  public Logger getParentLogger() throws SQLFeatureNotSupportedException {
    return real.getParentLogger();
  }

  @Override
  public <T> T unwrap(Class<T> type) throws SQLException {
    return real.unwrap(type);
  }

  @Override
  public boolean isWrapperFor(Class<?> type) throws SQLException {
    return real.isWrapperFor(type);
  }
}
