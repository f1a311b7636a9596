package dev.sortid.mybatis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UlidGenerator;
import dev.sortid.testsupport.TestIds;
import java.io.StringReader;
import java.sql.CallableStatement;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Update;
import org.apache.ibatis.builder.xml.XMLConfigBuilder;
import org.apache.ibatis.datasource.unpooled.UnpooledDataSource;
import org.apache.ibatis.exceptions.PersistenceException;
import org.apache.ibatis.mapping.Environment;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.apache.ibatis.transaction.jdbc.JdbcTransactionFactory;
import org.apache.ibatis.type.TypeHandler;
import org.apache.ibatis.type.TypeHandlerRegistry;
import org.junit.jupiter.api.Test;

/** The registration of the handlers and the interceptor's rules, on H2. */
final class SortidKeyInterceptorTest {
  static final Instant AT = Instant.parse("2026-05-01T12:00:00Z");

  /** Inserts with the ULID column as the key property, in the ways a mapper can name it. */
  public interface UlidKeyMapper {
    @Insert("insert into ids (seq, ulid) values (#{seq}, #{ulid})")
    @Options(keyProperty = "ulid")
    void insert(IdRow row);

    @Insert("insert into ids (seq, ulid) values (#{row.seq}, #{row.ulid})")
    @Options(keyProperty = "row.ulid")
    void insertNamed(@Param("row") IdRow row);

    @Insert("insert into ids (seq) values (#{seq})")
    @Options(keyProperty = "seq")
    void insertWithIntegerKey(IdRow row);

    @Insert({
      "<script>insert into ids (seq, ulid) values",
      "<foreach collection='array' item='row' separator=','>(#{row.seq}, #{row.ulid})</foreach>",
      "</script>"
    })
    @Options(keyProperty = "ulid")
    void insertArray(IdRow[] rows);

    @Insert("insert into ids (seq) values (#{seq})")
    @Options(keyProperty = "nothing")
    void insertWithUnknownKey(IdRow row);

    @Update("update ids set ulid = #{ulid} where seq = #{seq}")
    @Options(keyProperty = "ulid")
    void update(IdRow row);
  }

  private static SqlSession session(SortidKeyInterceptor interceptor) throws SQLException {
    UnpooledDataSource dataSource =
        new UnpooledDataSource(
            "org.h2.Driver", "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1", "sa", "");
    Configuration configuration =
        new Configuration(new Environment("test", new JdbcTransactionFactory(), dataSource));
    SortidTypeHandlers.register(configuration.getTypeHandlerRegistry());
    configuration.addInterceptor(interceptor);
    configuration.addMapper(UlidKeyMapper.class);
    SqlSession session = new SqlSessionFactoryBuilder().build(configuration).openSession(true);
    try (Statement statement = session.getConnection().createStatement()) {
      statement.execute("create table ids (seq int, ulid uuid)");
    }
    return session;
  }

  private static UlidGenerator ulids() {
    return (UlidGenerator) TestIds.generator(IdScheme.ULID, InstantSource.fixed(AT));
  }

  private static IdRow row(int seq) {
    IdRow row = new IdRow();
    row.seq = seq;
    return row;
  }

  @Test
  void insert_keyPropertyAndPath_getIdsFromTheGivenGenerator() throws SQLException {
    try (SqlSession session = session(SortidKeyInterceptor.of(ulids()))) {
      UlidKeyMapper mapper = session.getMapper(UlidKeyMapper.class);
      IdRow plain = row(1);
      mapper.insert(plain);
      IdRow named = row(2);
      mapper.insertNamed(named);
      assertEquals(AT, plain.ulid.instant());
      assertEquals(AT, named.ulid.instant());
      assertTrue(plain.ulid.compareTo(named.ulid) < 0);
    }
  }

  @Test
  void insertArray_everyElementGetsAnId() throws SQLException {
    try (SqlSession session = session(SortidKeyInterceptor.of(ulids()))) {
      IdRow kept = row(2);
      kept.ulid = Ulid.MIN;
      IdRow[] rows = {row(1), kept, row(3)};
      session.getMapper(UlidKeyMapper.class).insertArray(rows);
      assertEquals(AT, rows[0].ulid.instant());
      assertSame(Ulid.MIN, rows[1].ulid);
      assertTrue(rows[0].ulid.compareTo(rows[2].ulid) < 0);
    }
  }

  @Test
  void otherKeysAndStatements_areLeftAlone() throws SQLException {
    try (SqlSession session = session(SortidKeyInterceptor.of(ulids()))) {
      UlidKeyMapper mapper = session.getMapper(UlidKeyMapper.class);
      IdRow integerKey = row(1);
      mapper.insertWithIntegerKey(integerKey);
      assertEquals(1, integerKey.seq);
      assertNull(integerKey.ulid);
      mapper.insertWithUnknownKey(row(2));
      IdRow update = row(1);
      mapper.update(update);
      assertNull(update.ulid, "an update gets no id");
    }
  }

  @Test
  void insert_schemeWithoutGenerator_failsNamingStatementPropertyAndScheme() throws SQLException {
    try (SqlSession session =
        session(SortidKeyInterceptor.of(IdScheme.SCRU128.defaultGenerator()))) {
      IdRow row = row(1);
      PersistenceException e =
          assertThrows(
              PersistenceException.class, () -> session.getMapper(UlidKeyMapper.class).insert(row));
      Throwable cause = e;
      while (cause != null && !(cause instanceof IllegalStateException)) {
        cause = cause.getCause();
      }
      assertNotNull(cause, e::toString);
      assertEquals(
          "insert dev.sortid.mybatis.SortidKeyInterceptorTest$UlidKeyMapper.insert: key property"
              + " ulid holds ULID ids and is null, but no ULID generator was given to"
              + " SortidKeyInterceptor.of(...)",
          cause.getMessage());
      assertNull(row.ulid);
    }
  }

  @Test
  void of_twoGeneratorsOfOneScheme_isRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> SortidKeyInterceptor.of(ulids(), ulids()));
    assertEquals("two generators of ULID: pass one per scheme", e.getMessage());
    assertEquals("SortidKeyInterceptor[ULID]", SortidKeyInterceptor.of(ulids()).toString());
  }

  @Test
  void of_generatorOfNoScheme_isRefused() {
    IdGenerator<Ulid> custom =
        new IdGenerator<>() {
          @Override
          public Ulid generate() {
            return Ulid.generate();
          }

          @Override
          public Optional<Ulid> generateOrAbort() {
            return Optional.of(generate());
          }

          @Override
          public List<Ulid> generate(int count) {
            return List.of();
          }

          @Override
          public void reseed() {}
        };
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SortidKeyInterceptor.of(custom));
    assertTrue(e.getMessage().startsWith("not a generator of a sortid scheme: "), e.getMessage());
    assertThrows(NullPointerException.class, () -> SortidKeyInterceptor.of((IdGenerator<?>) null));
  }

  @Test
  void register_everyIdClass_getsItsHandler() {
    TypeHandlerRegistry registry = new TypeHandlerRegistry();
    SortidTypeHandlers.register(registry);
    for (IdScheme scheme : IdScheme.values()) {
      TypeHandler<? extends SortableId> handler = registry.getTypeHandler(scheme.idClass());
      assertTrue(handler instanceof SortidTypeHandler, scheme.toString());
      assertSame(scheme.idClass(), ((SortidTypeHandler<?>) handler).type());
    }
    assertEquals("SortidTypeHandler[Ulid]", registry.getTypeHandler(Ulid.class).toString());
    assertThrows(NullPointerException.class, () -> SortidTypeHandlers.register(null));
  }

  @Test
  void xmlConfiguration_typeHandlerWithJavaType_isThisHandler() {
    String xml =
        "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>"
            + "<!DOCTYPE configuration PUBLIC \"-//mybatis.org//DTD Config 3.0//EN\""
            + " \"https://mybatis.org/dtd/mybatis-3-config.dtd\">"
            + "<configuration><typeHandlers>"
            + "<typeHandler javaType=\"dev.sortid.Ulid\""
            + " handler=\"dev.sortid.mybatis.SortidTypeHandler\"/>"
            + "</typeHandlers></configuration>";
    Configuration configuration = new XMLConfigBuilder(new StringReader(xml)).parse();
    TypeHandler<Ulid> handler = configuration.getTypeHandlerRegistry().getTypeHandler(Ulid.class);
    assertSame(Ulid.class, ((SortidTypeHandler<?>) handler).type());
  }

  @Test
  void handler_outParameter_readsIdsAndNamesABadOne() throws SQLException {
    try (SqlSession session = session(SortidKeyInterceptor.of(ulids()))) {
      SortidTypeHandler<Ulid> handler = new SortidTypeHandler<>(Ulid.class);
      Ulid id = Ulid.generate();
      assertEquals(id, callReturning(session, id.toString(), handler));
      assertNull(callReturning(session, null, handler));
      SQLDataException e =
          assertThrows(SQLDataException.class, () -> callReturning(session, "nope", handler));
      assertTrue(
          e.getMessage().startsWith("parameter 1 holds \"nope\", which is not a ULID id: "),
          e.getMessage());
    }
  }

  /** The out parameter of {@code ? = call cast(? as varchar)}, read by the handler. */
  private static Ulid callReturning(
      SqlSession session, String text, SortidTypeHandler<Ulid> handler) throws SQLException {
    try (CallableStatement call =
        session.getConnection().prepareCall("{? = call cast(? as varchar)}")) {
      call.registerOutParameter(1, Types.VARCHAR);
      call.setString(2, text);
      call.execute();
      return handler.getNullableResult(call, 1);
    }
  }

  @Test
  void handler_notAnIdClass_isRefused() {
    assertThrows(IllegalArgumentException.class, () -> new SortidTypeHandler<>(SortableId.class));
    assertThrows(NullPointerException.class, () -> new SortidTypeHandler<>(null));
  }
}
