package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Id;
import dev.sortid.spring.aot.AotApplication;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Builds {@link AotApplication} ahead of time as {@code spring-boot:process-aot} does (Boot's
 * {@code SpringApplicationAotProcessor}, in a JVM of its own), compiles the generated sources with
 * javax.tools, and starts the application from them with {@code -Dspring.aot.enabled=true}: the
 * context comes from the generated initializer, the SCRU64 node id is leased from an H2 store, the
 * JPA entities get their ids from the application's (leased) generator, and ids go through JSON
 * bodies and path variables. It also checks that the native-image configuration the processor wrote
 * holds what sortid's hints and Spring's own Hibernate hints add. Each Boot module runs this on its
 * generation.
 */
public abstract class AotTests {
  /** Per child JVM: start-up, AOT processing, an H2 database; far above what any of them takes. */
  private static final long CHILD_SECONDS = 300;

  private final Generation generation;

  /**
   * Creates the tests.
   *
   * @param generation the Boot generation under test
   */
  protected AotTests(Generation generation) {
    this.generation = generation;
  }

  @Test
  void processedAheadOfTime_startsFromTheGeneratedCodeWithTheLeasedGenerator(@TempDir Path dir)
      throws Exception {
    Path sources = dir.resolve("sources");
    Path resources = dir.resolve("resources");
    Path classes = dir.resolve("classes");
    List<String> properties =
        List.of(
            "--server.port=0",
            "--spring.main.banner-mode=off",
            "--logging.level.root=warn",
            "--spring.datasource.url=jdbc:h2:mem:aot-orders;DB_CLOSE_DELAY=-1",
            "--spring.jpa.hibernate.ddl-auto=create-drop",
            "--spring.jpa.open-in-view=false",
            "--sortid.scru64.lease.url=" + H2.newUrl(),
            "--sortid.scru64.lease.realm=aot",
            "--sortid.scru64.lease.node-size=8");

    List<String> process = new ArrayList<>();
    process.add("org.springframework.boot.SpringApplicationAotProcessor");
    process.add(AotApplication.class.getName());
    process.add(sources.toString());
    process.add(resources.toString());
    process.add(classes.toString());
    process.add("dev.sortid.test");
    process.add("aot-application");
    process.addAll(properties);
    // Spring Data JPA 4 (Boot 4.0) builds a Hibernate SessionFactory of its own while it processes
    // the repositories, outside the application context: sortid's generator there finds no bean
    // and takes the process-wide default, which for SCRU64 needs a node spec. That
    // SessionFactory makes no id; the spec is given to the processing JVM only, as
    // docs/native-images.md tells users to.
    Child processor =
        Child.start(
            classPath(),
            List.of("-Dsortid.scru64.nodeSpec=255/8"),
            process,
            dir.resolve("process.log"));
    processor.awaitExit();

    Path initializer =
        sources.resolve(
            AotApplication.class.getName().replace('.', File.separatorChar)
                + "__ApplicationContextInitializer.java");
    assertTrue(Files.isRegularFile(initializer), "generated " + initializer);
    String nativeConfig = nativeImageConfiguration(resources);
    assertTrue(
        nativeConfig.contains("dev.sortid.SerializedId"),
        "sortid's serialization hints in the native-image configuration");
    assertTrue(
        nativeConfig.contains(
            generation.sortidModuleType().getPackageName().replace('.', '/')
                + "/version.properties"),
        "the Jackson module's resource hint in the native-image configuration");
    compile(sources, classes);

    List<String> run = new ArrayList<>();
    run.add(AotApplication.class.getName());
    run.addAll(properties);
    String runPath = classes + File.pathSeparator + resources + File.pathSeparator + classPath();
    Child app =
        Child.start(runPath, List.of("-Dspring.aot.enabled=true"), run, dir.resolve("run.log"));
    try {
      assertEquals("aot=true", app.awaitLine("aot="), "started from the generated initializer");
      int nodeId = Integer.parseInt(app.awaitLine("node-id=").substring("node-id=".length()));
      String base = "http://localhost:" + app.awaitLine("port=").substring("port=".length());
      HttpClient client = HttpClient.newHttpClient();

      Scru64Id before = idIn(get(client, base + "/ids/next"));
      String created =
          send(
              client,
              HttpRequest.newBuilder(URI.create(base + "/orders"))
                  .header("Content-Type", "application/json")
                  .POST(HttpRequest.BodyPublishers.ofString("{\"item\":\"tea\"}"))
                  .build());
      Scru64Id saved = idIn(created);
      Scru64Id after = idIn(get(client, base + "/ids/next"));
      assertTrue(
          before.compareTo(saved) < 0 && saved.compareTo(after) < 0,
          "the entity's id comes from the application's generator: "
              + before
              + " < "
              + saved
              + " < "
              + after);
      assertEquals(nodeId, saved.nodeCtr() >>> 16, "the leased node id (8 bits)");
      assertTrue(created.contains("\"item\":\"tea\""), created);

      assertEquals(created, get(client, base + "/orders/" + saved));
      HttpResponse<String> malformed =
          client.send(
              HttpRequest.newBuilder(URI.create(base + "/orders/not-an-id")).build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(400, malformed.statusCode(), malformed.body());
    } finally {
      app.stop();
    }
  }

  private static String classPath() {
    return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
  }

  /**
   * Every file the processor wrote under META-INF/native-image, one after another, with JSON's
   * escaped slashes ({@code \/}) read as slashes.
   */
  private static String nativeImageConfiguration(Path resources) throws IOException {
    Path root = resources.resolve("META-INF/native-image");
    assertTrue(Files.isDirectory(root), "the processor wrote " + root);
    try (Stream<Path> files = Files.walk(root)) {
      List<Path> regular = files.filter(Files::isRegularFile).sorted().toList();
      StringBuilder all = new StringBuilder();
      for (Path file : regular) {
        all.append(Files.readString(file, StandardCharsets.UTF_8)).append('\n');
      }
      return all.toString().replace("\\/", "/");
    }
  }

  /** Compiles every generated source into {@code classes}, or fails with javac's messages. */
  private static void compile(Path sources, Path classes) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<File> files;
    try (Stream<Path> walk = Files.walk(sources)) {
      files = walk.filter(path -> path.toString().endsWith(".java")).map(Path::toFile).toList();
    }
    assertTrue(!files.isEmpty(), "sources under " + sources);
    Files.createDirectories(classes);
    try (StandardJavaFileManager fileManager =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      boolean compiled =
          javac
              .getTask(
                  null,
                  fileManager,
                  diagnostics,
                  List.of(
                      "-proc:none",
                      "-nowarn",
                      "-d",
                      classes.toString(),
                      "-classpath",
                      classes + File.pathSeparator + classPath()),
                  null,
                  fileManager.getJavaFileObjectsFromFiles(files))
              .call();
      assertTrue(
          compiled,
          () ->
              diagnostics.getDiagnostics().stream()
                  .map(Object::toString)
                  .collect(Collectors.joining("\n")));
    }
  }

  private static Scru64Id idIn(String json) {
    Matcher id = Pattern.compile("\"id\":\"([0-9a-z]{12})\"").matcher(json);
    assertTrue(id.find(), json);
    return Scru64Id.parse(id.group(1));
  }

  private static String get(HttpClient client, String uri) throws Exception {
    return send(client, HttpRequest.newBuilder(URI.create(uri)).build());
  }

  private static String send(HttpClient client, HttpRequest request) throws Exception {
    HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), response.body());
    return response.body();
  }

  /**
   * A JVM of this test's class path: its standard output read line by line, its standard error in a
   * log file.
   */
  private static final class Child {
    final Process process;
    final BufferedReader out;
    final Path log;
    final StringBuffer seen = new StringBuffer();

    private Child(Process process, Path log) {
      this.process = process;
      this.out =
          new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      this.log = log;
    }

    static Child start(String classPath, List<String> options, List<String> main, Path log)
        throws IOException {
      List<String> command = new ArrayList<>();
      command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
      command.add("-Xmx512m");
      command.addAll(options);
      command.add("-cp");
      command.add(classPath);
      command.addAll(main);
      return new Child(new ProcessBuilder(command).redirectError(log.toFile()).start(), log);
    }

    /** Waits for the JVM to end; fails with its output unless it ended with status 0. */
    void awaitExit() throws Exception {
      CompletableFuture<Void> drained = CompletableFuture.runAsync(() -> readUntil(null));
      if (!process.waitFor(CHILD_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new AssertionError("did not end within " + CHILD_SECONDS + " s:\n" + output());
      }
      drained.get(CHILD_SECONDS, TimeUnit.SECONDS);
      assertEquals(0, process.exitValue(), this::output);
    }

    /** Reads lines until one starts with the prefix; fails with the JVM's output otherwise. */
    String awaitLine(String prefix) throws Exception {
      String line =
          CompletableFuture.supplyAsync(() -> readUntil(prefix))
              .get(CHILD_SECONDS, TimeUnit.SECONDS);
      if (line == null) {
        process.waitFor(CHILD_SECONDS, TimeUnit.SECONDS);
        throw new AssertionError("ended without \"" + prefix + "\":\n" + output());
      }
      return line;
    }

    /** The first line starting with {@code prefix} (null: none, to the end of the output). */
    private String readUntil(String prefix) {
      try {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
          seen.append(line).append('\n');
          if (prefix != null && line.startsWith(prefix)) {
            return line;
          }
        }
      } catch (IOException e) {
        seen.append("(output unreadable: ").append(e).append(")\n");
      }
      return null;
    }

    /** Ends the application: a line on its standard input, then its exit. */
    void stop() throws Exception {
      try (OutputStream in = process.getOutputStream()) {
        in.write('\n');
      } catch (IOException e) {
        // it has ended already; awaitExit reports how
      }
      awaitExit();
    }

    private String output() {
      String errors;
      try {
        errors = Files.readString(log, StandardCharsets.UTF_8);
      } catch (IOException e) {
        errors = "(unreadable: " + e + ")";
      }
      return seen + "--- standard error ---\n" + errors;
    }
  }
}
