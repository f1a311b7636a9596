package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Euid;
import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.spring.testapp.IdsApplication;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@link IdsApplication} on a real embedded server of each kind (Spring MVC on Tomcat, WebFlux on
 * Netty), on a random port, called over HTTP with the JDK's client: JSON bodies, path variables,
 * request parameters, the 400 on a malformed id, and the health of the leased node id. Each Boot
 * module runs these on its generation.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class WebApplicationTests {
  private static final Scru128Id SCRU128 = Scru128Id.generate();
  private static final Scru64Id SCRU64 = Scru64Id.of(123_456_789L, 0x2a_1234);
  private static final Scru160Id SCRU160 = Scru160Id.generate();
  private static final Ulid ULID = Ulid.generate();
  private static final Euid EUID = Euid.generate();
  private static final UuidV7 UUIDV7 = UuidV7.generate();

  /** A version-4 UUID (RFC 9562's example): 36 chars of the right form, but not a UUIDv7. */
  private static final String UUID_V4 = "f81d4fae-7dec-41d0-a765-00a0c91e6bf6";

  private final HttpClient client = HttpClient.newHttpClient();
  private final Map<WebApplicationType, ConfigurableApplicationContext> servers =
      new EnumMap<>(WebApplicationType.class);

  /** Creates the tests. */
  protected WebApplicationTests() {}

  @BeforeAll
  void startServers() {
    for (WebApplicationType type :
        List.of(WebApplicationType.SERVLET, WebApplicationType.REACTIVE)) {
      servers.put(
          type,
          new SpringApplicationBuilder(IdsApplication.class)
              .web(type)
              .properties(
                  "server.port=0",
                  "sortid.scru64.lease.url=" + H2.newUrl(),
                  "management.endpoint.health.show-details=always",
                  "management.endpoints.web.exposure.include=health")
              .run());
    }
  }

  @AfterAll
  void stopServers() {
    servers.values().forEach(ConfigurableApplicationContext::close);
  }

  private URI uri(WebApplicationType type, String path) {
    String port = servers.get(type).getEnvironment().getProperty("local.server.port");
    return URI.create("http://localhost:" + port + path);
  }

  private HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
    return client.send(request, HttpResponse.BodyHandlers.ofString());
  }

  private HttpResponse<String> get(WebApplicationType type, String path)
      throws IOException, InterruptedException {
    return send(HttpRequest.newBuilder(uri(type, path)).GET().build());
  }

  static List<SortableId> ids() {
    return List.of(SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDV7);
  }

  static List<Object[]> typesAndIds() {
    return ids().stream()
        .flatMap(
            id ->
                Stream.of(
                    new Object[] {WebApplicationType.SERVLET, id},
                    new Object[] {WebApplicationType.REACTIVE, id}))
        .toList();
  }

  /** The path of {@code /query} with every id type, the ULID and UUIDv7 as given. */
  private static String query(String ulid, String uuidv7) {
    return String.format(
        "/query?scru128=%s&scru64=%s&scru160=%s&ulid=%s&euid=%s&uuidv7=%s",
        SCRU128, SCRU64, SCRU160, ulid, EUID, uuidv7);
  }

  private static String path(SortableId id) {
    return "/" + id.scheme().name().toLowerCase(Locale.ROOT) + "/" + id;
  }

  @ParameterizedTest
  @EnumSource(
      value = WebApplicationType.class,
      names = {"SERVLET", "REACTIVE"})
  void jsonBody_everyIdType_roundTrips(WebApplicationType type) throws Exception {
    String json =
        String.format(
            "{\"scru128\":\"%s\",\"scru64\":\"%s\",\"scru160\":\"%s\",\"ulid\":\"%s\",\"euid\":\"%s\","
                + "\"uuidv7\":\"%s\"}",
            SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDV7);
    HttpResponse<String> response =
        send(
            HttpRequest.newBuilder(uri(type, "/echo"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build());
    assertEquals(200, response.statusCode(), response.body());
    assertEquals(json, response.body());
  }

  @ParameterizedTest
  @MethodSource("typesAndIds")
  void pathVariable_everyIdType_binds(WebApplicationType type, SortableId id) throws Exception {
    HttpResponse<String> response = get(type, path(id));
    assertEquals(200, response.statusCode(), response.body());
    assertEquals(id.scheme() + ":" + id, response.body());
    assertEquals(id.scheme() + ":" + id, get(type, "/any/" + id).body());
  }

  @ParameterizedTest
  @EnumSource(
      value = WebApplicationType.class,
      names = {"SERVLET", "REACTIVE"})
  void requestParameters_everyIdType_bind(WebApplicationType type) throws Exception {
    HttpResponse<String> response = get(type, query(ULID.toString(), UUIDV7.toString()));
    assertEquals(200, response.statusCode(), response.body());
    assertEquals(
        String.join(" ", ids().stream().map(id -> id.scheme() + ":" + id).toList()),
        response.body());
  }

  static List<Object[]> malformed() {
    return List.of(
            new Object[] {IdScheme.ULID, "01ARZ3NUEKTSV4RRFFQ69G5FAU"},
            new Object[] {IdScheme.SCRU128, "036z951mhjikzik2gsl81gr7_"},
            new Object[] {IdScheme.SCRU64, "0u2r85hm2pt"},
            new Object[] {IdScheme.SCRU160, "zz"},
            new Object[] {IdScheme.EUID, "-"},
            new Object[] {IdScheme.UUIDV7, UUID_V4})
        .stream()
        .flatMap(
            c -> {
              IdScheme scheme = (IdScheme) c[0];
              String text = (String) c[1];
              IdFormatException e;
              try {
                scheme.parse(text);
                throw new AssertionError("parsed: " + text);
              } catch (IdFormatException thrown) {
                e = thrown;
              }
              String path = "/" + scheme.name().toLowerCase(Locale.ROOT) + "/" + text;
              return Stream.of(
                  new Object[] {WebApplicationType.SERVLET, path, e},
                  new Object[] {WebApplicationType.REACTIVE, path, e});
            })
        .toList();
  }

  private static String jsonString(String text) {
    return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  @ParameterizedTest
  @MethodSource("malformed")
  void malformedPathVariable_is400WithTheParsersMessage(
      WebApplicationType type, String path, IdFormatException expected) throws Exception {
    HttpResponse<String> response = get(type, path);
    assertEquals(400, response.statusCode(), response.body());
    assertEquals(
        "application/problem+json",
        response.headers().firstValue("Content-Type").orElse("").split(";")[0]);
    assertTrue(
        response.body().contains("\"detail\":" + jsonString(expected.getMessage())),
        response.body());
    assertTrue(response.body().contains("\"index\":" + expected.index()), response.body());
  }

  /** A malformed id in a JSON body gets the same problem as in a path variable. */
  @ParameterizedTest
  @MethodSource("malformed")
  void malformedJsonBody_is400WithTheParsersMessage(
      WebApplicationType type, String path, IdFormatException expected) throws Exception {
    String field = path.substring(1, path.indexOf('/', 1));
    String good =
        String.format(
            "{\"scru128\":\"%s\",\"scru64\":\"%s\",\"scru160\":\"%s\",\"ulid\":\"%s\","
                + "\"euid\":\"%s\",\"uuidv7\":\"%s\"}",
            SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDV7);
    String json =
        good.replaceFirst(
            "\"" + field + "\":\"[^\"]*\"", "\"" + field + "\":" + jsonString(expected.input()));
    HttpResponse<String> response =
        send(
            HttpRequest.newBuilder(uri(type, "/echo"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build());
    assertEquals(400, response.statusCode(), response.body());
    assertEquals(
        "application/problem+json",
        response.headers().firstValue("Content-Type").orElse("").split(";")[0]);
    assertTrue(
        response.body().contains("\"detail\":" + jsonString(expected.getMessage())),
        response.body());
    assertTrue(response.body().contains("\"index\":" + expected.index()), response.body());
  }

  @ParameterizedTest
  @EnumSource(
      value = WebApplicationType.class,
      names = {"SERVLET", "REACTIVE"})
  void otherUnreadableBody_staysSprings400(WebApplicationType type) throws Exception {
    HttpResponse<String> response =
        send(
            HttpRequest.newBuilder(uri(type, "/echo"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"scru128\":"))
                .build());
    assertEquals(400, response.statusCode(), response.body());
    assertTrue(!response.body().contains("Invalid id"), response.body());
  }

  static List<Object[]> malformedParameters() {
    String badUlid = "01ARZ3NUEKTSV4RRFFQ69G5FAU";
    return Stream.of(WebApplicationType.SERVLET, WebApplicationType.REACTIVE)
        .flatMap(
            type ->
                Stream.of(
                    new Object[] {
                      type, query(badUlid, UUIDV7.toString()), badUlid, "invalid character 'U'"
                    },
                    new Object[] {
                      type, query(ULID.toString(), UUID_V4), UUID_V4, "version 4, expected 7"
                    }))
        .toList();
  }

  @ParameterizedTest
  @MethodSource("malformedParameters")
  void malformedRequestParameter_is400WithTheParsersMessage(
      WebApplicationType type, String path, String text, String problem) throws Exception {
    HttpResponse<String> response = get(type, path);
    assertEquals(400, response.statusCode(), response.body());
    assertTrue(response.body().contains(text), response.body());
    assertTrue(response.body().contains(problem), response.body());
  }

  @ParameterizedTest
  @EnumSource(
      value = WebApplicationType.class,
      names = {"SERVLET", "REACTIVE"})
  void otherTypeMismatch_staysSprings400(WebApplicationType type) throws Exception {
    HttpResponse<String> response = get(type, "/count?n=many");
    assertEquals(400, response.statusCode(), response.body());
    assertEquals("2", get(type, "/count?n=2").body());
  }

  @ParameterizedTest
  @EnumSource(
      value = WebApplicationType.class,
      names = {"SERVLET", "REACTIVE"})
  void injectedGenerators_issueIds(WebApplicationType type) throws Exception {
    String[] fresh = get(type, "/new").body().split(" ");
    Scru128Id.parse(fresh[0]);
    Scru64Id.parse(fresh[1]);
    UuidV7.parse(fresh[2]);
  }

  @ParameterizedTest
  @EnumSource(
      value = WebApplicationType.class,
      names = {"SERVLET", "REACTIVE"})
  void health_reportsTheLeasedNodeIdUp(WebApplicationType type) throws Exception {
    int nodeId = servers.get(type).getBean(NodeIdLease.class).nodeId();
    HttpResponse<String> response = get(type, "/actuator/health/scru64Lease");
    assertEquals(200, response.statusCode(), response.body());
    assertTrue(response.body().contains("\"status\":\"UP\""), response.body());
    assertTrue(response.body().contains("\"nodeId\":" + nodeId), response.body());
    assertTrue(response.body().contains("\"state\":\"valid\""), response.body());
    assertTrue(response.body().contains("\"validUntil\":\""), response.body());
  }
}
