package dev.sortid.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A buffered writer of mostly-ASCII lines straight into a byte stream: ids are ASCII, so chars are
 * copied as bytes without an encoder; anything else goes through UTF-8.
 *
 * <p>Every method is synchronized, so that a shutdown hook can {@link #flushAndStop() flush} what
 * was written while the command's thread is still running; a writer that writes many lines in a row
 * holds the monitor across them (an uncontended re-entry costs next to nothing). A failure of the
 * stream surfaces as an {@link OutputException}.
 */
final class AsciiOutput {
  /** Texts longer than this are encoded in one block; shorter ones (ids) are copied by char. */
  private static final int BULK = 64;

  private final OutputStream out;
  private final byte[] buffer = new byte[1 << 16];
  private int position;
  private boolean stopped;

  AsciiOutput(OutputStream out) {
    this.out = out;
  }

  /** Writes the text and a newline. */
  synchronized void line(CharSequence text) throws OutputException {
    write(text);
    write('\n');
  }

  /** Writes the text. */
  synchronized void write(CharSequence text) throws OutputException {
    int length = text.length();
    if (length > BULK) {
      // a long text (a record of inspect): the JDK's encoder copies ASCII as a block
      writeBytes(text.toString().getBytes(StandardCharsets.UTF_8));
      return;
    }
    if (length > buffer.length - position) {
      drain();
    }
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c >= 0x80) { // not ASCII after all: what was copied is overwritten
        writeBytes(text.toString().getBytes(StandardCharsets.UTF_8));
        return;
      }
      buffer[position + i] = (byte) c;
    }
    position += length;
  }

  /** Writes one ASCII char. */
  synchronized void write(char c) throws OutputException {
    if (position == buffer.length) {
      drain();
    }
    buffer[position++] = (byte) c;
  }

  /** Writes raw bytes. */
  synchronized void writeBytes(byte[] bytes) throws OutputException {
    if (bytes.length > buffer.length - position) {
      drain();
      if (bytes.length > buffer.length) {
        put(bytes);
        return;
      }
    }
    System.arraycopy(bytes, 0, buffer, position, bytes.length);
    position += bytes.length;
  }

  /** Writes out what is buffered and flushes the stream. */
  synchronized void flush() throws OutputException {
    drain();
    try {
      out.flush();
    } catch (IOException e) {
      throw new OutputException(e);
    }
  }

  /**
   * Flushes what was written so far and drops everything written after (the process is ending);
   * failures are ignored: there is no one left to tell.
   */
  synchronized void flushAndStop() {
    try {
      flush();
    } catch (OutputException e) {
      // the reader is gone or the disk full: the exit status is the signal's
    }
    stopped = true;
  }

  private void drain() throws OutputException {
    if (position > 0) {
      int length = position;
      position = 0;
      if (!stopped) {
        put(buffer, length);
      }
    }
  }

  private void put(byte[] bytes) throws OutputException {
    if (!stopped) {
      put(bytes, bytes.length);
    }
  }

  private void put(byte[] bytes, int length) throws OutputException {
    try {
      out.write(bytes, 0, length);
    } catch (IOException e) {
      throw new OutputException(e);
    }
  }
}
