package dev.sortid.jdbc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import dev.sortid.testsupport.TestDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link SortidJdbc} on a real database, run by a subclass per database. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class JdbcTests {
  private TestDatabase database;
  private Connection connection;

  /** The connection the tests use, once started. */
  final Connection connection() {
    return connection;
  }

  /** The database of the class, not started yet. */
  abstract TestDatabase database();

  /** The form sortid uses for the scheme on this database (the table of {@link ColumnForm}). */
  abstract ColumnForm expectedForm(IdScheme scheme);

  /** The SQL type of a column of a form for ids of a scheme on this database. */
  abstract String columnType(ColumnForm form, IdScheme scheme);

  /** Sets a parameter to a UUID as an application would for this database's uuid column. */
  void setUuidByHand(PreparedStatement statement, int index, UUID uuid) throws SQLException {
    statement.setObject(index, uuid);
  }

  /** The name of the column of table {@code forms} that holds ids of a scheme in a form. */
  private static String formColumn(IdScheme scheme, ColumnForm form) {
    return scheme.name().toLowerCase(Locale.ROOT) + "_" + form.name().toLowerCase(Locale.ROOT);
  }

  /**
   * The forms a scheme is tested in here: every form that holds it, but a native uuid only where
   * sortid uses one for the scheme (elsewhere the database has none, or it refuses the bits).
   */
  private List<ColumnForm> formsOf(IdScheme scheme) {
    List<ColumnForm> forms = new ArrayList<>();
    for (ColumnForm form : ColumnForm.values()) {
      if (form.holds(scheme) && (form != ColumnForm.UUID || expectedForm(scheme) == form)) {
        forms.add(form);
      }
    }
    return forms;
  }

  @BeforeAll
  void start() throws SQLException {
    database = database();
    connection = database.connect();
    StringBuilder forms = new StringBuilder("create table forms (seq int");
    for (IdScheme scheme : IdScheme.values()) {
      for (ColumnForm form : formsOf(scheme)) {
        forms.append(", ").append(formColumn(scheme, form)).append(' ');
        forms.append(columnType(form, scheme));
      }
    }
    try (Statement statement = connection.createStatement()) {
      statement.execute(
          "create table ids (seq int, id128 "
              + columnType(expectedForm(IdScheme.SCRU128), IdScheme.SCRU128)
              + ", idv7 "
              + columnType(expectedForm(IdScheme.UUIDV7), IdScheme.UUIDV7)
              + ", id64 "
              + columnType(expectedForm(IdScheme.SCRU64), IdScheme.SCRU64)
              + ", id160 "
              + columnType(expectedForm(IdScheme.SCRU160), IdScheme.SCRU160)
              + ", text varchar(64), number numeric(30))");
      statement.execute(forms.append(')').toString());
    }
  }

  @AfterAll
  void stop() throws SQLException {
    try {
      connection.close();
    } finally {
      database.stop();
    }
  }

  @AfterEach
  void clear() throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute("delete from ids");
      statement.execute("delete from forms");
    }
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void columnFormOf_isTheDocumentedForm(IdScheme scheme) throws SQLException {
    assertEquals(expectedForm(scheme), ColumnForm.of(scheme, connection.getMetaData()));
  }

  /** Generated ids of a scheme, several per millisecond. */
  private static List<SortableId> generated(IdScheme scheme, int count) {
    Supplier<SortableId> generator =
        switch (scheme) {
          case SCRU128 -> Scru128Id::generate;
          case SCRU64 -> Scru64Id::generate;
          case SCRU160 -> Scru160Id::generate;
          case ULID -> Ulid::generate;
          case EUID -> Euid::generate;
          case UUIDV7 -> UuidV7::generate;
        };
    List<SortableId> ids = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      ids.add(generator.get());
    }
    ids.addAll(extremes(scheme)); // the smallest and the largest id: zero bytes, the top bit
    return ids;
  }

  /** The smallest and the largest id of a scheme. */
  private static List<SortableId> extremes(IdScheme scheme) {
    return switch (scheme) {
      case SCRU128 -> List.of(Scru128Id.MIN, Scru128Id.MAX);
      case SCRU64 -> List.of(Scru64Id.MIN, Scru64Id.MAX);
      case SCRU160 -> List.of(Scru160Id.MIN, Scru160Id.MAX);
      case ULID -> List.of(Ulid.MIN, Ulid.MAX);
      case EUID -> List.of(Euid.MIN, Euid.MAX);
      case UUIDV7 -> List.of(UuidV7.MIN, UuidV7.MAX);
    };
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void bindInEveryForm_storesTheIdAndReadsItBackInOrder(IdScheme scheme) throws SQLException {
    List<SortableId> created = generated(scheme, 200);
    for (ColumnForm form : formsOf(scheme)) {
      String column = formColumn(scheme, form);
      try (PreparedStatement insert =
          connection.prepareStatement("insert into forms (seq, " + column + ") values (?, ?)")) {
        for (int i = 0; i < created.size(); i++) {
          insert.setInt(1, i);
          SortidJdbc.bind(insert, 2, created.get(i), form);
          insert.addBatch();
        }
        insert.executeBatch();
      }
      List<SortableId> read = new ArrayList<>();
      try (Statement statement = connection.createStatement();
          ResultSet rows =
              statement.executeQuery("select seq, " + column + " from forms order by " + column)) {
        while (rows.next()) {
          SortableId id = SortidJdbc.read(rows, 2, scheme.idClass());
          assertEquals(created.get(rows.getInt(1)), id, column + ": what was stored");
          assertStoredAs(form, id, rows, 2);
          read.add(id);
        }
      }
      if (form != ColumnForm.TEXT) { // text sorts like the ids only in a binary collation
        assertEquals(created.stream().sorted().toList(), read, column + ": order by");
      }
      execute("delete from forms");
    }
  }

  /** Checks the raw column value: the id's bytes, long or text, never a different value. */
  private static void assertStoredAs(ColumnForm form, SortableId id, ResultSet rows, int column)
      throws SQLException {
    switch (form) {
      case BYTES -> assertArrayEquals(id.toByteArray(), rows.getBytes(column), form.name());
      case BIGINT -> assertEquals(((Scru64Id) id).toLong(), rows.getLong(column), form.name());
      case TEXT -> assertEquals(id.toString(), rows.getString(column), form.name());
      case UUID ->
          assertEquals(
              IdScheme.toUuid(id).toString(),
              rows.getString(column).toLowerCase(Locale.ROOT),
              form.name());
    }
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void bind_findsTheRowStoredByHandInTheDatabasesForm(IdScheme scheme) throws SQLException {
    ColumnForm form = expectedForm(scheme);
    String column = formColumn(scheme, form);
    List<SortableId> ids = generated(scheme, 20);
    try (PreparedStatement insert =
        connection.prepareStatement("insert into forms (seq, " + column + ") values (?, ?)")) {
      for (int i = 0; i < ids.size(); i++) {
        SortableId id = ids.get(i);
        insert.setInt(1, i);
        switch (form) { // as an application, Hibernate or a migration script would store it
          case BYTES -> insert.setBytes(2, id.toByteArray());
          case BIGINT -> insert.setLong(2, ((Scru64Id) id).toLong());
          case TEXT -> insert.setString(2, id.toString());
          case UUID -> setUuidByHand(insert, 2, IdScheme.toUuid(id));
        }
        insert.executeUpdate();
      }
    }
    try (PreparedStatement select =
        connection.prepareStatement("select seq from forms where " + column + " = ?")) {
      for (int i = 0; i < ids.size(); i++) {
        SortidJdbc.bind(select, 1, ids.get(i));
        try (ResultSet rows = select.executeQuery()) {
          assertTrue(rows.next(), column + ": the row of " + ids.get(i));
          assertEquals(i, rows.getInt(1));
          assertFalse(rows.next());
        }
      }
    }
  }

  @Test
  void bind_formThatCannotHoldTheScheme_failsAndSetsNothing() throws SQLException {
    try (PreparedStatement insert =
        connection.prepareStatement("insert into ids (seq, id64) values (0, ?)")) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> SortidJdbc.bind(insert, 1, Ulid.generate(), ColumnForm.BIGINT));
      assertEquals(
          "BIGINT columns cannot hold ULID ids (only SCRU64 ids are integers)", e.getMessage());
      e =
          assertThrows(
              IllegalArgumentException.class,
              () -> SortidJdbc.bind(insert, 1, Scru64Id.generate(), ColumnForm.UUID));
      assertEquals(
          "UUID columns cannot hold SCRU64 ids (only the 128-bit schemes have a UUID form)",
          e.getMessage());
    }
  }

  static Stream<Arguments> schemes() {
    return Stream.of(
        Arguments.of("id128", Scru128Id.class, (Supplier<SortableId>) Scru128Id::generate),
        Arguments.of("id128", Ulid.class, (Supplier<SortableId>) Ulid::generate),
        Arguments.of("id128", Euid.class, (Supplier<SortableId>) Euid::generate),
        Arguments.of("idv7", UuidV7.class, (Supplier<SortableId>) UuidV7::generate),
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
    String reason =
        expectedForm(IdScheme.SCRU128) == ColumnForm.UUID
            ? "SCRU64 ids have no UUID form"
            : "expected 8 bytes, got 16";
    assertTrue(e.getMessage().contains(reason), e.getMessage());
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
