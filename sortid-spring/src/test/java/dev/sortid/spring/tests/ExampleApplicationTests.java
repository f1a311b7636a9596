package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import dev.sortid.spring.example.OrdersApplication;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Runs the example application of the README and docs/spring-boot.md as its page says, on a random
 * port, and calls it over HTTP. Each Boot module runs this on its generation.
 */
public abstract class ExampleApplicationTests {

  /** Creates the tests. */
  protected ExampleApplicationTests() {}

  @Test
  void exampleApplication_runsAsDocumented() throws Exception {
    HttpClient client = HttpClient.newHttpClient();
    try (ConfigurableApplicationContext app =
        SpringApplication.run(
            OrdersApplication.class, "--server.port=0", "--sortid.scru64.node-spec=42/8")) {
      String base = "http://localhost:" + app.getEnvironment().getProperty("local.server.port");
      Ulid customer = Ulid.generate();
      HttpResponse<String> created =
          client.send(
              HttpRequest.newBuilder(URI.create(base + "/orders"))
                  .header("Content-Type", "application/json")
                  .POST(
                      HttpRequest.BodyPublishers.ofString(
                          "{\"customer\":\"" + customer + "\",\"item\":\"tea\"}"))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(200, created.statusCode(), created.body());
      Matcher id = Pattern.compile("\"id\":\"([0-9a-z]{12})\"").matcher(created.body());
      assertTrue(id.find(), created.body());
      assertEquals(42, Scru64Id.parse(id.group(1)).nodeCtr() >>> 16);

      HttpResponse<String> found =
          client.send(
              HttpRequest.newBuilder(URI.create(base + "/orders/" + id.group(1))).build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(created.body(), found.body());

      HttpResponse<String> byCustomer =
          client.send(
              HttpRequest.newBuilder(URI.create(base + "/orders?customer=" + customer)).build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals("[" + created.body() + "]", byCustomer.body());

      HttpResponse<String> malformed =
          client.send(
              HttpRequest.newBuilder(URI.create(base + "/orders/not-an-id")).build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(400, malformed.statusCode());
      assertTrue(malformed.body().contains("not-an-id"), malformed.body());
    }
  }
}
