package dev.sortid.spring.data.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import dev.sortid.Euid;
import dev.sortid.EuidGenerator;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Generator;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Generator;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UlidGenerator;
import dev.sortid.UuidV7;
import dev.sortid.UuidV7Generator;
import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.spring.data.SortidGenerated;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.slf4j.LoggerFactory;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.event.ApplicationPreparedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/**
 * A Spring Data application (JDBC or R2DBC) on a real database (H2 or embedded PostgreSQL), started
 * once per class: every id type round-trips, a range of time selects exactly its rows, and new
 * aggregates get their ids from the application's generator beans. sortid-spring-data runs these on
 * Boot 3.5, sortid-spring-boot4 on Boot 4.0.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class SpringDataTests {
  /** The first of the ten instants of the range tests, one second apart. */
  private static final Instant T0 = Instant.parse("2026-03-01T12:00:00Z");

  private ConfigurableApplicationContext context;
  private Store store;

  /** Creates the tests. */
  protected SpringDataTests() {}

  /**
   * Starts the database.
   *
   * @return a data source of it, for the tables and the rows the tests write by hand
   * @throws Exception if it does not start
   */
  protected abstract DataSource startDatabase() throws Exception;

  /**
   * Stops the database.
   *
   * @throws Exception if it fails
   */
  protected abstract void stopDatabase() throws Exception;

  /**
   * Returns the column type of SCRU160 ids.
   *
   * @return {@code bytea} or {@code binary(20)}
   */
  protected abstract String binaryType();

  /**
   * Returns the column type of a scheme's ids: {@code uuid} for the 128-bit ones, where the
   * database has it.
   *
   * @param scheme the scheme
   * @return the SQL type
   */
  protected String columnType(IdScheme scheme) {
    return switch (scheme) {
      case SCRU64 -> "bigint";
      case SCRU160 -> binaryType();
      case SCRU128, ULID, EUID, UUIDV7 -> "uuid";
    };
  }

  /**
   * Returns what the tests bind by hand for an id in its column: its UUID in a {@code uuid} column,
   * its bytes in a binary one, as {@link #columnType} says.
   *
   * @param id a 128-bit id
   * @return the parameter
   */
  protected Object parameter(SortableId id) {
    return columnType(id.scheme()).equals("uuid")
        ? uuidParameter(IdScheme.toUuid(id))
        : id.toByteArray();
  }

  /**
   * Returns what the tests bind by hand for a UUID in a {@code uuid} column: the UUID, or its text
   * where the driver sends no UUID objects (MariaDB).
   *
   * @param uuid the UUID
   * @return the parameter
   */
  protected Object uuidParameter(UUID uuid) {
    return uuid;
  }

  /**
   * Returns how the converters' message shows a UUID read from a {@code uuid} column: as the UUID
   * the driver returns, or as quoted text where it returns the column's text (r2dbc-mariadb).
   *
   * @param uuid the UUID in the column
   * @return the UUID as the message shows it
   */
  protected String shownUuid(UUID uuid) {
    return uuid.toString();
  }

  /**
   * Returns the application class.
   *
   * @return the JDBC or the R2DBC application
   */
  protected abstract Class<?> application();

  /**
   * Returns the application's properties: the database and the SCRU64 node id.
   *
   * @return {@code --name=value} arguments
   */
  protected abstract List<String> properties();

  /**
   * Returns the node spec the SCRU64 ids must have.
   *
   * @param context the application
   * @return the configured node spec, or the leased node id's
   */
  protected abstract Scru64NodeSpec expectedNodeSpec(ConfigurableApplicationContext context);

  private DataSource database;

  private static final String CONVERSION_WARNINGS = "sortid-test-conversion-warnings";

  /** What Spring Data's CustomConversions logged at WARN while the application started. */
  private final List<String> conversionWarnings = new CopyOnWriteArrayList<>();

  @BeforeAll
  void start() throws Exception {
    database = startDatabase();
    try (Connection connection = database.getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute(
          "create table \"everything\" (id "
              + columnType(IdScheme.SCRU128)
              + " primary key, scru64 bigint, scru160 "
              + columnType(IdScheme.SCRU160)
              + ", ulid "
              + columnType(IdScheme.ULID)
              + ", euid "
              + columnType(IdScheme.EUID)
              + ", uuidv7 "
              + columnType(IdScheme.UUIDV7)
              + ", name varchar(40))");
      statement.execute("create table \"orders\" (id bigint primary key, item varchar(40))");
      statement.execute(
          "create table \"event\" (id "
              + columnType(IdScheme.UUIDV7)
              + " primary key, name varchar(40))");
    }
    List<String> args = new ArrayList<>(properties());
    args.add("--spring.main.web-application-type=none");
    args.add("--spring.main.banner-mode=off");
    args.add("--logging.level.root=warn");
    SpringApplication application = new SpringApplication(application());
    // once Boot has set up logging, before the context registers the converters
    application.addListeners(
        (ApplicationListener<ApplicationPreparedEvent>) event -> recordConversionWarnings());
    try {
      context = application.run(args.toArray(String[]::new));
    } finally {
      conversionLog().detachAppender(CONVERSION_WARNINGS);
    }
    store = context.getBean(Store.class);
  }

  /** The logger of Spring Data's CustomConversions, which names converters it finds wrong. */
  private static Logger conversionLog() {
    return (Logger) LoggerFactory.getLogger("org.springframework.data.convert.CustomConversions");
  }

  private void recordConversionWarnings() {
    AppenderBase<ILoggingEvent> appender =
        new AppenderBase<>() {
          @Override
          protected void append(ILoggingEvent event) {
            if (event.getLevel().isGreaterOrEqual(Level.WARN)) {
              conversionWarnings.add(event.getFormattedMessage());
            }
          }
        };
    appender.setName(CONVERSION_WARNINGS);
    appender.start();
    conversionLog().addAppender(appender);
  }

  @Test
  void start_springDataWarnsAboutNoConverter() {
    assertEquals(List.of(), conversionWarnings);
  }

  @AfterAll
  void stop() throws Exception {
    if (context != null) {
      context.close();
    }
    stopDatabase();
  }

  @BeforeEach
  void emptyTables() throws SQLException {
    // quoted: @Table names them in lower case, which H2 keeps only when quoted
    execute("delete from \"everything\"");
    execute("delete from \"orders\"");
    execute("delete from \"event\"");
  }

  private void execute(String sql, Object... values) throws SQLException {
    try (Connection connection = database.getConnection();
        PreparedStatement statement = connection.prepareStatement(sql)) {
      for (int i = 0; i < values.length; i++) {
        statement.setObject(i + 1, values[i]);
      }
      statement.execute();
    }
  }

  /** An id of the scheme at an instant, from a generator whose clock stands there. */
  private static SortableId idAt(IdScheme scheme, Instant instant) {
    InstantSource clock = InstantSource.fixed(instant);
    return switch (scheme) {
      case SCRU128 -> Scru128Generator.builder().clock(clock).build().generate();
      case SCRU64 ->
          Scru64Generator.builder()
              .clock(clock)
              .nodeSpec(Scru64NodeSpec.of(1, 8))
              .build()
              .generate();
      case SCRU160 -> Scru160Generator.builder().clock(clock).build().generate();
      case ULID -> UlidGenerator.builder().clock(clock).build().generate();
      case EUID -> EuidGenerator.builder().clock(clock).build().generate();
      case UUIDV7 -> UuidV7Generator.builder().clock(clock).build().generate();
    };
  }

  /** The smallest or largest id of the scheme at an instant. */
  private static SortableId bound(IdScheme scheme, Instant instant, boolean max) {
    return switch (scheme) {
      case SCRU128 -> max ? Scru128Id.max(instant) : Scru128Id.min(instant);
      case SCRU64 -> max ? Scru64Id.max(instant) : Scru64Id.min(instant);
      case SCRU160 -> max ? Scru160Id.max(instant) : Scru160Id.min(instant);
      case ULID -> max ? Ulid.max(instant) : Ulid.min(instant);
      case EUID -> max ? Euid.max(instant) : Euid.min(instant);
      case UUIDV7 -> max ? UuidV7.max(instant) : UuidV7.min(instant);
    };
  }

  /** The column of {@code everything} that holds the scheme's ids. */
  private static String column(IdScheme scheme) {
    return switch (scheme) {
      case SCRU128 -> "id";
      case SCRU64, SCRU160, ULID, EUID, UUIDV7 -> scheme.name().toLowerCase(java.util.Locale.ROOT);
    };
  }

  private static Everything everythingAt(Instant instant, String name) {
    Everything row = new Everything(name);
    row.id = (Scru128Id) idAt(IdScheme.SCRU128, instant);
    row.scru64 = (Scru64Id) idAt(IdScheme.SCRU64, instant);
    row.scru160 = (Scru160Id) idAt(IdScheme.SCRU160, instant);
    row.ulid = (Ulid) idAt(IdScheme.ULID, instant);
    row.euid = (Euid) idAt(IdScheme.EUID, instant);
    row.uuidv7 = (UuidV7) idAt(IdScheme.UUIDV7, instant);
    return row;
  }

  @Test
  void everyIdType_roundTrips_theSmallestAndLargestIncluded() {
    Everything now = everythingAt(Instant.now(), "now");
    Everything min = new Everything("min");
    min.id = Scru128Id.MIN;
    min.scru64 = Scru64Id.MIN;
    min.scru160 = Scru160Id.MIN;
    min.ulid = Ulid.MIN;
    min.euid = Euid.MIN;
    min.uuidv7 = UuidV7.MIN;
    Everything max = new Everything("max");
    max.id = Scru128Id.MAX;
    max.scru64 = Scru64Id.MAX;
    max.scru160 = Scru160Id.MAX;
    max.ulid = Ulid.MAX;
    max.euid = Euid.MAX;
    max.uuidv7 = UuidV7.MAX;
    List<String> written = new ArrayList<>();
    for (Everything row : List.of(now, min, max)) {
      written.add(row.toString());
      store.insert(row);
    }
    List<String> read =
        store.findAll(Everything.class).stream().map(Everything::toString).sorted().toList();
    assertEquals(written.stream().sorted().toList(), read);
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void rangeOfTime_selectsExactlyItsRows(IdScheme scheme) {
    for (int i = 0; i < 10; i++) {
      store.insert(everythingAt(T0.plusSeconds(i), "row" + i));
    }
    List<String> names =
        store
            .everythingBetween(
                column(scheme),
                bound(scheme, T0.plusSeconds(3), false),
                bound(scheme, T0.plusSeconds(6), true))
            .stream()
            .map(row -> row.name)
            .sorted()
            .toList();
    assertEquals(List.of("row3", "row4", "row5", "row6"), names);
  }

  @Test
  void repositoryQuery_rangeOfTime_returnsItsOrdersInOrder() {
    List<Scru64Id> ids = new ArrayList<>();
    for (int i = 9; i >= 0; i--) {
      Order order = new Order("item" + i);
      order.id = (Scru64Id) idAt(IdScheme.SCRU64, T0.plusSeconds(i));
      ids.add(0, store.insert(order).id);
    }
    List<Scru64Id> found =
        store
            .ordersBetween(Scru64Id.min(T0.plusSeconds(2)), Scru64Id.max(T0.plusSeconds(4)))
            .stream()
            .map(order -> order.id)
            .toList();
    assertEquals(ids.subList(2, 5), found);
  }

  @Test
  void save_newOrder_getsItsIdFromTheApplicationsScru64Generator() {
    Scru64Generator generator = context.getBean(Scru64Generator.class);
    Scru64Id before = generator.generate();
    Order saved = store.save(new Order("tea"));
    Scru64Id after = generator.generate();
    assertTrue(
        before.compareTo(saved.id) < 0 && saved.id.compareTo(after) < 0,
        before + " < " + saved.id + " < " + after + ": one generator, one sequence");
    Scru64NodeSpec spec = expectedNodeSpec(context);
    assertEquals(spec.nodeId(), saved.id.nodeId(spec.nodeIdSize()), saved.id::toString);
    assertEquals("tea", store.findOrder(saved.id).orElseThrow().item);
  }

  @Test
  void insert_newAggregates_getIdsFromTheGeneratorBeansOfTheirSchemes() {
    Scru128Generator scru128 = context.getBean(Scru128Generator.class);
    UuidV7Generator uuidV7 = context.getBean(UuidV7Generator.class);
    Scru128Id before = scru128.generate();
    Everything row = store.insert(new Everything("generated"));
    assertTrue(before.compareTo(row.id) < 0 && row.id.compareTo(scru128.generate()) < 0);
    UuidV7 first = uuidV7.generate();
    Event event = store.insert(new Event(null, "immutable"));
    assertTrue(first.compareTo(event.id()) < 0 && event.id().compareTo(uuidV7.generate()) < 0);
    assertEquals(List.of(event), store.findAll(Event.class));
  }

  @Test
  void insert_idAlreadySet_isKept() {
    Everything row = new Everything("given");
    row.id = Scru128Id.parse("036z951mhjikzik2gsl81gr7l");
    assertEquals(row.id, store.insert(row).id);
    assertEquals(row.id, store.findAll(Everything.class).get(0).id);
  }

  /** An aggregate whose generated id is of no id type; never stored. */
  @Table("wrong")
  public record WrongType(@Id @SortidGenerated String id) {}

  @Test
  void generatedId_ofNoIdType_failsNamingTheProperty() {
    RuntimeException e =
        assertThrows(RuntimeException.class, () -> store.insert(new WrongType(null)));
    String message = messages(e);
    assertTrue(
        message.contains(
            "@SortidGenerated on "
                + WrongType.class.getName()
                + ".id: the id's type is java.lang.String, not a sortid id class"),
        message);
    assertTrue(message.contains("(Scru128Id, Scru64Id, Scru160Id, Ulid, Euid, UuidV7)"), message);
  }

  @Test
  void malformedColumnValue_failsWithTheParsersMessage() throws SQLException {
    execute("insert into \"orders\" (id, item) values (?, 'bad')", -5L);
    String scru64 =
        messages(assertThrows(RuntimeException.class, () -> store.findAll(Order.class)));
    assertTrue(scru64.contains("a column holds -5, which is not a SCRU64 id: "), scru64);
    execute("delete from \"orders\"");
    UUID version4 = UUID.fromString("f81d4fae-7dec-41d0-a765-00a0c91e6bf6");
    execute(
        "insert into \"everything\" (id, uuidv7, name) values (?, ?, 'bad')",
        parameter(Scru128Id.MIN),
        uuidParameter(version4));
    String uuidV7 =
        messages(assertThrows(RuntimeException.class, () -> store.findAll(Everything.class)));
    assertTrue(
        uuidV7.contains("a column holds " + shownUuid(version4) + ", which is not a UUIDv7 id: "),
        uuidV7);
    assertTrue(uuidV7.contains("version 4, expected 7"), uuidV7);
  }

  /** The messages of an exception and its causes, one a line. */
  private static String messages(Throwable e) {
    StringBuilder text = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause()) {
      text.append(t).append('\n');
    }
    return text.toString();
  }

  /**
   * The node spec of the application's lease.
   *
   * @param context the application
   * @return the leased node id and its size
   */
  protected static Scru64NodeSpec leasedNodeSpec(ConfigurableApplicationContext context) {
    NodeIdLease lease = context.getBean(NodeIdLease.class);
    return Scru64NodeSpec.of(lease.nodeId(), lease.nodeIdSize());
  }
}
