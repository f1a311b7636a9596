package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Descriptor 0 stands for a link in a temporary folder, as /proc/self/fd/0 does on Linux. */
final class StandardInputTest {
  private static final byte[] ID =
      "0372hg16csmsm50l8dikcvukc\n".getBytes(StandardCharsets.US_ASCII);

  @TempDir Path dir;

  @Test
  void descriptorOnAFileOfTheRuntime_isReportedAsClosed() throws IOException {
    Path runtimeFile = Path.of(System.getProperty("java.home"), "release");
    StandardInput in = input(Files.createSymbolicLink(dir.resolve("0"), runtimeFile));
    IOException e = assertThrows(IOException.class, in::read);
    assertTrue(e.getMessage().startsWith("it is closed (descriptor 0 holds "), e.getMessage());
    assertThrows(IOException.class, () -> in.read(new byte[8], 0, 8)); // every time
    assertThrows(IOException.class, in::available);
  }

  @Test
  void descriptorOnAnotherFile_orNoLink_isRead() throws IOException {
    Path data = Files.write(dir.resolve("ids.txt"), ID);
    assertEquals(ID.length, input(Files.createSymbolicLink(dir.resolve("0"), data)).available());
    assertEquals(ID[0], input(dir.resolve("missing")).read());
    assertEquals(
        ID[0], input(Files.createSymbolicLink(dir.resolve("p"), Path.of("pipe:[1]"))).read());
  }

  @Test
  void validate_closedStandardInput_exitThreeWithOneLine() throws IOException {
    Path runtimeFile = Path.of(System.getProperty("java.home"), "release");
    StandardInput in = input(Files.createSymbolicLink(dir.resolve("0"), runtimeFile));
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        SortidCommand.execute(
            new String[] {"validate"},
            in,
            new ByteArrayOutputStream(),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(ExitStatus.IO_ERROR, status);
    String message = err.toString(StandardCharsets.UTF_8);
    assertEquals(1, message.lines().count(), message);
    assertTrue(message.startsWith("sortid: cannot read standard input: it is closed"), message);
  }

  private static StandardInput input(Path descriptor) {
    return new StandardInput(new ByteArrayInputStream(ID), descriptor);
  }
}
