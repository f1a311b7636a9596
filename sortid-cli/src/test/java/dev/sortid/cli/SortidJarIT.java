package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the packaged jar as separate processes, to prove the packaging works. */
final class SortidJarIT {
  private static final Path JAR = RunnableJar.PATH;
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @Test
  void jar_generatesUlids() throws Exception {
    Process process =
        new ProcessBuilder(JAVA, "-jar", JAR.toString(), "generate", "ulid", "-n", "5").start();
    assertTrue(process.waitFor(60, TimeUnit.SECONDS));
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
    assertEquals(0, process.exitValue());
    List<String> lines = out.lines().toList();
    assertEquals(5, lines.size());
    lines.forEach(Ulid::parse);
  }

  @Test
  void jar_scru64WithH2Lease_generates(@TempDir Path dir) throws Exception {
    String url = "jdbc:h2:" + dir.resolve("sortid-leases").toAbsolutePath();
    Process process =
        new ProcessBuilder(
                JAVA, "-jar", JAR.toString(), "generate", "scru64", "--lease", url, "-n", "5")
            .start();
    assertTrue(process.waitFor(60, TimeUnit.SECONDS));
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
    assertEquals(0, process.exitValue(), () -> errorOf(process));
    List<String> lines = out.lines().toList();
    assertEquals(5, lines.size());
    lines.forEach(Scru64Id::parse);
  }

  @Test
  void jar_pipeIntoValidateOrdered_exitsZero() throws Exception {
    List<Process> pipeline =
        ProcessBuilder.startPipeline(
            List.of(
                new ProcessBuilder(
                        JAVA, "-jar", JAR.toString(), "generate", "scru128", "-n", "200000")
                    .redirectError(ProcessBuilder.Redirect.DISCARD),
                new ProcessBuilder(JAVA, "-jar", JAR.toString(), "validate", "--ordered")
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)));
    for (Process process : pipeline) {
      assertTrue(process.waitFor(120, TimeUnit.SECONDS));
      assertEquals(0, process.exitValue(), () -> errorOf(process));
    }
  }

  @Test
  void jar_streamIntoHead_endsWithoutStackTrace() throws Exception {
    Process process =
        new ProcessBuilder(JAVA, "-jar", JAR.toString(), "generate", "ulid", "--stream")
            .redirectError(ProcessBuilder.Redirect.PIPE)
            .start();
    byte[] some = process.getInputStream().readNBytes(27 * 1000);
    assertEquals(27 * 1000, some.length);
    process.getInputStream().close(); // the reader goes away
    assertTrue(process.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, process.exitValue());
    assertEquals("", new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
  }

  private static String errorOf(Process process) {
    try {
      return new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return e.toString();
    }
  }
}
