package dev.sortid;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;

/**
 * sortid's classes loaded afresh from {@code target/classes}, in a class loader of their own: their
 * static state (the default generators, and the node spec the SCRU64 one reads once) starts from
 * nothing, whatever this JVM's own copies went through. The parent is java.base (the boot loader)
 * alone: core needs nothing else, and the platform loader would hand back the copies this JVM's
 * module layer holds.
 */
final class FreshClasses implements AutoCloseable {
  private final URLClassLoader loader;

  FreshClasses() throws IOException {
    URL classes = Path.of("target/classes").toUri().toURL();
    loader = new URLClassLoader(new URL[] {classes}, null);
  }

  ClassLoader loader() {
    return loader;
  }

  /**
   * Calls a public static method without parameters of a fresh class; what the method throws is
   * thrown as it is.
   */
  Object call(String type, String method) throws Exception {
    try {
      return Class.forName(type, true, loader).getMethod(method).invoke(null);
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof Exception thrown) {
        throw thrown;
      }
      throw e;
    }
  }

  @Override
  public void close() throws IOException {
    loader.close();
  }
}
