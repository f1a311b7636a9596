package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.spring.fleet.FleetApplication;
import java.io.IOException;
import java.net.ServerSocket;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * A start that fails for the leased node id, in an application with JPA (Hibernate wraps the
 * failure): Boot's report shows sortid's message on top, with the realm, the store's URL and the
 * properties to change. Each Boot module runs this on its generation.
 */
@ExtendWith(OutputCaptureExtension.class)
public abstract class StartFailureTests {

  /** Creates the tests. */
  protected StartFailureTests() {}

  @Test
  void leaseStoreDown_theReportLeadsWithSortidsMessageInPropertyTerms(CapturedOutput output)
      throws IOException {
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort(); // closed again: nothing listens there
    }
    String store = "jdbc:h2:tcp://127.0.0.1:" + port + "/leases";
    assertThrows(
        RuntimeException.class,
        () ->
            new SpringApplication(FleetApplication.class)
                .run(
                    "--spring.main.web-application-type=none",
                    "--spring.main.banner-mode=off",
                    "--spring.datasource.url=jdbc:h2:mem:start-failure-" + UUID.randomUUID(),
                    "--spring.jpa.hibernate.ddl-auto=create",
                    "--sortid.scru64.lease.url=" + store,
                    "--sortid.scru64.lease.realm=orders"));
    String report = output.getOut() + output.getErr();
    int description = report.indexOf("Description:");
    assertTrue(description >= 0, report);
    String shown = report.substring(description);
    assertTrue(
        shown.contains("sortid could not lease a SCRU64 node id (sortid.scru64.lease.url)"), shown);
    assertTrue(shown.contains("realm \"orders\""), shown);
    assertTrue(shown.contains(store), shown);
    assertTrue(shown.contains("sortid.scru64.lease.acquire-timeout"), shown);
  }
}
