package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class AsciiOutputTest {

  /** Every write the stream sees is at most PIPE_BUF bytes and ends at a line end. */
  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5})
  void lines_goOutInPiecesOfWholeLines(long seed) throws IOException {
    SplittableRandom random = new SplittableRandom(seed);
    RecordingStream stream = new RecordingStream();
    AsciiOutput out = new AsciiOutput(stream);
    StringBuilder expected = new StringBuilder();
    for (int i = 0; i < 20_000; i++) {
      String line = line(random);
      out.line(line);
      expected.append(line).append('\n');
      if (random.nextInt(1000) == 0) {
        out.flush();
      }
    }
    out.flush();
    assertEquals(expected.toString(), stream.text());
    for (byte[] write : stream.writes) {
      assertTrue(write.length <= AsciiOutput.PIECE, () -> write.length + " bytes");
      assertEquals('\n', write[write.length - 1]);
    }
  }

  /** A line longer than a piece is split; the lines around it stay whole. */
  @Test
  void lineLongerThanAPiece_isSplit_othersStayWhole() throws IOException {
    RecordingStream stream = new RecordingStream();
    AsciiOutput out = new AsciiOutput(stream);
    String longLine = "x".repeat(AsciiOutput.PIECE * 3 + 5);
    out.line("before");
    out.write(longLine);
    out.write('\n');
    out.line("after");
    out.flush();
    assertEquals("before\n" + longLine + "\nafter\n", stream.text());
    assertTrue(stream.writes.stream().allMatch(w -> w.length <= AsciiOutput.PIECE));
  }

  /** Raw bytes (convert --to bytes) and a text without a last line end all go out at flush. */
  @Test
  void bytesWithoutLineEnds_allGoOutAtFlush() throws IOException {
    RecordingStream stream = new RecordingStream();
    AsciiOutput out = new AsciiOutput(stream);
    byte[] raw = new byte[200_000];
    new SplittableRandom(7).nextBytes(raw);
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    for (int i = 0; i < raw.length; i += 16) {
      byte[] id = Arrays.copyOfRange(raw, i, i + 16);
      out.writeBytes(id);
      expected.write(id);
    }
    out.writeBytes(raw); // larger than the buffer
    expected.write(raw);
    out.write("no line end");
    expected.write("no line end".getBytes(StandardCharsets.US_ASCII));
    out.flush();
    assertEquals(
        new String(expected.toByteArray(), StandardCharsets.ISO_8859_1),
        new String(stream.bytes.toByteArray(), StandardCharsets.ISO_8859_1));
  }

  /** A failed write drops what was buffered, so that a later flush does not repeat it. */
  @Test
  void failedWrite_dropsTheBuffer() throws IOException {
    RecordingStream stream = new RecordingStream();
    AsciiOutput out = new AsciiOutput(stream);
    out.line("lost");
    stream.failing = true;
    assertThrows(OutputException.class, out::flush);
    stream.failing = false;
    out.line("next");
    out.flush();
    assertEquals("next\n", stream.text());
  }

  /** After flushAndStop, nothing more reaches the stream. */
  @Test
  void flushAndStop_writesWhatCameBefore_dropsWhatComesAfter() throws IOException {
    RecordingStream stream = new RecordingStream();
    AsciiOutput out = new AsciiOutput(stream);
    out.line("kept");
    out.flushAndStop();
    out.line("dropped");
    out.flush();
    assertEquals("kept\n", stream.text());
  }

  private static String line(SplittableRandom random) {
    int length = random.nextInt(1, 140);
    StringBuilder line = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      line.append(random.nextInt(50) == 0 ? 'é' : (char) ('a' + random.nextInt(26)));
    }
    return line.toString();
  }

  /** Keeps every write as it came. */
  private static final class RecordingStream extends OutputStream {
    final List<byte[]> writes = new ArrayList<>();
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    boolean failing;

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int offset, int length) throws IOException {
      if (failing) {
        throw new IOException("No space left on device");
      }
      writes.add(Arrays.copyOfRange(b, offset, offset + length));
      bytes.write(b, offset, length);
    }

    String text() {
      return bytes.toString(StandardCharsets.UTF_8);
    }
  }
}
