package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.spring.pod.PodApplication;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code sortid.scru64.stateful-set.enabled=true} in an application started in a JVM of its own,
 * with the environment of a StatefulSet pod: the node id is {@code SCRU64_POD_INDEX} (the pod-index
 * label) + offset when that variable is set, else the ordinal of {@code HOSTNAME}. Each Boot module
 * runs these on its generation.
 */
public abstract class StatefulSetTests {
  /** The limit of the wait on the child JVM. */
  private static final long CHILD_SECONDS = 240;

  /** Creates the tests. */
  protected StatefulSetTests() {}

  @ParameterizedTest
  @CsvSource(
      nullValues = "-",
      value = {"5, orders-2, 21/8", "-, orders-2, 18/8"})
  void podEnvironment_nodeIdIsTheOrdinalPlusTheOffset(
      String podIndex, String hostname, String expected) throws Exception {
    Map<String, String> environment = new HashMap<>();
    environment.put("SCRU64_POD_INDEX", podIndex);
    environment.put("HOSTNAME", hostname);
    String output =
        run(
            environment,
            "--sortid.scru64.stateful-set.enabled=true",
            "--sortid.scru64.stateful-set.offset=16");
    assertTrue(output.contains("node-spec=" + expected + "\n"), output);
  }

  /**
   * Runs {@link PodApplication} with these variables (a null value removes the variable) and
   * properties, and returns its standard output.
   */
  private static String run(Map<String, String> variables, String... properties)
      throws IOException, InterruptedException {
    String classPath =
        System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx256m");
    command.add("-cp");
    command.add(classPath);
    command.add(PodApplication.class.getName());
    command.add("--spring.main.banner-mode=off");
    command.add("--logging.level.root=warn");
    command.addAll(List.of(properties));
    Path out = Files.createTempFile("pod-", ".out");
    Path err = Files.createTempFile("pod-", ".err");
    try {
      ProcessBuilder builder =
          new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
      variables.forEach(
          (name, value) -> {
            if (value == null) {
              builder.environment().remove(name);
            } else {
              builder.environment().put(name, value);
            }
          });
      Process process = builder.start();
      if (!process.waitFor(CHILD_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        throw new AssertionError("the application did not end within " + CHILD_SECONDS + " s");
      }
      String output = Files.readString(out, StandardCharsets.UTF_8);
      assertEquals(0, process.exitValue(), () -> output + readQuietly(err));
      return output;
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  private static String readQuietly(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "(unreadable: " + e + ")";
    }
  }
}
