package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.TypeId;
import dev.sortid.spring.typeid.TypeIdApplication;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@link TypeIdApplication} on a real embedded server of each kind (Spring MVC on Tomcat, WebFlux
 * on Netty), called over HTTP: TypeIDs bind in path variables, request parameters and JSON bodies;
 * a TypeID of another prefix than the parameter's {@code @TypeIdPrefix} is answered with 400 and
 * the message {@code expected prefix "user", got "order" in "..."}; the TypeID generator beans of
 * {@code sortid.typeid.prefixes} use the application's UUIDv7 generator. Each Boot module runs
 * these on its generation.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class TypeIdWebTests {
  private static final TypeId USER = TypeId.parse("user_01h455vb4pex5vsknk084sn02q");
  private static final TypeId ORDER = TypeId.parse("order_01h455vb4pex5vsknk084sn02q");
  private static final String WRONG =
      "expected prefix \"user\", got \"order\" in \"order_01h455vb4pex5vsknk084sn02q\"";

  private final HttpClient client = HttpClient.newHttpClient();
  private final Map<WebApplicationType, ConfigurableApplicationContext> servers =
      new EnumMap<>(WebApplicationType.class);

  /** Creates the tests. */
  protected TypeIdWebTests() {}

  @BeforeAll
  void startServers() {
    for (WebApplicationType type :
        List.of(WebApplicationType.SERVLET, WebApplicationType.REACTIVE)) {
      servers.put(
          type,
          new SpringApplicationBuilder(TypeIdApplication.class)
              .web(type)
              .properties("server.port=0", "sortid.typeid.prefixes=user, order_item")
              .run());
    }
  }

  @AfterAll
  void stopServers() {
    servers.values().forEach(ConfigurableApplicationContext::close);
  }

  private HttpResponse<String> get(WebApplicationType type, String path)
      throws IOException, InterruptedException {
    return client.send(
        HttpRequest.newBuilder(uri(type, path)).GET().build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private HttpResponse<String> post(WebApplicationType type, String path, String json)
      throws IOException, InterruptedException {
    return client.send(
        HttpRequest.newBuilder(uri(type, path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private URI uri(WebApplicationType type, String path) {
    String port = servers.get(type).getEnvironment().getProperty("local.server.port");
    return URI.create("http://localhost:" + port + path);
  }

  /** The 400 problem of a TypeID of another prefix: the parser's message, at index 0. */
  private static void assertWrongPrefixProblem(HttpResponse<String> response) {
    assertEquals(400, response.statusCode(), response.body());
    assertEquals(
        "application/problem+json",
        response.headers().firstValue("Content-Type").orElse("").split(";")[0]);
    String detail = "\"detail\":\"" + WRONG.replace("\"", "\\\"") + "\"";
    assertTrue(response.body().contains(detail), response.body());
    assertTrue(response.body().contains("\"index\":0"), response.body());
  }

  @ParameterizedTest
  @EnumSource(
      value = WebApplicationType.class,
      names = {"SERVLET", "REACTIVE"})
  void pathVariable_ofItsPrefix_binds_andAnyPrefixBindsWithoutTheAnnotation(WebApplicationType type)
      throws Exception {
    HttpResponse<String> response = get(type, "/users/" + USER);
    assertEquals(200, response.statusCode(), response.body());
    assertEquals("user " + USER.toUuid(), response.body());
    assertEquals("order " + ORDER.toUuid(), get(type, "/ids/" + ORDER).body());
  }

  @ParameterizedTest
  @EnumSource(
      value = WebApplicationType.class,
      names = {"SERVLET", "REACTIVE"})
  void pathVariable_ofAnotherPrefix_is400WithBothPrefixes(WebApplicationType type)
      throws Exception {
    assertWrongPrefixProblem(get(type, "/users/" + ORDER));
  }

  @ParameterizedTest
  @EnumSource(
      value = WebApplicationType.class,
      names = {"SERVLET", "REACTIVE"})
  void requestParameter_requiresItsPrefix(WebApplicationType type) throws Exception {
    HttpResponse<String> response = get(type, "/members?owner=" + USER);
    assertEquals(200, response.statusCode(), response.body());
    assertEquals(USER.toString(), response.body());
    assertWrongPrefixProblem(get(type, "/members?owner=" + ORDER));
  }

  @ParameterizedTest
  @EnumSource(
      value = WebApplicationType.class,
      names = {"SERVLET", "REACTIVE"})
  void jsonBody_roundTrips_andRefusesAnotherPrefix(WebApplicationType type) throws Exception {
    String json = "{\"user\":\"" + USER + "\",\"any\":\"" + ORDER + "\"}";
    HttpResponse<String> response = post(type, "/member", json);
    assertEquals(200, response.statusCode(), response.body());
    assertEquals(json, response.body());
    assertWrongPrefixProblem(
        post(type, "/member", "{\"user\":\"" + ORDER + "\",\"any\":\"" + USER + "\"}"));
  }

  @ParameterizedTest
  @EnumSource(
      value = WebApplicationType.class,
      names = {"SERVLET", "REACTIVE"})
  void generatorBeans_perPrefix_useTheApplicationsUuidV7Generator(WebApplicationType type)
      throws Exception {
    HttpResponse<String> response = get(type, "/new");
    assertEquals(200, response.statusCode(), response.body());
    String[] ids = response.body().split(" ");
    TypeId user = TypeId.parse(ids[0]);
    TypeId orderItem = TypeId.parse(ids[1]);
    assertEquals("user", user.prefix());
    assertEquals("order_item", orderItem.prefix());
    assertEquals(TypeIdApplication.CLOCK, user.instant());
    assertEquals(TypeIdApplication.CLOCK, orderItem.instant());
    assertTrue(user.toUuidV7().compareTo(orderItem.toUuidV7()) < 0, "one generator, in order");
  }
}
