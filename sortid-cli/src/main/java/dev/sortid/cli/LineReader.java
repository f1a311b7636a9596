package dev.sortid.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads the lines of a byte stream in constant memory: a line ends at LF, and a CR right before the
 * LF is part of the line end (CRLF); nothing else is stripped. A line longer than {@link
 * #MAX_LENGTH} bytes is not kept: {@link #text()} is null for it and {@link #length()} says how
 * long it was, so the caller can report it and go on. Text is UTF-8.
 */
final class LineReader {
  /** The longest line kept, in bytes: far above the longest id form (a 49-digit integer). */
  static final int MAX_LENGTH = 128;

  private final InputStream in;
  private final byte[] buffer = new byte[1 << 16];
  private int position;
  private int limit;
  private final byte[] line = new byte[MAX_LENGTH + 1]; // + a CR that may turn out to end it
  private long length;
  private long number;
  private String text;

  LineReader(InputStream in) {
    this.in = in;
  }

  /**
   * Reads the next line.
   *
   * @return false at the end of the stream
   * @throws IOException if the stream fails
   */
  boolean next() throws IOException {
    long count = 0; // bytes of the line so far, CR included
    byte last = 0;
    boolean any = false;
    while (true) {
      if (position == limit) {
        limit = in.read(buffer, 0, buffer.length);
        position = 0;
        if (limit <= 0) {
          limit = 0;
          if (!any) {
            return false;
          }
          break; // a last line without LF
        }
      }
      any = true;
      int start = position;
      int end = start;
      while (end < limit && buffer[end] != '\n') {
        end++;
      }
      int chunk = end - start;
      if (count < line.length) {
        System.arraycopy(
            buffer, start, line, (int) count, (int) Math.min(chunk, line.length - count));
      }
      count += chunk;
      if (chunk > 0) {
        last = buffer[end - 1];
      }
      if (end < limit) {
        position = end + 1;
        break;
      }
      position = limit;
    }
    number++;
    if (last == '\r') {
      count--;
    }
    length = count;
    text = count > MAX_LENGTH ? null : decode((int) count);
    return true;
  }

  private String decode(int count) {
    for (int i = 0; i < count; i++) {
      if (line[i] < 0) {
        return new String(line, 0, count, StandardCharsets.UTF_8);
      }
    }
    return new String(line, 0, count, StandardCharsets.ISO_8859_1); // ASCII: the fast copy
  }

  /** The line without its line end, or null when it is longer than {@link #MAX_LENGTH}. */
  String text() {
    return text;
  }

  /** The length of the line in bytes, without its line end. */
  long length() {
    return length;
  }

  /** The number of the line, from 1. */
  long number() {
    return number;
  }
}
