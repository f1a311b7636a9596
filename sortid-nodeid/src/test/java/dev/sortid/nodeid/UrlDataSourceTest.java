package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The DataSource behind {@code NodeIdLeases.jdbc(url)}, on a real H2. */
final class UrlDataSourceTest {

  @Test
  void getConnection_h2InMemory_connects() throws SQLException {
    try (Connection connection = new UrlDataSource("jdbc:h2:mem:url-data-source").getConnection()) {
      assertTrue(connection.isValid(5));
    }
  }

  @Test
  void getConnection_withUserAndPassword_connects() throws SQLException {
    try (Connection connection =
        new UrlDataSource("jdbc:h2:mem:url-data-source-user").getConnection("sa", "")) {
      assertTrue(connection.isValid(5));
    }
  }

  @Test
  void getConnection_h2File_connects(@TempDir Path dir) throws SQLException {
    String url = "jdbc:h2:file:" + dir.resolve("leases").toAbsolutePath();
    try (Connection connection = new UrlDataSource(url).getConnection()) {
      assertTrue(connection.isValid(5));
    }
  }

  @Test
  void getConnection_noDriverForTheUrl_failsAtOnce() {
    SQLException e =
        assertThrows(
            SQLException.class, () -> new UrlDataSource("jdbc:no-such-driver:x").getConnection());
    assertTrue(e.getMessage().contains("jdbc:no-such-driver:x"), e::getMessage);
  }

  @Test
  void getConnection_h2FileWithAnErrorThatIsNotAboutOpening_failsWithoutRetrying(
      @TempDir Path dir) {
    // an unknown setting is a usage error (SQL state 90XXX, not one of the open/lock states)
    String url = "jdbc:h2:file:" + dir.resolve("leases").toAbsolutePath() + ";NO_SUCH_SETTING=1";
    SQLException e = assertThrows(SQLException.class, () -> new UrlDataSource(url).getConnection());
    assertFalse(
        "08000".equals(e.getSQLState())
            || "90020".equals(e.getSQLState())
            || "90067".equals(e.getSQLState()),
        e::getSQLState);
  }

  @Test
  void wrapperLoggingAndTimeout_behaveAsAPlainDataSource() throws SQLException {
    UrlDataSource source = new UrlDataSource("jdbc:h2:mem:url-data-source-wrapper");
    assertSame(source, source.unwrap(DataSource.class));
    assertTrue(source.isWrapperFor(DataSource.class));
    assertFalse(source.isWrapperFor(String.class));
    assertThrows(SQLException.class, () -> source.unwrap(String.class));
    assertNull(source.getLogWriter());
    source.setLogWriter(null);
    source.setLoginTimeout(5);
    assertEquals(0, source.getLoginTimeout());
    assertThrows(SQLFeatureNotSupportedException.class, source::getParentLogger);
  }
}
