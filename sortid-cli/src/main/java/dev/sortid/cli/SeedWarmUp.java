package dev.sortid.cli;

import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

/**
 * Seeds a throwaway instance of the JDK's DRBG on a background thread while picocli builds and
 * parses the command line. The first DRBG a JVM seeds sets up the JDK's shared seeder: it loads the
 * security providers and hashes the system's entropy sources (system properties, network
 * interfaces, the names in the temporary directory). Done on another core meanwhile, it no longer
 * delays the first id: the generator then makes and seeds its own DRBG from the ready seeder. Where
 * a run's time goes shows in {@code SORTID_JAVA_OPTS=-Xlog:class+load:stdout:uptime ./sortid
 * generate ulid}: the {@code sun.security.provider} classes load before picocli has parsed the
 * line.
 */
final class SeedWarmUp {
  private SeedWarmUp() {}

  /** Starts the warm-up on a daemon thread, which never holds up the exit. */
  static void start() {
    Thread thread = new Thread(SeedWarmUp::seed, "sortid-seed-warm-up");
    thread.setDaemon(true);
    thread.start();
  }

  private static void seed() {
    try {
      SecureRandom.getInstance("DRBG").nextBytes(new byte[1]);
    } catch (NoSuchAlgorithmException | RuntimeException e) {
      // only a warm-up: the generator reports a missing or failing DRBG itself
    }
  }
}
