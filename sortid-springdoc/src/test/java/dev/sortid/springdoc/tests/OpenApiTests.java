package dev.sortid.springdoc.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sortid.IdScheme;
import dev.sortid.springdoc.IdSchemas;
import dev.sortid.springdoc.app.ApiApplication;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Fetches {@code /v3/api-docs} from a running application whose API takes and returns every id
 * type: sortid-springdoc runs these on Boot 3.5 with springdoc 2.8, sortid-spring-boot4 on Boot 4.0
 * with springdoc 3.0. Two application starts: the default, and SCRU64 as JSON numbers.
 */
public abstract class OpenApiTests {
  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  /** Creates the tests. */
  protected OpenApiTests() {}

  private static JsonNode apiDocs(String... properties) throws Exception {
    List<String> args =
        new java.util.ArrayList<>(
            List.of(
                "--server.port=0", "--spring.main.banner-mode=off", "--logging.level.root=warn"));
    args.addAll(List.of(properties));
    try (ConfigurableApplicationContext context =
        SpringApplication.run(ApiApplication.class, args.toArray(String[]::new))) {
      String port = context.getEnvironment().getProperty("local.server.port");
      HttpClient client = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
      HttpResponse<String> response =
          client.send(
              HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/v3/api-docs"))
                  .timeout(TIMEOUT)
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(200, response.statusCode(), response.body());
      return new ObjectMapper().readTree(response.body());
    }
  }

  /** The type of a schema: a string in OpenAPI 3.0, a string or an array of one in 3.1. */
  private static String type(JsonNode schema) {
    JsonNode type = schema.get("type");
    if (type == null && schema.has("types")) {
      type = schema.get("types");
    }
    return type.isArray() ? type.get(0).asText() : type.asText();
  }

  private static void assertIdSchema(IdScheme scheme, JsonNode schema) {
    String where = scheme + " " + schema;
    assertEquals("string", type(schema), where);
    assertEquals(IdSchemas.format(scheme), schema.get("format").asText(), where);
    assertEquals(IdSchemas.pattern(scheme), schema.get("pattern").asText(), where);
    int[] lengths = scheme.textLengths();
    assertEquals(lengths[0], schema.get("minLength").asInt(), where);
    assertEquals(lengths[lengths.length - 1], schema.get("maxLength").asInt(), where);
    String example = schema.get("example").asText();
    assertTrue(scheme.isValid(example), where);
    assertTrue(example.matches(IdSchemas.pattern(scheme)), where);
  }

  private static JsonNode parameter(JsonNode docs, String path, String method, String name) {
    Iterator<JsonNode> parameters =
        docs.at("/paths/" + path + "/" + method + "/parameters").iterator();
    while (parameters.hasNext()) {
      JsonNode parameter = parameters.next();
      if (parameter.get("name").asText().equals(name)) {
        return parameter.get("schema");
      }
    }
    throw new AssertionError("no parameter " + name + " in " + docs.at("/paths"));
  }

  @Test
  void apiDocs_everyIdType_isAStringWithItsSchemesPattern_inBodiesAndParameters() throws Exception {
    JsonNode docs = apiDocs("--sortid.scru64.node-spec=1/8");
    JsonNode ids = docs.at("/components/schemas/Ids/properties");
    for (IdScheme scheme : IdScheme.values()) {
      assertIdSchema(scheme, ids.get(scheme.name().toLowerCase(Locale.ROOT)));
    }
    assertIdSchema(IdScheme.ULID, parameter(docs, "~1ids~1{ulid}", "get", "ulid"));
    assertIdSchema(IdScheme.SCRU64, parameter(docs, "~1ids~1{ulid}", "get", "after"));
    assertIdSchema(IdScheme.UUIDV7, parameter(docs, "~1ids~1{ulid}", "get", "event"));
    assertEquals(
        "#/components/schemas/Ids",
        docs.at("/paths/~1ids/post/requestBody/content/application~1json/schema/$ref").asText());
  }

  @Test
  void apiDocs_scru64AsNumber_isAnIntegerInBodies_andTextInParameters() throws Exception {
    JsonNode docs = apiDocs("--sortid.jackson.scru64-as-number=true");
    JsonNode scru64 = docs.at("/components/schemas/Ids/properties/scru64");
    assertEquals("integer", type(scru64), scru64.toString());
    assertEquals("int64", scru64.get("format").asText());
    assertEquals(0, scru64.get("minimum").asLong());
    assertEquals(dev.sortid.Scru64Id.MAX.toLong(), scru64.get("maximum").asLong());
    assertIdSchema(IdScheme.SCRU64, parameter(docs, "~1ids~1{ulid}", "get", "after"));
    assertIdSchema(IdScheme.ULID, docs.at("/components/schemas/Ids/properties/ulid"));
  }
}
