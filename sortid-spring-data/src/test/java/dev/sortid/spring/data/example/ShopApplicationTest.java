package dev.sortid.spring.data.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.spring.data.example.ShopApplication.Purchase;
import dev.sortid.spring.data.example.ShopApplication.Purchases;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/** docs/spring-data.md shows the example verbatim; it runs on H2 as the page says. */
final class ShopApplicationTest {
  private static final String URL = "jdbc:h2:mem:shop;DB_CLOSE_DELAY=-1";

  @Test
  void docsPage_showsTheExample() throws IOException {
    String page = Files.readString(Path.of("../docs/spring-data.md"));
    String example =
        Files.readString(
            Path.of("src/test/java/dev/sortid/spring/data/example/ShopApplication.java"));
    assertTrue(page.contains("```java\n" + example + "```\n"), "docs/spring-data.md lacks it");
  }

  @Test
  void save_getsAnIdOfTheConfiguredNode_andTheTimeRangeFindsIt() throws SQLException {
    try (Connection connection = DriverManager.getConnection(URL, "sa", "")) {
      connection
          .createStatement()
          .execute("create table purchase (id bigint primary key, item varchar(40))");
    }
    Instant before = Instant.now();
    try (ConfigurableApplicationContext context =
        SpringApplication.run(
            ShopApplication.class,
            "--spring.main.web-application-type=none",
            "--spring.main.banner-mode=off",
            "--logging.level.root=warn",
            "--spring.datasource.url=" + URL,
            "--sortid.scru64.node-spec=42/8",
            // R2DBC is on the tests' class path too (Boot 3.5, Boot 4.0 names)
            "--spring.autoconfigure.exclude="
                + "org.springframework.boot.autoconfigure.r2dbc.R2dbcAutoConfiguration,"
                + "org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration")) {
      Purchases purchases = context.getBean(Purchases.class);
      Purchase tea = purchases.save(new Purchase(null, "tea"));
      assertEquals(42, tea.id().nodeId(8));
      assertEquals(List.of(tea), purchases.madeBetween(before, Instant.now()));
      assertEquals(
          List.of(), purchases.madeBetween(before.minusSeconds(60), before.minusSeconds(1)));
    }
  }
}
