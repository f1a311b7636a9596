package dev.sortid.mybatis;

import java.util.UUID;
import javax.sql.DataSource;
import org.apache.ibatis.datasource.unpooled.UnpooledDataSource;

/** The type handlers and the key interceptor on H2 (in memory). */
final class H2MyBatisTest extends MyBatisTests {
  @Override
  DataSource startDatabase() {
    // kept open between the sessions of the tests
    return new UnpooledDataSource(
        "org.h2.Driver", "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1", "sa", "");
  }

  @Override
  void stopDatabase() {}

  @Override
  String schema() {
    return "schema-h2.sql";
  }
}
