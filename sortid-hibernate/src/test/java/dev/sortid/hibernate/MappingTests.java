package dev.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sortid.Euid;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import dev.sortid.hibernate.Entities.EuidEntity;
import dev.sortid.hibernate.Entities.Row;
import dev.sortid.hibernate.Entities.Scru128Entity;
import dev.sortid.hibernate.Entities.Scru128StringIdEntity;
import dev.sortid.hibernate.Entities.Scru160Entity;
import dev.sortid.hibernate.Entities.Scru160Plain;
import dev.sortid.hibernate.Entities.Scru64Entity;
import dev.sortid.hibernate.Entities.Scru64LongIdEntity;
import dev.sortid.hibernate.Entities.Scru64Plain;
import dev.sortid.hibernate.Entities.UlidEntity;
import dev.sortid.hibernate.Entities.UlidUuidIdEntity;
import dev.sortid.hibernate.Entities.UuidV7Entity;
import dev.sortid.hibernate.Entities.UuidV7Plain;
import dev.sortid.hibernate.Entities.UuidV7UuidIdEntity;
import dev.sortid.jdbc.SortidJdbc;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The Hibernate mapping tests, run by a subclass per database. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class MappingTests {
  /** Rows per order test: enough for several ids per millisecond and several milliseconds. */
  private static final int ROWS = 300;

  private Databases.Database database;
  private SessionFactory sessionFactory;

  /** Whether a binary column can hold a value of another length than SCRU160's 20 bytes. */
  boolean binaryColumnsVaryInLength() {
    return true;
  }

  /** The database of the class, not started yet. */
  abstract Databases.Database database();

  /** The SQL type name the database reports for a column of the scheme, lower case. */
  abstract String columnType(IdScheme scheme);

  /**
   * Whether the database's column for a {@code UUID} attribute takes every 128-bit value: not on
   * MariaDB, whose {@code uuid} refuses most ULIDs (the start refuses such an attribute there, as
   * {@code MariaDbUuidAttributeTest} shows).
   */
  boolean uuidColumnTakesEveryScheme() {
    return true;
  }

  /** The query of a column's type name, with the parameter {@code table}. */
  String columnTypeQuery() {
    return "select data_type from information_schema.columns"
        + " where lower(table_name) = :table and lower(column_name) = 'id'";
  }

  @BeforeAll
  void start() {
    List<Class<?>> entities = new ArrayList<>(Entities.ALL);
    if (!uuidColumnTakesEveryScheme()) {
      entities.remove(UlidUuidIdEntity.class);
    }
    database = database();
    sessionFactory = Databases.sessionFactory(database.start(), entities);
  }

  @AfterAll
  void stop() {
    try {
      if (sessionFactory != null) {
        sessionFactory.close();
      }
    } finally {
      database.stop();
    }
  }

  private <T extends Row> List<T> persistRows(Class<T> type, int count) {
    List<T> rows = new ArrayList<>();
    sessionFactory.inTransaction(
        session -> {
          for (int i = 0; i < count; i++) {
            T row = newRow(type, i);
            session.persist(row);
            rows.add(row);
          }
        });
    return rows;
  }

  private static <T extends Row> T newRow(Class<T> type, int seq) {
    try {
      T row = type.getDeclaredConstructor().newInstance();
      row.seq = seq;
      return row;
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  private void deleteAll(Class<?> type) {
    sessionFactory.inTransaction(
        session ->
            session.createMutationQuery("delete from " + type.getSimpleName()).executeUpdate());
  }

  Stream<Arguments> orderedColumns() {
    return Stream.of(
            Arguments.of(Scru128Entity.class, "id"),
            Arguments.of(Scru128Entity.class, "uuid"),
            Arguments.of(Scru128Entity.class, "bytes"),
            Arguments.of(UlidEntity.class, "id"),
            Arguments.of(UlidEntity.class, "uuid"),
            Arguments.of(UlidEntity.class, "bytes"),
            Arguments.of(EuidEntity.class, "id"),
            Arguments.of(EuidEntity.class, "uuid"),
            Arguments.of(EuidEntity.class, "bytes"),
            Arguments.of(UuidV7Entity.class, "id"),
            Arguments.of(UuidV7Entity.class, "uuid"),
            Arguments.of(UuidV7Entity.class, "bytes"),
            Arguments.of(Scru64Entity.class, "id"),
            Arguments.of(Scru64Entity.class, "boxed"),
            Arguments.of(Scru64Entity.class, "primitive"),
            Arguments.of(Scru64Entity.class, "bytes"),
            Arguments.of(Scru160Entity.class, "id"),
            Arguments.of(Scru160Entity.class, "bytes"),
            Arguments.of(Scru128StringIdEntity.class, "id"),
            Arguments.of(UlidUuidIdEntity.class, "id"),
            Arguments.of(UuidV7UuidIdEntity.class, "id"),
            Arguments.of(Scru64LongIdEntity.class, "id"))
        .filter(
            arguments ->
                uuidColumnTakesEveryScheme() || arguments.get()[0] != UlidUuidIdEntity.class);
  }

  @ParameterizedTest(name = "{0}.{1}")
  @MethodSource("orderedColumns")
  void orderBy_generatedColumn_equalsOrderOfCreation(Class<? extends Row> type, String attribute) {
    persistRows(type, ROWS);
    try {
      List<Integer> order =
          sessionFactory.fromTransaction(
              session ->
                  session
                      .createSelectionQuery(
                          "select e.seq from "
                              + type.getSimpleName()
                              + " e order by e."
                              + attribute,
                          Integer.class)
                      .getResultList());
      assertEquals(IntStream.range(0, ROWS).boxed().toList(), order);
    } finally {
      deleteAll(type);
    }
  }

  static Stream<Arguments> sortidIdTables() {
    return Stream.of(
        Arguments.of(Scru128Entity.class, "scru128_entity"),
        Arguments.of(UlidEntity.class, "ulid_entity"),
        Arguments.of(EuidEntity.class, "euid_entity"),
        Arguments.of(UuidV7Entity.class, "uuidv7_entity"),
        Arguments.of(Scru64Entity.class, "scru64_entity"),
        Arguments.of(Scru160Entity.class, "scru160_entity"));
  }

  /**
   * Binds the ids that the database's form of the scheme holds with {@link SortidJdbc#bind}: a
   * plain JDBC lookup finds each row Hibernate stored. Where Hibernate and the connection disagree
   * on the server's version (MySQL Connector/J on MariaDB: the dialect takes its oldest version),
   * so do their forms for UUIDv7, and the subclass says so.
   */
  boolean sortidJdbcAgreesWithHibernate(Class<? extends Row> type) {
    return true;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sortidIdTables")
  void sortidJdbcBind_findsTheRowsHibernateStored(Class<? extends Row> type, String table) {
    assumeTrue(sortidJdbcAgreesWithHibernate(type), "the dialect's version is not the server's");
    List<? extends Row> rows = persistRows(type, 20);
    try {
      sessionFactory.inTransaction(
          session ->
              session.doWork(
                  connection -> {
                    try (PreparedStatement select =
                        connection.prepareStatement("select seq from " + table + " where id = ?")) {
                      for (Row row : rows) {
                        SortidJdbc.bind(select, 1, (SortableId) row.id());
                        try (ResultSet found = select.executeQuery()) {
                          assertTrue(found.next(), table + ": the row of " + row.id());
                          assertEquals(row.seq, found.getInt(1));
                        }
                      }
                    }
                  }));
    } finally {
      deleteAll(type);
    }
  }

  @Test
  void persist_scru128Entity_findReturnsTheGeneratedValues() {
    Scru128Entity row = persistRows(Scru128Entity.class, 1).get(0);
    try {
      assertNotNull(row.id);
      Scru128Entity found =
          sessionFactory.fromTransaction(session -> session.find(Scru128Entity.class, row.id));
      assertEquals(row.id, found.id);
      assertEquals(row.text, found.text);
      assertEquals(Scru128Id.parse(row.text).toString(), found.text);
      assertEquals(row.uuid, found.uuid);
      assertArrayEquals(row.bytes, found.bytes);
      assertEquals(16, found.bytes.length);
      // four attributes, four ids from one generator: increasing in the order Hibernate fills them
      assertTrue(Scru128Id.from(found.uuid).compareTo(row.id) > 0);
    } finally {
      deleteAll(Scru128Entity.class);
    }
  }

  @Test
  void persist_ulidEntity_findReturnsTheGeneratedValues() {
    UlidEntity row = persistRows(UlidEntity.class, 1).get(0);
    try {
      UlidEntity found =
          sessionFactory.fromTransaction(session -> session.find(UlidEntity.class, row.id));
      assertEquals(row.id, found.id);
      assertEquals(Ulid.parse(row.text).toString(), found.text);
      assertEquals(row.uuid, found.uuid);
      assertArrayEquals(row.bytes, found.bytes);
      assertEquals(
          Ulid.fromByteArray(found.bytes).toUuid(), Ulid.fromByteArray(row.bytes).toUuid());
    } finally {
      deleteAll(UlidEntity.class);
    }
  }

  @Test
  void persist_euidEntity_findReturnsTheGeneratedValues() {
    EuidEntity row = persistRows(EuidEntity.class, 1).get(0);
    try {
      EuidEntity found =
          sessionFactory.fromTransaction(session -> session.find(EuidEntity.class, row.id));
      assertEquals(row.id, found.id);
      assertEquals(Euid.parse(row.text).toString(), found.text);
      assertEquals(row.uuid, found.uuid);
      assertArrayEquals(row.bytes, found.bytes);
    } finally {
      deleteAll(EuidEntity.class);
    }
  }

  @Test
  void persist_uuidV7Entity_findReturnsTheGeneratedValues() {
    UuidV7Entity row = persistRows(UuidV7Entity.class, 1).get(0);
    try {
      UuidV7Entity found =
          sessionFactory.fromTransaction(session -> session.find(UuidV7Entity.class, row.id));
      assertEquals(row.id, found.id);
      assertEquals(UuidV7.parse(row.text).toString(), found.text);
      assertEquals(row.uuid, found.uuid);
      assertEquals(7, found.uuid.version());
      assertEquals(2, found.uuid.variant());
      assertArrayEquals(row.bytes, found.bytes);
      assertEquals(16, found.bytes.length);
      assertTrue(UuidV7.from(found.uuid).compareTo(row.id) > 0);
    } finally {
      deleteAll(UuidV7Entity.class);
    }
  }

  @Test
  void persist_scru64Entity_findReturnsTheGeneratedValues() {
    Scru64Entity row = persistRows(Scru64Entity.class, 1).get(0);
    try {
      Scru64Entity found =
          sessionFactory.fromTransaction(session -> session.find(Scru64Entity.class, row.id));
      assertEquals(row.id, found.id);
      assertEquals(Scru64Id.parse(row.text).toString(), found.text);
      assertEquals(row.boxed, found.boxed);
      assertEquals(row.primitive, found.primitive);
      assertEquals(row.boxed, Scru64Id.fromLong(found.boxed).toLong());
      assertTrue(found.primitive > 0);
      assertArrayEquals(row.bytes, found.bytes);
      assertEquals(8, found.bytes.length);
      assertEquals(Scru64Generators.nodeId(), found.id.nodeCtr() >>> (24 - 8));
    } finally {
      deleteAll(Scru64Entity.class);
    }
  }

  @Test
  void persist_scru160Entity_findReturnsTheGeneratedValues() {
    Scru160Entity row = persistRows(Scru160Entity.class, 1).get(0);
    try {
      Scru160Entity found =
          sessionFactory.fromTransaction(session -> session.find(Scru160Entity.class, row.id));
      assertEquals(row.id, found.id);
      assertEquals(Scru160Id.parse(row.text).toString(), found.text);
      assertArrayEquals(row.bytes, found.bytes);
      assertEquals(20, found.bytes.length);
    } finally {
      deleteAll(Scru160Entity.class);
    }
  }

  @Test
  void persist_otherIdTypes_findReturnsTheGeneratedIds() {
    assumeTrue(uuidColumnTakesEveryScheme(), "a UUID attribute of ULIDs is refused here");
    Scru128StringIdEntity text = persistRows(Scru128StringIdEntity.class, 1).get(0);
    UlidUuidIdEntity uuid = persistRows(UlidUuidIdEntity.class, 1).get(0);
    Scru64LongIdEntity number = persistRows(Scru64LongIdEntity.class, 1).get(0);
    try {
      assertTrue(Scru128Id.isValid(text.id));
      assertTrue(number.id > 0);
      sessionFactory.inTransaction(
          session -> {
            assertEquals(text.id, session.find(Scru128StringIdEntity.class, text.id).id);
            assertEquals(uuid.id, session.find(UlidUuidIdEntity.class, uuid.id).id);
            assertEquals(number.id, session.find(Scru64LongIdEntity.class, number.id).id);
          });
    } finally {
      deleteAll(Scru128StringIdEntity.class);
      deleteAll(UlidUuidIdEntity.class);
      deleteAll(Scru64LongIdEntity.class);
    }
  }

  @Test
  void persist_assignedIds_roundTripsTheExtremes() {
    sessionFactory.inTransaction(
        session -> {
          for (Scru64Id id : List.of(Scru64Id.MIN, Scru64Id.MAX)) {
            Scru64Plain row = new Scru64Plain();
            row.id = id;
            session.persist(row);
          }
          for (Scru160Id id : List.of(Scru160Id.MIN, Scru160Id.MAX)) {
            Scru160Plain row = new Scru160Plain();
            row.id = id;
            session.persist(row);
          }
        });
    try {
      sessionFactory.inTransaction(
          session -> {
            assertEquals(Scru64Id.MAX, session.find(Scru64Plain.class, Scru64Id.MAX).id);
            assertEquals(Scru64Id.MIN, session.find(Scru64Plain.class, Scru64Id.MIN).id);
            assertEquals(Scru160Id.MAX, session.find(Scru160Plain.class, Scru160Id.MAX).id);
            assertEquals(
                List.of(Scru160Id.MIN, Scru160Id.MAX),
                session
                    .createSelectionQuery(
                        "select e.id from Scru160Plain e order by e.id", Scru160Id.class)
                    .getResultList());
          });
    } finally {
      deleteAll(Scru64Plain.class);
      deleteAll(Scru160Plain.class);
    }
  }

  /**
   * Persists three groups of rows and queries the ids between {@code min(first instant of the
   * middle group)} and {@code max(its last instant)}. Before each group after the first it waits
   * until the clock is past the timestamp unit ({@code unitMillis}) of the previous group's last
   * id: a generator may run ahead of the clock (a counter overflow moves it to the next unit), so a
   * fixed pause would not keep the groups apart.
   */
  private <T extends Row, I extends SortableId> void assertRangeQuery(
      Class<T> type,
      String attribute,
      Function<Object, I> toId,
      Function<Instant, Object> min,
      Function<Instant, Object> max,
      long unitMillis) {
    List<List<T>> groups = new ArrayList<>();
    for (int group = 0; group < 3; group++) {
      if (group > 0) {
        List<T> previous = groups.get(group - 1);
        Instant last = toId.apply(previous.get(previous.size() - 1).id()).instant();
        awaitClockAt(last.toEpochMilli() + unitMillis);
      }
      groups.add(persistRows(type, 20));
    }
    try {
      List<T> middle = groups.get(1);
      Instant from = toId.apply(middle.get(0).id()).instant();
      Instant to = toId.apply(middle.get(middle.size() - 1).id()).instant();
      List<Integer> found =
          sessionFactory.fromTransaction(
              session ->
                  session
                      .createSelectionQuery(
                          "select e.seq from "
                              + type.getSimpleName()
                              + " e where e."
                              + attribute
                              + " between :from and :to order by e."
                              + attribute,
                          Integer.class)
                      .setParameter("from", min.apply(from))
                      .setParameter("to", max.apply(to))
                      .getResultList());
      assertEquals(IntStream.range(0, 20).boxed().toList(), found);
    } finally {
      deleteAll(type);
    }
  }

  /** Sleeps until {@link System#currentTimeMillis()} reaches {@code epochMillis}. */
  private static void awaitClockAt(long epochMillis) {
    try {
      for (long now = System.currentTimeMillis(); now < epochMillis; ) {
        Thread.sleep(epochMillis - now);
        now = System.currentTimeMillis();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  @Test
  void rangeQuery_scru128Bounds_returnsTheRowsOfThoseInstants() {
    assertRangeQuery(
        Scru128Entity.class, "id", id -> (Scru128Id) id, Scru128Id::min, Scru128Id::max, 1);
  }

  @Test
  void rangeQuery_ulidBoundsOnUuidColumn_returnsTheRowsOfThoseInstants() {
    assumeTrue(uuidColumnTakesEveryScheme(), "a UUID attribute of ULIDs is refused here");
    assertRangeQuery(
        UlidUuidIdEntity.class,
        "id",
        id -> Ulid.from((UUID) id),
        instant -> Ulid.min(instant).toUuid(),
        instant -> Ulid.max(instant).toUuid(),
        1);
  }

  @Test
  void rangeQuery_euidBounds_returnsTheRowsOfThoseInstants() {
    assertRangeQuery(EuidEntity.class, "id", id -> (Euid) id, Euid::min, Euid::max, 1);
  }

  @Test
  void rangeQuery_uuidV7Bounds_returnsTheRowsOfThoseInstants() {
    assertRangeQuery(UuidV7Entity.class, "id", id -> (UuidV7) id, UuidV7::min, UuidV7::max, 1);
  }

  @Test
  void rangeQuery_uuidV7BoundsOnUuidColumn_returnsTheRowsOfThoseInstants() {
    assertRangeQuery(
        UuidV7UuidIdEntity.class,
        "id",
        id -> UuidV7.from((UUID) id),
        instant -> UuidV7.min(instant).toUuid(),
        instant -> UuidV7.max(instant).toUuid(),
        1);
  }

  @Test
  void rangeQuery_scru160Bounds_returnsTheRowsOfThoseInstants() {
    assertRangeQuery(
        Scru160Entity.class, "id", id -> (Scru160Id) id, Scru160Id::min, Scru160Id::max, 1);
  }

  @Test
  void rangeQuery_scru64BoundsOnLongColumn_returnsTheRowsOfThoseTicks() {
    // SCRU64 counts time in 256 ms ticks; the ids start ahead of the clock, as after an overflow
    runScru64AheadOfTheClock();
    assertRangeQuery(
        Scru64LongIdEntity.class,
        "id",
        id -> Scru64Id.fromLong((Long) id),
        instant -> Scru64Id.min(instant).toLong(),
        instant -> Scru64Id.max(instant).toLong(),
        256);
  }

  /**
   * Draws ids from the process-wide SCRU64 generator until one is a tick ahead of the clock: its
   * 16-bit counter (node spec 42/8) overflows within 65,536 ids and moves the timestamp on.
   */
  private static void runScru64AheadOfTheClock() {
    for (int i = 0; i < 1 << 20; i++) {
      long idTick = Scru64Id.generate().instant().toEpochMilli() >> 8;
      if (idTick > System.currentTimeMillis() >> 8) {
        return;
      }
    }
    throw new AssertionError("the SCRU64 ids did not run ahead of the clock");
  }

  @Test
  void columnTypes_matchTheSchemes() {
    List<String> expected = new ArrayList<>();
    List<String> actual = new ArrayList<>();
    Map<String, IdScheme> tables =
        Map.of(
            "scru128_entity", IdScheme.SCRU128,
            "ulid_entity", IdScheme.ULID,
            "euid_entity", IdScheme.EUID,
            "uuidv7_entity", IdScheme.UUIDV7,
            "scru64_entity", IdScheme.SCRU64,
            "scru160_entity", IdScheme.SCRU160);
    sessionFactory.inTransaction(
        session ->
            tables.forEach(
                (table, scheme) -> {
                  expected.add(table + ": " + columnType(scheme));
                  Object type =
                      session
                          .createNativeQuery(columnTypeQuery(), Object.class)
                          .setParameter("table", table)
                          .getSingleResult();
                  actual.add(table + ": " + type.toString().toLowerCase(Locale.ROOT));
                }));
    assertEquals(expected, actual);
  }

  /**
   * Writes {@code badId} into the id column of {@code table} with native SQL, reads the entity and
   * returns the lower-cased message of the {@link SQLDataException} that the read must raise.
   */
  private String readFailure(String table, Object badId, Class<? extends Row> type) {
    sessionFactory.inTransaction(
        session ->
            session
                .createNativeMutationQuery("insert into " + table + " (id, seq) values (:id, 7)")
                .setParameter("id", badId)
                .executeUpdate());
    try {
      RuntimeException e =
          assertThrows(
              RuntimeException.class,
              () ->
                  sessionFactory.inTransaction(
                      session ->
                          session
                              .createSelectionQuery("from " + type.getSimpleName(), type)
                              .getResultList()));
      String message = findCause(e, SQLDataException.class).getMessage().toLowerCase(Locale.ROOT);
      assertTrue(message.contains("column \"id\""), message);
      return message;
    } finally {
      deleteAll(type);
    }
  }

  @Test
  void read_negativeBigint_failsNamingTheColumn() {
    String message = readFailure("scru64_plain", -5L, Scru64Plain.class);
    assertTrue(message.contains("holds -5, which is not a scru64 id"), message);
  }

  @Test
  void read_binaryOfWrongLength_failsNamingTheColumn() {
    assumeTrue(binaryColumnsVaryInLength(), "binary(20) pads shorter values to 20 bytes");
    String message = readFailure("scru160_plain", new byte[] {1, 2, 3}, Scru160Plain.class);
    assertTrue(message.contains("which is not a scru160 id"), message);
  }

  @Test
  void read_uuidOfAnotherVersion_failsNamingTheColumn() {
    UUID version4 = UUID.fromString("01846f2b-8d9a-4c31-9a8b-2b0c7d5e6f70");
    String message = readFailure("uuidv7_plain", version4, UuidV7Plain.class);
    assertTrue(message.contains("which is not a uuidv7 id"), message);
    assertTrue(message.contains("version 4, expected 7"), message);
  }

  static <X extends Throwable> X findCause(Throwable thrown, Class<X> type) {
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    fail("no " + type.getSimpleName() + " in the causes of " + thrown, thrown);
    return null;
  }
}
