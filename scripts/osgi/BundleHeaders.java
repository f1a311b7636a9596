import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * Checks the OSGi headers of one packaged jar against the {@code module-info.class} in it, so that
 * the two descriptions of the same bundle cannot drift apart:
 *
 * <ul>
 *   <li>{@code Bundle-ManifestVersion} is 2 and {@code Bundle-Version} is set;
 *   <li>{@code Bundle-SymbolicName} is the module's name;
 *   <li>{@code Export-Package} names exactly the packages that module-info exports; a package that
 *       module-info exports to named modules only carries {@code x-friends} with those modules, and
 *       a package exported to everyone carries no {@code x-friends}.
 * </ul>
 *
 * <p>Run as a single-file program:
 *
 * <pre>
 * java BundleHeaders.java JAR
 * </pre>
 *
 * Exit 0 when the headers match, 1 with one line per difference when they do not, 2 on bad
 * arguments or an unreadable jar. The build runs it in the verify phase of every module that has a
 * {@code bnd.bnd} (the osgi profile of the parent pom).
 */
public final class BundleHeaders {

  private BundleHeaders() {}

  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: BundleHeaders JAR");
      System.exit(2);
    }
    List<String> problems;
    try {
      problems = check(Path.of(args[0]));
    } catch (IOException | IllegalArgumentException e) {
      System.err.println("OSGi headers: cannot read " + args[0] + ": " + e.getMessage());
      System.exit(2);
      return;
    }
    if (problems.isEmpty()) {
      System.out.println("OSGi headers: " + args[0] + " matches its module-info");
      return;
    }
    System.err.println("OSGi headers: " + args[0] + " differs from its module-info:");
    problems.forEach(problem -> System.err.println("  " + problem));
    System.err.println("Make the module's bnd.bnd say what module-info says.");
    System.exit(1);
  }

  /** The differences between the jar's manifest and its module descriptor; empty if none. */
  static List<String> check(Path jarFile) throws IOException {
    try (JarFile jar = new JarFile(jarFile.toFile())) {
      ZipEntry descriptor = jar.getEntry("module-info.class");
      if (descriptor == null) {
        throw new IllegalArgumentException("no module-info.class in the jar");
      }
      ModuleDescriptor module;
      try (InputStream in = jar.getInputStream(descriptor)) {
        module = ModuleDescriptor.read(in);
      }
      if (jar.getManifest() == null) {
        throw new IllegalArgumentException("no META-INF/MANIFEST.MF in the jar");
      }
      Attributes headers = jar.getManifest().getMainAttributes();
      List<String> problems = new ArrayList<>();
      expect(problems, "Bundle-ManifestVersion", "2", headers.getValue("Bundle-ManifestVersion"));
      if (headers.getValue("Bundle-Version") == null) {
        problems.add("Bundle-Version: missing");
      }
      String symbolicName = headers.getValue("Bundle-SymbolicName");
      expect(
          problems,
          "Bundle-SymbolicName",
          module.name(),
          symbolicName == null ? null : symbolicName.split(";", 2)[0].trim());
      compareExports(problems, module, headers.getValue("Export-Package"));
      return problems;
    }
  }

  private static void expect(List<String> problems, String header, String expected, String actual) {
    if (!expected.equals(actual)) {
      problems.add(header + ": expected " + expected + ", found " + actual);
    }
  }

  private static void compareExports(
      List<String> problems, ModuleDescriptor module, String exportPackage) {
    Map<String, String> clauses = exportPackage == null ? Map.of() : clauses(exportPackage);
    Set<String> packages = new TreeSet<>(clauses.keySet());
    for (ModuleDescriptor.Exports export : module.exports()) {
      String clause = clauses.get(export.source());
      packages.remove(export.source());
      if (clause == null) {
        problems.add("Export-Package: module-info exports " + export.source() + ", the header not");
        continue;
      }
      Set<String> friends = friends(clause);
      if (!friends.equals(export.targets())) {
        problems.add(
            "Export-Package: "
                + export.source()
                + (export.isQualified()
                    ? " goes to " + new TreeSet<>(export.targets()) + " only"
                    : " goes to everyone")
                + " in module-info, the header's x-friends are "
                + friends);
      }
    }
    for (String extra : packages) {
      problems.add("Export-Package: the header exports " + extra + ", module-info not");
    }
  }

  /** Package name to its clause text, the header split on commas outside quotes. */
  private static Map<String, String> clauses(String header) {
    Map<String, String> clauses = new TreeMap<>();
    for (String clause : split(header, ',')) {
      clauses.put(clause.split(";", 2)[0].trim(), clause);
    }
    return clauses;
  }

  /** The module names of a clause's {@code x-friends:="a,b"} directive; empty without one. */
  private static Set<String> friends(String clause) {
    Set<String> friends = new TreeSet<>();
    for (String part : split(clause, ';')) {
      String[] directive = part.split(":=", 2);
      if (directive.length == 2 && directive[0].trim().equals("x-friends")) {
        for (String friend : directive[1].replace("\"", "").split(",")) {
          friends.add(friend.trim());
        }
      }
    }
    return friends;
  }

  private static List<String> split(String text, char separator) {
    List<String> parts = new ArrayList<>();
    StringBuilder part = new StringBuilder();
    boolean quoted = false;
    for (char c : text.toCharArray()) {
      if (c == '"') {
        quoted = !quoted;
      }
      if (c == separator && !quoted) {
        parts.add(part.toString());
        part.setLength(0);
      } else {
        part.append(c);
      }
    }
    parts.add(part.toString());
    return parts;
  }
}
