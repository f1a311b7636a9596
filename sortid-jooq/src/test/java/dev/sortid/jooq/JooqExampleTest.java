package dev.sortid.jooq;

import static dev.sortid.jooq.generated.Tables.ORDERS;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sortid.Scru128Generator;
import dev.sortid.Scru128Id;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.Test;

/**
 * The example of docs/jooq.md, run as written: ORDERS is the class jOOQ's generator wrote for the
 * table {@code orders (id uuid primary key, customer varchar(100))} with the forced type of
 * src/test/jooq/codegen.xml.
 */
final class JooqExampleTest {

  @Test
  void example_insertAndRangeQuery() throws SQLException {
    String url =
        "jdbc:h2:mem:example;DATABASE_TO_LOWER=TRUE;"
            + "INIT=RUNSCRIPT FROM 'classpath:schema-h2.sql'";
    try (Connection connection = DriverManager.getConnection(url, "sa", "")) {
      // the example
      Scru128Generator ids = Scru128Generator.builder().build(); // the application's generator
      DSLContext dsl = DSL.using(connection, SQLDialect.H2);

      Scru128Id id = ids.generate();
      dsl.insertInto(ORDERS).set(ORDERS.ID, id).set(ORDERS.CUSTOMER, "Ada").execute();

      Instant now = Instant.now();
      List<Scru128Id> lastHour =
          dsl.select(ORDERS.ID)
              .from(ORDERS)
              .where(
                  ORDERS.ID.between(
                      Scru128Id.min(now.minus(Duration.ofHours(1))), Scru128Id.max(now)))
              .orderBy(ORDERS.ID)
              .fetch(ORDERS.ID);
      // end of the example

      assertEquals(List.of(id), lastHour);
      assertEquals("Ada", dsl.fetchSingle(ORDERS, ORDERS.ID.eq(id)).getCustomer());
    }
  }
}
