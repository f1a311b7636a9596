package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.TypeId;
import dev.sortid.spring.users.UsersApplication;
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
 * Runs the TypeID example of docs/typeid.md as the page says (an in-memory H2 database, a random
 * port) and calls it over HTTP: the entity's generated TypeID, JSON in and out, the URL, and the
 * 400 answers to TypeIDs of the wrong type. Each Boot module runs this on its generation.
 */
public abstract class TypeIdExampleTests {
  private static final String ORG = "org_01h455vb4pex5vsknk084sn02q";

  /** Creates the tests. */
  protected TypeIdExampleTests() {}

  @Test
  void typeIdExample_runsAsDocumented() throws Exception {
    HttpClient client = HttpClient.newHttpClient();
    try (ConfigurableApplicationContext app =
        SpringApplication.run(UsersApplication.class, "--server.port=0")) {
      String base = "http://localhost:" + app.getEnvironment().getProperty("local.server.port");
      HttpResponse<String> created =
          client.send(
              HttpRequest.newBuilder(URI.create(base + "/users"))
                  .header("Content-Type", "application/json")
                  .POST(
                      HttpRequest.BodyPublishers.ofString(
                          "{\"organisation\":\"" + ORG + "\",\"name\":\"Ann\"}"))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(200, created.statusCode(), created.body());
      Matcher id = Pattern.compile("\"id\":\"(user_[0-9a-z]{26})\"").matcher(created.body());
      assertTrue(id.find(), created.body());
      assertTrue(TypeId.parse(id.group(1)).isUuidV7());
      assertEquals(
          "{\"id\":\"" + id.group(1) + "\",\"organisation\":\"" + ORG + "\",\"name\":\"Ann\"}",
          created.body());

      HttpResponse<String> found =
          client.send(
              HttpRequest.newBuilder(URI.create(base + "/users/" + id.group(1))).build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(created.body(), found.body());

      HttpResponse<String> wrongType =
          client.send(
              HttpRequest.newBuilder(URI.create(base + "/users/" + ORG)).build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(400, wrongType.statusCode());
      assertTrue(
          wrongType.body().contains("expected prefix \\\"user\\\", got \\\"org\\\" in \\\""),
          wrongType.body());

      HttpResponse<String> wrongOrganisation =
          client.send(
              HttpRequest.newBuilder(URI.create(base + "/users"))
                  .header("Content-Type", "application/json")
                  .POST(
                      HttpRequest.BodyPublishers.ofString(
                          "{\"organisation\":\"" + id.group(1) + "\",\"name\":\"Bob\"}"))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(400, wrongOrganisation.statusCode());
      assertTrue(
          wrongOrganisation.body().contains("expected prefix \\\"org\\\", got \\\"user\\\""),
          wrongOrganisation.body());
    }
  }
}
