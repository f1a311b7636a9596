package dev.sortid;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the test vectors copied from ../shared/vectors into src/test/resources/vectors. */
final class Vectors {
  private Vectors() {}

  /** Rows of a CSV file with a header line; fields may be double-quoted. */
  static List<Map<String, String>> csv(String name) {
    List<String> lines = lines(name);
    List<String> header = splitCsv(lines.get(0));
    List<Map<String, String>> rows = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      if (!line.isEmpty()) {
        rows.add(row(header, splitCsv(line)));
      }
    }
    return rows;
  }

  /** Rows of a TSV file whose leading {@code #} lines are comments; inputs are unescaped. */
  static List<Map<String, String>> tsv(String name) {
    List<String> lines = new ArrayList<>(lines(name));
    lines.removeIf(line -> line.startsWith("#"));
    List<String> header = List.of(lines.get(0).split("\t", -1));
    List<Map<String, String>> rows = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      if (!line.isEmpty()) {
        List<String> fields = new ArrayList<>();
        for (String field : line.split("\t", -1)) {
          fields.add(unescape(field));
        }
        rows.add(row(header, fields));
      }
    }
    return rows;
  }

  /**
   * Entries of a YAML list of flat maps, as the TypeID vector files are written: {@code - key:
   * value} starts an entry, {@code key: value} continues it, {@code #} lines are comments, and a
   * value in double quotes is the text between them.
   */
  static List<Map<String, String>> yaml(String name) {
    List<Map<String, String>> entries = new ArrayList<>();
    for (String line : lines(name)) {
      String trimmed = line.strip();
      if (trimmed.isEmpty() || trimmed.startsWith("#")) {
        continue;
      }
      if (trimmed.startsWith("- ")) {
        entries.add(new LinkedHashMap<>());
        trimmed = trimmed.substring(2);
      }
      int colon = trimmed.indexOf(':');
      String value = trimmed.substring(colon + 1).strip();
      if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
        value = value.substring(1, value.length() - 1);
      }
      entries.get(entries.size() - 1).put(trimmed.substring(0, colon), value);
    }
    return entries;
  }

  /** A JSON vector file. */
  static JsonNode json(String name) {
    try (InputStream in = open(name)) {
      return new ObjectMapper().readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Replaces {@code \\uXXXX} escapes by their chars. */
  static String unescape(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\' && i + 5 < text.length() && text.charAt(i + 1) == 'u') {
        out.append((char) Integer.parseInt(text.substring(i + 2, i + 6), 16));
        i += 5;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static Map<String, String> row(List<String> header, List<String> fields) {
    Map<String, String> row = new LinkedHashMap<>();
    for (int i = 0; i < header.size(); i++) {
      row.put(header.get(i), i < fields.size() ? fields.get(i) : "");
    }
    return row;
  }

  private static List<String> splitCsv(String line) {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          field.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          field.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    fields.add(field.toString());
    return fields;
  }

  private static List<String> lines(String name) {
    try (InputStream in = open(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static InputStream open(String name) {
    InputStream in = Vectors.class.getResourceAsStream("/vectors/" + name);
    if (in == null) {
      throw new IllegalArgumentException("no vector file " + name);
    }
    return in;
  }
}
