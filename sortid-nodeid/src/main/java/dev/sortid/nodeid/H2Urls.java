package dev.sortid.nodeid;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * What kind of H2 database a JDBC URL opens: a server's ({@code jdbc:h2:tcp:}, {@code
 * jdbc:h2:ssl:}), one private to the JVM that opens it ({@code mem:} and the in-memory file systems
 * {@code memFS:}, {@code memLZF:}, {@code nioMemFS:}, {@code nioMemLZF:}, in any case and behind
 * other file system prefixes such as {@code split:}), or an embedded file.
 */
final class H2Urls {
  private static final String H2 = "jdbc:h2:";

  private H2Urls() {}

  /** True for {@code jdbc:h2:...} (any case). */
  static boolean isH2(String url) {
    return url.regionMatches(true, 0, H2, 0, H2.length());
  }

  /** True for an H2 database that exists only inside the JVM that opens it. */
  static boolean isJvmPrivate(String url) {
    if (!isH2(url) || isServer(url)) {
      return false;
    }
    String name = url.substring(H2.length());
    int options = name.indexOf(';');
    String[] parts = (options < 0 ? name : name.substring(0, options)).split(":", -1);
    for (int i = 0; i < parts.length - 1; i++) { // the prefixes; the last part is the name
      String prefix = parts[i].toLowerCase(Locale.ROOT);
      if (prefix.equals("mem")
          || prefix.startsWith("memfs")
          || prefix.startsWith("memlzf")
          || prefix.startsWith("niomem")) {
        return true;
      }
    }
    return false;
  }

  /** True for an embedded H2 file: H2, neither a server's nor private to the JVM. */
  static boolean isEmbeddedFile(String url) {
    return isH2(url) && !isServer(url) && !isJvmPrivate(url);
  }

  /**
   * The lock file of {@link FileTurn} beside an embedded H2 file named by a path ({@code
   * jdbc:h2:./x/leases}, {@code jdbc:h2:file:/var/x/leases}, {@code jdbc:h2:~/leases}): {@code
   * leases.sortid.lock} in its folder; empty for other names (a file system prefix such as {@code
   * split:}, or a name that is no path), whose processes then find the file in use and try again.
   */
  static Optional<Path> lockFile(String url) {
    if (!isEmbeddedFile(url)) {
      return Optional.empty();
    }
    String name = url.substring(H2.length());
    int options = name.indexOf(';');
    name = options < 0 ? name : name.substring(0, options);
    if (name.regionMatches(true, 0, "file:", 0, 5)) {
      name = name.substring(5);
    }
    if (name.startsWith("~/") || name.startsWith("~\\")) {
      return Optional.of(
          Path.of(System.getProperty("user.home"), name.substring(2) + ".sortid.lock").normalize());
    }
    boolean relative =
        name.startsWith("./")
            || name.startsWith("../")
            || name.startsWith(".\\")
            || name.startsWith("..\\");
    try {
      return relative || Path.of(name).isAbsolute()
          ? Optional.of(Path.of(name + ".sortid.lock").toAbsolutePath().normalize())
          : Optional.empty();
    } catch (InvalidPathException e) {
      return Optional.empty(); // a file system prefix before a Windows path (split:C:/x)
    }
  }

  private static boolean isServer(String url) {
    String lower = url.toLowerCase(Locale.ROOT);
    return lower.startsWith("jdbc:h2:tcp:") || lower.startsWith("jdbc:h2:ssl:");
  }

  /** Why a JVM-private H2 URL cannot be a lease store, and what to use. */
  static String refusal(String url) {
    return "\""
        + url
        + "\" is an H2 database private to one JVM (mem:, memFS:, memLZF:, nioMem...:), so it"
        + " cannot keep processes apart: each would lease the same node ids from a store of its"
        + " own and make the same ids. Use an H2 file (jdbc:h2:./sortid-leases), an H2 server"
        + " (jdbc:h2:tcp://host/path/file), PostgreSQL or ZooKeeper; for leases inside one JVM"
        + " (tests), pass a DataSource to NodeIdLeases.jdbc";
  }
}
