import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Writes or checks the public API signature file of one module: every public and protected type,
 * constructor, method and field of the packages that the module's {@code module-info} exports to
 * everyone, one per line, sorted, in the form {@code java.lang.reflect} prints them (generic types,
 * modifiers, throws clauses). The file is for people to read in a review; a change to it is a
 * change to the API.
 *
 * <p>Run as a single-file program with the module's classes and dependencies on the class path:
 *
 * <pre>
 * java -cp CLASSES:DEPS ApiSignatures.java check|update CLASSES_DIR API_FILE
 * </pre>
 *
 * {@code check} exits 1 with the lines that differ when the file does not match the classes (each
 * member's line after the name of its type), 0 when it does; {@code update} rewrites the file. Exit 2: bad arguments or unreadable input. The
 * build runs it in the package phase of every module that sets {@code sortid.api.skip} to false.
 */
public final class ApiSignatures {

  private ApiSignatures() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 3 || !(args[0].equals("check") || args[0].equals("update"))) {
      System.err.println("usage: ApiSignatures check|update CLASSES_DIR API_FILE");
      System.exit(2);
    }
    Path classes = Path.of(args[1]);
    Path apiFile = Path.of(args[2]);
    List<String> actual = signatures(classes);
    if (args[0].equals("update")) {
      Files.createDirectories(apiFile.toAbsolutePath().getParent());
      Files.write(apiFile, actual);
      System.out.println("API signatures: wrote " + actual.size() + " lines to " + apiFile);
      return;
    }
    List<String> expected = Files.exists(apiFile) ? Files.readAllLines(apiFile) : List.of();
    if (expected.equals(actual)) {
      System.out.println("API signatures: " + apiFile + " matches (" + actual.size() + " lines)");
      return;
    }
    System.err.println("API signatures: the public API differs from " + apiFile + ":");
    List<String> was = qualified(expected);
    List<String> is = qualified(actual);
    Set<String> before = new LinkedHashSet<>(was);
    Set<String> after = new LinkedHashSet<>(is);
    for (String line : was) {
      if (!after.contains(line)) {
        System.err.println("- " + line);
      }
    }
    for (String line : is) {
      if (!before.contains(line)) {
        System.err.println("+ " + line);
      }
    }
    System.err.println(
        "If the change is meant, rewrite the file and commit it with the change:\n"
            + "  ./mvnw -B package -DskipTests -Dsortid.api.mode=update");
    System.exit(1);
  }

  /**
   * The lines of a signature file, each member line (indented, under its type's line) prefixed
   * with the name of its type, {@code dev.sortid.Ulid: public java.lang.String toString()}: a diff
   * then names the type of each changed member, and a member that leaves one type while another
   * type has the same line still shows.
   */
  static List<String> qualified(List<String> lines) {
    List<String> out = new ArrayList<>(lines.size());
    String type = "";
    for (String line : lines) {
      if (line.startsWith("  ")) {
        out.add(type + ": " + line.strip());
      } else {
        type = typeName(line);
        out.add(line);
      }
    }
    return out;
  }

  /** The name of the type a header line declares (see {@link #header}), without its parameters. */
  private static String typeName(String header) {
    List<String> words = List.of(header.split(" "));
    for (String kind : List.of("class", "interface", "enum", "record", "@interface")) {
      int at = words.indexOf(kind);
      if (at >= 0 && at + 1 < words.size()) {
        String name = words.get(at + 1);
        int parameters = name.indexOf('<');
        return parameters < 0 ? name : name.substring(0, parameters);
      }
    }
    return header;
  }

  /** The signature lines of the exported packages of the module in {@code classes}, sorted. */
  static List<String> signatures(Path classes) throws IOException {
    Set<String> exported = exportedPackages(classes);
    List<Class<?>> types = new ArrayList<>();
    try (Stream<Path> files = Files.walk(classes)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        String relative = classes.relativize(file).toString().replace('\\', '/');
        if (!relative.endsWith(".class") || relative.endsWith("module-info.class")) {
          continue;
        }
        String name = relative.substring(0, relative.length() - ".class".length()).replace('/', '.');
        int dot = name.lastIndexOf('.');
        if (dot < 0 || !exported.contains(name.substring(0, dot))) {
          continue;
        }
        Class<?> type = load(name);
        if (isVisible(type)) {
          types.add(type);
        }
      }
    }
    types.sort(Comparator.comparing(Class::getName));
    List<String> lines = new ArrayList<>();
    for (Class<?> type : types) {
      lines.add(header(type));
      Set<String> members = new TreeSet<>();
      for (Field field : type.getDeclaredFields()) {
        if (isApi(field)) {
          members.add(strip(field.toGenericString(), type));
        }
      }
      for (Constructor<?> constructor : type.getDeclaredConstructors()) {
        if (isApi(constructor)) {
          members.add(strip(constructor.toGenericString(), type));
        }
      }
      for (Method method : type.getDeclaredMethods()) {
        if (isApi(method) && !method.isBridge()) {
          members.add(strip(method.toGenericString(), type));
        }
      }
      for (String member : members) {
        lines.add("  " + member);
      }
    }
    return lines;
  }

  private static Set<String> exportedPackages(Path classes) {
    Set<ModuleReference> modules = ModuleFinder.of(classes).findAll();
    if (modules.size() != 1) {
      throw new IllegalArgumentException("no module-info.class in " + classes);
    }
    return modules.iterator().next().descriptor().exports().stream()
        .filter(export -> !export.isQualified())
        .map(ModuleDescriptor.Exports::source)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  private static Class<?> load(String name) {
    try {
      return Class.forName(name, false, ApiSignatures.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new IllegalStateException(
          "cannot load " + name + ": is the module's class path complete? " + e, e);
    }
  }

  /** A type outside code can name: public or protected, and so is every type enclosing it. */
  private static boolean isVisible(Class<?> type) {
    for (Class<?> t = type; t != null; t = t.getDeclaringClass()) {
      if (t.isAnonymousClass() || t.isLocalClass() || t.isSynthetic()) {
        return false;
      }
      int modifiers = t.getModifiers();
      if (!Modifier.isPublic(modifiers) && !Modifier.isProtected(modifiers)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isApi(Member member) {
    int modifiers = member.getModifiers();
    return !member.isSynthetic() && (Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers));
  }

  /**
   * The type's declaration, built here rather than by {@link Class#toGenericString()}, whose text
   * differs between JDK releases (newer ones add {@code sealed}).
   */
  static String header(Class<?> type) {
    StringBuilder out = new StringBuilder();
    int modifiers = type.getModifiers();
    if (type.isInterface()) {
      modifiers &= ~(Modifier.ABSTRACT | Modifier.INTERFACE);
    }
    if (type.isEnum() || type.isRecord()) {
      modifiers &= ~(Modifier.FINAL | Modifier.STATIC);
    }
    String text = Modifier.toString(modifiers & Modifier.classModifiers());
    out.append(text);
    if (!text.isEmpty()) {
      out.append(' ');
    }
    if (type.isSealed()) {
      out.append("sealed ");
    }
    out.append(kind(type)).append(' ').append(type.getName());
    TypeVariable<?>[] parameters = type.getTypeParameters();
    if (parameters.length > 0) {
      out.append(
          Arrays.stream(parameters)
              .map(ApiSignatures::typeParameter)
              .collect(Collectors.joining(",", "<", ">")));
    }
    Type superclass = type.getGenericSuperclass();
    if (superclass != null
        && superclass != Object.class
        && !type.isEnum()
        && !type.isRecord()) {
      out.append(" extends ").append(superclass.getTypeName());
    }
    Type[] interfaces = type.getGenericInterfaces();
    if (interfaces.length > 0 && !type.isAnnotation()) {
      out.append(type.isInterface() ? " extends " : " implements ")
          .append(
              Arrays.stream(interfaces).map(Type::getTypeName).collect(Collectors.joining(", ")));
    }
    if (type.isSealed()) {
      out.append(
          Arrays.stream(type.getPermittedSubclasses())
              .map(Class::getName)
              .sorted()
              .collect(Collectors.joining(", ", " permits ", "")));
    }
    return out.toString();
  }

  private static String kind(Class<?> type) {
    if (type.isAnnotation()) {
      return "@interface";
    }
    if (type.isInterface()) {
      return "interface";
    }
    if (type.isEnum()) {
      return "enum";
    }
    return type.isRecord() ? "record" : "class";
  }

  private static String typeParameter(TypeVariable<?> parameter) {
    Type[] bounds = parameter.getBounds();
    if (bounds.length == 1 && bounds[0] == Object.class) {
      return parameter.getName();
    }
    return parameter.getName()
        + " extends "
        + Arrays.stream(bounds).map(Type::getTypeName).collect(Collectors.joining(" & "));
  }

  /** Drops the declaring type's name before the member's own, which the header already gives. */
  private static String strip(String signature, Class<?> type) {
    return signature.replace(" " + type.getName() + ".", " ");
  }
}
