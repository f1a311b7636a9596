package dev.sortid.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The process's standard input, which refuses to be read when descriptor 0 was closed as the
 * process started ({@code sortid validate <&-}). The JVM then opens its own files at the lowest
 * free descriptor, so descriptor 0 holds one of them (the runtime's {@code lib/modules}, the jar)
 * and {@code System.in} would read it as if it were input. On the first read, the target of {@code
 * /proc/self/fd/0} is checked: a file of the Java runtime or of the class path means that standard
 * input was closed, and every read throws an {@link IOException} that says so. Where {@code /proc}
 * is missing, standard input is read as it is.
 */
final class StandardInput extends FilterInputStream {
  /** The link that names what descriptor 0 is, on Linux. */
  static final Path DESCRIPTOR_0 = Path.of("/proc/self/fd/0");

  private final Path descriptor;
  private boolean checked;
  private String closed; // what descriptor 0 holds instead, once found

  /**
   * @param in {@code System.in}
   * @param descriptor the link to what descriptor 0 is: {@link #DESCRIPTOR_0}
   */
  StandardInput(InputStream in, Path descriptor) {
    super(in);
    this.descriptor = descriptor;
  }

  @Override
  public int read() throws IOException {
    check();
    return super.read();
  }

  @Override
  public int read(byte[] bytes, int offset, int length) throws IOException {
    check();
    return super.read(bytes, offset, length);
  }

  @Override
  public int available() throws IOException {
    check();
    return super.available();
  }

  private void check() throws IOException {
    if (!checked) {
      checked = true;
      closed = openedByTheJvm(descriptor);
    }
    if (closed != null) {
      throw new IOException(
          "it is closed (descriptor 0 holds "
              + closed
              + ", which the Java runtime opened); give the ids as arguments, or redirect"
              + " standard input");
    }
  }

  /** The file descriptor 0 holds when it is one the JVM opened itself, else null. */
  private static String openedByTheJvm(Path descriptor) {
    Path target;
    try {
      target = Files.readSymbolicLink(descriptor);
    } catch (IOException | UnsupportedOperationException e) {
      return null; // no /proc: standard input is what it is
    }
    if (!target.isAbsolute()) {
      return null; // pipe:[...], socket:[...]: never a file the JVM opened
    }
    if (target.startsWith(realPath(System.getProperty("java.home")))) {
      return target.toString();
    }
    for (String entry :
        System.getProperty("java.class.path", "").split(java.io.File.pathSeparator)) {
      if (!entry.isEmpty() && target.equals(realPath(entry))) {
        return target.toString();
      }
    }
    return null;
  }

  private static Path realPath(String path) {
    Path p = Path.of(path).toAbsolutePath().normalize();
    try {
      return p.toRealPath();
    } catch (IOException e) {
      return p;
    }
  }
}
