import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Checks the GraalVM reachability metadata of one module against its classes: every class,
 * constructor, method and field that {@code reflect-config.json}, {@code serialization-config.json}
 * and {@code native-image.properties} name exists (loaded without being initialised, from the
 * module's classes and dependencies), every resource pattern of {@code resource-config.json}
 * matches a file of the module, every interface of {@code proxy-config.json} exists and is an
 * interface, a module whose code makes JDK proxies ships {@code proxy-config.json}, and every class
 * of the module that holds randomness, a clock or a
 * lease is initialised at run time ({@code --initialize-at-run-time}), so that native-image can
 * neither run its initialiser at build time nor store one of its instances in the image.
 *
 * <p>A class holds such state when it declares a field (static or not) of a type that is or extends
 * {@link java.util.random.RandomGenerator}, {@link java.time.InstantSource}, sortid's {@code
 * IdGenerator} or {@code RandomSource}, or sortid-nodeid's {@code
 * NodeIdLeases} or {@code NodeIdLease}, or of a type of the module that is itself initialised at
 * run time; or when its static initialiser reads the clock, creates a random generator, reads the
 * environment or makes an id or a generator (read from {@code javap -c}).
 *
 * <p>Run as a single-file program with the module's classes and dependencies on the class path:
 *
 * <pre>
 * java -cp CLASSES:DEPS NativeMetadata.java ARTIFACT_ID CLASSES_DIR
 * </pre>
 *
 * The metadata is read from {@code CLASSES_DIR/META-INF/native-image/dev.sortid/ARTIFACT_ID/}; a
 * module without that directory passes only when it has no class that needs it, one without classes
 * (a pom) always. Exit 0: the metadata matches; 1: it does not (each problem printed on stderr); 2:
 * bad arguments or unreadable input. The build runs it in the package phase of every published
 * module.
 */
public final class NativeMetadata {
  private static final Set<String> FILES =
      Set.of(
          "native-image.properties",
          "reflect-config.json",
          "serialization-config.json",
          "resource-config.json",
          "proxy-config.json");

  /** The flags of reflect-config.json this check accepts (each must be true). */
  private static final Set<String> FLAGS =
      Set.of(
          "allDeclaredConstructors",
          "allPublicConstructors",
          "allDeclaredMethods",
          "allPublicMethods",
          "allDeclaredFields",
          "allPublicFields",
          "queryAllDeclaredConstructors",
          "queryAllPublicConstructors",
          "queryAllDeclaredMethods",
          "queryAllPublicMethods");

  private static final List<String> STATEFUL_TYPES =
      List.of(
          "java.util.random.RandomGenerator",
          "java.time.InstantSource",
          "dev.sortid.IdGenerator",
          "dev.sortid.RandomSource",
          "dev.sortid.nodeid.NodeIdLeases",
          "dev.sortid.nodeid.NodeIdLease");

  /** Calls that make a static initialiser depend on the moment, the machine or randomness. */
  private static final Pattern STATEFUL_CALL =
      Pattern.compile(
          "// (Method|InterfaceMethod) ("
              + "java/lang/System\\.(currentTimeMillis|nanoTime|getenv|getProperty)"
              + "|java/time/[A-Za-z]+\\.now|java/time/(Clock|InstantSource)\\.(instant|millis)"
              + "|java/security/SecureRandom\\."
              + "|java/util/(Random|SplittableRandom|UUID\\.randomUUID)"
              + "|java/util/concurrent/ThreadLocalRandom"
              + "|dev/sortid/[A-Za-z0-9]+Generator(\\$Builder)?\\."
              + "(builder|build|generate|defaultGenerator)"
              + "|dev/sortid/[A-Za-z0-9]+\\.generate|dev/sortid/Scru64NodeSpec\\.fromEnvironment)");

  private final ClassLoader loader = NativeMetadata.class.getClassLoader();
  private final List<String> problems = new ArrayList<>();
  private final Set<String> proxies = new TreeSet<>();

  private NativeMetadata() {}

  public static void main(String[] args) {
    if (args.length != 2) {
      System.err.println("usage: NativeMetadata ARTIFACT_ID CLASSES_DIR");
      System.exit(2);
    }
    Path classes = Path.of(args[1]);
    if (!Files.isDirectory(classes)) {
      System.out.println(
          "native-image metadata of " + args[0] + ": no classes (a pom), none needed");
      return;
    }
    Path directory = classes.resolve("META-INF/native-image/dev.sortid").resolve(args[0]);
    NativeMetadata check = new NativeMetadata();
    int named;
    try {
      named = check.run(classes, directory);
    } catch (IOException | RuntimeException e) {
      System.err.println("native-image metadata of " + args[0] + ": cannot be read: " + e);
      System.exit(2);
      return;
    }
    if (!check.problems.isEmpty()) {
      System.err.println("native-image metadata of " + args[0] + " (" + directory + "):");
      check.problems.forEach(problem -> System.err.println("  " + problem));
      System.exit(1);
    }
    System.out.println(
        "native-image metadata of "
            + args[0]
            + ": "
            + (Files.isDirectory(directory)
                ? named + " names checked in " + directory
                : "none needed, none shipped"));
  }

  /** Checks everything; returns how many names the metadata holds. */
  private int run(Path classes, Path directory) throws IOException {
    Set<String> runTime = new TreeSet<>();
    int named = 0;
    if (Files.isDirectory(directory)) {
      try (Stream<Path> files = Files.list(directory)) {
        for (Path file : (Iterable<Path>) files.sorted()::iterator) {
          String name = file.getFileName().toString();
          if (!FILES.contains(name)) {
            problems.add(
                "unexpected file " + name + " (expected one of " + new TreeSet<>(FILES) + ")");
          } else if (name.equals("native-image.properties")) {
            runTime.addAll(runTimeClasses(file));
            named += runTime.size();
          } else {
            named += checkJson(name, Json.parse(Files.readString(file)), classes);
          }
        }
      }
    }
    for (String name : runTime) {
      load(name, "native-image.properties");
    }
    for (String name : needingRunTime(classes, runTime)) {
      if (!runTime.contains(name)) {
        problems.add(
            name
                + " holds randomness, a clock or a lease (or sets one up in its static"
                + " initialiser): list it in --initialize-at-run-time of native-image.properties");
      }
    }
    if (!proxies.isEmpty() && !Files.isRegularFile(directory.resolve("proxy-config.json"))) {
      problems.add(
          proxies
              + " make JDK proxies (java.lang.reflect.Proxy): list their interfaces in"
              + " proxy-config.json");
    }
    return named;
  }

  private List<String> runTimeClasses(Path file) throws IOException {
    Properties properties = new Properties();
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
      properties.load(reader);
    }
    List<String> names = new ArrayList<>();
    for (String key : properties.stringPropertyNames()) {
      if (!key.equals("Args")) {
        problems.add("native-image.properties: unexpected key " + key + " (expected Args)");
      }
    }
    for (String option : properties.getProperty("Args", "").trim().split("\\s+")) {
      String prefix = "--initialize-at-run-time=";
      if (option.startsWith(prefix)) {
        names.addAll(Arrays.asList(option.substring(prefix.length()).split(",")));
      } else if (!option.isEmpty()) {
        problems.add("native-image.properties: unexpected option " + option);
      }
    }
    return names;
  }

  private int checkJson(String file, Object json, Path classes) {
    int named = 0;
    switch (file) {
      case "reflect-config.json", "serialization-config.json" -> {
        for (Object entry : list(json, file)) {
          Map<String, Object> type = map(entry, file);
          Class<?> found = load(string(type.get("name"), file), file);
          named++;
          if (found == null) {
            continue;
          }
          for (Map.Entry<String, Object> member : type.entrySet()) {
            String key = member.getKey();
            boolean known =
                file.equals("serialization-config.json")
                    ? key.equals("name")
                    : Set.of("name", "methods", "fields").contains(key)
                        || (FLAGS.contains(key) && Boolean.TRUE.equals(member.getValue()));
            if (!known) {
              problems.add(file + ": unexpected key " + key + " for " + found.getName());
            }
          }
          if (file.equals("serialization-config.json")
              && !java.io.Serializable.class.isAssignableFrom(found)) {
            problems.add(file + ": " + found.getName() + " is not Serializable");
          }
          for (Object method : list(type.getOrDefault("methods", List.of()), file)) {
            checkMethod(found, map(method, file), file);
            named++;
          }
          for (Object field : list(type.getOrDefault("fields", List.of()), file)) {
            String fieldName = string(map(field, file).get("name"), file);
            named++;
            if (Arrays.stream(found.getDeclaredFields())
                .noneMatch(declared -> declared.getName().equals(fieldName))) {
              problems.add(file + ": no field " + found.getName() + "." + fieldName);
            }
          }
        }
      }
      case "proxy-config.json" -> {
        for (Object entry : list(json, file)) {
          Map<String, Object> proxy = map(entry, file);
          if (!proxy.keySet().equals(Set.of("interfaces"))) {
            problems.add(file + ": expected only the key interfaces, found " + proxy.keySet());
          }
          for (Object name : list(proxy.get("interfaces"), file)) {
            Class<?> found = load(string(name, file), file);
            named++;
            if (found != null && !found.isInterface()) {
              problems.add(file + ": " + found.getName() + " is not an interface");
            }
          }
        }
      }
      case "resource-config.json" -> {
        Map<String, Object> top = map(json, file);
        if (!top.keySet().equals(Set.of("resources"))) {
          problems.add(file + ": expected only the key resources, found " + top.keySet());
        }
        Map<String, Object> resources = map(top.get("resources"), file);
        for (Object include : list(resources.get("includes"), file)) {
          String pattern = string(map(include, file).get("pattern"), file);
          named++;
          if (!matchesAFile(classes, Pattern.compile(pattern))) {
            problems.add(file + ": the pattern " + pattern + " matches no file of the module");
          }
        }
      }
      default -> throw new IllegalStateException(file);
    }
    return named;
  }

  private void checkMethod(Class<?> type, Map<String, Object> method, String file) {
    String name = string(method.get("name"), file);
    List<Class<?>> parameters = new ArrayList<>();
    for (Object parameter : list(method.get("parameterTypes"), file)) {
      Class<?> parameterType = load(string(parameter, file), file);
      if (parameterType == null) {
        return;
      }
      parameters.add(parameterType);
    }
    Class<?>[] types = parameters.toArray(new Class<?>[0]);
    try {
      if (name.equals("<init>")) {
        type.getDeclaredConstructor(types);
      } else {
        type.getDeclaredMethod(name, types);
      }
    } catch (NoSuchMethodException e) {
      problems.add(
          file
              + ": no method "
              + type.getName()
              + "."
              + name
              + parameters.stream()
                  .map(Class::getTypeName)
                  .collect(Collectors.joining(", ", "(", ")")));
    }
  }

  /** The classes of the module that must be initialised at run time. */
  private Set<String> needingRunTime(Path classes, Set<String> runTime) throws IOException {
    List<Class<?>> types = new ArrayList<>();
    try (Stream<Path> files = Files.walk(classes)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        String relative = classes.relativize(file).toString().replace('\\', '/');
        if (relative.endsWith(".class") && !relative.endsWith("module-info.class")) {
          String name = relative.substring(0, relative.length() - 6).replace('/', '.');
          Class<?> type = load(name, "the module's classes");
          if (type != null) {
            types.add(type);
          }
        }
      }
    }
    List<Class<?>> stateful = new ArrayList<>();
    for (String name : STATEFUL_TYPES) {
      try {
        stateful.add(Class.forName(name, false, loader));
      } catch (ClassNotFoundException e) {
        // not on this module's class path: nothing of the module can hold one
      }
    }
    Set<String> needed = new TreeSet<>();
    for (Class<?> type : types) {
      if (setsUpState(classes, type.getName())) {
        needed.add(type.getName());
      }
    }
    boolean grew = true;
    while (grew) {
      grew = false;
      for (Class<?> type : types) {
        if (!needed.contains(type.getName()) && holds(type, stateful, needed)) {
          grew |= needed.add(type.getName());
        }
      }
    }
    return needed;
  }

  private static boolean holds(Class<?> type, List<Class<?>> stateful, Set<String> needed) {
    for (Field field : type.getDeclaredFields()) {
      Class<?> fieldType = field.getType();
      while (fieldType.isArray()) {
        fieldType = fieldType.getComponentType();
      }
      for (Class<?> state : stateful) {
        if (state.isAssignableFrom(fieldType)) {
          return true;
        }
      }
      if (needed.contains(fieldType.getName())) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the static initialiser of {@code name} makes a call of {@link #STATEFUL_CALL}; records
   * the class in {@link #proxies} when any of its code makes a JDK proxy.
   */
  private boolean setsUpState(Path classes, String name) {
    ToolProvider javap = ToolProvider.findFirst("javap").orElseThrow();
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status =
        javap.run(
            new PrintWriter(out),
            new PrintWriter(err),
            "-c",
            "-p",
            "-cp",
            classes.toString(),
            name);
    if (status != 0) {
      problems.add("javap failed on " + name + ": " + err);
      return false;
    }
    if (out.toString().contains("java/lang/reflect/Proxy.newProxyInstance")) {
      proxies.add(name);
    }
    boolean inInitialiser = false;
    for (String line : out.toString().split("\n")) {
      if (line.startsWith("  static {};")) {
        inInitialiser = true;
      } else if (inInitialiser && line.startsWith("  ") && !line.startsWith("    ")) {
        inInitialiser = false;
      } else if (inInitialiser && STATEFUL_CALL.matcher(line).find()) {
        return true;
      }
    }
    return false;
  }

  private static boolean matchesAFile(Path classes, Pattern pattern) {
    try (Stream<Path> files = Files.walk(classes)) {
      return files
          .filter(Files::isRegularFile)
          .map(file -> classes.relativize(file).toString().replace('\\', '/'))
          .anyMatch(file -> pattern.matcher(file).matches());
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /**
   * The class of that binary name, primitive name or either followed by {@code []}, or null with a
   * problem recorded.
   */
  private Class<?> load(String name, String where) {
    if (name.endsWith("[]")) {
      Class<?> component = load(name.substring(0, name.length() - 2), where);
      return component == null ? null : component.arrayType();
    }
    Class<?> primitive =
        switch (name) {
          case "boolean" -> boolean.class;
          case "byte" -> byte.class;
          case "char" -> char.class;
          case "short" -> short.class;
          case "int" -> int.class;
          case "long" -> long.class;
          case "float" -> float.class;
          case "double" -> double.class;
          default -> null;
        };
    if (primitive != null) {
      return primitive;
    }
    try {
      return Class.forName(name, false, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      problems.add(where + ": no class " + name + " (" + e + ")");
      return null;
    }
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> map(Object json, String file) {
    if (json instanceof Map<?, ?> map) {
      return (Map<String, Object>) map;
    }
    throw new IllegalArgumentException(file + ": expected an object, found " + json);
  }

  private static List<?> list(Object json, String file) {
    if (json instanceof List<?> list) {
      return list;
    }
    throw new IllegalArgumentException(file + ": expected an array, found " + json);
  }

  private static String string(Object json, String file) {
    if (json instanceof String text) {
      return text;
    }
    throw new IllegalArgumentException(file + ": expected a string, found " + json);
  }

  /** A JSON reader for the metadata files: objects, arrays, strings, true, false and null. */
  private static final class Json {
    private final String text;
    private int at;

    private Json(String text) {
      this.text = text;
    }

    static Object parse(String text) {
      Json json = new Json(text);
      Object value = json.value();
      json.space();
      if (json.at != text.length()) {
        throw json.error("end of input");
      }
      return value;
    }

    private Object value() {
      space();
      if (at >= text.length()) {
        throw error("a value");
      }
      char c = text.charAt(at);
      if (c == '{') {
        at++;
        Map<String, Object> object = new LinkedHashMap<>();
        space();
        if (peek('}')) {
          return object;
        }
        do {
          space();
          String key = string();
          space();
          expect(':');
          if (object.put(key, value()) != null) {
            throw error("no repeated key " + key);
          }
          space();
        } while (peek(','));
        expect('}');
        return object;
      }
      if (c == '[') {
        at++;
        List<Object> array = new ArrayList<>();
        space();
        if (peek(']')) {
          return array;
        }
        do {
          array.add(value());
          space();
        } while (peek(','));
        expect(']');
        return array;
      }
      if (c == '"') {
        return string();
      }
      for (String word : List.of("true", "false", "null")) {
        if (text.startsWith(word, at)) {
          at += word.length();
          return word.equals("null") ? null : Boolean.valueOf(word);
        }
      }
      throw error("a value");
    }

    private String string() {
      expect('"');
      StringBuilder out = new StringBuilder();
      while (at < text.length() && text.charAt(at) != '"') {
        char c = text.charAt(at++);
        if (c == '\\' && at < text.length()) {
          char escaped = text.charAt(at++);
          switch (escaped) {
            case 'n' -> out.append('\n');
            case 't' -> out.append('\t');
            case 'u' -> {
              out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
              at += 4;
            }
            default -> out.append(escaped);
          }
        } else {
          out.append(c);
        }
      }
      expect('"');
      return out.toString();
    }

    private void space() {
      while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
        at++;
      }
    }

    private boolean peek(char c) {
      if (at < text.length() && text.charAt(at) == c) {
        at++;
        return true;
      }
      return false;
    }

    private void expect(char c) {
      if (!peek(c)) {
        throw error("'" + c + "'");
      }
    }

    private IllegalArgumentException error(String expected) {
      return new IllegalArgumentException(
          "invalid JSON at offset " + at + ": expected " + expected);
    }
  }
}
