package dev.sortid.spring.data;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.spring.data.r2dbcapp.R2dbcApplication;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;

/**
 * The R2DBC application on a port where no database listens: the auto-configuration cannot read the
 * database's product and version, and the start fails saying so.
 */
final class R2dbcNoDatabaseTest {

  @Test
  void start_noDatabase_failsNamingTheColumnForms() throws IOException {
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    String[] args = {
      "--spring.r2dbc.url=r2dbc:mariadb://127.0.0.1:" + port + "/none",
      "--spring.r2dbc.username=root",
      "--sortid.scru64.node-spec=42/8",
      "--spring.main.web-application-type=none",
      "--spring.main.banner-mode=off",
      "--logging.level.root=off"
    };
    RuntimeException e =
        assertThrows(
            RuntimeException.class, () -> SpringApplication.run(R2dbcApplication.class, args));
    Throwable cause = e;
    while (cause != null && !(cause instanceof IllegalStateException)) {
      cause = cause.getCause();
    }
    assertTrue(
        cause != null
            && cause
                .getMessage()
                .startsWith(
                    "sortid could not read the database's product and version for its column"
                        + " forms: "),
        () -> String.valueOf(e));
  }
}
