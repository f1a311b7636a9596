import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites, in place, every class file of a jar whose class-file version is below 50 (Java 6) as a
 * Java 8 class file (version 52) with stack map frames, computed by ASM; other entries are copied
 * unchanged, in their order and with their times, so the jar stays reproducible.
 *
 * <p>Why: picocli's classes are compiled for Java 5 (version 49). JDK 25 leaves classes of a
 * version below 50 out of its class-data sharing archives and its AOT cache (they need the old
 * verifier), so the command loaded and verified about 130 of them from the jar on every start. The
 * bytecode is not changed, only its version and the frames a newer version needs; a class that
 * holds instructions version 52 forbids (JSR, RET) stops the rewrite with an error.
 *
 * <p>Run as a single-file program with ASM on the class path:
 *
 * <pre>
 * java -cp asm-VERSION.jar ClassFileUpgrade.java JAR
 * </pre>
 *
 * Prints how many classes it rewrote. Exit 2: bad arguments, an unreadable jar, or a class it
 * cannot rewrite. The build of sortid-cli runs it on the runnable jar in the package phase.
 */
public final class ClassFileUpgrade {
  /** The oldest class-file version that class-data sharing keeps on JDK 25: 50 (Java 6). */
  private static final int OLDEST_KEPT = 50;

  private ClassFileUpgrade() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: ClassFileUpgrade JAR");
      System.exit(2);
    }
    Path jar = Path.of(args[0]);
    Path rewritten = jar.resolveSibling(jar.getFileName() + ".upgrading");
    int count;
    try {
      count = rewrite(jar, rewritten);
    } catch (IOException | RuntimeException e) {
      Files.deleteIfExists(rewritten);
      System.err.println("ClassFileUpgrade: cannot rewrite " + jar + ": " + e);
      System.exit(2);
      return;
    }
    Files.move(rewritten, jar, StandardCopyOption.REPLACE_EXISTING);
    System.out.println(
        "ClassFileUpgrade: " + count + " classes of " + jar.getFileName() + " now version 52");
  }

  /** Copies {@code jar} to {@code out}, old class files rewritten; returns how many. */
  private static int rewrite(Path jar, Path out) throws IOException {
    int count = 0;
    try (ZipFile zip = new ZipFile(jar.toFile());
        URLClassLoader classes =
            new URLClassLoader(
                new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        ZipOutputStream copy = new ZipOutputStream(Files.newOutputStream(out))) {
      for (Enumeration<? extends ZipEntry> entries = zip.entries(); entries.hasMoreElements(); ) {
        ZipEntry entry = entries.nextElement();
        byte[] bytes;
        try (InputStream in = zip.getInputStream(entry)) {
          bytes = in.readAllBytes();
        }
        if (entry.getName().endsWith(".class") && majorVersion(bytes) < OLDEST_KEPT) {
          bytes = upgrade(bytes, classes);
          count++;
        }
        ZipEntry next = new ZipEntry(entry.getName());
        next.setTime(entry.getTime());
        copy.putNextEntry(next);
        copy.write(bytes);
        copy.closeEntry();
      }
    }
    return count;
  }

  private static int majorVersion(byte[] classFile) {
    return (classFile[6] & 0xff) << 8 | (classFile[7] & 0xff);
  }

  /**
   * The class as version 52 with frames; {@code classes} resolves the common super classes that
   * the frames need (the jar's own classes and the JDK's).
   */
  private static byte[] upgrade(byte[] classFile, ClassLoader classes) {
    ClassWriter writer =
        new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
          @Override
          protected ClassLoader getClassLoader() {
            return classes;
          }
        };
    ClassVisitor version =
        new ClassVisitor(Opcodes.ASM9, writer) {
          @Override
          public void visit(
              int oldVersion,
              int access,
              String name,
              String signature,
              String superName,
              String[] interfaces) {
            super.visit(Opcodes.V1_8, access, name, signature, superName, interfaces);
          }
        };
    new ClassReader(classFile).accept(version, ClassReader.SKIP_FRAMES);
    return writer.toByteArray();
  }
}
