import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;

/**
 * Starts an OSGi framework (the one on the class path: Apache Felix in scripts/osgi/felix-check.sh),
 * installs every jar given that has a {@code Bundle-SymbolicName}, starts each bundle that is no
 * fragment and reports its state: every one must reach ACTIVE, which takes that its imports resolve
 * to the exports of the others (or of the JDK, through the system bundle). A jar without OSGi
 * headers is left out.
 *
 * <pre>
 * java -cp FRAMEWORK.jar FelixCheck.java STORAGE_DIR JAR...
 * </pre>
 *
 * Prints one line per bundle ({@code ok   NAME VERSION ACTIVE}, or {@code FAIL} with the
 * framework's reason) and one per jar that is no bundle, which it leaves out ({@code skip}). Exit 0
 * when every bundle is ACTIVE, 1 when not, 2 on bad arguments.
 */
public final class FelixCheck {

  /** How long the framework may take to stop at the end. */
  private static final long STOP_MILLIS = 60_000;

  private FelixCheck() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: FelixCheck STORAGE_DIR JAR...");
      System.exit(2);
    }
    FrameworkFactory factory = ServiceLoader.load(FrameworkFactory.class).findFirst().orElse(null);
    if (factory == null) {
      System.err.println("FelixCheck: no OSGi framework on the class path");
      System.exit(2);
    }
    Framework framework =
        factory.newFramework(
            Map.of(
                Constants.FRAMEWORK_STORAGE, args[0],
                Constants.FRAMEWORK_STORAGE_CLEAN, Constants.FRAMEWORK_STORAGE_CLEAN_ONFIRSTINIT));
    framework.start();
    int failures = 0;
    try {
      BundleContext context = framework.getBundleContext();
      List<Bundle> bundles = new ArrayList<>();
      for (int i = 1; i < args.length; i++) {
        Path jar = Path.of(args[i]);
        if (!isBundle(jar)) {
          // not installed: a bundle that needs its packages does not resolve, and says so
          System.out.println("skip " + jar.getFileName() + ": no Bundle-SymbolicName, no bundle");
          continue;
        }
        bundles.add(context.installBundle(jar.toUri().toString()));
      }
      for (Bundle bundle : bundles) {
        String name = bundle.getSymbolicName() + " " + bundle.getVersion();
        if (bundle.getHeaders().get(Constants.FRAGMENT_HOST) != null) {
          System.out.println("ok   " + name + " (a fragment: resolved with its host)");
          continue;
        }
        try {
          bundle.start();
        } catch (BundleException e) {
          System.out.println("FAIL " + name + ": " + e.getMessage().replace('\n', ' '));
          failures++;
          continue;
        }
        boolean active = bundle.getState() == Bundle.ACTIVE;
        System.out.println((active ? "ok   " : "FAIL ") + name + " " + state(bundle.getState()));
        if (!active) {
          failures++;
        }
      }
    } finally {
      framework.stop();
      FrameworkEvent stopped = framework.waitForStop(STOP_MILLIS);
      if (stopped.getType() == FrameworkEvent.WAIT_TIMEDOUT) {
        System.out.println("FAIL the framework did not stop within " + STOP_MILLIS + " ms");
        failures++;
      }
    }
    System.out.println(
        failures == 0 ? "FelixCheck: every bundle ACTIVE" : "FelixCheck: " + failures + " failed");
    System.exit(failures == 0 ? 0 : 1);
  }

  private static boolean isBundle(Path jar) throws IOException {
    if (!Files.isRegularFile(jar)) {
      throw new IOException("no such jar: " + jar);
    }
    try (JarFile file = new JarFile(jar.toFile())) {
      Manifest manifest = file.getManifest();
      return manifest != null
          && manifest.getMainAttributes().getValue(Constants.BUNDLE_SYMBOLICNAME) != null;
    }
  }

  private static String state(int state) {
    return switch (state) {
      case Bundle.INSTALLED -> "INSTALLED";
      case Bundle.RESOLVED -> "RESOLVED";
      case Bundle.STARTING -> "STARTING";
      case Bundle.STOPPING -> "STOPPING";
      case Bundle.ACTIVE -> "ACTIVE";
      default -> "UNINSTALLED";
    };
  }
}
