package dev.sortid.spring.aot;

import dev.sortid.nodeid.NodeIdLease;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.springframework.aot.AotDetector;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * An application that {@link dev.sortid.spring.tests.AotTests} processes ahead of time and then
 * starts from the generated code: JPA entities keyed by SCRU64 ids ({@link AotOrder}), a web API
 * with the id types in JSON bodies and path variables ({@link AotController}), and the SCRU64 node
 * id leased from the store its properties name.
 */
@SpringBootApplication
public class AotApplication {

  /** Creates the application. */
  public AotApplication() {}

  /**
   * Starts the application with the arguments as properties, prints {@code aot=true|false} (whether
   * it runs from generated code), {@code node-id=N} (its leased node id) and {@code port=N}, then
   * waits for a line on standard input (or its end) and closes the application.
   *
   * @param args the application's properties
   * @throws Exception if it fails to start; the JVM then exits with a status other than 0
   */
  public static void main(String[] args) throws Exception {
    try (ConfigurableApplicationContext context =
        SpringApplication.run(AotApplication.class, args)) {
      System.out.println("aot=" + AotDetector.useGeneratedArtifacts());
      System.out.println("node-id=" + context.getBean(NodeIdLease.class).nodeId());
      System.out.println("port=" + context.getEnvironment().getProperty("local.server.port"));
      new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
    }
  }
}
