package dev.sortid.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A buffered writer of mostly-ASCII lines straight into a byte stream: ids are ASCII, so chars are
 * copied as bytes without an encoder; anything else goes through UTF-8.
 */
final class AsciiOutput {
  private final OutputStream out;
  private final byte[] buffer = new byte[1 << 16];
  private int position;

  AsciiOutput(OutputStream out) {
    this.out = out;
  }

  /** Writes the text and a newline. */
  void line(String text) throws IOException {
    write(text);
    write('\n');
  }

  /** Writes the text. */
  void write(String text) throws IOException {
    int length = text.length();
    if (length > buffer.length - position) {
      drain();
      if (length > buffer.length) {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        return;
      }
    }
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c >= 0x80) { // not ASCII after all: what was copied is overwritten
        writeBytes(text.getBytes(StandardCharsets.UTF_8));
        return;
      }
      buffer[position + i] = (byte) c;
    }
    position += length;
  }

  /** Writes one ASCII char. */
  void write(char c) throws IOException {
    if (position == buffer.length) {
      drain();
    }
    buffer[position++] = (byte) c;
  }

  /** Writes raw bytes. */
  void writeBytes(byte[] bytes) throws IOException {
    if (bytes.length > buffer.length - position) {
      drain();
      if (bytes.length > buffer.length) {
        out.write(bytes);
        return;
      }
    }
    System.arraycopy(bytes, 0, buffer, position, bytes.length);
    position += bytes.length;
  }

  /** Writes out what is buffered and flushes the stream. */
  void flush() throws IOException {
    drain();
    out.flush();
  }

  private void drain() throws IOException {
    if (position > 0) {
      int length = position;
      position = 0;
      out.write(buffer, 0, length);
    }
  }
}
