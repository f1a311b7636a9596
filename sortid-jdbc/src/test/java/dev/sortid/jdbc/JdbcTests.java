package dev.sortid.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Euid;
import dev.sortid.IdFormatException;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link SortidJdbc} on a real database, run by a subclass per database. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class JdbcTests {
  private Connection connection;

  /** Starts the database and connects to it. */
  abstract Connection connect() throws SQLException;

  /** Closes the connection's database. */
  abstract void stopDatabase() throws Exception;

  /** The column types: 128-bit, SCRU64, SCRU160. */
  abstract String[] columnTypes();

  @BeforeAll
  void start() throws SQLException {
    connection = connect();
    String[] types = columnTypes();
    try (Statement statement = connection.createStatement()) {
      statement.execute(
          "create table ids (seq int, id128 "
              + types[0]
              + ", id64 "
              + types[1]
              + ", id160 "
              + types[2]
              + ", text varchar(64), number numeric(30))");
    }
  }

  @AfterAll
  void stop() throws Exception {
    try {
      connection.close();
    } finally {
      stopDatabase();
    }
  }

  @AfterEach
  void clear() throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute("delete from ids");
    }
  }

  static Stream<Arguments> schemes() {
    return Stream.of(
        Arguments.of("id128", Scru128Id.class, (Supplier<SortableId>) Scru128Id::generate),
        Arguments.of("id128", Ulid.class, (Supplier<SortableId>) Ulid::generate),
        Arguments.of("id128", Euid.class, (Supplier<SortableId>) Euid::generate),
        Arguments.of("id128", UuidV7.class, (Supplier<SortableId>) UuidV7::generate),
        Arguments.of("id64", Scru64Id.class, (Supplier<SortableId>) Scru64Id::generate),
        Arguments.of("id160", Scru160Id.class, (Supplier<SortableId>) Scru160Id::generate));
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("schemes")
  void bindAndRead_generatedIds_roundTripInCreationOrder(
      String column, Class<? extends SortableId> type, Supplier<SortableId> generator)
      throws SQLException {
    List<SortableId> created = new ArrayList<>();
    try (PreparedStatement insert =
        connection.prepareStatement("insert into ids (seq, " + column + ") values (?, ?)")) {
      for (int i = 0; i < 200; i++) {
        SortableId id = generator.get();
        created.add(id);
        insert.setInt(1, i);
        SortidJdbc.bind(insert, 2, id);
        insert.addBatch();
      }
      insert.executeBatch();
    }
    List<SortableId> read = new ArrayList<>();
    try (Statement statement = connection.createStatement();
        ResultSet rows =
            statement.executeQuery("select " + column + " from ids order by " + column)) {
      while (rows.next()) {
        read.add(SortidJdbc.read(rows, 1, type));
        assertEquals(read.get(read.size() - 1), SortidJdbc.read(rows, column, type));
      }
    }
    assertEquals(created, read);
  }

  @Test
  void bind_extremes_readBackEqual() throws SQLException {
    try (PreparedStatement insert =
        connection.prepareStatement(
            "insert into ids (seq, id128, id64, id160) values (?, ?, ?, ?)")) {
      insert.setInt(1, 0);
      SortidJdbc.bind(insert, 2, Scru128Id.MIN);
      SortidJdbc.bind(insert, 3, Scru64Id.MIN);
      SortidJdbc.bind(insert, 4, Scru160Id.MIN);
      insert.executeUpdate();
      insert.setInt(1, 1);
      SortidJdbc.bind(insert, 2, Scru128Id.MAX);
      SortidJdbc.bind(insert, 3, Scru64Id.MAX);
      SortidJdbc.bind(insert, 4, Scru160Id.MAX);
      insert.executeUpdate();
    }
    for (String column : List.of("id128", "id64", "id160")) {
      try (Statement statement = connection.createStatement();
          ResultSet rows = statement.executeQuery("select seq from ids order by " + column)) {
        assertTrue(rows.next());
        assertEquals(0, rows.getInt(1), column + ": MIN sorts first");
        assertTrue(rows.next());
        assertEquals(1, rows.getInt(1), column);
      }
    }
    try (Statement statement = connection.createStatement();
        ResultSet rows =
            statement.executeQuery("select id128, id64, id160 from ids order by seq")) {
      assertTrue(rows.next());
      assertEquals(Scru128Id.MIN, SortidJdbc.read(rows, 1, Scru128Id.class));
      assertEquals(Scru64Id.MIN, SortidJdbc.read(rows, 2, Scru64Id.class));
      assertEquals(Scru160Id.MIN, SortidJdbc.read(rows, 3, Scru160Id.class));
      assertTrue(rows.next());
      assertEquals(Scru128Id.MAX, SortidJdbc.read(rows, "id128", Scru128Id.class));
      assertEquals(Scru64Id.MAX, SortidJdbc.read(rows, "id64", Scru64Id.class));
      assertEquals(Scru160Id.MAX, SortidJdbc.read(rows, "id160", Scru160Id.class));
    }
  }

  @Test
  void read_sqlNull_returnsNull() throws SQLException {
    execute("insert into ids (seq) values (0)");
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("select id128, id64, id160 from ids")) {
      assertTrue(rows.next());
      assertNull(SortidJdbc.read(rows, 1, Ulid.class));
      assertNull(SortidJdbc.read(rows, 2, Scru64Id.class));
      assertNull(SortidJdbc.read(rows, 3, Scru160Id.class));
    }
  }

  @Test
  void read_textAndNumberColumns_parseTheValues() throws SQLException {
    Scru64Id scru64 = Scru64Id.generate();
    Ulid ulid = Ulid.generate();
    execute(
        "insert into ids (seq, text, number) values (0, '" + ulid + "', " + scru64.toLong() + ")");
    execute("insert into ids (seq, text) values (1, '" + ulid.toUuid() + "')");
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("select text, number from ids order by seq")) {
      assertTrue(rows.next());
      assertEquals(ulid, SortidJdbc.read(rows, "text", Ulid.class));
      assertEquals(scru64, SortidJdbc.read(rows, "number", Scru64Id.class));
      assertTrue(rows.next());
      assertEquals(ulid, SortidJdbc.read(rows, "text", Ulid.class), "the UUID form");
    }
  }

  @Test
  void read_uuidTextInEverySpelling_givesThe128BitId() throws SQLException {
    Scru128Id id = Scru128Id.generate();
    String uuid = id.toUuid().toString();
    List<String> spellings =
        List.of(
            uuid,
            "{" + uuid + "}",
            "urn:uuid:" + uuid.toUpperCase(Locale.ROOT),
            uuid.replace("-", ""),
            id.toString());
    for (int seq = 0; seq < spellings.size(); seq++) {
      execute("insert into ids (seq, text) values (" + seq + ", '" + spellings.get(seq) + "')");
    }
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("select text from ids order by seq")) {
      for (String spelling : spellings) {
        assertTrue(rows.next());
        assertEquals(id, SortidJdbc.read(rows, "text", Scru128Id.class), spelling);
      }
    }
  }

  @Test
  void read_malformedUuidText_failsWithTheUuidParserMessage() throws SQLException {
    String text = "{01563e3a-b5d3-d676-4c61-efb99302bd5g}";
    execute("insert into ids (seq, text) values (0, '" + text + "')");
    SQLDataException e = readFails("text", Ulid.class);
    assertTrue(
        e.getMessage().contains("which is not a ULID id: invalid character 'g' at index 36"),
        e.getMessage());
    assertTrue(e.getCause() instanceof IdFormatException);
  }

  private SQLDataException readFails(String column, Class<? extends SortableId> type)
      throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("select " + column + " from ids")) {
      assertTrue(rows.next());
      SQLDataException e =
          assertThrows(SQLDataException.class, () -> SortidJdbc.read(rows, 1, type));
      assertEquals("22000", e.getSQLState());
      assertTrue(
          e.getMessage().toLowerCase(Locale.ROOT).startsWith("column \"" + column + "\" (1)"),
          e.getMessage());
      return e;
    }
  }

  @Test
  void read_negativeNumber_failsWithSqlDataException() throws SQLException {
    execute("insert into ids (seq, id64) values (0, -1)");
    SQLDataException e = readFails("id64", Scru64Id.class);
    assertTrue(e.getMessage().contains("holds -1, which is not a SCRU64 id"), e.getMessage());
  }

  @Test
  void read_badText_failsWithTheParserMessage() throws SQLException {
    execute("insert into ids (seq, text) values (0, 'not-an-id')");
    SQLDataException e = readFails("text", Scru128Id.class);
    assertTrue(
        e.getMessage().contains("holds \"not-an-id\", which is not a SCRU128 id: "),
        e.getMessage());
    assertTrue(e.getCause() instanceof IdFormatException);
  }

  @Test
  void read_uuidAsScru64_failsSayingWhy() throws SQLException {
    try (PreparedStatement insert =
        connection.prepareStatement("insert into ids (seq, id128) values (0, ?)")) {
      SortidJdbc.bind(insert, 1, Scru128Id.generate());
      insert.executeUpdate();
    }
    SQLDataException e = readFails("id128", Scru64Id.class);
    assertTrue(e.getMessage().contains("SCRU64 ids have no UUID form"), e.getMessage());
  }

  @Test
  void read_uuidV7_fromItsUuidAndTextForms() throws SQLException {
    UuidV7 id = UuidV7.generate();
    execute("insert into ids (seq, text) values (0, '" + id + "')");
    execute(
        "insert into ids (seq, text) values (1, '" + id.toString().toUpperCase(Locale.ROOT) + "')");
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("select text from ids order by seq")) {
      assertTrue(rows.next());
      assertEquals(id, SortidJdbc.read(rows, "text", UuidV7.class));
      assertTrue(rows.next());
      assertEquals(id, SortidJdbc.read(rows, "text", UuidV7.class), "any case");
    }
  }

  @Test
  void read_uuidOfAnotherVersionAsUuidV7_failsSayingWhy() throws SQLException {
    try (PreparedStatement insert =
        connection.prepareStatement("insert into ids (seq, id128) values (0, ?)")) {
      SortidJdbc.bind(insert, 1, Ulid.parse("01ARZ3NDEKTSV4RRFFQ69G5FAV")); // not version 7
      insert.executeUpdate();
    }
    SQLDataException e = readFails("id128", UuidV7.class);
    assertTrue(e.getMessage().contains("which is not a UUIDv7 id"), e.getMessage());
    assertTrue(e.getMessage().contains("expected 7"), e.getMessage());
  }

  @Test
  void read_numberOutOfLongRange_fails() throws SQLException {
    execute("insert into ids (seq, number) values (0, 100000000000000000000)");
    SQLDataException e = readFails("number", Scru64Id.class);
    assertTrue(e.getMessage().contains("not an integer within 64 bits"), e.getMessage());
  }

  private void execute(String sql) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }
}
