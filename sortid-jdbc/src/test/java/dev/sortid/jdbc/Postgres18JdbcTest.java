package dev.sortid.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.UuidV7;
import dev.sortid.testsupport.Postgres;
import dev.sortid.testsupport.TestDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link SortidJdbc} on PostgreSQL 18, and its own UUIDv7s beside sortid's: {@code uuidv7()} and
 * {@code uuid_extract_timestamp()}, new in 18.
 */
final class Postgres18JdbcTest extends PostgresJdbcTest {
  @Override
  TestDatabase database() {
    return Postgres.database(Postgres.Version.V18);
  }

  @Test
  void uuidv7_databaseAndSortidIdsInOneTable_sortByTimeAndParse() throws SQLException {
    Connection connection = connection();
    try (Statement statement = connection.createStatement()) {
      statement.execute(
          "create table events (id uuid primary key default uuidv7(), source text not null)");
    }
    List<UuidV7> inserted = new ArrayList<>();
    try (PreparedStatement byDatabase =
            connection.prepareStatement("insert into events (source) values ('database')");
        PreparedStatement bySortid =
            connection.prepareStatement("insert into events (id, source) values (?, 'sortid')")) {
      for (int i = 0; i < 200; i++) {
        byDatabase.executeUpdate();
        UuidV7 id = UuidV7.generate();
        SortidJdbc.bind(bySortid, 1, id);
        bySortid.executeUpdate();
        inserted.add(id);
      }
    }
    List<UuidV7> ids = new ArrayList<>();
    try (Statement statement = connection.createStatement();
        ResultSet rows =
            statement.executeQuery(
                "select id, uuid_extract_timestamp(id) from events order by id")) {
      while (rows.next()) {
        UuidV7 id = SortidJdbc.read(rows, 1, UuidV7.class); // the database's parse too
        Timestamp extracted = rows.getTimestamp(2);
        assertEquals(id.instant().toEpochMilli(), extracted.getTime(), id.toString());
        ids.add(id);
      }
    }
    assertEquals(400, ids.size());
    // one order: by the millisecond first, whoever generated the id
    List<UuidV7> byTime = new ArrayList<>(ids);
    byTime.sort(Comparator.comparing(UuidV7::instant));
    assertEquals(
        byTime.stream().map(UuidV7::instant).toList(), ids.stream().map(UuidV7::instant).toList());
    assertTrue(ids.containsAll(inserted));
  }
}
