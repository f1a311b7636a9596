import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws {@code index-locality.svg} from {@code index-locality.csv}: two bar charts, the median
 * insert time and the median primary-key size of each database and key kind. Prints the table of
 * figures (Markdown) and, given a page, writes that table into it.
 *
 * <p>The CSV's columns are found by their names in its first line; a CSV without a {@code database}
 * column holds PostgreSQL figures.
 *
 * <p>A single-file program, run by {@code scripts/index-locality.sh}. Arguments: the directory
 * holding the CSV (default {@code target/index-locality}), where the chart is written; optionally a
 * Markdown page whose lines between {@code <!-- index-locality:start -->} and {@code <!--
 * index-locality:end -->} are replaced by the table.
 */
public final class IndexLocalityChart {
  private static final int WIDTH = 860;
  private static final int LABEL_WIDTH = 300;
  private static final int BAR_HEIGHT = 26;
  private static final int BAR_GAP = 12;
  private static final double MIB = 1048576.0;
  private static final String START = "<!-- index-locality:start -->\n";
  private static final String END = "<!-- index-locality:end -->";

  /** The names of the key kinds in the table; a kind not listed shows its CSV name. */
  private static final Map<String, String> LABELS =
      Map.of(
          "uuid-v4", "random UUIDv4",
          "uuid-v7", "UUIDv7",
          "scru128-uuid", "SCRU128",
          "ulid-uuid", "ULID",
          "scru64-bigint", "SCRU64",
          "random-bigint", "random `bigint`");

  /** The names of the databases; a database not listed shows its CSV name. */
  private static final Map<String, String> DATABASES =
      Map.of("postgres", "PostgreSQL", "mariadb", "MariaDB");

  private IndexLocalityChart() {}

  /** The figures of one kind on one database over its rounds, each array sorted. */
  record Summary(
      String database,
      String kind,
      String columnType,
      int rows,
      long[] insertMillis,
      long[] indexBytes,
      long[] tableBytes) {
    long medianInsertMillis() {
      return median(insertMillis);
    }

    long medianIndexBytes() {
      return median(indexBytes);
    }
  }

  public static void main(String[] args) throws IOException {
    Path directory = Path.of(args.length > 0 ? args[0] : "target/index-locality");
    List<Summary> summaries =
        summarise(Files.readAllLines(directory.resolve("index-locality.csv")));
    Files.writeString(directory.resolve("index-locality.svg"), svg(summaries));
    String table = table(summaries);
    System.out.print(table);
    if (args.length > 1) {
      Path page = Path.of(args[1]);
      String text = Files.readString(page);
      int start = text.indexOf(START);
      int end = text.indexOf(END);
      if (start < 0 || end < start) {
        throw new IllegalArgumentException(
            page + " has no lines " + START.strip() + " ... " + END + " to fill");
      }
      Files.writeString(
          page, text.substring(0, start + START.length()) + table + text.substring(end));
    }
  }

  /** Figures per database and kind, in the order they first appear. */
  static List<Summary> summarise(List<String> lines) {
    List<String> header = List.of(lines.get(0).split(","));
    int database = header.indexOf("database");
    int kind = column(header, "kind");
    int columnType = column(header, "column_type");
    int rowCount = column(header, "rows");
    int insert = column(header, "insert_ms");
    int index = column(header, "index_bytes");
    int table = column(header, "table_bytes");
    Map<List<String>, List<String[]>> byKind = new LinkedHashMap<>();
    for (String line : lines.subList(1, lines.size())) {
      if (!line.isBlank()) {
        String[] fields = line.split(",");
        List<String> key = List.of(database < 0 ? "postgres" : fields[database], fields[kind]);
        byKind.computeIfAbsent(key, k -> new ArrayList<>()).add(fields);
      }
    }
    List<Summary> summaries = new ArrayList<>();
    byKind.forEach(
        (key, rows) ->
            summaries.add(
                new Summary(
                    key.get(0),
                    key.get(1),
                    rows.get(0)[columnType],
                    Integer.parseInt(rows.get(0)[rowCount]),
                    sorted(rows, insert),
                    sorted(rows, index),
                    sorted(rows, table))));
    return summaries;
  }

  private static int column(List<String> header, String name) {
    int index = header.indexOf(name);
    if (index < 0) {
      throw new IllegalArgumentException("the CSV has no column " + name + ": " + header);
    }
    return index;
  }

  private static long[] sorted(List<String[]> rows, int column) {
    return rows.stream().mapToLong(r -> Long.parseLong(r[column])).sorted().toArray();
  }

  static long median(long[] sorted) {
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  /**
   * The table of docs/databases.md: insert time as min / median / max over the rounds, primary-key
   * size as the median with the range where the rounds differ, table size as the median.
   */
  static String table(List<Summary> summaries) {
    int rounds = summaries.isEmpty() ? 0 : summaries.get(0).insertMillis().length;
    StringBuilder table =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "| database | key | column | insert time, s (%s) | primary key (MiB) | table (MiB)"
                    + " |%n"
                    + "| --- | --- | --- | --- | --- | --- |%n",
                rounds == 1 ? "1 round" : "min / median / max of " + rounds));
    for (Summary s : summaries) {
      long[] insert = s.insertMillis();
      String time =
          insert.length == 1
              ? seconds(insert[0])
              : String.join(
                  " / ",
                  seconds(insert[0]),
                  seconds(s.medianInsertMillis()),
                  seconds(insert[insert.length - 1]));
      long[] index = s.indexBytes();
      String low = mebibytes(index[0]);
      String high = mebibytes(index[index.length - 1]);
      String size = mebibytes(s.medianIndexBytes());
      if (!low.equals(high)) {
        size += " (" + low + " - " + high + ")";
      }
      table.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | `%s` | %s | %s | %s |%n",
              DATABASES.getOrDefault(s.database(), s.database()),
              LABELS.getOrDefault(s.kind(), s.kind()),
              s.columnType(),
              time,
              size,
              mebibytes(median(s.tableBytes()))));
    }
    return table.toString();
  }

  private static String seconds(long millis) {
    return String.format(Locale.ROOT, "%.1f", millis / 1000.0);
  }

  private static String mebibytes(long bytes) {
    return String.format(Locale.ROOT, "%.1f", bytes / MIB);
  }

  static String svg(List<Summary> summaries) {
    int panel = 40 + summaries.size() * (BAR_HEIGHT + BAR_GAP) + 20;
    int height = 2 * panel + 40;
    StringBuilder svg = new StringBuilder();
    svg.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"13\">%n",
            WIDTH,
            height,
            WIDTH,
            height));
    svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    panel(
        svg,
        summaries,
        0,
        String.format(
            Locale.ROOT,
            "Insert time of %,d rows (s, median; lower is better)",
            summaries.isEmpty() ? 0 : summaries.get(0).rows()),
        s -> s.medianInsertMillis() / 1000.0,
        "%.1f s");
    panel(
        svg,
        summaries,
        panel,
        "Primary-key size (MiB, median; lower is better)",
        s -> s.medianIndexBytes() / MIB,
        "%.1f MiB");
    svg.append(
        String.format(
            Locale.ROOT,
            "<text x=\"10\" y=\"%d\" font-size=\"11\" fill=\"#555\">Generated by"
                + " IndexLocalityChart from index-locality.csv</text>%n",
            height - 12));
    svg.append("</svg>\n");
    return svg.toString();
  }

  private static void panel(
      StringBuilder svg,
      List<Summary> summaries,
      int top,
      String title,
      java.util.function.ToDoubleFunction<Summary> value,
      String format) {
    double max = summaries.stream().mapToDouble(value).max().orElse(1);
    int barSpace = WIDTH - LABEL_WIDTH - 90;
    svg.append(
        String.format(
            Locale.ROOT,
            "<text x=\"10\" y=\"%d\" font-weight=\"bold\">%s</text>%n",
            top + 24,
            title));
    int y = top + 40;
    for (Summary s : summaries) {
      double v = value.applyAsDouble(s);
      int length = (int) Math.round(v / max * barSpace);
      String colour =
          s.kind().startsWith("uuid-v4") || s.kind().startsWith("random") ? "#c0504d" : "#4f81bd";
      svg.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s: %s (%s)</text>%n",
              LABEL_WIDTH - 8,
              y + BAR_HEIGHT / 2 + 5,
              DATABASES.getOrDefault(s.database(), s.database()),
              s.kind(),
              s.columnType()));
      svg.append(
          String.format(
              Locale.ROOT,
              "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>%n",
              LABEL_WIDTH,
              y,
              Math.max(length, 1),
              BAR_HEIGHT,
              colour));
      svg.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%d\" y=\"%d\">%s</text>%n",
              LABEL_WIDTH + length + 6,
              y + BAR_HEIGHT / 2 + 5,
              String.format(Locale.ROOT, format, v)));
      y += BAR_HEIGHT + BAR_GAP;
    }
  }
}
