package example;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.Ulid;
import dev.sortid.jdbc.SortidJdbc;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;

/** Stores ids with plain JDBC in an in-memory H2 database and reads them back in id order. */
public final class JdbcExample {

  public static void main(String[] args) throws Exception {
    // SCRU64 needs a node id unique among the running generators: 42 of 8 bits here
    Scru64Generator orderIds = Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(42, 8)).build();
    try (Connection db = DriverManager.getConnection("jdbc:h2:mem:orders")) {
      try (Statement ddl = db.createStatement()) {
        // SCRU64 in a bigint, ULID (like SCRU128, EUID, UUIDv7) in a uuid column: both sort as ids
        ddl.execute("create table orders (id bigint primary key, customer uuid, item varchar(40))");
      }
      Ulid customer = Ulid.generate();
      try (PreparedStatement insert = db.prepareStatement("insert into orders values (?, ?, ?)")) {
        for (String item : new String[] {"tea", "cake", "jam"}) {
          SortidJdbc.bind(insert, 1, orderIds.generate());
          SortidJdbc.bind(insert, 2, customer);
          insert.setString(3, item);
          insert.executeUpdate();
        }
      }
      try (PreparedStatement select =
              db.prepareStatement("select id, customer, item from orders order by id");
          ResultSet rows = select.executeQuery()) {
        while (rows.next()) {
          Scru64Id id = SortidJdbc.read(rows, "id", Scru64Id.class);
          Ulid who = SortidJdbc.read(rows, "customer", Ulid.class);
          int node = id.nodeCtr() >>> (24 - 8); // the node id: the top 8 of the 24 low bits
          String same = who.equals(customer) ? " (same customer)" : "";
          System.out.println(id + " node " + node + " " + rows.getString("item") + same);
        }
      }
    }
  }
}
