package dev.sortid.mybatis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdFormatException;
import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Generator;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.testsupport.TestIds;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.apache.ibatis.exceptions.PersistenceException;
import org.apache.ibatis.mapping.Environment;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactory;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.apache.ibatis.transaction.jdbc.JdbcTransactionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The type handlers and the key interceptor on a real database, a subclass per database. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class MyBatisTests {
  /** The application's SCRU128 generator: its clock tells its ids from any other generator's. */
  static final Instant GENERATOR_TIME = Instant.parse("2026-05-01T12:00:00Z");

  private final Scru128Generator orderIds =
      (Scru128Generator) TestIds.generator(IdScheme.SCRU128, InstantSource.fixed(GENERATOR_TIME));

  private SqlSessionFactory sessions;
  private SqlSession session;

  /** Starts the database. */
  abstract DataSource startDatabase() throws SQLException;

  /** Stops the database. */
  abstract void stopDatabase() throws Exception;

  /** The schema script on the class path. */
  abstract String schema();

  @BeforeAll
  void start() throws SQLException, IOException {
    DataSource dataSource = startDatabase();
    try (Connection connection = dataSource.getConnection();
        Statement statement = connection.createStatement();
        InputStream in = MyBatisTests.class.getResourceAsStream("/" + schema())) {
      String script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      for (String command : script.replaceAll("(?m)^--.*$", "").split(";")) {
        if (!command.isBlank()) {
          statement.execute(command);
        }
      }
    }
    Configuration configuration =
        new Configuration(new Environment("test", new JdbcTransactionFactory(), dataSource));
    configuration.setMapUnderscoreToCamelCase(true);
    SortidTypeHandlers.register(configuration.getTypeHandlerRegistry());
    configuration.addInterceptor(SortidKeyInterceptor.of(orderIds));
    configuration.addMapper(IdsMapper.class);
    configuration.addMapper(OrderMapper.class);
    sessions = new SqlSessionFactoryBuilder().build(configuration);
  }

  @AfterAll
  void stop() throws Exception {
    stopDatabase();
  }

  @BeforeEach
  void open() {
    session = sessions.openSession(true);
  }

  @AfterEach
  void clear() throws SQLException {
    try (Statement statement = session.getConnection().createStatement()) {
      statement.execute("delete from ids");
      statement.execute("delete from orders");
    }
    session.close();
  }

  /** The session of the current test. */
  SqlSession session() {
    return session;
  }

  private IdsMapper ids() {
    return session.getMapper(IdsMapper.class);
  }

  private OrderMapper orders() {
    return session.getMapper(OrderMapper.class);
  }

  /** An id column of the ids table: its property in IdRow, the column and its jdbcType. */
  record Column(Field property, String name, IdScheme scheme, String jdbcType) {
    @Override
    public String toString() {
      return name;
    }
  }

  /** The id columns, derived from IdRow's properties: every id type, in every column type. */
  static Stream<Column> columns() {
    List<Column> columns = new ArrayList<>();
    for (Field field : IdRow.class.getDeclaredFields()) {
      if (Modifier.isStatic(field.getModifiers())) {
        continue;
      }
      IdScheme.ofIdClass(field.getType())
          .ifPresent(
              scheme -> {
                String name = field.getName().replaceAll("([A-Z])", "_$1").toLowerCase(Locale.ROOT);
                String jdbcType =
                    name.endsWith("_bytes")
                        ? "BINARY"
                        : name.endsWith("_text") ? "VARCHAR" : "OTHER";
                columns.add(new Column(field, name, scheme, jdbcType));
              });
    }
    return columns.stream();
  }

  @Test
  void columns_coverEveryScheme() {
    Map<IdScheme, Long> bySchemes = new EnumMap<>(IdScheme.class);
    columns().forEach(column -> bySchemes.merge(column.scheme(), 1L, Long::sum));
    assertEquals(IdScheme.values().length, bySchemes.size(), bySchemes.toString());
  }

  @Test
  void mapper_everyIdType_roundTripsInCreationOrder() throws IllegalAccessException {
    Map<String, IdGenerator<? extends SortableId>> generators = new java.util.HashMap<>();
    columns()
        .forEach(
            column ->
                generators.put(column.name(), TestIds.generator(column.scheme(), Instant::now)));
    List<IdRow> inserted = new ArrayList<>();
    for (int seq = 0; seq < 50; seq++) {
      IdRow row = new IdRow();
      row.seq = seq;
      for (Column column : columns().toList()) {
        column.property().set(row, generators.get(column.name()).generate());
      }
      ids().insert(row);
      inserted.add(row);
    }
    assertEquals(inserted, ids().all());
    List<Integer> creationOrder = ids().seqsOrderedBy("seq");
    columns()
        .forEach(
            column ->
                assertEquals(
                    creationOrder, ids().seqsOrderedBy(column.name()), "order by " + column));
  }

  @Test
  void mapper_extremesAndNulls_roundTrip() {
    IdRow max = new IdRow();
    max.seq = 1;
    max.scru128 = Scru128Id.MAX;
    max.scru64 = Scru64Id.MAX;
    max.scru160 = Scru160Id.MAX;
    max.ulidBytes = Ulid.MAX;
    max.ulidText = Ulid.MAX;
    IdRow nulls = new IdRow();
    ids().insert(nulls);
    ids().insert(max);
    assertEquals(List.of(nulls, max), ids().all());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("columns")
  void rangeQuery_minAndMaxOfInstants_returnsExactlyTheRowsOfThatRange(Column column)
      throws IllegalAccessException {
    Instant start = Instant.parse("2026-05-01T12:00:00Z");
    List<Integer> expected = new ArrayList<>();
    int seq = 0;
    for (int second = 0; second < 10; second++) {
      Instant at = start.plusSeconds(second);
      IdGenerator<? extends SortableId> generator =
          TestIds.generator(column.scheme(), InstantSource.fixed(at));
      for (int i = 0; i < 3; i++, seq++) {
        IdRow row = new IdRow();
        row.seq = seq;
        column.property().set(row, generator.generate());
        ids().insert(row);
        if (second >= 3 && second <= 6) {
          expected.add(seq);
        }
      }
    }
    // the rows of seconds 3 to 6: from the first id of the tick of second 3 to the last id of the
    // tick of second 6 (a tick is 1 ms, for SCRU64 256 ms: less than the second between the rows)
    assertEquals(
        expected,
        ids()
            .seqsBetween(
                column.name(),
                column.jdbcType(),
                column.scheme().min(start.plusSeconds(3)),
                column.scheme().max(start.plusSeconds(6))));
  }

  /** The SQLDataException among the causes of a failed read, which names the column. */
  private static SQLDataException readFails(String column, Runnable read) {
    PersistenceException e = assertThrows(PersistenceException.class, read::run);
    Throwable cause = e;
    while (cause != null && !(cause instanceof SQLDataException)) {
      cause = cause.getCause();
    }
    assertNotNull(cause, () -> "caused by a SQLDataException: " + e);
    SQLDataException sqlDataException = (SQLDataException) cause;
    assertEquals("22000", sqlDataException.getSQLState());
    assertTrue(
        sqlDataException
            .getMessage()
            .toLowerCase(Locale.ROOT)
            .startsWith("column \"" + column + "\""),
        sqlDataException.getMessage());
    return sqlDataException;
  }

  private void execute(String sql) throws SQLException {
    try (Statement statement = session.getConnection().createStatement()) {
      statement.execute(sql);
    }
  }

  @Test
  void badColumnValue_negativeBigint_failsNamingTheColumnAndValue() throws SQLException {
    execute("insert into ids (seq, scru64) values (0, -5)");
    SQLDataException e = readFails("scru64", () -> ids().all());
    assertTrue(e.getMessage().contains("holds -5, which is not a SCRU64 id: "), e.getMessage());
  }

  @Test
  void badColumnValue_uuidOfAnotherVersion_failsForUuidV7() throws SQLException {
    execute("insert into ids (seq, uuidv7) values (0, '" + new UUID(0, 0) + "')");
    SQLDataException e = readFails("uuidv7", () -> ids().all());
    assertTrue(e.getMessage().contains("which is not a UUIDv7 id: "), e.getMessage());
  }

  @Test
  void badColumnValue_text_failsWithTheParsersMessage() throws SQLException {
    execute("insert into ids (seq, ulid_text) values (0, 'not-an-id')");
    SQLDataException e = readFails("ulid_text", () -> ids().all());
    assertTrue(
        e.getMessage().contains("holds \"not-an-id\", which is not a ULID id: "), e.getMessage());
    assertInstanceOf(IdFormatException.class, e.getCause());
  }

  @Test
  void insert_nullKey_getsAnIdFromTheApplicationsGenerator() {
    Order order = new Order("Ada");
    orders().insert(order);
    assertNotNull(order.getId());
    assertEquals(GENERATOR_TIME, order.getId().instant(), "from the configured generator");
    assertEquals(List.of(order.getId()), orders().findAll().stream().map(Order::getId).toList());
  }

  @Test
  void insert_keyAlreadySet_isKept() {
    Order order = new Order("Ada");
    Scru128Id id = Scru128Id.generate();
    order.setId(id);
    orders().insert(order);
    assertEquals(id, order.getId());
    assertEquals(List.of(id), orders().findAll().stream().map(Order::getId).toList());
  }

  @Test
  void insertAll_batch_everyElementGetsAnIdInOrder() {
    List<Order> batch = List.of(new Order("a"), new Order("b"), new Order("c"));
    orders().insertAll(batch);
    List<Scru128Id> assigned = batch.stream().map(Order::getId).toList();
    assertTrue(assigned.get(0).compareTo(assigned.get(1)) < 0, assigned.toString());
    assertTrue(assigned.get(1).compareTo(assigned.get(2)) < 0, assigned.toString());
    assertEquals(assigned, orders().findAll().stream().map(Order::getId).toList());
    assertEquals(
        List.of("a", "b", "c"),
        orders().findBetween(Scru128Id.min(GENERATOR_TIME), Scru128Id.max(GENERATOR_TIME)).stream()
            .map(Order::getCustomer)
            .toList());
  }
}
