package dev.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.TypeId;
import dev.sortid.TypeIdGenerator;
import dev.sortid.UuidV7Generator;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * TypeID attributes on a database, run by a subclass per database: stored as the column type of the
 * 128-bit ids with the prefix from the mapping, generated from the application's UUIDv7 generator,
 * checked on write, and bounded by time in range queries.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class TypeIdMappingTests {
  static final TypeId.Type USER = TypeId.type("user");
  static final TypeId.Type ORG = TypeId.type("org");
  static final long T0 = Instant.parse("2024-05-06T07:08:09.010Z").toEpochMilli();

  @Entity(name = "TypeIdUser")
  @Table(name = "typeid_user")
  static class User {
    @Id
    @TypeIdGenerated("user")
    TypeId id;

    @TypeIdColumn("org")
    TypeId organisation;

    @Column(name = "seq")
    int seq;
  }

  /** The generator and the mapping on a getter (property access). */
  @Entity(name = "GetterUser")
  @Table(name = "getter_user")
  static class GetterUser {
    private TypeId id;

    @Id
    @TypeIdGenerated("user")
    public TypeId getId() {
      return id;
    }

    public void setId(TypeId id) {
      this.id = id;
    }
  }

  /** A TypeId attribute without its prefix. */
  @Entity(name = "Unmapped")
  static class Unmapped {
    @Id
    @TypeIdGenerated("user")
    TypeId id;

    TypeId other;
  }

  @Entity(name = "BadPrefix")
  static class BadPrefix {
    @Id
    @TypeIdGenerated("User")
    TypeId id;
  }

  @Entity(name = "StringTypeId")
  static class StringTypeId {
    @Id
    @TypeIdGenerated("user")
    String id;
  }

  /** The application's generator's clock, moved by the tests. */
  private final AtomicLong now = new AtomicLong(T0);

  private Databases.Database database;
  private Map<String, Object> settings;
  private SessionFactory sessionFactory;

  /** The database of the class, not started yet. */
  abstract Databases.Database database();

  @BeforeAll
  void start() {
    database = database();
    settings = database.start();
    Map<String, Object> withGenerator = new HashMap<>(settings);
    InstantSource clock = () -> Instant.ofEpochMilli(now.get());
    withGenerator.put(
        SortidSettings.generator(IdScheme.UUIDV7), UuidV7Generator.builder().clock(clock).build());
    sessionFactory = Databases.sessionFactory(withGenerator, List.of(User.class, GetterUser.class));
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

  @BeforeEach
  void empty() {
    sessionFactory.inTransaction(
        session -> session.createMutationQuery("delete from TypeIdUser").executeUpdate());
  }

  private List<User> persist(int count, TypeId organisation) {
    List<User> rows = new ArrayList<>();
    sessionFactory.inTransaction(
        session -> {
          for (int i = 0; i < count; i++) {
            User row = new User();
            row.seq = i;
            row.organisation = organisation;
            session.persist(row);
            rows.add(row);
          }
        });
    return rows;
  }

  @Test
  void persist_generatesTypeIdsOfTheApplicationsGenerator_andFindReadsThemBack() {
    TypeId org = ORG.of(UUID.fromString("7c9e6679-7425-40de-944b-e07fc1f90ae7")); // a v4: any
    User row = persist(1, org).get(0);

    assertEquals("user", row.id.prefix());
    assertTrue(row.id.isUuidV7());
    assertEquals(Instant.ofEpochMilli(now.get()), row.id.instant());
    User found = sessionFactory.fromTransaction(session -> session.find(User.class, row.id));
    assertEquals(row.id, found.id);
    assertEquals(org, found.organisation);
  }

  @Test
  void generatorOnAGetter_fillsTheProperty() {
    GetterUser row = new GetterUser();
    sessionFactory.inTransaction(session -> session.persist(row));

    assertEquals("user", row.getId().prefix());
    GetterUser found =
        sessionFactory.fromTransaction(session -> session.find(GetterUser.class, row.getId()));
    assertEquals(row.getId(), found.getId());
  }

  @Test
  void column_isUuid_holdingTheBitsWithoutThePrefix() {
    User row = persist(1, TypeIdGenerator.of(ORG).generate()).get(0);

    UUID raw =
        sessionFactory.fromTransaction(
            session ->
                session.doReturningWork(
                    connection -> {
                      try (var statement = connection.createStatement();
                          var result = statement.executeQuery("select id from typeid_user")) {
                        result.next();
                        return result.getObject(1, UUID.class);
                      }
                    }));
    assertEquals(row.id.toUuid(), raw);
    String type =
        sessionFactory.fromTransaction(
            session ->
                session
                    .createNativeQuery(
                        "select data_type from information_schema.columns where"
                            + " lower(table_name) = 'typeid_user' and lower(column_name) = 'id'",
                        String.class)
                    .getSingleResult());
    assertEquals("uuid", type.toLowerCase(Locale.ROOT));
  }

  @Test
  void write_ofAnotherPrefix_failsNamingBothPrefixes_andStoresNothing() {
    TypeId user = USER.of(UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057"));

    RuntimeException e = assertThrows(RuntimeException.class, () -> persist(1, user));

    IdFormatException cause = causeOf(e, IdFormatException.class);
    assertNotNull(cause, () -> "no IdFormatException in " + e);
    assertEquals(
        "expected prefix \"org\", got \"user\" in \"user_01h455vb4pex5vsknk084sn02q\"",
        cause.getMessage());
    long rows =
        sessionFactory.fromTransaction(
            session ->
                session
                    .createSelectionQuery("select count(*) from TypeIdUser", Long.class)
                    .getSingleResult());
    assertEquals(0, rows);
  }

  @Test
  void rangeQueryByTime_findsTheRowsOfTheInterval_inTheOrderOfCreation() {
    List<TypeId> ids = new ArrayList<>();
    for (int ms = 0; ms < 3; ms++) {
      now.set(T0 + 1000 + ms);
      persist(4, TypeIdGenerator.of(ORG).generate()).forEach(row -> ids.add(row.id));
    }
    Instant middle = Instant.ofEpochMilli(T0 + 1001);

    List<TypeId> found =
        sessionFactory.fromTransaction(
            session ->
                session
                    .createSelectionQuery(
                        "select u.id from TypeIdUser u where u.id between :min and :max"
                            + " order by u.id",
                        TypeId.class)
                    .setParameter("min", USER.min(middle))
                    .setParameter("max", USER.max(middle))
                    .getResultList());
    assertEquals(ids.subList(4, 8), found);
    List<TypeId> all =
        sessionFactory.fromTransaction(
            session ->
                session
                    .createSelectionQuery(
                        "select u.id from TypeIdUser u order by u.id", TypeId.class)
                    .getResultList());
    assertEquals(ids, all);
  }

  @Test
  void typeIdWithoutPrefixMapping_failsTheStart() {
    MappingException e = startFailure(Unmapped.class);
    assertTrue(messages(e).contains("@TypeIdColumn(\"user\")"), () -> messages(e));
  }

  @Test
  void invalidPrefix_failsTheStartNamingTheAttribute() {
    MappingException e = startFailure(BadPrefix.class);
    String messages = messages(e);
    assertTrue(messages.contains("@TypeIdGenerated on "), messages);
    assertTrue(messages.contains("BadPrefix.id: invalid character 'U'"), messages);
  }

  @Test
  void generatedStringAttribute_failsTheStart() {
    MappingException e = startFailure(StringTypeId.class);
    assertTrue(
        messages(e).contains("unsupported attribute type java.lang.String"), () -> messages(e));
  }

  private MappingException startFailure(Class<?> entity) {
    RuntimeException e =
        assertThrows(
            RuntimeException.class,
            () -> Databases.sessionFactory(settings, List.of(entity)).close());
    MappingException mapping = causeOf(e, MappingException.class);
    assertNotNull(mapping, () -> "no MappingException in " + e);
    return mapping;
  }

  /** The messages of an exception and its causes, one a line. */
  private static String messages(Throwable e) {
    StringBuilder out = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause()) {
      out.append(t.getMessage()).append('\n');
    }
    return out.toString();
  }

  private static <E extends Throwable> E causeOf(Throwable e, Class<E> type) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    return null;
  }
}
