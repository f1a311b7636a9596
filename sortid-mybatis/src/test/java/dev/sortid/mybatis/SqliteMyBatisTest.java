package dev.sortid.mybatis;

import dev.sortid.testsupport.Sqlite;
import javax.sql.DataSource;
import org.apache.ibatis.datasource.unpooled.UnpooledDataSource;

/** The type handlers and the key interceptor on SQLite (sqlite-jdbc, a new database file). */
final class SqliteMyBatisTest extends MyBatisTests {
  @Override
  DataSource startDatabase() {
    return new UnpooledDataSource("org.sqlite.JDBC", Sqlite.newDatabaseUrl(), null, null);
  }

  @Override
  void stopDatabase() {}

  @Override
  String schema() {
    return "schema-sqlite.sql";
  }
}
