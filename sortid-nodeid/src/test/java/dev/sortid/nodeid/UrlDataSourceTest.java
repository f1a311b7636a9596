package dev.sortid.nodeid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLTimeoutException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
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
    assertFalse("90020".equals(e.getSQLState()), e::getSQLState);
  }

  /**
   * Another process keeps the H2 file open (as an application or the H2 console would, taking no
   * turn): opening it is tried until the login timeout and fails then with H2's "already in use";
   * once that process has closed it, it opens.
   */
  @Test
  void getConnection_h2FileKeptOpenByAnotherProcess_triesUntilTheLoginTimeout(@TempDir Path dir)
      throws Exception {
    String url = "jdbc:h2:" + dir.resolve("kept").toAbsolutePath();
    Process other =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                KeepsOpen.class.getName(),
                url)
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    try {
      assertEquals("open", other.inputReader(StandardCharsets.UTF_8).readLine());
      UrlDataSource source = new UrlDataSource(url);
      source.setLoginTimeout(1);
      SQLException e = assertThrows(SQLException.class, source::getConnection);
      assertEquals("90020", e.getSQLState(), e::getMessage);
      other.getOutputStream().close(); // the other process closes the database and ends
      assertTrue(other.waitFor(5, TimeUnit.MINUTES));
      try (Connection connection = source.getConnection()) {
        assertTrue(connection.isValid(5));
      }
      assertTrue(Files.exists(dir.resolve("kept.sortid.lock"))); // the turns' lock file
    } finally {
      other.destroyForcibly();
    }
  }

  @Test
  void getConnection_h2File_closedConnectionEndsTheTurn(@TempDir Path dir) throws Exception {
    UrlDataSource source = new UrlDataSource("jdbc:h2:" + dir.resolve("turns").toAbsolutePath());
    Connection first = source.getConnection();
    first.close();
    first.close(); // a second close ends nothing more
    Connection second = source.getConnection();
    // the turn passes on: another thread takes it once this connection is closed
    CompletableFuture<Boolean> third =
        CompletableFuture.supplyAsync(
            () -> {
              try (Connection c = source.getConnection()) {
                return c.isValid(5);
              } catch (SQLException e) {
                throw new IllegalStateException(e);
              }
            });
    assertTrue(second.isValid(5));
    second.close();
    assertTrue(third.get(5, TimeUnit.MINUTES));
  }

  @Test
  void getConnection_turnHeldPastTheLoginTimeout_failsSayingSo(@TempDir Path dir) throws Exception {
    UrlDataSource source = new UrlDataSource("jdbc:h2:" + dir.resolve("busy").toAbsolutePath());
    source.setLoginTimeout(1);
    try (Connection held = source.getConnection()) {
      CompletableFuture<Connection> other =
          CompletableFuture.supplyAsync(
              () -> {
                try {
                  return source.getConnection();
                } catch (SQLException e) {
                  throw new CompletionException(e);
                }
              });
      ExecutionException e =
          assertThrows(ExecutionException.class, () -> other.get(5, TimeUnit.MINUTES));
      assertTrue(e.getCause() instanceof SQLTimeoutException, e::toString);
      assertTrue(
          e.getCause().getMessage().startsWith("no turn at the H2 file within "), e::toString);
      assertTrue(held.isValid(5));
    }
  }

  @Test
  void lockFile_besideAnH2FileNamedByAPath_elseNone() {
    Path home = Path.of(System.getProperty("user.home"));
    assertEquals(
        Optional.of(Path.of("x/leases.sortid.lock").toAbsolutePath()),
        H2Urls.lockFile("jdbc:h2:./x/leases"));
    assertEquals(
        Optional.of(Path.of("/var/x/leases.sortid.lock").toAbsolutePath()),
        H2Urls.lockFile("jdbc:h2:file:/var/x/leases;MODE=PostgreSQL"));
    assertEquals(
        Optional.of(home.resolve("leases.sortid.lock")), H2Urls.lockFile("jdbc:h2:~/leases"));
    assertEquals(Optional.empty(), H2Urls.lockFile("jdbc:h2:split:/var/x/leases"));
    assertEquals(
        Optional.empty(), H2Urls.lockFile("jdbc:h2:leases")); // H2 refuses a name that is no path
    assertEquals(Optional.empty(), H2Urls.lockFile("jdbc:h2:tcp://localhost/~/leases"));
    assertEquals(Optional.empty(), H2Urls.lockFile("jdbc:h2:mem:leases"));
    assertEquals(Optional.empty(), H2Urls.lockFile("jdbc:postgresql://db/app"));
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
    assertEquals(5, source.getLoginTimeout());
    source.setLoginTimeout(0);
    assertEquals(UrlDataSource.DEFAULT_OPEN_SECONDS, source.getLoginTimeout());
    assertThrows(IllegalArgumentException.class, () -> source.setLoginTimeout(-1));
    assertThrows(SQLFeatureNotSupportedException.class, source::getParentLogger);
  }

  /** Opens an H2 file, says "open", and keeps it open until its standard input ends. */
  public static final class KeepsOpen {
    private KeepsOpen() {}

    public static void main(String[] args) throws Exception {
      try (Connection connection = java.sql.DriverManager.getConnection(args[0])) {
        System.out.println(connection.isValid(5) ? "open" : "not valid");
        System.out.flush();
        System.in.readAllBytes();
      }
    }
  }
}
