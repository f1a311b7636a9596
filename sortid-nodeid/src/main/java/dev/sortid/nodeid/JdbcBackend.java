package dev.sortid.nodeid;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import javax.sql.DataSource;

/**
 * Leases in two tables of a JDBC database (PostgreSQL and H2 tested). Each claim is one conditional
 * statement (an UPDATE of a free or expired row, or an INSERT of a node id never used, which the
 * primary key makes exclusive); expiry uses the database's clock; every write after the claim is
 * conditional on the holder, so a holder that lost its node id can never extend its reservation.
 */
final class JdbcBackend implements Backend {
  static final String REALM_TABLE = "sortid_scru64_realm";
  static final String LEASE_TABLE = "sortid_scru64_lease";

  /** The DDL, created if absent; also in docs/node-ids.md. */
  static final String[] DDL = {
    "CREATE TABLE IF NOT EXISTS "
        + REALM_TABLE
        + " (realm VARCHAR(100) NOT NULL PRIMARY KEY, node_id_size INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS "
        + LEASE_TABLE
        + " (realm VARCHAR(100) NOT NULL, node_id INTEGER NOT NULL, holder VARCHAR(100),"
        + " expires_at BIGINT NOT NULL, reserved_through BIGINT NOT NULL, last_id BIGINT,"
        + " PRIMARY KEY (realm, node_id))"
  };

  /** Adds {@code last_id} to a lease table created before it existed. */
  static final String ADD_LAST_ID = "ALTER TABLE " + LEASE_TABLE + " ADD COLUMN last_id BIGINT";

  /** The database's clock in Unix ms (PostgreSQL and H2 both take this form). */
  private static final String NOW = "CAST(EXTRACT(EPOCH FROM CURRENT_TIMESTAMP) * 1000 AS BIGINT)";

  private static final String FREE = "(holder IS NULL OR expires_at < " + NOW + ")";

  private final DataSource dataSource;
  private final String description;
  private final int queryTimeoutSeconds;

  JdbcBackend(DataSource dataSource, String description, int queryTimeoutSeconds) {
    this.dataSource = dataSource;
    this.description = description;
    this.queryTimeoutSeconds = queryTimeoutSeconds;
  }

  /** A claimed JDBC node id: the row is the realm's and node id's. */
  static final class JdbcHandle extends Handle {
    JdbcHandle(int nodeId, long previous, long previousLastId, long reservedThrough) {
      super(nodeId, previous, previousLastId, reservedThrough);
    }
  }

  @Override
  public void prepare(String realm, int nodeIdSize) {
    try (Connection c = connect()) {
      createTables(c);
      Integer size = realmSize(c, realm);
      if (size == null) {
        try (PreparedStatement s =
            prepare(c, "INSERT INTO " + REALM_TABLE + " (realm, node_id_size) VALUES (?, ?)")) {
          s.setString(1, realm);
          s.setInt(2, nodeIdSize);
          s.executeUpdate();
          return;
        } catch (SQLException e) {
          if (!isConflict(e)) {
            throw e;
          }
          size = realmSize(c, realm); // another process recorded it first
        }
      }
      if (size == null || size != nodeIdSize) {
        throw Backend.sizeRefused(realm, size == null ? -1 : size, nodeIdSize);
      }
    } catch (SQLException e) {
      throw failure("could not prepare realm \"" + realm + "\"", e);
    }
  }

  private void createTables(Connection c) throws SQLException {
    for (String ddl : DDL) {
      try (Statement s = c.createStatement()) {
        s.setQueryTimeout(queryTimeoutSeconds);
        s.execute(ddl);
      } catch (SQLException e) {
        // concurrent CREATE TABLE IF NOT EXISTS can still collide (PostgreSQL): fine if it is there
        try (Statement s = c.createStatement()) {
          s.executeQuery(
                  "SELECT 1 FROM "
                      + (ddl.contains(REALM_TABLE) ? REALM_TABLE : LEASE_TABLE)
                      + " WHERE 1 = 0")
              .close();
        } catch (SQLException again) {
          e.addSuppressed(again);
          throw e;
        }
      }
    }
    // a lease table made before last_id existed gets it (only tried when the column is missing,
    // so a user without the right to alter the table is not bothered once it is there)
    if (!selects(c, "SELECT last_id FROM " + LEASE_TABLE + " WHERE 1 = 0")) {
      try (Statement s = c.createStatement()) {
        s.setQueryTimeout(queryTimeoutSeconds);
        s.execute(ADD_LAST_ID);
      } catch (SQLException e) {
        if (!selects(c, "SELECT last_id FROM " + LEASE_TABLE + " WHERE 1 = 0")) {
          throw e; // not added by a concurrent process either
        }
      }
    }
  }

  /** Whether the query runs (the tables and columns it names exist). */
  private boolean selects(Connection c, String sql) {
    try (Statement s = c.createStatement()) {
      s.setQueryTimeout(queryTimeoutSeconds);
      s.executeQuery(sql).close();
      return true;
    } catch (SQLException e) {
      return false;
    }
  }

  private Integer realmSize(Connection c, String realm) throws SQLException {
    try (PreparedStatement s =
        prepare(c, "SELECT node_id_size FROM " + REALM_TABLE + " WHERE realm = ?")) {
      s.setString(1, realm);
      try (ResultSet r = s.executeQuery()) {
        return r.next() ? r.getInt(1) : null;
      }
    }
  }

  @Override
  public Optional<Handle> claim(Claim claim) {
    String realm = claim.realm();
    try (Connection c = connect()) {
      while (true) {
        // a snapshot of the realm: which ids exist, which are free, their reservations
        Set<Integer> present = new HashSet<>();
        List<long[]> free = new ArrayList<>(); // {node_id, reserved_through}
        try (PreparedStatement s =
            prepare(
                c,
                "SELECT node_id, CASE WHEN "
                    + FREE
                    + " THEN 1 ELSE 0 END, reserved_through FROM "
                    + LEASE_TABLE
                    + " WHERE realm = ? AND node_id BETWEEN ? AND ?")) {
          s.setString(1, realm);
          s.setInt(2, claim.from());
          s.setInt(3, claim.to());
          try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
              present.add(r.getInt(1));
              if (r.getInt(2) == 1) {
                free.add(new long[] {r.getInt(1), r.getLong(3)});
              }
            }
          }
        }
        // prefer ids whose reservation has passed (reuse first: the table does not grow), then
        // ids never used, then the free id whose reservation ends first (the claimer waits for it)
        List<long[]> passed = new ArrayList<>();
        long[] earliest = null;
        for (long[] row : free) {
          if (row[1] < claim.clockTick()) {
            passed.add(row);
          }
          if (earliest == null || row[1] < earliest[1]) {
            earliest = row;
          }
        }
        Optional<Handle> handle;
        if (!passed.isEmpty()) {
          long[] row = passed.get(ThreadLocalRandom.current().nextInt(passed.size()));
          handle = takeOver(c, claim, (int) row[0]);
        } else {
          OptionalInt unused = Candidates.freeId(claim.from(), claim.to(), present);
          if (unused.isPresent()) {
            handle = insert(c, claim, unused.getAsInt());
          } else if (earliest != null) {
            handle = takeOver(c, claim, (int) earliest[0]);
          } else {
            return Optional.empty(); // every node id is held
          }
        }
        if (handle.isPresent()) {
          return handle;
        }
        // another claimer was faster for that id: look again
      }
    } catch (SQLException e) {
      throw failure("could not claim a node id in realm \"" + realm + "\"", e);
    }
  }

  /**
   * Takes a free or expired row in one conditional UPDATE, then extends its reservation; empty when
   * another claimer was faster.
   */
  private Optional<Handle> takeOver(Connection c, Claim claim, int nodeId) throws SQLException {
    String realm = claim.realm();
    String holder = claim.holder();
    long leaseMillis = claim.leaseMillis();
    try (PreparedStatement s =
        prepare(
            c,
            "UPDATE "
                + LEASE_TABLE
                + " SET holder = ?, expires_at = "
                + NOW
                + " + ? WHERE realm = ? AND node_id = ? AND "
                + FREE)) {
      s.setString(1, holder);
      s.setLong(2, leaseMillis);
      s.setString(3, realm);
      s.setInt(4, nodeId);
      if (s.executeUpdate() != 1) {
        return Optional.empty();
      }
    }
    // the row is ours: only holder-conditional writes follow, so the old reservation is stable
    long previous;
    long previousLastId;
    try (PreparedStatement s =
        prepare(
            c,
            "SELECT reserved_through, last_id FROM "
                + LEASE_TABLE
                + " WHERE realm = ? AND node_id = ? AND holder = ?")) {
      s.setString(1, realm);
      s.setInt(2, nodeId);
      s.setString(3, holder);
      try (ResultSet r = s.executeQuery()) {
        if (!r.next()) {
          return Optional.empty(); // taken over again already (a lease time shorter than the claim)
        }
        previous = r.getLong(1);
        long lastId = r.getLong(2);
        previousLastId = r.wasNull() ? -1 : lastId;
      }
    }
    long reserved = Math.max(previous, claim.reserveThroughTick());
    JdbcHandle handle = new JdbcHandle(nodeId, previous, previousLastId, reserved);
    if (!write(c, realm, handle, holder, reserved, leaseMillis)) {
      return Optional.empty();
    }
    return Optional.of(handle);
  }

  /**
   * Claims a node id never used in the realm: the primary key lets one INSERT win; empty when
   * another claimer's did.
   */
  private Optional<Handle> insert(Connection c, Claim claim, int nodeId) throws SQLException {
    try (PreparedStatement s =
        prepare(
            c,
            "INSERT INTO "
                + LEASE_TABLE
                + " (realm, node_id, holder, expires_at, reserved_through) VALUES (?, ?, ?, "
                + NOW
                + " + ?, ?)")) {
      s.setString(1, claim.realm());
      s.setInt(2, nodeId);
      s.setString(3, claim.holder());
      s.setLong(4, claim.leaseMillis());
      s.setLong(5, claim.reserveThroughTick());
      s.executeUpdate();
      return Optional.of(new JdbcHandle(nodeId, -1, -1, claim.reserveThroughTick()));
    } catch (SQLException e) {
      if (isConflict(e)) {
        return Optional.empty();
      }
      throw e;
    }
  }

  @Override
  public boolean renew(
      String realm, Handle handle, String holder, long reserveThroughTick, long leaseMillis) {
    try (Connection c = connect()) {
      long reserved = Math.max(handle.reservedThrough, reserveThroughTick);
      boolean held = write(c, realm, handle, holder, reserved, leaseMillis);
      if (held) {
        handle.reservedThrough = reserved;
      }
      return held;
    } catch (SQLException e) {
      throw failure(
          "could not renew the lease of node id " + handle.nodeId + " in realm \"" + realm + "\"",
          e);
    }
  }

  /** Extends expiry and reservation, if the row is still this holder's. */
  private boolean write(
      Connection c, String realm, Handle handle, String holder, long reserved, long leaseMillis)
      throws SQLException {
    try (PreparedStatement s =
        prepare(
            c,
            "UPDATE "
                + LEASE_TABLE
                + " SET expires_at = "
                + NOW
                + " + ?, reserved_through = GREATEST(reserved_through, ?), last_id = NULL"
                + " WHERE realm = ? AND node_id = ? AND holder = ?")) {
      s.setLong(1, leaseMillis);
      s.setLong(2, reserved);
      s.setString(3, realm);
      s.setInt(4, handle.nodeId);
      s.setString(5, holder);
      return s.executeUpdate() == 1;
    }
  }

  @Override
  public void release(String realm, Handle handle, String holder, long throughTick, long lastId) {
    try (Connection c = connect();
        PreparedStatement s =
            prepare(
                c,
                "UPDATE "
                    + LEASE_TABLE
                    + " SET holder = NULL, expires_at = 0, reserved_through = ?, last_id = ?"
                    + " WHERE realm = ? AND node_id = ? AND holder = ?")) {
      long tick = Math.min(throughTick, handle.reservedThrough);
      s.setLong(1, tick);
      if (lastId >= 0 && tick == throughTick) {
        s.setLong(2, lastId);
      } else {
        s.setNull(2, java.sql.Types.BIGINT);
      }
      s.setString(3, realm);
      s.setInt(4, handle.nodeId);
      s.setString(5, holder);
      s.executeUpdate();
    } catch (SQLException e) {
      throw failure(
          "could not release node id " + handle.nodeId + " in realm \"" + realm + "\"", e);
    }
  }

  private Connection connect() throws SQLException {
    Connection c = dataSource.getConnection();
    if (!c.getAutoCommit()) {
      c.setAutoCommit(true);
    }
    return c;
  }

  private PreparedStatement prepare(Connection c, String sql) throws SQLException {
    PreparedStatement s = c.prepareStatement(sql);
    s.setQueryTimeout(queryTimeoutSeconds);
    return s;
  }

  /** An integrity constraint violation (SQLState class 23): another claimer won the key. */
  private static boolean isConflict(SQLException e) {
    String state = e.getSQLState();
    return state != null && state.startsWith("23");
  }

  private NodeIdLeaseException failure(String what, SQLException e) {
    return new StoreFailure(
        what + " at " + description + ": " + e.getMessage() + " (SQLState " + e.getSQLState() + ")",
        e);
  }

  @Override
  public boolean interruptible() {
    return false; // an interrupt closes an embedded H2 database's file channel
  }

  @Override
  public boolean suspended() {
    return false;
  }

  @Override
  public long epoch() {
    return 0;
  }

  @Override
  public void onReconnect(Runnable task) {
    // a database has no connection state to watch: each operation opens its own connection
  }

  @Override
  public String describe() {
    return description;
  }

  @Override
  public void close() {
    // connections are per operation, and the data source holds nothing open
  }
}
