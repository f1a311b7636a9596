package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.security.SecureRandomSpi;
import java.security.Security;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Loading and initialising sortid's classes creates no {@code SecureRandom} and reads no node spec
 * from the environment: the default generators are created on first use (holder idiom), so GraalVM
 * native-image may initialise the classes at build time, and restricted environments can load them.
 *
 * <p>The classes are loaded afresh ({@link FreshClasses}; the ones this JVM already loaded do not
 * count), every class except the default generators' holders is initialised, and the text API is
 * used (parse, print, constants, node specs). Meanwhile a security provider placed first counts
 * every SecureRandom created through the JCA ({@code new SecureRandom()} and {@code getInstance}
 * alike) from code of those fresh classes (Jazzer's instrumentation makes SecureRandoms of its own
 * while classes load, which do not count): it must stay at zero. It then counts the first {@code
 * Scru128Id.generate()}, which shows it sees the default generator's DRBG. The environment is shown
 * untouched by its effect: the SCRU64 node spec is set only after every class was initialised, and
 * the default generator still picks it up, so nothing read it before.
 */
final class InitialisationTest {
  private static final String PROPERTY = "sortid.scru64.nodeSpec";

  @Test
  void loadingEveryClass_createsNoSecureRandomAndReadsNoNodeSpec() throws Exception {
    AtomicInteger created = new AtomicInteger();
    String savedProperty = System.getProperty(PROPERTY);
    System.clearProperty(PROPERTY);
    FreshClasses fresh = new FreshClasses();
    ClassLoader loader = fresh.loader();
    Provider counting = new CountingProvider(created, loader);
    assertEquals(1, Security.insertProviderAt(counting, 1));
    try (fresh) {
      List<String> names = classNames();
      assertTrue(names.size() > 30, "found " + names);
      for (String name : names) {
        if (!name.endsWith("$DefaultHolder")) {
          Class<?> type = Class.forName(name, true, loader);
          assertEquals(loader, type.getClassLoader(), "loaded afresh: " + name);
        }
      }
      useTheTextApi(loader);
      if (created.get() != 0) {
        throw new AssertionError(
            created.get() + " SecureRandom instances created while loading sortid", firstCreation);
      }

      fresh.call("dev.sortid.Scru128Id", "generate");
      assertTrue(created.get() > 0, "the counter sees the default generator's DRBG");

      System.setProperty(PROPERTY, "7/8");
      Object scru64 = fresh.call("dev.sortid.Scru64Id", "generate");
      Object nodeCtr = scru64.getClass().getMethod("nodeCtr").invoke(scru64);
      assertEquals(7, (Integer) nodeCtr >>> 16, "the node spec was read at first use");
    } finally {
      Security.removeProvider(counting.getName());
      if (savedProperty == null) {
        System.clearProperty(PROPERTY);
      } else {
        System.setProperty(PROPERTY, savedProperty);
      }
    }
  }

  /** Parses and prints ids of every scheme, reads the constants, parses a node spec. */
  private static void useTheTextApi(ClassLoader loader) throws Exception {
    Map<String, String> texts =
        Map.of(
            "dev.sortid.Scru128Id", "0372hg16csmsm50l8dikcvukc",
            "dev.sortid.Scru64Id", "0u2r85hm2pt3",
            "dev.sortid.Scru160Id", "05TTUP1HNCPNH30VEK64KDQT9BSNU4C4",
            "dev.sortid.Ulid", "01ARZ3NDEKTSV4RRFFQ69G5FAV",
            "dev.sortid.Euid", "ZZZZZZZZZZZZZZZZZZZZZZZZZW3",
            "dev.sortid.UuidV7", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
    for (Map.Entry<String, String> entry : texts.entrySet()) {
      Class<?> type = Class.forName(entry.getKey(), true, loader);
      Object id = type.getMethod("parse", CharSequence.class).invoke(null, entry.getValue());
      assertEquals(
          entry.getValue().toLowerCase(java.util.Locale.ROOT),
          id.toString().toLowerCase(java.util.Locale.ROOT));
      type.getField("MIN").get(null).toString();
      type.getField("MAX").get(null).toString();
    }
    Class<?> spec = Class.forName("dev.sortid.Scru64NodeSpec", true, loader);
    spec.getMethod("parse", CharSequence.class).invoke(null, "42/8");
    Class<?> scheme = Class.forName("dev.sortid.IdScheme", true, loader);
    scheme.getMethod("detect", CharSequence.class).invoke(null, "01ARZ3NDEKTSV4RRFFQ69G5FAV");
  }

  private static List<String> classNames() throws IOException {
    Path root = Path.of("target/classes");
    try (Stream<Path> files = Files.walk(root.resolve("dev/sortid"))) {
      return files
          .map(path -> root.relativize(path).toString())
          .filter(name -> name.endsWith(".class"))
          .map(name -> name.substring(0, name.length() - 6).replace('/', '.'))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  /** Where the first SecureRandom was created while the counter was installed, for the report. */
  private static volatile Throwable firstCreation;

  /** Provides every SecureRandom algorithm sortid might ask for, counting instances. */
  private static final class CountingProvider extends Provider {
    private static final long serialVersionUID = 1L;

    /**
     * Counts only SecureRandoms asked for by code of the fresh sortid classes in {@code loader}.
     */
    CountingProvider(AtomicInteger created, ClassLoader loader) {
      super("SortidCountingRandom", "1.0", "counts SecureRandom instances");
      for (String algorithm : List.of("DRBG", "NativePRNG", "SHA1PRNG", "NativePRNGNonBlocking")) {
        putService(
            new Service(this, "SecureRandom", algorithm, CountingSpi.class.getName(), null, null) {
              @Override
              public Object newInstance(Object parameter) {
                if (!calledFrom(loader)) {
                  return new CountingSpi(); // the JDK or a test tool (Jazzer), not sortid
                }
                if (created.incrementAndGet() == 1) {
                  firstCreation = new Throwable("the first SecureRandom created, here");
                }
                return new CountingSpi();
              }
            });
      }
    }
  }

  /**
   * Whether a class defined by {@code loader} is on the current call stack, and Jazzer's class
   * instrumentation is not (it makes a SecureRandom of its own for each class it instruments, which
   * may happen while a sortid class initialiser loads another class).
   */
  private static boolean calledFrom(ClassLoader loader) {
    return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
        .walk(
            frames -> {
              boolean sortid = false;
              for (StackWalker.StackFrame frame :
                  (Iterable<StackWalker.StackFrame>) frames::iterator) {
                if (frame.getClassName().startsWith("com.code_intelligence.jazzer.")) {
                  return false;
                }
                sortid |= frame.getDeclaringClass().getClassLoader() == loader;
              }
              return sortid;
            });
  }

  /** A working (non-secure, test-only) SecureRandom engine. */
  private static final class CountingSpi extends SecureRandomSpi {
    private static final long serialVersionUID = 1L;
    private final transient java.util.SplittableRandom random = new java.util.SplittableRandom();

    @Override
    protected void engineSetSeed(byte[] seed) {}

    @Override
    protected void engineNextBytes(byte[] bytes) {
      random.nextBytes(bytes);
    }

    @Override
    protected byte[] engineGenerateSeed(int numBytes) {
      byte[] seed = new byte[numBytes];
      random.nextBytes(seed);
      return seed;
    }
  }
}
