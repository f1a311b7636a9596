package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.testsupport.Postgres;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * The leased SCRU64 generator in whole applications, on H2 and on an embedded PostgreSQL 17: health
 * UP with the node id, the lease released when the context closes, and a second context taking
 * another node id. Each Boot module runs these on its generation, with its health indicator type.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class LeaseTests {
  private static final AtomicInteger REALMS = new AtomicInteger();
  private final Generation generation;
  private EmbeddedPostgres postgres;

  /**
   * Tests one generation.
   *
   * @param generation what differs in it
   */
  protected LeaseTests(Generation generation) {
    this.generation = generation;
  }

  private Map<String, Object> health(ConfigurableApplicationContext context) {
    return generation.scru64LeaseHealth(context);
  }

  @AfterAll
  void stopPostgres() {
    Postgres.stop(postgres);
  }

  private String url(String database) throws IOException {
    if (database.equals("h2")) {
      return H2.newUrl();
    }
    if (postgres == null) {
      postgres = Postgres.start(Postgres.Version.V17);
    }
    return postgres.getJdbcUrl("postgres", "postgres");
  }

  private static ConfigurableApplicationContext start(String url, String realm) {
    return new SpringApplicationBuilder(LeaseApplication.class)
        .web(WebApplicationType.NONE)
        .properties(
            "sortid.scru64.lease.url=" + url,
            "sortid.scru64.lease.realm=" + realm,
            "sortid.scru64.lease.node-size=1",
            "sortid.scru64.lease.node-ids=0-1",
            "sortid.scru64.lease.acquire-timeout=10s",
            "sortid.scru64.lease.close-timeout=5s",
            "management.endpoint.health.show-details=always")
        .run();
  }

  @ParameterizedTest
  @ValueSource(strings = {"h2", "postgresql"})
  void leasedGenerator_healthUp_releasedOnClose_secondContextTakesAnother(String database)
      throws IOException {
    String url = url(database);
    String realm = "spring-" + REALMS.incrementAndGet();
    int firstNode;
    try (ConfigurableApplicationContext second = start(url, realm)) {
      try (ConfigurableApplicationContext first = start(url, realm)) {
        NodeIdLease lease = first.getBean(NodeIdLease.class);
        firstNode = lease.nodeId();
        Map<String, Object> health = health(first);
        assertEquals("UP", health.get("status"), health.toString());
        assertEquals(firstNode, health.get("nodeId"));
        assertEquals(realm, health.get("realm"));
        assertEquals("valid", health.get("state"));
        assertTrue(Instant.parse((String) health.get("validUntil")).isAfter(Instant.EPOCH));
        Scru64Id id = first.getBean(Scru64Generator.class).generate();
        assertEquals(firstNode, id.nodeCtr() >>> 23);

        int secondNode = second.getBean(NodeIdLease.class).nodeId();
        assertNotEquals(firstNode, secondNode);
        assertEquals(secondNode, health(second).get("nodeId"));
      }
      // the one-bit realm has two node ids and the second context holds the other: a third
      // context can start only if closing the first released its node id
      try (ConfigurableApplicationContext third = start(url, realm)) {
        assertEquals(firstNode, third.getBean(NodeIdLease.class).nodeId());
        assertEquals("UP", health(third).get("status"));
      }
    }
  }

  /** An application with nothing but the auto-configuration. */
  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  static class LeaseApplication {}
}
