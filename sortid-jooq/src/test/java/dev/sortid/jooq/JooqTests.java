package dev.sortid.jooq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdFormatException;
import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import dev.sortid.jdbc.ColumnForm;
import dev.sortid.jdbc.SortidJdbc;
import dev.sortid.testsupport.TestDatabase;
import dev.sortid.testsupport.TestIds;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record;
import org.jooq.SQLDialect;
import org.jooq.exception.DataAccessException;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bindings on a real database, through the code jOOQ's generator wrote for the tests' schema
 * (target/generated-test-sources/jooq) and through fields written by hand; a subclass per database.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class JooqTests {
  private TestDatabase database;
  Connection connection;
  DSLContext dsl;

  /** The database of the class, not started yet. */
  abstract TestDatabase database();

  abstract SQLDialect dialect();

  /** The schema script on the class path. */
  abstract String schema();

  /**
   * The {@code ids} table as the tests use it: the generated code where the schema is the one it
   * was generated from (uuid columns), else fields written by hand with the dialect's data types.
   */
  abstract IdTable ids();

  /**
   * The type names the database reports for the columns that {@code dataType(idType, dialect())}
   * creates for SCRU128, SCRU64 and SCRU160.
   */
  abstract List<String> sortidColumnTypeNames();

  @BeforeAll
  void start() throws SQLException, IOException {
    database = database();
    connection = database.connect();
    dsl = DSL.using(connection, dialect());
    try (InputStream in = JooqTests.class.getResourceAsStream("/" + schema());
        Statement statement = connection.createStatement()) {
      String script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      for (String command : script.replaceAll("(?m)^--.*$", "").split(";")) {
        if (!command.isBlank()) {
          statement.execute(command);
        }
      }
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
  void clear() {
    dsl.deleteFrom(ids().table()).execute();
  }

  /** The id columns: every id type, in its sortid column, and a ULID in bytes and in text. */
  Stream<Field<? extends SortableId>> idFields() {
    return ids().ids().stream();
  }

  private static IdScheme scheme(Field<? extends SortableId> field) {
    return IdScheme.ofIdClass(field.getType()).orElseThrow();
  }

  /** The form the field's binding writes. */
  private static ColumnForm form(Field<? extends SortableId> field) {
    return ((SortidBinding<?, ?>) field.getBinding()).converter().form();
  }

  @Test
  void idTable_coversEverySchemeWithTheBinding() {
    Map<IdScheme, Integer> columns = new HashMap<>();
    idFields()
        .forEach(
            field -> {
              assertInstanceOf(SortidBinding.class, field.getBinding(), field.getName());
              columns.merge(scheme(field), 1, Integer::sum);
            });
    assertEquals(IdScheme.values().length, columns.size(), "a column of every scheme: " + columns);
  }

  @Test
  void everyIdType_roundTripsInCreationOrder() {
    IdTable ids = ids();
    Map<Field<?>, IdGenerator<? extends SortableId>> generators = new HashMap<>();
    idFields()
        .forEach(field -> generators.put(field, TestIds.generator(scheme(field), Instant::now)));
    List<List<Object>> inserted = new ArrayList<>();
    for (int seq = 0; seq < 50; seq++) {
      List<Object> row = new ArrayList<>();
      row.add(seq);
      idFields().forEach(field -> row.add(generators.get(field).generate()));
      dsl.insertInto(ids.table()).columns(ids.fields()).values(row).execute();
      inserted.add(row);
    }
    List<List<Object>> read =
        dsl.select(ids.fields()).from(ids.table()).orderBy(ids.seq()).fetch(Record::intoList);
    assertEquals(inserted, read);
    idFields()
        .forEach(
            field ->
                assertEquals(
                    dsl.select(ids.seq()).from(ids.table()).orderBy(ids.seq()).fetch(ids.seq()),
                    dsl.select(ids.seq()).from(ids.table()).orderBy(field).fetch(ids.seq()),
                    "order by " + field.getName() + " is the order of creation"));
  }

  @Test
  void nulls_roundTripAsSqlNull() {
    IdTable ids = ids();
    List<Object> row = new ArrayList<>();
    row.add(0);
    idFields().forEach(field -> row.add(null));
    dsl.insertInto(ids.table()).columns(ids.fields()).values(row).execute();
    assertEquals(List.of(row), dsl.select(ids.fields()).from(ids.table()).fetch(Record::intoList));
  }

  @Test
  void lookupBoundWithSortidJdbc_findsTheRowsJooqStored() throws SQLException {
    IdTable ids = ids();
    List<Object> row = new ArrayList<>();
    row.add(1);
    idFields().forEach(field -> row.add(TestIds.generator(scheme(field), Instant::now).generate()));
    dsl.insertInto(ids.table()).columns(ids.fields()).values(row).execute();
    Set<IdScheme> checked = EnumSet.noneOf(IdScheme.class);
    for (int i = 1; i < row.size(); i++) {
      Field<? extends SortableId> field = ids.ids().get(i - 1);
      SortableId id = (SortableId) row.get(i);
      if (form(field) != ColumnForm.of(id.scheme(), connection.getMetaData())) {
        continue; // a column of another form than sortid's for the scheme, such as text
      }
      try (PreparedStatement select =
          connection.prepareStatement("select seq from ids where " + field.getName() + " = ?")) {
        SortidJdbc.bind(select, 1, id);
        try (ResultSet rows = select.executeQuery()) {
          assertTrue(rows.next(), field.getName());
          assertEquals(1, rows.getInt(1), field.getName());
        }
      }
      checked.add(id.scheme());
    }
    assertEquals(EnumSet.allOf(IdScheme.class), checked, "a column in sortid's form per scheme");
  }

  @Test
  void extremes_roundTripAndSortAtTheEnds() {
    IdTable ids = ids();
    Field<Scru128Id> scru128 = ids.id("scru128", Scru128Id.class);
    Field<Scru64Id> scru64 = ids.id("scru64", Scru64Id.class);
    Field<Scru160Id> scru160 = ids.id("scru160", Scru160Id.class);
    Field<Ulid> ulidBytes = ids.id("ulid_bytes", Ulid.class);
    dsl.insertInto(ids.table(), ids.seq(), scru128, scru64, scru160, ulidBytes)
        .values(1, Scru128Id.MAX, Scru64Id.MAX, Scru160Id.MAX, Ulid.MAX)
        .values(0, Scru128Id.MIN, Scru64Id.MIN, Scru160Id.MIN, Ulid.MIN)
        .execute();
    for (Field<?> field : List.of(scru128, scru64, scru160, ulidBytes)) {
      assertEquals(
          List.of(0, 1),
          dsl.select(ids.seq()).from(ids.table()).orderBy(field).fetch(ids.seq()),
          field.getName());
    }
    var max =
        dsl.select(scru128, scru64, scru160, ulidBytes)
            .from(ids.table())
            .where(ids.seq().eq(1))
            .fetchSingle();
    assertEquals(Scru128Id.MAX, max.value1());
    assertEquals(Scru64Id.MAX, max.value2());
    assertEquals(Scru160Id.MAX, max.value3());
    assertEquals(Ulid.MAX, max.value4());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("idFields")
  void rangeQuery_minAndMaxOfInstants_returnsExactlyTheRowsOfThatRange(
      Field<? extends SortableId> field) {
    rangeQuery(field);
  }

  private <U extends SortableId> void rangeQuery(Field<U> field) {
    IdTable ids = ids();
    IdScheme scheme = scheme(field);
    Instant start = Instant.parse("2026-05-01T12:00:00Z");
    List<Integer> expected = new ArrayList<>();
    int seq = 0;
    for (int second = 0; second < 10; second++) {
      Instant at = start.plusSeconds(second);
      IdGenerator<? extends SortableId> generator =
          TestIds.generator(scheme, InstantSource.fixed(at));
      for (int i = 0; i < 3; i++, seq++) {
        dsl.insertInto(ids.table(), ids.seq(), field)
            .values(seq, field.getType().cast(generator.generate()))
            .execute();
        if (second >= 3 && second <= 6) {
          expected.add(seq);
        }
      }
    }
    // the rows of seconds 3 to 6: from the first id of the tick of second 3 to the last id of the
    // tick of second 6 (a tick is 1 ms, for SCRU64 256 ms: less than the second between the rows)
    U from = field.getType().cast(scheme.min(start.plusSeconds(3)));
    U to = field.getType().cast(scheme.max(start.plusSeconds(6)));
    assertEquals(
        expected,
        dsl.select(ids.seq())
            .from(ids.table())
            .where(field.between(from, to))
            .orderBy(field)
            .fetch(ids.seq()));
  }

  @Test
  void handWrittenFields_dataTypeAndConverter_readAndWriteTheSameColumns() {
    IdTable ids = ids();
    Field<Integer> seq = DSL.field(DSL.name("seq"), Integer.class);
    Field<Scru64Id> scru64 =
        DSL.field(DSL.name("scru64"), SortidJooq.dataType(Scru64Id.class, dialect()));
    Field<Scru160Id> scru160 =
        DSL.field(DSL.name("scru160"), SortidJooq.dataType(Scru160Id.class, dialect()));
    Field<UuidV7> uuidv7 =
        DSL.field(DSL.name("uuidv7"), SortidJooq.dataType(UuidV7.class, dialect()));
    Field<Ulid> ulid =
        DSL.field(
            DSL.name("ulid_bytes"),
            SQLDataType.BINARY(16)
                .asConvertedDataType(new SortidConverter<>(byte[].class, Ulid.class)));
    Scru64Id a = (Scru64Id) TestIds.generator(IdScheme.SCRU64, Instant::now).generate();
    Scru160Id b = Scru160Id.generate();
    UuidV7 c = UuidV7.generate();
    Ulid d = Ulid.generate();
    dsl.insertInto(DSL.table(DSL.name("ids")), seq, scru64, scru160, uuidv7, ulid)
        .values(7, a, b, c, d)
        .execute();
    var tableRow =
        dsl.select(
                ids.id("scru64", Scru64Id.class),
                ids.id("scru160", Scru160Id.class),
                ids.id("uuidv7", UuidV7.class),
                ids.id("ulid_bytes", Ulid.class))
            .from(ids.table())
            .fetchSingle();
    assertEquals(List.of(a, b, c, d), tableRow.intoList());
    var row =
        dsl.select(scru64, scru160, uuidv7, ulid).from(DSL.table(DSL.name("ids"))).fetchSingle();
    assertEquals(
        List.of(a, b, c, d), List.of(row.value1(), row.value2(), row.value3(), row.value4()));
  }

  /** The cause of a failed read: the binding's SQLDataException, which names the column. */
  private SQLDataException readFails(Field<?> field) {
    DataAccessException e =
        assertThrows(
            DataAccessException.class, () -> dsl.select(field).from(ids().table()).fetch());
    SQLDataException cause = e.getCause(SQLDataException.class);
    assertTrue(cause != null, () -> "caused by a SQLDataException: " + e);
    assertEquals("22000", cause.getSQLState());
    assertTrue(
        cause
            .getMessage()
            .toLowerCase(Locale.ROOT)
            .startsWith("column \"" + field.getName() + "\" (1)"),
        cause.getMessage());
    return cause;
  }

  @Test
  void badColumnValue_negativeBigint_failsNamingTheColumnAndValue() {
    dsl.execute("insert into ids (seq, scru64) values (0, -5)");
    SQLDataException e = readFails(ids().id("scru64", Scru64Id.class));
    assertTrue(e.getMessage().contains("holds -5, which is not a SCRU64 id: "), e.getMessage());
  }

  @Test
  void badColumnValue_uuidOfAnotherVersion_failsForUuidV7() {
    dsl.execute("insert into ids (seq, uuidv7) values (0, '" + new UUID(0, 0) + "')");
    SQLDataException e = readFails(ids().id("uuidv7", UuidV7.class));
    assertTrue(e.getMessage().contains("which is not a UUIDv7 id: "), e.getMessage());
  }

  @Test
  void badColumnValue_text_failsWithTheParsersMessage() {
    dsl.execute("insert into ids (seq, ulid_text) values (0, 'not-an-id')");
    SQLDataException e = readFails(ids().id("ulid_text", Ulid.class));
    assertTrue(
        e.getMessage().contains("holds \"not-an-id\", which is not a ULID id: "), e.getMessage());
    assertInstanceOf(IdFormatException.class, e.getCause());
  }

  @Test
  void badColumnValue_converterAlone_failsWithTheParsersException() {
    dsl.execute("insert into ids (seq, ulid_text) values (0, 'not-an-id')");
    Field<Ulid> text =
        DSL.field(
            DSL.name("ulid_text"),
            SQLDataType.VARCHAR.asConvertedDataType(
                new SortidConverter<>(String.class, Ulid.class)));
    DataAccessException e =
        assertThrows(DataAccessException.class, () -> dsl.select(text).from(ids().table()).fetch());
    Throwable cause = e;
    while (cause != null && !(cause instanceof IdFormatException)) {
      cause = cause.getCause();
    }
    assertTrue(cause != null, () -> "an IdFormatException in the causes of " + e);
  }

  @Test
  void dataType_inDdl_createsTheColumnTypesOfSortidJdbc() throws SQLException {
    dsl.createTable("ddl")
        .column("id128", SortidJooq.dataType(Scru128Id.class, dialect()))
        .column("id64", SortidJooq.dataType(Scru64Id.class, dialect()))
        .column("id160", SortidJooq.dataType(Scru160Id.class, dialect()))
        .execute();
    try {
      List<String> types = new ArrayList<>();
      DatabaseMetaData metaData = connection.getMetaData();
      for (String column : List.of("id128", "id64", "id160")) {
        try (ResultSet columns =
            metaData.getColumns(connection.getCatalog(), null, "ddl", column)) {
          assertTrue(columns.next(), column);
          types.add(columns.getString("TYPE_NAME").toLowerCase(Locale.ROOT));
        }
      }
      assertEquals(sortidColumnTypeNames(), types);
    } finally {
      dsl.dropTable("ddl").execute();
    }
  }

  @Test
  void rangeQuery_lastHour_likeTheJavadoc() {
    Instant now = Instant.now();
    Scru128Id old = Scru128Id.min(now.minus(Duration.ofHours(2)));
    Scru128Id recent = Scru128Id.max(now.minus(Duration.ofMinutes(5)));
    Field<Scru128Id> id =
        DSL.field(DSL.name("scru128"), SortidJooq.dataType(Scru128Id.class, dialect()));
    dsl.insertInto(DSL.table(DSL.name("ids")), DSL.field(DSL.name("seq"), Integer.class), id)
        .values(0, old)
        .values(1, recent)
        .execute();
    assertEquals(
        List.of(recent),
        dsl.select(id)
            .from("ids")
            .where(id.between(Scru128Id.min(now.minus(Duration.ofHours(1))), Scru128Id.max(now)))
            .orderBy(id)
            .fetch(id));
  }
}
