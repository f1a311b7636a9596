package dev.sortid.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A buffered writer of mostly-ASCII lines straight into a byte stream: ids are ASCII, so chars are
 * copied as bytes without an encoder; anything else goes through UTF-8.
 *
 * <p>Whole lines only: the buffer goes out in writes of at most {@link #PIECE} bytes that each end
 * at a line end (only a line longer than that is split). A write of at most PIPE_BUF bytes (4096 on
 * Linux, 512 at least by POSIX) into a pipe is atomic: all of it reaches the reader, or, when the
 * process ends while the write waits for room in a full pipe, none of it. So a process stopped
 * while its reader has stopped reading leaves whole lines behind. Regular files take each write
 * whole. Text that does not end its last line (a prompt, raw {@code --to bytes} output) goes out at
 * {@link #flush()}.
 *
 * <p>Every method is synchronized, so that a shutdown hook can {@link #flushAndStop() flush} what
 * was written while the command's thread is still running; a writer that writes many lines in a row
 * holds the monitor across them (an uncontended re-entry costs next to nothing). A failure of the
 * stream surfaces as an {@link OutputException}.
 */
final class AsciiOutput {
  /** Texts longer than this are encoded in one block; shorter ones (ids) are copied by char. */
  private static final int BULK = 64;

  /** The largest write into the stream: Linux's PIPE_BUF, the atomic size of a pipe write. */
  static final int PIECE = 4096;

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
      if (bytes.length > buffer.length - position) {
        writeOut(false);
        if (bytes.length > buffer.length) {
          put(bytes, 0, bytes.length, false);
          return;
        }
      }
    }
    System.arraycopy(bytes, 0, buffer, position, bytes.length);
    position += bytes.length;
  }

  /** Writes out what is buffered and flushes the stream. */
  synchronized void flush() throws OutputException {
    writeOut(false);
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

  /**
   * Makes room: writes out the buffer's whole lines and keeps a last line that has no line end yet
   * (at most {@link #PIECE} bytes of it) at the start of the buffer.
   */
  private void drain() throws OutputException {
    writeOut(true);
  }

  /**
   * Writes out the buffer, or with {@code keepLastLine} all but a last line without a line end,
   * which moves to the start of the buffer. When the stream fails, the buffer is dropped.
   */
  private void writeOut(boolean keepLastLine) throws OutputException {
    int written;
    try {
      written = put(buffer, 0, position, keepLastLine);
    } catch (OutputException e) {
      position = 0;
      throw e;
    }
    System.arraycopy(buffer, written, buffer, 0, position - written);
    position -= written;
  }

  /**
   * Writes bytes[from, to) in pieces of at most {@link #PIECE} bytes, each ending at a line end
   * unless a line is longer than a piece.
   *
   * @param keepLastLine true: leave a last part without a line end unwritten (when it fits a piece)
   * @return how many bytes were written (or, once stopped, dropped)
   */
  private int put(byte[] bytes, int from, int to, boolean keepLastLine) throws OutputException {
    int start = from;
    while (start < to) {
      int end = Math.min(to, start + PIECE);
      if (end < to || keepLastLine) {
        int lineEnd = end;
        while (lineEnd > start && bytes[lineEnd - 1] != '\n') {
          lineEnd--;
        }
        if (lineEnd > start) {
          end = lineEnd;
        } else if (end == to) {
          break; // the start of a line, still short: kept
        } // else a line longer than a piece: split
      }
      if (!stopped) {
        try {
          out.write(bytes, start, end - start);
        } catch (IOException e) {
          throw new OutputException(e);
        }
      }
      start = end;
    }
    return start - from;
  }
}
