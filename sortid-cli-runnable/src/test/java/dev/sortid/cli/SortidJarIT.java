package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
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

  /**
   * The class-data sharing archive and AOT cache of JDK 25 leave out class files older than version
   * 50; the build rewrites picocli's (version 49) so the launcher's archive holds them. Each
   * rewritten class must still pass the verifier: loading and initialising it in a class loader of
   * its own verifies it.
   */
  @Test
  void jar_everyClassFileVersion50OrLater_andPicocliVerifies() throws Exception {
    List<String> old = new ArrayList<>();
    List<String> picocli = new ArrayList<>();
    try (ZipFile zip = new ZipFile(JAR.toFile())) {
      for (ZipEntry entry : Collections.list(zip.entries())) {
        String name = entry.getName();
        if (!name.endsWith(".class")) {
          continue;
        }
        byte[] head;
        try (InputStream in = zip.getInputStream(entry)) {
          head = in.readNBytes(8);
        }
        int major = (head[6] & 0xff) << 8 | (head[7] & 0xff);
        if (major < 50) {
          old.add(name + " (version " + major + ")");
        }
        if (name.startsWith("picocli/")) {
          picocli.add(name.substring(0, name.length() - ".class".length()).replace('/', '.'));
        }
      }
    }
    assertTrue(
        old.isEmpty(), () -> old.size() + " class files below version 50, the first " + old.get(0));
    assertTrue(picocli.size() > 100, () -> "picocli classes in the jar: " + picocli.size());
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {JAR.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
      for (String name : picocli) {
        assertEquals(loader, Class.forName(name, true, loader).getClassLoader(), name);
      }
    }
  }

  private static String errorOf(Process process) {
    try {
      return new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return e.toString();
    }
  }
}
