package dev.sortid.jooq;

import static dev.sortid.jooq.generated.Tables.IDS;
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
import dev.sortid.jooq.generated.tables.records.IdsRecord;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.SQLDialect;
import org.jooq.TableField;
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
  private Connection connection;
  DSLContext dsl;

  /** Starts the database and connects to it. */
  abstract Connection connect() throws SQLException;

  /** Closes the connection's database. */
  abstract void stopDatabase() throws Exception;

  abstract SQLDialect dialect();

  /** The schema script on the class path. */
  abstract String schema();

  /** The type names the database reports for uuid, bigint and binary(20) columns. */
  abstract List<String> sortidColumnTypeNames();

  @BeforeAll
  void start() throws SQLException, IOException {
    connection = connect();
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
  void stop() throws Exception {
    try {
      connection.close();
    } finally {
      stopDatabase();
    }
  }

  @AfterEach
  void clear() {
    dsl.deleteFrom(IDS).execute();
  }

  /** The id columns of the generated table: every id type, in uuid, bigint, binary and text. */
  static Stream<TableField<IdsRecord, ? extends SortableId>> idFields() {
    return Stream.of(IDS.fields())
        .filter(field -> field != IDS.SEQ)
        .map(field -> idField(IDS.field(field)));
  }

  @SuppressWarnings("unchecked")
  private static TableField<IdsRecord, ? extends SortableId> idField(Field<?> field) {
    assertTrue(IdScheme.ofIdClass(field.getType()).isPresent(), field + " holds ids");
    return (TableField<IdsRecord, ? extends SortableId>) field;
  }

  private static IdScheme scheme(Field<? extends SortableId> field) {
    return IdScheme.ofIdClass(field.getType()).orElseThrow();
  }

  /** Sets a field of a record to an id of its scheme. */
  private static <U extends SortableId> void put(IdsRecord record, Field<U> field, SortableId id) {
    record.set(field, field.getType().cast(id));
  }

  @Test
  void generatedTable_coversEverySchemeWithTheBinding() {
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
  void generatedFields_everyIdType_roundTripInCreationOrder() {
    Map<Field<?>, IdGenerator<? extends SortableId>> generators = new HashMap<>();
    idFields()
        .forEach(field -> generators.put(field, TestIds.generator(scheme(field), Instant::now)));
    List<IdsRecord> inserted = new ArrayList<>();
    for (int seq = 0; seq < 50; seq++) {
      IdsRecord record = dsl.newRecord(IDS);
      record.setSeq(seq);
      idFields().forEach(field -> put(record, field, generators.get(field).generate()));
      record.insert();
      inserted.add(record);
    }
    List<IdsRecord> read = dsl.selectFrom(IDS).orderBy(IDS.SEQ).fetch();
    assertEquals(inserted, read);
    idFields()
        .forEach(
            field ->
                assertEquals(
                    dsl.select(IDS.SEQ).from(IDS).orderBy(IDS.SEQ).fetch(IDS.SEQ),
                    dsl.select(IDS.SEQ).from(IDS).orderBy(field).fetch(IDS.SEQ),
                    "order by " + field.getName() + " is the order of creation"));
  }

  @Test
  void extremes_roundTripAndSortAtTheEnds() {
    dsl.insertInto(IDS, IDS.SEQ, IDS.SCRU128, IDS.SCRU64, IDS.SCRU160, IDS.ULID_BYTES)
        .values(1, Scru128Id.MAX, Scru64Id.MAX, Scru160Id.MAX, Ulid.MAX)
        .values(0, Scru128Id.MIN, Scru64Id.MIN, Scru160Id.MIN, Ulid.MIN)
        .execute();
    for (Field<?> field : List.of(IDS.SCRU128, IDS.SCRU64, IDS.SCRU160, IDS.ULID_BYTES)) {
      assertEquals(
          List.of(0, 1),
          dsl.select(IDS.SEQ).from(IDS).orderBy(field).fetch(IDS.SEQ),
          field.getName());
    }
    IdsRecord max = dsl.selectFrom(IDS).where(IDS.SEQ.eq(1)).fetchSingle();
    assertEquals(Scru128Id.MAX, max.getScru128());
    assertEquals(Scru64Id.MAX, max.getScru64());
    assertEquals(Scru160Id.MAX, max.getScru160());
    assertEquals(Ulid.MAX, max.getUlidBytes());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("idFields")
  void rangeQuery_minAndMaxOfInstants_returnsExactlyTheRowsOfThatRange(
      TableField<IdsRecord, ? extends SortableId> field) {
    rangeQuery(field);
  }

  private <U extends SortableId> void rangeQuery(TableField<IdsRecord, U> field) {
    IdScheme scheme = scheme(field);
    Instant start = Instant.parse("2026-05-01T12:00:00Z");
    List<Integer> expected = new ArrayList<>();
    int seq = 0;
    for (int second = 0; second < 10; second++) {
      Instant at = start.plusSeconds(second);
      IdGenerator<? extends SortableId> generator =
          TestIds.generator(scheme, InstantSource.fixed(at));
      for (int i = 0; i < 3; i++, seq++) {
        dsl.insertInto(IDS, IDS.SEQ, field)
            .values(seq, field.getType().cast(generator.generate()))
            .execute();
        if (second >= 3 && second <= 6) {
          expected.add(seq);
        }
      }
    }
    // the rows of seconds 3 to 6: from the first id of the tick of second 3 to the last id of the
    // tick of second 6 (a tick is 1 ms, for SCRU64 256 ms: less than the second between the rows)
    U from = field.getType().cast(TestIds.min(scheme, start.plusSeconds(3)));
    U to = field.getType().cast(TestIds.max(scheme, start.plusSeconds(6)));
    assertEquals(
        expected,
        dsl.select(IDS.SEQ).from(IDS).where(field.between(from, to)).orderBy(field).fetch(IDS.SEQ));
  }

  @Test
  void handWrittenFields_dataTypeAndConverter_readAndWriteTheSameColumns() {
    Field<Integer> seq = DSL.field(DSL.name("seq"), Integer.class);
    Field<Scru64Id> scru64 = DSL.field(DSL.name("scru64"), SortidJooq.dataType(Scru64Id.class));
    Field<Scru160Id> scru160 = DSL.field(DSL.name("scru160"), SortidJooq.dataType(Scru160Id.class));
    Field<UuidV7> uuidv7 = DSL.field(DSL.name("uuidv7"), SortidJooq.dataType(UuidV7.class));
    Field<Ulid> ulid =
        DSL.field(
            DSL.name("ulid"),
            SQLDataType.UUID.asConvertedDataType(new SortidConverter<>(UUID.class, Ulid.class)));
    Scru64Id a = (Scru64Id) TestIds.generator(IdScheme.SCRU64, Instant::now).generate();
    Scru160Id b = Scru160Id.generate();
    UuidV7 c = UuidV7.generate();
    Ulid d = Ulid.generate();
    dsl.insertInto(DSL.table(DSL.name("ids")), seq, scru64, scru160, uuidv7, ulid)
        .values(7, a, b, c, d)
        .execute();
    IdsRecord generated = dsl.selectFrom(IDS).fetchSingle();
    assertEquals(
        List.of(a, b, c, d),
        List.of(
            generated.getScru64(),
            generated.getScru160(),
            generated.getUuidv7(),
            generated.getUlid()));
    var row =
        dsl.select(scru64, scru160, uuidv7, ulid).from(DSL.table(DSL.name("ids"))).fetchSingle();
    assertEquals(
        List.of(a, b, c, d), List.of(row.value1(), row.value2(), row.value3(), row.value4()));
  }

  /** The cause of a failed read: the binding's SQLDataException, which names the column. */
  private SQLDataException readFails(Field<?> field) {
    DataAccessException e =
        assertThrows(DataAccessException.class, () -> dsl.select(field).from(IDS).fetch());
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
    SQLDataException e = readFails(IDS.SCRU64);
    assertTrue(e.getMessage().contains("holds -5, which is not a SCRU64 id: "), e.getMessage());
  }

  @Test
  void badColumnValue_uuidOfAnotherVersion_failsForUuidV7() {
    dsl.execute("insert into ids (seq, uuidv7) values (0, '" + new UUID(0, 0) + "')");
    SQLDataException e = readFails(IDS.UUIDV7);
    assertTrue(e.getMessage().contains("which is not a UUIDv7 id: "), e.getMessage());
  }

  @Test
  void badColumnValue_text_failsWithTheParsersMessage() {
    dsl.execute("insert into ids (seq, ulid_text) values (0, 'not-an-id')");
    SQLDataException e = readFails(IDS.ULID_TEXT);
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
        assertThrows(DataAccessException.class, () -> dsl.select(text).from(IDS).fetch());
    Throwable cause = e;
    while (cause != null && !(cause instanceof IdFormatException)) {
      cause = cause.getCause();
    }
    assertTrue(cause != null, () -> "an IdFormatException in the causes of " + e);
  }

  @Test
  void dataType_inDdl_createsTheColumnTypesOfSortidJdbc() throws SQLException {
    dsl.createTable("ddl")
        .column("id128", SortidJooq.dataType(Scru128Id.class))
        .column("id64", SortidJooq.dataType(Scru64Id.class))
        .column("id160", SortidJooq.dataType(Scru160Id.class))
        .execute();
    try {
      List<String> types = new ArrayList<>();
      DatabaseMetaData metaData = connection.getMetaData();
      for (String column : List.of("id128", "id64", "id160")) {
        try (ResultSet columns = metaData.getColumns(null, null, "ddl", column)) {
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
    dsl.insertInto(IDS, IDS.SEQ, IDS.SCRU128).values(0, old).values(1, recent).execute();
    Field<Scru128Id> id = DSL.field(DSL.name("scru128"), SortidJooq.dataType(Scru128Id.class));
    assertEquals(
        List.of(recent),
        dsl.select(id)
            .from("ids")
            .where(id.between(Scru128Id.min(now.minus(Duration.ofHours(1))), Scru128Id.max(now)))
            .orderBy(id)
            .fetch(id));
  }
}
