package dev.sortid.testsupport;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The database of a test class: {@link #connect()} in its set-up, {@link #stop()} in its clean-up
 * after the connection is closed. A test suite run per database asks its subclass for one, so that
 * a subclass names its database and holds none of its state.
 */
public interface TestDatabase {
  /**
   * Starts the database, if it is a server of the test class's own, and connects to it.
   *
   * @return a new connection
   * @throws SQLException if the connection failed
   */
  Connection connect() throws SQLException;

  /**
   * Stops what {@link #connect()} started; nothing for a database that need not be stopped. Runs in
   * the clean-up, also when {@link #connect()} failed.
   */
  default void stop() {}
}
