package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What the JVM itself reports about class initialisation, in a JVM of its own: initialising every
 * class of sortid-core (except the default generators' holders, whose initialisation is the first
 * use) initialises no {@code SecureRandom}, no DRBG and no {@code SecureRandomSource}, so no
 * default generator and no random state exists; the first id then initialises all three. The JVM
 * logs each class as it initialises it ({@code -Xlog:class+init=info}), so this sees
 * initialisations that a security provider would not (a generator given the caller's random source,
 * a holder initialised without a draw), and the order in which they happen. {@link
 * InitialisationTest} checks the same through the JCA in this JVM, and that the environment is read
 * at first use only.
 */
final class ClassInitialisationLogTest {
  private static final String MARKER = "sortid: every class initialised";

  /**
   * Classes whose initialisation means random state or a default generator exists. Every generator
   * with the default random source creates a DRBG, which initialises the first two.
   */
  private static final List<String> RANDOM_STATE =
      List.of("'java/security/SecureRandom'", "'sun/security/provider/DRBG'", "$DefaultHolder'");

  @Test
  void initialisingEveryClass_createsNoRandomStateUntilTheFirstId() throws Exception {
    List<String> names = classNames();
    assertTrue(names.size() > 30, "found " + names);
    Path classes = Path.of("target/classes").toAbsolutePath();
    Path testClasses = Path.of("target/test-classes").toAbsolutePath();
    Path output = Files.createTempFile("sortid-class-init", ".log");
    try {
      Process process =
          new ProcessBuilder(
                  Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                  "-Xlog:class+init=info:stdout",
                  "-cp",
                  classes + File.pathSeparator + testClasses,
                  InitialiseEveryClass.class.getName())
              .redirectErrorStream(true)
              .redirectOutput(output.toFile())
              .start();
      assertEquals(0, process.waitFor(), () -> read(output));
      List<String> lines = Files.readAllLines(output, StandardCharsets.UTF_8);
      int marker = lines.indexOf(MARKER);
      assertTrue(marker > 0, () -> "no marker line in " + read(output));

      List<String> before = lines.subList(0, marker);
      for (String name : names) {
        if (!name.endsWith("$DefaultHolder")) {
          String logged = "'" + name.replace('.', '/') + "'";
          assertTrue(
              before.stream().anyMatch(line -> line.contains(logged)),
              name + " was initialised before the marker");
        }
      }
      List<String> early = matching(before);
      assertTrue(early.isEmpty(), "random state before the first id: " + early);

      List<String> after = lines.subList(marker + 1, lines.size());
      String firstId = after.stream().filter(line -> line.startsWith("id ")).findFirst().orElse("");
      assertEquals(25, firstId.length() - 3, () -> "the first SCRU128 id in " + after);
      for (String name : RANDOM_STATE) {
        if (!name.equals("$DefaultHolder'")) {
          assertTrue(
              after.stream().anyMatch(line -> line.contains(name)),
              name + " is initialised by the first id (the log sees the DRBG)");
        }
      }
      assertTrue(
          after.stream()
              .anyMatch(line -> line.contains("'dev/sortid/Scru128Generator$DefaultHolder'")),
          "the first id made the default generator");
    } finally {
      Files.deleteIfExists(output);
    }
  }

  private static List<String> matching(List<String> lines) {
    List<String> found = new ArrayList<>();
    for (String line : lines) {
      for (String name : RANDOM_STATE) {
        if (line.contains(name)) {
          found.add(line);
        }
      }
    }
    return found;
  }

  private static String read(Path output) {
    try {
      return Files.readString(output, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "(unreadable: " + e + ")";
    }
  }

  /** Every class of sortid-core, by binary name. */
  static List<String> classNames() throws IOException {
    Path root = Path.of("target/classes");
    try (Stream<Path> files = Files.walk(root.resolve("dev/sortid"))) {
      return files
          .map(path -> root.relativize(path).toString())
          .filter(name -> name.endsWith(".class"))
          .map(name -> name.substring(0, name.length() - 6).replace(File.separatorChar, '.'))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  /**
   * Run in the forked JVM: initialises every class of target/classes except the holders, prints the
   * marker, then makes one SCRU128 id.
   */
  static final class InitialiseEveryClass {
    private InitialiseEveryClass() {}

    public static void main(String[] args) throws Exception {
      ClassLoader loader = InitialiseEveryClass.class.getClassLoader();
      for (String name : classNames()) {
        if (!name.endsWith("$DefaultHolder")) {
          Class.forName(name, true, loader);
        }
      }
      System.out.println(MARKER);
      System.out.println("id " + Scru128Id.generate());
    }
  }
}
